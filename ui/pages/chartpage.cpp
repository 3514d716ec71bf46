// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartpage.h"

#include "chartpanel.h"
#include "napkinview.h"
#include "viewswitch.h"

#include <QCoreApplication>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>

namespace commviz::ui {

ChartPage::ChartPage(PageId id, const char *tabTitle, const char *question, QWidget *parent)
    : QWidget(parent), m_id(id), m_tabTitle(tabTitle), m_question(question)
{
    // The subclass's context is not known yet: the heading gets its text on the first translation pass.
    auto *heading = new QLabel(this);
    m_heading = heading;
    heading->setObjectName("pageQuestion");
    QFont f = heading->font();
    f.setPointSizeF(f.pointSizeF() * 1.5);
    f.setBold(true);
    heading->setFont(f);

    auto *charts = new QWidget(this);
    m_grid = new QGridLayout(charts);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setSpacing(6);

    m_napkin = new NapkinView(this);
    m_napkin->setObjectName("napkin");
    m_napkinTimer.setSingleShot(true);
    m_napkinTimer.setInterval(kDraftNapkinMs);
    connect(&m_napkinTimer, &QTimer::timeout, this, &ChartPage::showNapkin);
    auto *napkinScroll = new QScrollArea(this);
    napkinScroll->setWidget(m_napkin);
    napkinScroll->setWidgetResizable(true);
    napkinScroll->setFixedWidth(330);
    napkinScroll->setFrameShape(QFrame::StyledPanel);
    napkinScroll->setStyleSheet("QScrollArea { background: #fbfaf4; } QWidget#napkin { background: #fbfaf4; }");

    auto *body = new QHBoxLayout;
    body->addWidget(charts, 1);
    body->addWidget(napkinScroll);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 8);
    layout->addWidget(heading); // addViewSwitch() puts it in a row with the switch
    layout->addLayout(body, 1);
}

QString ChartPage::tabTitle() const
{
    return QCoreApplication::translate(metaObject()->className(), m_tabTitle);
}

QString ChartPage::question() const
{
    return QCoreApplication::translate(metaObject()->className(), m_question);
}

void ChartPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        // The charts first (their static texts), then the subclass's, then a redraw for the texts that
        // carry numbers; the charts ignore the event themselves, so the redraw's titles stay.
        m_heading->setText(question());
        for (ChartPanel *chart : m_charts)
            chart->retranslate();
        retranslate();
        const QString html = m_napkinHtml;
        m_napkinHtml.clear();
        if (m_drawn)
            draw(*m_drawn);
        else
            setNapkin(html);
    }
    QWidget::changeEvent(event);
}

ChartPanel *ChartPage::addChart(ChartPanel *chart, int row, int column, int rowSpan, int columnSpan)
{
    if (m_heading->text().isEmpty())
        m_heading->setText(question());
    chart->setTranslationContext(metaObject()->className());
    m_grid->addWidget(chart, row, column, rowSpan, columnSpan);
    m_charts.push_back(chart);
    return chart;
}

ChartPanel *ChartPage::addOffscreenChart(ChartPanel *chart)
{
    chart->setTranslationContext(metaObject()->className());
    chart->setParent(this);
    chart->hide();
    m_charts.push_back(chart);
    return chart;
}

void ChartPage::addWidget(QWidget *widget, int row, int column, int rowSpan, int columnSpan)
{
    if (m_heading->text().isEmpty())
        m_heading->setText(question());
    m_grid->addWidget(widget, row, column, rowSpan, columnSpan);
}

void ChartPage::addViewSwitch()
{
    if (m_viewSwitch)
        return;
    m_viewSwitch = new ViewSwitch(this);
    auto *layout = static_cast<QVBoxLayout *>(this->layout());
    auto *row = new QHBoxLayout;
    layout->removeWidget(m_heading);
    row->addWidget(m_heading, 1);
    row->addWidget(m_viewSwitch, 0, Qt::AlignVCenter);
    layout->insertLayout(0, row);
    connect(m_viewSwitch, &ViewSwitch::requested, this, &ChartPage::productionViewRequested);
}

void ChartPage::setNapkin(const QString &html)
{
    if (html == m_napkinHtml)
        return;
    m_napkinHtml = html;
    if (!m_draft)
        showNapkin();
    else if (!m_napkinTimer.isActive())
        m_napkinTimer.start();
}

void ChartPage::showNapkin()
{
    m_napkin->setHtml("<div><h3 style='margin: 0 0 6px 0'>" + tr("Napkin math") + "</h3>" + m_napkinHtml + "</div>");
}

QString ChartPage::napkinText() const
{
    QTextDocument doc;
    doc.setHtml(m_napkinHtml);
    return doc.toPlainText();
}

void ChartPage::setDraft(bool draft)
{
    // The next refresh draws even an unchanged scenario when a draft held an axis still.
    if (m_draft && !draft && std::any_of(m_charts.begin(), m_charts.end(), [](auto *c) { return c->heldRange(); }))
        m_drawn.reset();
    m_draft = draft;
    for (ChartPanel *c : m_charts)
        c->setDraft(draft);
    if (!draft && m_napkinTimer.isActive()) {
        m_napkinTimer.stop();
        showNapkin();
    }
}

ChartPanel *ChartPage::chart(const QString &name) const
{
    for (ChartPanel *c : m_charts) {
        if (c->name() == name)
            return c;
    }
    return nullptr;
}

void ChartPage::refresh(const Scenario &s, bool force)
{
    if (m_heading->text().isEmpty())
        m_heading->setText(question());
    if (m_viewSwitch)
        m_viewSwitch->setProduction(s.production_view);
    if (!force && m_drawn && *m_drawn == s)
        return;
    m_drawn = s;
    draw(s);
}

void setStyleSheetIfChanged(QWidget *widget, const QString &style)
{
    if (widget->styleSheet() != style)
        widget->setStyleSheet(style);
}

namespace napkin {

QString block(const QString &heading, const QStringList &steps, const QString &result, const QString &note)
{
    QString html = "<p style='margin: 0 0 10px 0'><b>" + heading + "</b><br>";
    for (const QString &step : steps)
        html += "<span style='font-family: monospace'>" + step + "</span><br>";
    html += "<span style='font-family: monospace'>= <b>" + result + "</b></span>";
    if (!note.isEmpty())
        html += "<br><span style='color: #555'>" + note + "</span>";
    return html + "</p>";
}

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace napkin

} // namespace commviz::ui
