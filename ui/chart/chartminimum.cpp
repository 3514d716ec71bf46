// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartminimum.h"

#include <QFontMetrics>

#include <algorithm>
#include <cmath>

namespace commviz::ui {

bool ChartMinimum::setTimelineRows(double rowUnits, const PlotAxes &axes)
{
    m_rowUnits = rowUnits;
    return updatePlotHeight(axes);
}

bool ChartMinimum::updatePlotHeight(const PlotAxes &axes)
{
    if (axes.draft())
        return false;
    int height = kMinPlotHeight;
    const double span = axes.yMax() - axes.yMin();
    if (m_rowUnits > 0 && span > 0)
        height = std::max(height, static_cast<int>(std::ceil(kMinRowPixels * span / m_rowUnits)) + 1);
    if (height == m_plotHeight)
        return false;
    m_plotHeight = height;
    return true;
}

bool ChartMinimum::setChrome(const QSizeF &chart, const QRectF &plot)
{
    if (plot.isEmpty())
        return false;
    // What lies beside the plot (the y labels, a colour scale) does not depend on the chart's width.
    const QSize around(static_cast<int>(std::ceil(chart.width() - plot.width())) + 1,
                       static_cast<int>(std::ceil(chart.height() - plot.height())) + 1);
    if (around == m_chrome)
        return false;
    m_chrome = around;
    return true;
}

bool ChartMinimum::setNamedRowsHeight(int height)
{
    if (height == m_namedRowsHeight)
        return false;
    m_namedRowsHeight = height;
    return true;
}

void ChartMinimum::hidePlot(std::function<int(const QFont &)> drawingHeight)
{
    m_plotHidden = true;
    m_drawingHeight = std::move(drawingHeight);
}

QSize ChartMinimum::size(const QFont &font, const QFont &titleFont, int frame) const
{
    if (m_plotHidden && m_drawingHeight) {
        // A drawing over the whole chart, its own title included: the chart's margins around the hidden plot (the
        // hidden title's lines, which change with its text) are not its height.
        return {kMinPlotWidth + m_chrome.width(), std::max(kMinPlotHeight, m_drawingHeight(font)) + frame};
    }
    if (m_plotHidden) // the owner's widgets over the plot area: what lies around it is Qt Charts' margins
        return QSize(kMinPlotWidth, kMinPlotHeight) + m_chrome;
    QSize chrome = m_chrome;
    if (chrome.isEmpty()) {
        // Not laid out yet: a two-line title, the x labels and title, a two-line legend; the y title and labels.
        const QFontMetrics metrics(titleFont);
        chrome = QSize(8 * metrics.averageCharWidth() + 2 * metrics.height(), 7 * metrics.height() + 20);
    }
    // The view's frame and scroll bars (none by default) lie outside the chart.
    const int height = m_plotHeight + chrome.height() + frame;
    return {kMinPlotWidth + chrome.width() + frame, std::max(height, m_namedRowsHeight)};
}

} // namespace commviz::ui
