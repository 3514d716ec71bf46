// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "curveitem.h"

#include "chartpanel.h"
#include "polyline.h"

#include <QChart>
#include <QLineSeries>
#include <QPaintEngine>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace commviz::ui {

CurveItem::CurveItem(ChartPanel *panel, QLineSeries *series, QGraphicsItem *parent)
    : QGraphicsItem(parent), m_panel(panel), m_series(series)
{
    // Over the grid and the axes (3), under Qt Charts' markers (4); paint() is told what is exposed.
    setZValue(3.9);
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption);
}

bool CurveItem::setPoints(QList<QPointF> axisPoints)
{
    if (axisPoints == m_points)
        return false;
    m_panel->draftPlot(); // during a drag, the whole chart takes the draft's look at its first change
    m_points = std::move(axisPoints);
    relayout();
    return true;
}

void CurveItem::relayout()
{
    prepareGeometryChange();
    const QRectF area = m_panel->plotArea();
    const AxisMap map = m_panel->axes().map(m_panel->plotArea());
    // Cut to the map's box first, in axis coordinates, where every number is finite: mapped as it is, a point
    // far off the axes would land at infinity. Most curves lie in the box whole and need no cut there.
    const bool inBox = std::all_of(m_points.cbegin(), m_points.cend(), [&](const QPointF &p) {
        return p.x() >= map.x0 && p.x() <= map.x1 && p.y() >= map.y0 && p.y() <= map.y1;
    });
    const std::vector<QPolygonF> inside = inBox && m_points.size() > 1 ? std::vector<QPolygonF>{QPolygonF(m_points)}
                                                                       : clipPolyline(QPolygonF(m_points), map.box());
    m_pieces.clear();
    for (const QPolygonF &near : inside) {
        QPolygonF scene;
        scene.reserve(near.size());
        for (const QPointF &p : near)
            scene.append(map(p));
        // Half a pixel of slack keeps a line along the frame (a level at the range's end) whole.
        for (QPolygonF &piece : clipPolyline(scene, area.adjusted(-0.5, -0.5, 0.5, 0.5)))
            m_pieces.push_back(std::move(piece));
    }
    // Every segment is stroked on its own (see paint), and on log axes most of a curve is straight: a
    // tenth of a pixel is below what antialiasing shows, and half a pixel below what a draft (drawn
    // without antialiasing, on whole pixels) shows.
    m_smooth = !m_panel->axes().draft();
    const double tolerance = m_smooth ? 0.1 : 0.5;
    QRectF bounds;
    const QPen &pen = m_series->pen();
    m_dashes.clear();
    for (QPolygonF &piece : m_pieces) {
        piece = simplifyPolyline(piece, tolerance);
        bounds |= piece.boundingRect();
        if (pen.style() != Qt::SolidLine && pen.style() != Qt::NoPen) {
            const std::vector<QLineF> dashes = dashSegments(piece, pen.dashPattern(), std::max(1.0, pen.widthF()));
            m_dashes.insert(m_dashes.end(), dashes.begin(), dashes.end());
        }
    }
    // The pen's half width, and its miter joins' reach at the limit of two widths; but no further than
    // the plot area (paint clips to it), so a moving curve never repaints the axis labels around it.
    const double reach = std::max(1.0, m_series->pen().widthF()) * 1.5 + 1;
    m_bounds = m_pieces.empty() ? QRectF() : bounds.adjusted(-reach, -reach, reach, reach).intersected(area);
    update();
}

std::optional<QPointF> CurveItem::pointNear(const QPointF &scenePoint, double radius) const
{
    const QPointF scenePos = mapFromScene(scenePoint); // the chart's coordinates, which the pieces use
    if (!m_series->isVisible() || m_points.isEmpty() ||
        !m_bounds.adjusted(-radius, -radius, radius, radius).contains(scenePos))
        return std::nullopt;
    const auto distance = [&](const QPointF &p) { return std::hypot(p.x() - scenePos.x(), p.y() - scenePos.y()); };
    // A sample within reach: core's own numbers, not an interpolation.
    const AxisMap map = m_panel->axes().map(m_panel->plotArea());
    double best = radius;
    std::optional<QPointF> found;
    for (const QPointF &p : m_points) {
        if (const double d = distance(map(p)); d <= best) {
            best = d;
            found = p;
        }
    }
    if (found)
        return found;
    // Between samples far apart (a level line's two ends): the point of the segment under the cursor.
    for (qsizetype i = 1; i < m_points.size(); ++i) {
        const QPointF a = map(m_points[i - 1]);
        const QPointF b = map(m_points[i]);
        const QPointF d = b - a;
        const double length2 = QPointF::dotProduct(d, d);
        const double t = length2 > 0 ? std::clamp(QPointF::dotProduct(scenePos - a, d) / length2, 0.0, 1.0) : 0.0;
        if (const double off = distance(a + d * t); off <= best) {
            best = off;
            found = m_points[i - 1] + (m_points[i] - m_points[i - 1]) * t;
        }
    }
    return found;
}

void CurveItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    if (!m_series->isVisible())
        return;
    const QPen &pen = m_series->pen();
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, m_smooth); // a draft's curves: half the cost
    painter->setClipRect(m_bounds);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    // On the screen a curve goes segment by segment, as Qt Charts draws a solid one, and a dashed one
    // dash by dash: one stroke of a tall curve fills so many spans that Qt's raster engine hands them to
    // its thread pool, and waiting for it cost more than the drawing; Qt's dasher costs as much again.
    // SVG and PDF get one polyline per curve, dashed by the viewer.
    // The pool takes a stroke of more than 96 spans, and an antialiased line has two or three a row, so a
    // steep segment (a marker's vertical line) goes in parts of at most 24 rows.
    // Only the segments that reach the exposed part: a marker moving over a smooth curve repaints a few pixels, not
    // every segment of the curve (the view clips to them anyway, but an antialiased stroke costs as much clipped).
    const double reach = std::max(1.0, pen.widthF()) * 1.5 + 1;
    const QRectF exposed = option->exposedRect.adjusted(-reach, -reach, reach, reach);
    const auto drawLine = [painter, &exposed](const QPointF &a, const QPointF &b) {
        if (!exposed.intersects(QRectF(a, b).normalized().adjusted(-0.5, -0.5, 0.5, 0.5)))
            return;
        const int parts = std::max(1, static_cast<int>(std::ceil(std::abs(b.y() - a.y()) / 24)));
        for (int k = 0; k < parts; ++k)
            painter->drawLine(a + (b - a) * (double(k) / parts), a + (b - a) * (double(k + 1) / parts));
    };
    const bool raster = painter->paintEngine() && painter->paintEngine()->type() == QPaintEngine::Raster;
    if (!raster) {
        for (const QPolygonF &piece : m_pieces)
            painter->drawPolyline(piece);
    } else if (pen.style() == Qt::SolidLine) {
        for (const QPolygonF &piece : m_pieces) {
            for (qsizetype i = 1; i < piece.size(); ++i)
                drawLine(piece[i - 1], piece[i]);
        }
    } else {
        QPen solid = pen;
        solid.setStyle(Qt::SolidLine);
        painter->setPen(solid);
        for (const QLineF &dash : m_dashes)
            drawLine(dash.p1(), dash.p2());
    }
    painter->restore();
}

// --- RectLayer -----------------------------------------------------------------------------------

} // namespace commviz::ui
