// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/common/chartpage.h"

#include "chartpanel.h"
#include "pages/common/chartgrid.h"
#include "pages/common/gridscroll.h"
#include "pages/common/napkinscroll.h"
#include "pages/common/napkinview.h"
#include "pages/common/viewswitch.h"
#include "unittext.h"

#include <QCoreApplication>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPalette>
#include <QScrollArea>
#include <QScrollBar>
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
    fitHeadingToFont();
    heading->setWordWrap(true); // a long question takes two lines in a narrow window

    m_grid = new ChartGrid;
    m_grid->setObjectName("chartGrid");
    auto *charts = new GridScroll(this);
    m_chartScroll = charts;
    m_grid->installEventFilter(this);
    charts->setObjectName("chartScroll");
    charts->setWidget(m_grid);
    charts->setWidgetResizable(true);
    charts->setFrameShape(QFrame::NoFrame);
    charts->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    m_napkin = new NapkinView(this);
    m_napkin->setObjectName("napkin");
    m_napkinTimer.setSingleShot(true);
    m_napkinTimer.setInterval(kDraftNapkinMs);
    connect(&m_napkinTimer, &QTimer::timeout, this, &ChartPage::showNapkin);
    auto *napkinScroll = new NapkinScroll(this);
    m_napkinScroll = napkinScroll;
    napkinScroll->setObjectName("napkinScroll");
    napkinScroll->setWidget(m_napkin);
    napkinScroll->setWidgetResizable(true);
    napkinScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    napkinScroll->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Preferred);
    napkinScroll->setFrameShape(QFrame::StyledPanel);
    // Its paper colour as a palette, not a style sheet: a style sheet would stop the window's font (projector
    // mode) reaching the napkin math.
    QPalette paper = napkinScroll->palette();
    paper.setColor(QPalette::Window, QColor(0xfb, 0xfa, 0xf4));
    napkinScroll->setPalette(paper);

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

void ChartPage::fitHeadingToFont()
{
    // 1.5× the page's font, so that it follows the window's (projector mode).
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 1.5);
    f.setBold(true);
    m_heading->setFont(f);
}

void ChartPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange) {
        fitHeadingToFont();
        // Qt 6.4 does not pass a new font on to the header of a table never shown: projector mode entered before a
        // table's page was opened left its column titles small. The header follows its table, on every change.
        for (QHeaderView *header : findChildren<QHeaderView *>())
            header->setFont(header->parentWidget()->font());
    }
    if (event->type() == QEvent::LanguageChange) {
        // The subclass's texts, then a redraw for the texts that carry numbers; the charts, which get the event
        // after their page, then re-set their static texts and keep the ones the redraw set (ChartPanel).
        m_heading->setText(question());
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

void ChartPage::setNapkinShown(bool shown)
{
    m_napkinScroll->setVisible(shown);
}

bool ChartPage::isNapkinShown() const
{
    return !m_napkinScroll->isHidden();
}

NapkinView *ChartPage::napkinView() const
{
    return m_napkin;
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
    // A narrow column wraps the formulas: never between a number and its unit, nor inside a product.
    m_napkin->setHtml("<div><h3 style='margin: 0 0 6px 0'>" + tr("Napkin math") + "</h3>" +
                      napkin::keepFactorsTogether(keepNumbersWithUnits(m_napkinHtml)) + "</div>");
    revealNapkinSection();
}

void ChartPage::revealNapkinSection()
{
    // A lecture step's chart: its section at the top of the napkin panel when the step focuses it and when the napkin
    // changes (a relayout leaves a presenter's own scroll), once the panel has laid out the new text.
    if (m_focus.isEmpty())
        return;
    QTimer::singleShot(0, this, [this] {
        if (const int top = m_napkin->headingTop(napkinHeading(m_focus)); top >= 0)
            m_napkinScroll->verticalScrollBar()->setValue(top);
    });
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
    if (m_draft && !draft &&
        std::any_of(m_charts.begin(), m_charts.end(), [](auto *c) { return c->axes().heldRange(); }))
        m_drawn.reset();
    m_draft = draft;
    for (ChartPanel *c : m_charts)
        c->setDraft(draft);
    if (!draft && m_napkinTimer.isActive()) {
        m_napkinTimer.stop();
        showNapkin();
    }
    if (!draft)
        draftEnded();
}

bool ChartPage::hiddenWaitForSettle()
{
    m_skippedHidden = m_skippedHidden || !m_settling;
    return !m_settling;
}

void ChartPage::settle()
{
    if (m_skippedHidden && m_drawn) {
        m_settling = true;
        draw(*m_drawn);
        m_settling = false;
        m_skippedHidden = false;
        if (m_grid->solo()) // a lecture step's chart stays alone (an export during the step settles the page)
            m_grid->setSolo(m_grid->solo());
    }
    settleBackground();
}

ChartPanel *ChartPage::chart(const QString &name) const
{
    for (ChartPanel *c : m_charts) {
        if (c->name() == name)
            return c;
    }
    return nullptr;
}

void ChartPage::setAnswerHidden(bool hidden, const QStringList &veil)
{
    m_answerHidden = hidden;
    // The napkin panel keeps its place (the charts do not jump at the reveal); only its numbers go.
    m_napkin->setVisible(!hidden);
    for (QWidget *w : findChildren<QWidget *>()) {
        if (w->property(kAnswerProperty).toBool())
            w->setVisible(!hidden);
    }
    for (ChartPanel *chart : m_charts)
        chart->setAnswerHidden(hidden, hidden && veil.contains(chart->name()));
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
    if (m_grid->solo())
        m_grid->setSolo(m_grid->solo()); // hides again what the draw showed
}

void ChartPage::focusChart(const QString &name, bool alone)
{
    ChartPanel *target = name.isEmpty() ? nullptr : chart(name);
    const bool wasSolo = m_grid->solo() != nullptr;
    m_focus = target ? name : QString();
    m_grid->setSolo(target && alone ? target : nullptr);
    // Alone, the chart also takes the question's and the view switch's row: the lecture banner names the step, and
    // the step's scenario chose the view.
    m_heading->setVisible(!m_grid->solo());
    if (m_viewSwitch)
        m_viewSwitch->setVisible(!m_grid->solo());
    // What the solo hid comes back; the page's own draw decides again what its view shows.
    if (wasSolo && !m_grid->solo() && m_drawn)
        refresh(*m_drawn, true);
    revealFocus();
    revealNapkinSection();
}

void ChartPage::revealFocus()
{
    ChartPanel *target = m_focus.isEmpty() ? nullptr : chart(m_focus);
    if (!target || !target->isVisible())
        return;
    // Wholly in view where it fits; else its top (the title) at the top of the view. (Not ensureWidgetVisible:
    // a QGraphicsView answers its micro focus, so that would bring only the chart's top-left corner into view.)
    QScrollBar *bar = m_chartScroll->verticalScrollBar();
    const int top = target->mapTo(m_grid, QPoint(0, 0)).y();
    const int height = target->height();
    const int view = m_chartScroll->viewport()->height();
    int value = bar->value();
    if (height > view || top < value)
        value = top;
    else if (top + height > value + view)
        value = top + height - view;
    bar->setValue(value);
}

bool ChartPage::eventFilter(QObject *watched, QEvent *event)
{
    // The page laid out again (a new size, the step's view shown): the step's chart stays in view.
    if (watched == m_grid && !m_focus.isEmpty() &&
        (event->type() == QEvent::Resize || event->type() == QEvent::LayoutRequest))
        QTimer::singleShot(0, this, [this] { revealFocus(); });
    return QWidget::eventFilter(watched, event);
}

void setStyleSheetIfChanged(QWidget *widget, const QString &style)
{
    if (widget->styleSheet() != style)
        widget->setStyleSheet(style);
}

QString titleAtGpus(const QString &title, int gpus)
{
    if (gpus != 1)
        return title;
    return QCoreApplication::translate("commviz::ui::ChartPage", "%1: nothing to communicate").arg(title);
}

} // namespace commviz::ui
