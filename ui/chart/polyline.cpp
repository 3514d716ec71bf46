// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "polyline.h"

#include <algorithm>
#include <cmath>

namespace commviz::ui {

namespace {

// Liang–Barsky: the part of segment ab inside the rectangle, if any.
bool clipSegment(QPointF &a, QPointF &b, const QRectF &r)
{
    const double dx = b.x() - a.x();
    const double dy = b.y() - a.y();
    const double p[4] = {-dx, dx, -dy, dy};
    const double q[4] = {a.x() - r.left(), r.right() - a.x(), a.y() - r.top(), r.bottom() - a.y()};
    double t0 = 0;
    double t1 = 1;
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0)
                return false;
            continue;
        }
        const double t = q[i] / p[i];
        if (p[i] < 0) {
            if (t > t1)
                return false;
            t0 = std::max(t0, t);
        } else {
            if (t < t0)
                return false;
            t1 = std::min(t1, t);
        }
    }
    // Ends that are not cut stay exactly as they were, so that the next segment still starts where this one ends.
    const QPointF start = a;
    if (t0 > 0)
        a = start + QPointF(dx, dy) * t0;
    if (t1 < 1)
        b = start + QPointF(dx, dy) * t1;
    return true;
}

// Ramer–Douglas–Peucker: the points of [first, last] that keep the line within `tolerance` of every
// point between them.
void keepCorners(const QPolygonF &line, qsizetype first, qsizetype last, double tolerance, std::vector<bool> &keep)
{
    if (last - first < 2)
        return;
    double farthest = -1;
    qsizetype index = first;
    for (qsizetype i = first + 1; i < last; ++i) {
        const double distance = distanceToSegment(line[i], line[first], line[last]);
        if (distance > farthest) {
            farthest = distance;
            index = i;
        }
    }
    if (farthest <= tolerance)
        return;
    keep[static_cast<std::size_t>(index)] = true;
    keepCorners(line, first, index, tolerance, keep);
    keepCorners(line, index, last, tolerance, keep);
}

} // namespace

double distanceToSegment(const QPointF &p, const QPointF &a, const QPointF &b)
{
    const QPointF d = b - a;
    const double length2 = QPointF::dotProduct(d, d);
    const double t = length2 > 0 ? std::clamp(QPointF::dotProduct(p - a, d) / length2, 0.0, 1.0) : 0.0;
    const QPointF off = p - (a + d * t);
    // Not std::hypot, which guards against overflow at several times the cost: a chart's coordinates are
    // a few thousand pixels (AxisMap keeps them so), and this runs for every point of every curve.
    return std::sqrt(off.x() * off.x() + off.y() * off.y());
}

std::vector<QLineF> dashSegments(const QPolygonF &line, const QList<qreal> &pattern, double width)
{
    std::vector<QLineF> dashes;
    double total = 0;
    for (qreal length : pattern)
        total += length;
    if (line.size() < 2 || pattern.isEmpty() || total <= 0 || width <= 0)
        return dashes;
    qsizetype entry = 0;
    double left = pattern[0] * width; // of the current dash or gap
    for (qsizetype i = 1; i < line.size(); ++i) {
        QPointF at = line[i - 1];
        const QPointF end = line[i];
        double remaining = std::hypot(end.x() - at.x(), end.y() - at.y());
        while (remaining > 0) {
            const double step = std::min(left, remaining);
            const QPointF next = at + (end - at) * (step / remaining);
            if (entry % 2 == 0 && step > 0)
                dashes.emplace_back(at, next);
            at = next;
            remaining -= step;
            left -= step;
            if (left <= 1e-9) {
                entry = (entry + 1) % pattern.size();
                left = pattern[entry] * width;
            }
        }
    }
    return dashes;
}

QPolygonF simplifyPolyline(const QPolygonF &line, double tolerance)
{
    if (line.size() < 3)
        return line;
    std::vector<bool> keep(static_cast<std::size_t>(line.size()), false);
    keep.front() = true;
    keep.back() = true;
    keepCorners(line, 0, line.size() - 1, tolerance, keep);
    QPolygonF kept;
    for (qsizetype i = 0; i < line.size(); ++i) {
        if (keep[static_cast<std::size_t>(i)])
            kept.append(line[i]);
    }
    return kept;
}

std::vector<QPolygonF> clipPolyline(const QPolygonF &points, const QRectF &area)
{
    std::vector<QPolygonF> pieces;
    if (points.size() == 1) {
        if (area.contains(points.front()))
            pieces.push_back(points);
        return pieces;
    }
    QPolygonF current;
    for (qsizetype i = 1; i < points.size(); ++i) {
        QPointF a = points[i - 1];
        QPointF b = points[i];
        if (!clipSegment(a, b, area))
            continue;
        if (current.isEmpty() || current.constLast() != a) {
            if (!current.isEmpty())
                pieces.push_back(std::move(current));
            current = QPolygonF{a};
        }
        current.append(b);
    }
    if (!current.isEmpty())
        pieces.push_back(std::move(current));
    return pieces;
}

// --- CurveItem -----------------------------------------------------------------------------------

} // namespace commviz::ui
