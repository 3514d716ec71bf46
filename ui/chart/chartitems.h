// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartItems: what a chart draws around and over its data, and where each goes. The title and the margins kept for
// the labels (ChartFrame), the grid, the axes' labels and titles (AxisLabels), the legend, a heatmap's colour scale,
// the rectangle layers pages draw bars and cells with, and a lecture question's veil. ChartPanel owns one and calls
// place() when something changes the room around the plot (a title, a font, a wider label, a legend row) and
// relayout() when the plot area moves; the items are the chart's children, so the scene draws and exports them.
#pragma once

#include "axislabels.h"
#include "chartframe.h"
#include "colormap.h"
#include "legenditem.h"
#include "rectlayer.h"

#include <memory>
#include <optional>
#include <vector>

class QCategoryAxis;
class QChart;

namespace commviz::ui {

class AnswerVeil;
class ChartPanel;
class ColorScaleItem;
class GridItem;

class ChartItems {
public:
    // On `chart`, whose axes `x` and `y` give the labels' look (takeAxisLook); the grid, labels and layers read the
    // axes and the plot area from `panel`.
    ChartItems(ChartPanel *panel, QChart *chart, QCategoryAxis *x, QCategoryAxis *y);
    ~ChartItems();
    ChartItems(const ChartItems &) = delete;
    ChartItems &operator=(const ChartItems &) = delete;

    // The axes' fonts and brushes as the labels' (and a colour scale's) look; place() then gives them room.
    void takeAxisLook();
    // Lays the frame out: the title, and room for the labels, the legend and a colour scale around the plot.
    void place();
    // Where the plot area's items go after it moved: layers, grid, labels, colour scale, legend.
    void relayout();
    // The height a chart needs so that each of `rows` named rows holds its tallest name with a little air.
    [[nodiscard]] int namedRowsHeight(int rows) const;
    // New legend entries; whether the legend's height changed (then place() gives it room).
    bool setLegend(std::vector<LegendItem::Entry> entries);

    RectLayer *addRectLayer(RectLayer::Place place);
    [[nodiscard]] const std::vector<RectLayer *> &layers() const { return m_layers; }
    // A second call replaces the map; `title` is the map's title as shown.
    void setColorScale(ColorMap map, const QString &title);
    [[nodiscard]] ColorScaleItem *colorScale() const { return m_colorScale; }
    // The current point's value, marked on the colour scale unless the answer is hidden.
    void setColorScaleCurrent(std::optional<double> value);
    // A lecture's question: the colour scale's mark hidden, and with `veil` the plot area covered; showing the answer
    // again fades the veil out.
    void setAnswerHidden(bool hidden, bool veil);
    [[nodiscard]] const AnswerVeil *veil() const { return m_veil; }

    [[nodiscard]] ChartFrame &frame() { return *m_frame; }
    [[nodiscard]] const ChartFrame &frame() const { return *m_frame; }
    [[nodiscard]] LegendItem *legend() const { return m_legend; }
    [[nodiscard]] AxisLabels *xLabels() const { return m_xLabels; }
    [[nodiscard]] AxisLabels *yLabels() const { return m_yLabels; }

private:
    QChart *m_chart;
    QCategoryAxis *m_axisX;
    QCategoryAxis *m_axisY;
    ChartPanel *m_panel;
    std::unique_ptr<ChartFrame> m_frame;
    LegendItem *m_legend;
    GridItem *m_grid;
    AxisLabels *m_xLabels;
    AxisLabels *m_yLabels;
    ColorScaleItem *m_colorScale = nullptr;
    std::optional<double> m_scaleCurrent; // what setColorScaleCurrent was given
    bool m_answerHidden = false;
    AnswerVeil *m_veil = nullptr;
    std::vector<RectLayer *> m_layers;
};

} // namespace commviz::ui
