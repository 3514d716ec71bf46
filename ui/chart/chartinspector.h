// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartInspector: for tests only, what a ChartPanel keeps out of its interface: what it draws (its texts as placed,
// the title's lines, the legend, the rectangle layers, the veil, the keyboard readout), the data it holds (the
// series' and the pins' ghosts'), the widget that takes the pointer and the map from the chart's coordinates to
// it, and what Qt Charts itself holds (its series, their points, its title, its axes), so a test can check that
// the panel's own drawing and Qt's agree. Product code never uses it (library commviz_chart_inspector, linked by
// tests only).
#pragma once

#include "chartpanel.h"
#include "colorscaleitem.h"
#include "legenditem.h"

#include <QFont>
#include <QList>
#include <QPointF>
#include <QRect>
#include <QSizeF>
#include <QString>

#include <optional>
#include <vector>

class QLabel;
class QWidget;

namespace commviz::ui {

class ChartInspector {
public:
    explicit ChartInspector(const ChartPanel *panel) : m_panel(panel) {}

    // The chart's own drawing: every text it draws and where, in the chart's coordinates (the title, the axes' tick
    // labels and titles, the legend's entries, the rectangles' texts and regions' names, and any other text item in
    // the scene, a page's labels: for tests that check no text is cut or overlaps another), the lines the title is
    // drawn on (a title wider than the chart wraps instead of being cut), the legend's entries as laid out, the
    // rectangle layers (addRectLayer), and whether the answer's veil covers the plot (ChartPanel::setAnswerHidden).
    struct PlacedText {
        QString kind; // "title", "x label", "x title", "y label", "y title", "legend", "cell", "region", "label"
        QString text;
        QRectF rect;
    };
    [[nodiscard]] std::vector<PlacedText> placedTexts() const;
    [[nodiscard]] QStringList titleLines() const;
    [[nodiscard]] const LegendItem *legend() const;
    [[nodiscard]] const std::vector<RectLayer *> &rectLayers() const;
    [[nodiscard]] bool isVeiled() const;
    // A timeline row's height in pixels at the current plot area (ChartPanel::setTimelineRows);
    // nullopt when the chart is not a timeline.
    [[nodiscard]] std::optional<double> rowPixels() const;
    // The current point's values as the keyboard readout says them (each shown marker's name and coordinates), and
    // the box that shows them (null until first shown).
    [[nodiscard]] QString currentPointText() const;
    [[nodiscard]] const QLabel *readout() const;

    // The data in base units of each series that has a name (what the CSV holds), one of them by name (nullopt
    // when it has no points or there is no such series), and the pins' ghosts, named "<label> — <curve>".
    [[nodiscard]] std::vector<SeriesData> seriesData() const;
    [[nodiscard]] std::optional<SeriesData> series(const QString &name) const;
    [[nodiscard]] std::vector<SeriesData> pinData() const;
    [[nodiscard]] int pinCount() const;
    // The heatmap's colour scale (ChartPanel::setColorScale); null when the chart has none.
    [[nodiscard]] const ColorScaleItem *colorScale() const;

    // The widget that receives the pointer and the keyboard (mouse events go here), and the chart's coordinates
    // (ChartPanel::toScene, plotArea) mapped to its pixels.
    [[nodiscard]] QWidget *surface() const;
    [[nodiscard]] QPoint toSurface(const QPointF &chartPoint) const;
    [[nodiscard]] QRect toSurface(const QRectF &chartRect) const;
    // The part of the chart (its coordinates) the surface shows.
    [[nodiscard]] QRectF shownRect() const;

    // What Qt Charts holds: every series (pins' ghosts and the anchor too) and its points in axis coordinates, the
    // marker series and whether any is shown, the QChart's own title (kept empty: a title lays the chart out),
    // the title font, and whether Qt draws any axis label or title (it must not: the panel draws them).
    [[nodiscard]] int seriesCount() const;
    [[nodiscard]] std::vector<QList<QPointF>> seriesPoints() const;
    [[nodiscard]] int markerSeriesCount() const;
    [[nodiscard]] bool anyMarkerSeriesShown() const;
    [[nodiscard]] QString qtTitle() const;
    [[nodiscard]] QFont titleFont() const;
    [[nodiscard]] bool qtDrawsAxisTexts() const;
    // Qt's own map from axis coordinates to the chart's, for comparing with ChartPanel::axes().map(plotArea()).
    [[nodiscard]] QPointF qtMapToPosition(const QPointF &axisPoint) const;
    // Every curve draws smooth (the view always does; a curve a drag laid out does not until the release:
    // ChartPanel::setDraft).
    [[nodiscard]] bool antialiased() const;

    // Lays the chart out now (not on the next event loop pass); at another size (not the view's).
    void layOut() const;
    void setChartSize(const QSizeF &size) const;
    // The whole chart's size in its coordinates (an overlay's parent item's).
    [[nodiscard]] QSizeF chartSize() const;
    // The plot area the chart would have at `size` (as an export lays it out); the chart keeps its own size.
    [[nodiscard]] QRectF plotAreaAt(const QSizeF &size) const;

private:
    const ChartPanel *m_panel;
};

} // namespace commviz::ui
