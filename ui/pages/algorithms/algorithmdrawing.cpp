// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/algorithms/algorithmdrawing.h"

#include <QPainter>
#include <QPolygonF>

#include <algorithm>
#include <cmath>

namespace commviz::ui {

namespace diagram {

QColor ownOnly()
{
    return {"#e4ebf2"};
}
QColor partialLight()
{
    return {"#a9c6e3"};
}
QColor partialDark()
{
    return {"#1d4a80"};
}
QColor fullyReduced()
{
    return {"#009E73"};
}
QColor reduceArrow()
{
    return {"#D55E00"};
}
QColor copyArrow()
{
    return {"#0072B2"};
}
QColor cardBorder()
{
    return {"#9a9a9a"};
}

QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * t),
                            static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * t),
                            static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * t));
}

QFont sized(const QFont &base, double points, bool bold)
{
    QFont f = base;
    f.setPointSizeF(points);
    f.setBold(bold);
    return f;
}

namespace {
int grayPosition(int twoBits)
{
    return twoBits ^ (twoBits >> 1);
}
} // namespace

int hyperColumn(int rank)
{
    return grayPosition(rank & 3);
}
int hyperRow(int rank)
{
    return grayPosition((rank >> 2) & 3);
}

QPointF unit(QPointF v)
{
    const double len = std::hypot(v.x(), v.y());
    return len > 1e-9 ? v / len : QPointF(0, -1);
}

QPointF leftNormal(QPointF dir)
{
    return {dir.y(), -dir.x()};
}

QPointF edgePoint(const QRectF &card, QPointF target)
{
    const QPointF c = card.center();
    const QPointF d = unit(target - c);
    const double tx = std::abs(d.x()) > 1e-9 ? (card.width() / 2) / std::abs(d.x()) : 1e9;
    const double ty = std::abs(d.y()) > 1e-9 ? (card.height() / 2) / std::abs(d.y()) : 1e9;
    return c + d * (std::min(tx, ty) + 5);
}

void drawHead(QPainter &p, QPointF tip, QPointF dir, const QColor &color)
{
    const QPointF n = leftNormal(dir);
    const QPointF base = tip - dir * kHeadLength;
    QPolygonF head;
    head << tip << base + n * (kHeadLength * 0.5) << base - n * (kHeadLength * 0.5);
    p.setPen(QPen(Qt::white, 2));
    p.setBrush(color);
    p.drawPolygon(head);
}

} // namespace diagram

} // namespace commviz::ui
