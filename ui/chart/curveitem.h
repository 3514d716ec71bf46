// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsItem>
#include <QLineF>
#include <QList>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>

#include <optional>
#include <vector>

class QLineSeries;

namespace commviz::ui {

class ChartPanel;

// One line series, drawn by the panel. Qt Charts' own line item strokes the whole outline of its curve
// for a hover shape on every change of data or range: half of a frame on a page of curves. The
// QLineSeries stays the curve's legend entry and holds its name and pen; it holds no points.
class CurveItem : public QGraphicsItem {
public:
    CurveItem(ChartPanel *panel, QLineSeries *series, QGraphicsItem *parent);
    [[nodiscard]] QLineSeries *series() const { return m_series; }
    // Points in axis coordinates (log10 on a log axis). Returns false, and repaints nothing, when they
    // are the ones already drawn.
    bool setPoints(QList<QPointF> axisPoints);
    [[nodiscard]] const QList<QPointF> &points() const { return m_points; }
    // The curve as drawn: its pieces inside the plot area, in the chart's coordinates.
    [[nodiscard]] const std::vector<QPolygonF> &pieces() const { return m_pieces; }
    // Lays the curve out for the chart's state: a draft's (a slider held: fewer points, drawn without antialiasing)
    // or a smooth one. It keeps that look until it is laid out again: ChartPanel::draftPlot lays out every curve of a
    // chart the drag changes, and the release those it drafted; the curves of a chart the drag leaves stay smooth.
    void relayout();
    [[nodiscard]] bool smooth() const { return m_smooth; }
    // The curve's point at a scene position, in axis coordinates, when the curve passes within
    // `radius`: the nearest sample if one is that close (core's exact values), else the point of the
    // segment under the cursor (a level line has only its two ends).
    [[nodiscard]] std::optional<QPointF> pointNear(const QPointF &scenePoint, double radius) const;

    [[nodiscard]] QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    ChartPanel *m_panel;
    QLineSeries *m_series;
    QList<QPointF> m_points;
    std::vector<QPolygonF> m_pieces; // in scene coordinates, cut to the plot area
    std::vector<QLineF> m_dashes;    // a dashed pen's dashes along m_pieces, drawn as lines on the screen
    QRectF m_bounds;
    bool m_smooth = true; // laid out for a smooth picture, not a draft's
};

} // namespace commviz::ui
