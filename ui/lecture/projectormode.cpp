// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectormode.h"

#include "chartpanel.h"
#include "pages/common/chartpage.h"
#include "parameterpanel.h"
#include "scenariomodel.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QPointer>
#include <QSplitter>
#include <QStatusBar>

#include <algorithm>

namespace commviz::ui {
namespace {

QFont scaled(QFont f, double factor)
{
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * factor);
    else if (f.pixelSize() > 0)
        f.setPixelSize(qRound(f.pixelSize() * factor));
    return f;
}

} // namespace

struct ProjectorMode::Saved {
    QByteArray geometry;
    Qt::WindowStates state;
    QList<int> splitterSizes;
    QFont font;
    bool ownFont = false;
    QPalette palette;
    bool ownPalette = false;
    std::vector<std::pair<QPointer<QDockWidget>, bool>> docks; // were they shown?
    bool statusBarShown = true;
};

ProjectorMode::ProjectorMode(LectureHost host) : QObject(host.window), m_host(std::move(host)), m_window(m_host.window)
{}

ProjectorMode::~ProjectorMode() = default;

void ProjectorMode::followPage()
{
    if (isActive() && m_host.currentPage() &&
        (m_host.currentPage()->id() != m_reducedFor ||
         m_host.model->scenario().production_view != m_reducedForProduction))
        reducePanel();
}

void ProjectorMode::setActive(bool on)
{
    if (on == isActive())
        return;
    if (on) {
        m_saved = std::make_unique<Saved>();
        Saved &s = *m_saved;
        s.geometry = m_window->saveGeometry();
        s.state = m_window->windowState();
        if (QSplitter *splitter = m_host.splitter)
            s.splitterSizes = splitter->sizes();
        s.font = m_window->font();
        s.ownFont = m_window->testAttribute(Qt::WA_SetFont);
        s.palette = m_window->palette();
        s.ownPalette = m_window->testAttribute(Qt::WA_SetPalette);
        // The docks give their room to the charts; the step banner (a dock without features) stays.
        for (QDockWidget *dock : m_window->findChildren<QDockWidget *>()) {
            if (dock->features() == QDockWidget::NoDockWidgetFeatures)
                continue;
            s.docks.emplace_back(dock, dock->isVisible());
            dock->hide();
        }
        // The status bar's hints are for the lecturer's keyboard, not the hall: its line goes to the charts.
        s.statusBarShown = !m_window->statusBar()->isHidden();
        m_window->statusBar()->hide();
        applyLook();
        reducePanel();
        m_window->showFullScreen();
        if (QSplitter *splitter = m_host.splitter) {
            // Room for the larger labels (at least what the panel's controls need); the charts keep the rest.
            const int total = splitter->width();
            const int panel = std::max(qRound(total * 0.24), splitter->widget(0)->minimumSizeHint().width());
            splitter->setSizes({panel, total - panel});
        }
        Q_EMIT activeChanged(true);
        return;
    }

    const std::unique_ptr<Saved> s = std::move(m_saved);
    m_reducedFor.reset();
    m_host.panel->showOnly(std::nullopt);
    for (ChartPage *page : m_host.pages()) {
        for (ChartPanel *panel : page->charts())
            panel->setLook({});
    }
    // The window's own font and palette only if it had them; otherwise it inherits again, as before.
    if (s->ownFont)
        m_window->setFont(s->font);
    else
        m_window->setFont(QFont());
    if (s->ownPalette)
        m_window->setPalette(s->palette);
    else
        m_window->setPalette(QPalette());
    m_window->setWindowState(s->state);
    if (!(s->state & Qt::WindowFullScreen))
        m_window->showNormal();
    m_window->restoreGeometry(s->geometry);
    if (s->state & Qt::WindowMaximized)
        m_window->showMaximized();
    if (QSplitter *splitter = m_host.splitter; splitter && !s->splitterSizes.isEmpty())
        splitter->setSizes(s->splitterSizes);
    for (const auto &[dock, wasShown] : s->docks) {
        if (dock)
            dock->setVisible(wasShown);
    }
    m_window->statusBar()->setVisible(s->statusBarShown);
    Q_EMIT activeChanged(false);
}

void ProjectorMode::applyLook()
{
    // The charts first: a chart's look scales its own fonts, which must not already be the window's larger ones.
    // The page's grid reflows to one column when the larger titles need it.
    for (ChartPage *page : m_host.pages()) {
        for (ChartPanel *panel : page->charts())
            panel->setLook({kFontScale, kLineScale, kFontScale, true});
    }
    Saved &s = *m_saved;
    m_window->setFont(scaled(s.font, kFontScale));
    QPalette pal = s.palette;
    // Black on white: a projector washes out greys and tinted backgrounds first.
    for (auto role : {QPalette::Window, QPalette::Base, QPalette::AlternateBase})
        pal.setColor(role, Qt::white);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        pal.setColor(role, Qt::black);
    m_window->setPalette(pal);
}

void ProjectorMode::reducePanel()
{
    ChartPage *page = m_host.currentPage();
    if (!page)
        return;
    m_reducedFor = page->id();
    m_reducedForProduction = m_host.model->scenario().production_view;
    m_host.panel->showOnly(pageParams(*m_reducedFor, m_reducedForProduction));
}

} // namespace commviz::ui
