// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// RenderScope: a chart made ready to be drawn into another painter (ChartPanel::render, for exports and the
// report) for the lifetime of this object, then put back as it was, within one call, so a live window never shows
// it:
//   - laid out at the requested logical size: charts of hidden pages have never been laid out, and a visible chart
//     has the window's size; a drawing must depend on neither;
//   - Qt Charts' own line items hidden: the panel draws every curve itself (CurveItem) and leaves Qt's series
//     without points, but Qt's LineChartItem still strokes its empty path for a dashed pen, which QPdfWriter
//     writes as a bare "h f" (poppler: "No current point in closepath");
//   - marker series cut to the visible axis range: QSvgGenerator in Qt 6.4 drops the clip, so markers off the axes
//     would be drawn over the labels (curves cut themselves: CurveItem).
#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <utility>
#include <vector>

class QChart;
class QGraphicsItem;
class QGraphicsObject;
class QXYSeries;

namespace commviz::ui {

class RenderScope {
public:
    RenderScope(QChart *chart, const QSizeF &size);
    ~RenderScope();
    RenderScope(const RenderScope &) = delete;
    RenderScope &operator=(const RenderScope &) = delete;

    // The chart's own rectangle in the scene: the scene's rectangle can grow far past it.
    [[nodiscard]] QRectF sceneRect() const;

private:
    void resizeTo(const QSizeF &size);
    void hideLineItems(QGraphicsItem *parent);
    void clipMarkers();

    QChart *m_chart;
    QSizeF m_oldSize;
    std::vector<QGraphicsObject *> m_hidden;
    std::vector<std::pair<QXYSeries *, QList<QPointF>>> m_clipped; // each cut series' own points
};

} // namespace commviz::ui
