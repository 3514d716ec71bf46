// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Geometry of the curves a chart draws by itself: cutting a polyline to the plot area, dashing it, and
// dropping the points a straight run does not need. Pure functions on QPolygonF, tested alone.
#pragma once

#include <QLineF>
#include <QList>
#include <QPolygonF>
#include <QRectF>

#include <vector>

namespace commviz::ui {

// The parts of a polyline inside `area`, cut where it leaves and comes back (Liang–Barsky per segment).
// Curves are cut by hand, not by a clip: SVG export drops the painter's clip.
[[nodiscard]] std::vector<QPolygonF> clipPolyline(const QPolygonF &points, const QRectF &area);
// The dashes of a dashed line along a polyline: `pattern` alternates dash and gap lengths in units of
// `width` (QPen::dashPattern), starting with a dash. A dash across a corner is two segments.
[[nodiscard]] std::vector<QLineF> dashSegments(const QPolygonF &line, const QList<qreal> &pattern, double width);
// The distance from p to the segment ab.
[[nodiscard]] double distanceToSegment(const QPointF &p, const QPointF &a, const QPointF &b);
// The polyline without the points that lie within `tolerance` of the segment joining the kept points
// around them (Ramer–Douglas–Peucker): the first and last always stay.
[[nodiscard]] QPolygonF simplifyPolyline(const QPolygonF &line, double tolerance);

} // namespace commviz::ui
