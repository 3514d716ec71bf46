// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartPanel as a widget on a page: where the title, legend, axis labels, colour scale and layers go; its readable
// minimum, a plot area at least kMinPlotWidth × kMinPlotHeight (and kMinRowPixels a timeline row) plus what the
// chart draws around it, so that a short page scrolls rather than squash a chart and a narrow one stacks its charts
// (ChartGrid) rather than narrow them; what covers the plot (hidePlot, a hidden answer's veil); its events. The
// chart's content (series, axes, data, look, rendering) is in chartpanel.cpp.
#include "chartpanel.h"

#include "answerveil.h"
#include "chartview.h"

#include <QCategoryAxis>
#include <QChart>
#include <QKeyEvent>
#include <QMetaMethod>
#include <QResizeEvent>

#include <algorithm>
#include <cmath>

namespace commviz::ui {

void ChartPanel::setTimelineRows(double rowUnits)
{
    m_rowUnits = rowUnits;
    applyPlotHeight();
}

void ChartPanel::applyPlotHeight()
{
    int height = minimumPlotHeight();
    // While a draft is drawn a timeline's room only grows, and then by half again: a new minimum lays the whole page
    // out and repaints it, which at every step of a drag through p = 1…64 cost three times the rest of the frame. A
    // draft's rows may be taller than they need; the release sets the exact minimum (setDraft).
    if (m_axes.draft() && height != m_minPlotHeight)
        height = height < m_minPlotHeight ? m_minPlotHeight : std::max(height, m_minPlotHeight * 3 / 2);
    if (height != m_minPlotHeight) {
        m_minPlotHeight = height;
        applyMinimum();
    }
}

int ChartPanel::minimumPlotHeight() const
{
    int height = kMinPlotHeight;
    const double span = m_axes.yMax() - m_axes.yMin();
    if (m_rowUnits > 0 && span > 0)
        height = std::max(height, static_cast<int>(std::ceil(kMinRowPixels * span / m_rowUnits)) + 1);
    return height;
}

QSize ChartPanel::minimumSizeHint() const
{
    if (m_plotHidden) { // a drawing of the owner's over the plot area: what lies around it is Qt Charts' margins
        const int height = m_drawingHeight ? std::max(kMinPlotHeight, m_drawingHeight(font())) : kMinPlotHeight;
        return QSize(kMinPlotWidth, height) + m_chrome;
    }
    QSize chrome = m_chrome;
    if (chrome.isEmpty()) {
        // Not laid out yet: a two-line title, the x labels and title, a two-line legend; the y title and labels.
        const QFontMetrics metrics(chart()->titleFont());
        chrome = QSize(8 * metrics.averageCharWidth() + 2 * metrics.height(), 7 * metrics.height() + 20);
    }
    // The view's frame and scroll bars (none by default) lie outside the chart.
    const int frame = 2 * m_view->frameWidth();
    const QSize outside(frame, frame);
    const int height = m_minPlotHeight + chrome.height() + outside.height();
    return {kMinPlotWidth + chrome.width() + outside.width(), std::max(height, m_namedRowsHeight)};
}

QSize ChartPanel::sizeHint() const
{
    return minimumSizeHint().expandedTo(QSize(480, 360));
}

void ChartPanel::updateChrome()
{
    const QRectF plot = chart()->plotArea();
    if (plot.isEmpty())
        return;
    // Exactly, not the most seen: the same scenario must give the same layout whichever way the sliders came to
    // it. What lies beside the plot (the y labels, a colour scale) does not depend on the chart's width.
    const QSize around(static_cast<int>(std::ceil(chart()->size().width() - plot.width())) + 1,
                       static_cast<int>(std::ceil(chart()->size().height() - plot.height())) + 1);
    if (around == m_chrome)
        return;
    m_chrome = around;
    applyMinimum();
}

void ChartPanel::applyMinimum()
{
    // An explicit minimum, not only the hint: a layout takes an explicit minimum over the hint. The view inside takes
    // whatever the panel has (the QChart has no minimum of its own: qtcharts::styleChart).
    const QSize minimum = minimumSizeHint();
    if (minimum != minimumSize())
        setMinimumSize(minimum);
}

void ChartPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange && m_drawingHeight)
        applyMinimum();
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void ChartPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_view->setGeometry(rect());
}

void ChartPanel::addOverlay(QGraphicsItem *item)
{
    item->setParentItem(chart());
}

