// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Qt Charts objects a ChartPanel keeps, made and styled in one place (see chartpanel.h for what Qt Charts
// still does and why): the chart's look, the two axes that keep the ranges and draw the axis lines, the
// blank axis that keeps room for the y labels, and the anchor series the axes need.
#pragma once

#include <QColor>
#include <Qt>

#include <functional>
#include <utility>

class QAbstractSeries;
class QCategoryAxis;
class QChart;
class QChartView;
class QLineSeries;
class QObject;

namespace commviz::ui::qtcharts {

// The scene's one fill (styleView), which rectangle layers' halos match.
inline const QColor kBackground{Qt::white};

// Fonts with Simplified Chinese glyphs (the theme's come from the chart, not the application), the legend
// below, no rounded background, and a view that repaints only what changed on a solid white scene.
void styleChart(QChart *chart);
void styleView(QChartView *view);
// An axis that keeps its range and draws its line; the panel draws its grid, labels and title.
QCategoryAxis *addRangeAxis(QChart *chart, Qt::Alignment where);
// An empty series on both axes, never drawn and out of the legend: QChart maps positions through one.
QLineSeries *addAnchor(QChart *chart, QCategoryAxis *x, QCategoryAxis *y);
// Sets an axis's range (axis coordinates). Qt Charts keeps only the range: its axes show no labels (AxisLabels draws
// them), so a new label does not lay the chart out again.
void setRange(QCategoryAxis *axis, std::pair<double, double> range);
// Calls `f` (in `context`) whenever an axis's labels' or title's font or brush changes: a look sets them.
void onLookChanged(QCategoryAxis *axis, QObject *context, const std::function<void()> &f);
// Hides every item on the chart so far and its axes (a chart that is one drawing of its owner's).
void hideEverything(QChart *chart);

// Shows or hides a series' legend entry; the legend closes a hidden entry's gap at once.
void setInLegend(QChart *chart, QAbstractSeries *series, bool visible);

} // namespace commviz::ui::qtcharts
