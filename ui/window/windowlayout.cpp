// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The window's layout actions (View ▸ Parameter panel, View ▸ Napkin math) and its first placement on a
// screen; the rest of MainWindow is in mainwindow.cpp.
#include "windowlayout.h"

#include "language.h"
#include "mainwindow.h"
#include "pages/common/chartpage.h"
#include "settings.h"

#include <QAction>
#include <QGuiApplication>
#include <QKeySequence>
#include <QMenu>
#include <QScreen>
#include <QScrollBar>

namespace commviz::ui {

WindowPlacement placeWindow(QSize preferred, QRect available)
{
    // Room for the window's frame and title bar, which the available area must also hold.
    const QSize frame(16, 48);
    if (preferred.width() + frame.width() <= available.width() &&
        preferred.height() + frame.height() <= available.height()) {
        QRect r(QPoint(), preferred);
        r.moveCenter(available.center());
        return {r, false};
    }
    const QSize fitted = preferred.boundedTo(available.size() - frame);
    QRect r(QPoint(), fitted);
    r.moveCenter(available.center());
    return {r, true};
}

// The least the controls need (descriptions wrapped, lists under their names): projector mode gives the panel
// no more, so the charts keep the room. The panel opens at its preferred width (one line a description).
QSize PanelScroll::minimumSizeHint() const
{
    const int width = widget() ? widget()->minimumSizeHint().width() : 0;
    return {width + verticalScrollBar()->sizeHint().width() + 2 * frameWidth(), 120};
}

QSize PanelScroll::sizeHint() const
{
    const int width = widget() ? widget()->sizeHint().width() : 0;
    return {width + verticalScrollBar()->sizeHint().width() + 2 * frameWidth(), QScrollArea::sizeHint().height()};
}

void MainWindow::placeOnScreen()
{
    QScreen *screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen();
    if (screen == nullptr)
        return;
    const WindowPlacement place = placeWindow(kPreferredWindowSize, screen->availableGeometry());
    setGeometry(place.geometry);
    if (place.maximized)
        setWindowState(windowState() | Qt::WindowMaximized);
}

void MainWindow::createLayoutActions(QMenu *view)
{
    const char *context = staticMetaObject.className();
    m_panelShown = view->addAction(QString());
    setTrText(m_panelShown, context, QT_TR_NOOP("Parameter &panel"));
    setTrTip(m_panelShown, context, QT_TR_NOOP("Show or hide the sliders: hidden, the charts take the whole width"));
    m_panelShown->setObjectName("viewPanel");
    m_panelShown->setCheckable(true);
    m_panelShown->setShortcut(QKeySequence(Qt::Key_F9));
    m_panelShown->setChecked(m_settings->panelShown());
    connect(m_panelShown, &QAction::toggled, this, [this](bool on) {
        m_panelScroll->setVisible(on);
        m_settings->setPanelShown(on);
    });
    m_napkinShown = view->addAction(QString());
    setTrText(m_napkinShown, context, QT_TR_NOOP("&Napkin math"));
    setTrTip(m_napkinShown, context, QT_TR_NOOP("Show or hide each page's napkin math beside its charts"));
    m_napkinShown->setObjectName("viewNapkin");
    m_napkinShown->setCheckable(true);
    m_napkinShown->setShortcut(QKeySequence("Ctrl+Shift+N"));
    m_napkinShown->setChecked(m_settings->napkinShown());
    connect(m_napkinShown, &QAction::toggled, this, [this](bool on) {
        for (ChartPage *page : m_pages)
            page->setNapkinShown(on);
        m_settings->setNapkinShown(on);
    });
    m_panelScroll->setVisible(m_panelShown->isChecked());
    for (ChartPage *page : m_pages)
        page->setNapkinShown(m_napkinShown->isChecked());
}

} // namespace commviz::ui