void ChartPanel::connectNotify(const QMetaMethod &signal)
{
    if (signal == QMetaMethod::fromSignal(&ChartPanel::clicked))
        m_view->viewport()->setCursor(Qt::PointingHandCursor);
}

void ChartPanel::hidePlot(std::function<int(const QFont &)> drawingHeight)
{
    m_plotHidden = true;
    m_drawingHeight = std::move(drawingHeight);
    applyMinimum();
    // Every item so far (the title, grid, labels, legend, Qt Charts' own); the owner's item comes later.
    for (QGraphicsItem *item : chart()->childItems())
        item->hide();
    for (QAbstractAxis *axis : chart()->axes())
        axis->setVisible(false);
}

void ChartPanel::placeTitleAndMargins()
{
    const auto yRoom = [this](double plotHeight) {
        m_yLabels->setTitleLength(plotHeight);
        return m_yLabels->room();
    };
    m_frame->place(yRoom, m_xLabels->room(), m_axisX->labelsFont(), m_legend, m_colorScale ? m_colorScale->room() : 0);
    if (m_nameEveryRow && !m_axes.y().categories.isEmpty()) {
        // The rows' pitch holds the tallest name with a little air; the rest is the frame's margins and the
        // layout's (2 px each side), and a few pixels for rounding.
        const double rows = static_cast<double>(m_axes.y().categories.size());
        const QMargins m = chart()->margins();
        const int needed =
            static_cast<int>(std::ceil(m.top() + m.bottom() + 8 + rows * m_yLabels->tallestLabel() * 1.1));
        if (needed != m_namedRowsHeight) {
            m_namedRowsHeight = needed;
            applyMinimum();
        }
    }
}

void ChartPanel::relayoutLayers()
{
    for (RectLayer *layer : m_layers)
        layer->relayout();
    m_series->relayout();
    m_grid->relayout();
    m_xLabels->relayout();
    m_yLabels->relayout();
    if (m_colorScale)
        m_colorScale->relayout(chart()->plotArea());
    ChartFrame::placeLegend(m_legend, chart()->plotArea(), m_xLabels->room(), chart()->size().width());
}

void ChartPanel::rebuildLegend()
{
    const double before = m_legend->height();
    m_legend->setEntries(m_series->legendEntries());
    if (m_legend->layout(std::max(40.0, chart()->size().width() - 12)) != before)
        placeTitleAndMargins(); // another row: the plot area gives it room
}

QRectF ChartPanel::plotArea() const
{
    return chart()->plotArea();
}

void ChartPanel::setColorScale(ColorMap map)
{
    if (!m_colorScale) {
        m_colorScale = new ColorScaleItem(chart());
        m_colorScale->setFont(m_yLabels->look().labels);
        m_colorScale->setTextBrush(m_yLabels->look().labelsBrush);
    }
    const QString title = translated(map.title);
    m_colorScale->setMap(std::move(map));
    m_colorScale->setTitle(title);
    placeTitleAndMargins();
    relayoutLayers();
}

void ChartPanel::setColorScaleCurrent(std::optional<double> value)
{
    m_scaleCurrent = value;
    // The mark on the scale is the current point's value: a hidden answer hides it too.
    if (m_colorScale)
        m_colorScale->setCurrent(m_series->answerHidden() ? std::nullopt : value);
}

QFont ChartPanel::legendFont() const
{
    return m_legend->font();
}

void ChartPanel::setAnswerHidden(bool hidden, bool veil)
{
    const bool wasHidden = m_series->answerHidden();
    m_series->setAnswerHidden(hidden);
    setColorScaleCurrent(m_scaleCurrent);
    if (hidden && veil) {
        if (!m_veil) {
            m_veil = new AnswerVeil(chart());
            connect(chart(), &QChart::plotAreaChanged, m_veil, [this](const QRectF &area) { m_veil->setArea(area); });
        }
        m_veil->setArea(chart()->plotArea());
        m_veil->cover();
    } else if (m_veil) {
        m_veil->uncover(wasHidden && !hidden);
    }
}

void ChartPanel::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space || event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        showCurrentPoint();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

void ChartPanel::focusChanged(bool in, Qt::FocusReason reason)
{
    if (in && (reason == Qt::TabFocusReason || reason == Qt::BacktabFocusReason))
        showCurrentPoint();
    if (!in)
        m_readout.hide();
}

} // namespace commviz::ui
