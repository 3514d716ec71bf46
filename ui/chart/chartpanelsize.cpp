// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartPanel's geometry: its readable minimum, a plot area at least kMinPlotWidth × kMinPlotHeight (and
// kMinRowPixels a timeline row) plus what the chart draws around it, so that a short page scrolls rather than
// squash a chart and a narrow one stacks its charts (ChartGrid) rather than narrow them; the view that fills it;
// the chart's margins, size, overlays and click cursor.
#include "chartpanel.h"
#include "chartview.h"

#include <QChart>
#include <QMetaMethod>
#include <QResizeEvent>

#include <algorithm>
#include <cmath>

namespace commviz::ui {

void ChartPanel::setTimelineRows(double rowUnits)
{
    // Called after the y range is set: a new row count changes the minimum too.
    m_rowUnits = rowUnits;
    const int height = minimumPlotHeight();
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
    const int height = minimumPlotHeight() + chrome.height() + outside.height();
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

QSizeF ChartPanel::chartSize() const
{
    return chart()->size();
}

void ChartPanel::connectNotify(const QMetaMethod &signal)
{
    if (signal == QMetaMethod::fromSignal(&ChartPanel::clicked))
        m_view->viewport()->setCursor(Qt::PointingHandCursor);
}

} // namespace commviz::ui
