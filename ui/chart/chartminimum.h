// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartMinimum: a chart's readable minimum size (issue 23). A plot area at least kMinPlotWidth × kMinPlotHeight
// pixels, and on a timeline every row at least kMinRowPixels high, plus what the chart draws around its plot (title,
// tick labels, axis titles, legend, colour scale) as last laid out; on a chart whose rows are all named, at least the
// height their names take; on a chart that is one drawing of its owner's, the height the drawing asks at a font. A
// page that cannot give a chart that much scrolls instead of squashing it, and a narrow page stacks its charts.
// ChartPanel feeds it what it measures and sets the widget's minimum from size(); each setter says whether the
// minimum may have changed, so a frame that changes nothing asks the page for no layout.
#pragma once

#include "plotaxes.h"

#include <QRectF>
#include <QSize>
#include <QSizeF>

#include <functional>

class QFont;

namespace commviz::ui {

class ChartMinimum {
public:
    static constexpr int kMinPlotHeight = 180;
    static constexpr int kMinPlotWidth = 280;
    static constexpr int kMinRowPixels = 16;

    // The y axis is a timeline whose rows are `rowUnits` axis units apart (0: not a timeline).
    bool setTimelineRows(double rowUnits, const PlotAxes &axes);
    [[nodiscard]] double rowUnits() const { return m_rowUnits; }
    // The plot's minimum height for the axes' y range now. While a draft is drawn it is held: a new minimum lays the
    // whole page out and repaints every chart on it, which at each step of a drag through p = 1…64 cost three times
    // the rest of the frame (growing by half again at a time still cost four such frames a drag). A draft's rows may
    // be lower than kMinRowPixels or taller than they need; the first call after the draft is exact.
    bool updatePlotHeight(const PlotAxes &axes);
    // What lies around the plot after a layout: the chart's size less its plot area's. Exactly, not the most seen:
    // the same scenario must give the same layout whichever way the sliders came to it.
    bool setChrome(const QSizeF &chart, const QRectF &plot);
    // RowNames::Every: the height at which every row's name fits (0: off).
    bool setNamedRowsHeight(int height);
    // The plot is the owner's drawing over the whole chart, `drawingHeight` tall at a font, its own title included
    // (none: the owner's widgets over the plot area, kMinPlotHeight tall).
    void hidePlot(std::function<int(const QFont &)> drawingHeight);
    [[nodiscard]] bool hasDrawing() const { return static_cast<bool>(m_drawingHeight); }

    // The minimum: `font` is the widget's (a drawing's height follows it), `titleFont` sizes a guess of what lies
    // around the plot before the first layout, `frame` is what the view draws around the chart.
    [[nodiscard]] QSize size(const QFont &font, const QFont &titleFont, int frame) const;

private:
    QSize m_chrome;                    // the chart's size less its plot area's, as last laid out (empty: not yet)
    double m_rowUnits = 0;             // setTimelineRows
    int m_plotHeight = kMinPlotHeight; // the plot's minimum height applied (updatePlotHeight)
    bool m_plotHidden = false;
    std::function<int(const QFont &)> m_drawingHeight; // hidePlot()
    int m_namedRowsHeight = 0;
};

} // namespace commviz::ui
