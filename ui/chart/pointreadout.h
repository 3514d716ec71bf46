// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// PointReadout: what a chart says about a point of its data, in units. A curve's or a marker's point as its tooltip
// says it (HoverTips shows those), and the current point's values for people at a keyboard: every shown marker's, in
// a box on the chart's view beside the first one (ChartPanel shows it when the chart is reached with Tab, or on Space
// or Enter while it has focus). A box, not a tooltip: Qt hides tooltips at the next key or focus change, and a
// keyboard user needs the values to stay until they move on. It lies on the view, not in the scene, so exports never
// show it.
#pragma once

#include "axismap.h"

#include <QPointF>
#include <QRectF>
#include <QString>

#include <functional>

class QFont;
class QGraphicsView;
class QLabel;
class QXYSeries;

namespace commviz::ui {

class ChartSeries;
class PlotAxes;

class PointReadout {
public:
    // `translate` gives an axis title as shown.
    PointReadout(QGraphicsView *view, const PlotAxes &axes, const ChartSeries &series,
                 std::function<QString(const QString &)> translate);

    // A curve's or a marker's point (axis coordinates) as its tooltip says it: the series' name and both values.
    [[nodiscard]] QString pointText(const QXYSeries *series, const QPointF &axisPoint) const;
    // Every shown marker's name and coordinates, one after another; empty when none is shown (no marker, or a hidden
    // answer).
    [[nodiscard]] QString currentText() const;
    // Shows currentText() in `font` beside the first marker inside `plot` (`map` takes axis coordinates to the
    // chart's), or at the plot's top left: right of it and below, or wherever the view has room. An empty text hides
    // the box.
    void showCurrent(const AxisMap &map, const QRectF &plot, const QFont &font);
    void hide();
    [[nodiscard]] bool isShown() const;
    // The box, made when first shown (ChartInspector reads it).
    [[nodiscard]] const QLabel *label() const { return m_label; }

private:
    void show(const QString &text, const QPointF &at, const QFont &font);

    QGraphicsView *m_view;
    const PlotAxes &m_axes;
    const ChartSeries &m_series;
    std::function<QString(const QString &)> m_translate;
    QLabel *m_label = nullptr; // a child of the view's viewport
};

} // namespace commviz::ui
