// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The diagram's look and small geometry helpers, shared by algorithmdiagram.cpp and algorithmarrows.cpp.
#pragma once

#include "commviz/algorithmsteps.h"

#include <QColor>
#include <QFont>
#include <QPointF>
#include <QRectF>

class QPainter;

namespace commviz::ui::diagram {

// Sized for a projector: read from the back of a hall, not from a desk.
inline constexpr double kCaptionPt = 15;
inline constexpr double kRankPt = 12.5;
inline constexpr double kArrowLabelPt = 11.5;
inline constexpr double kLegendPt = 11;
inline constexpr double kArrowWidth = 5;
inline constexpr double kHeadLength = 17;

QColor ownOnly();
QColor partialLight();
QColor partialDark();
QColor fullyReduced();
QColor reduceArrow();
QColor copyArrow();
QColor cardBorder();

QColor mix(const QColor &a, const QColor &b, double t);
QPointF unit(QPointF v);
QPointF leftNormal(QPointF dir);
// Where the ray from the card's centre towards `target` leaves the card, a few pixels out.
QPointF edgePoint(const QRectF &card, QPointF target);
// An arrow head at `tip` pointing along `dir`.
void drawHead(QPainter &p, QPointF tip, QPointF dir, const QColor &color);
// `base` at `points` (bold when asked).
QFont sized(const QFont &base, double points, bool bold = false);

// The hypercube's grid: bits 0 and 1 pick the column, bits 2 and 3 the row, each pair in Gray order
// (00, 01, 11, 10). Then every exchange is between neighbours except one per row or column, between its
// two ends, which a bracket around the outside draws without crossing anything.
int hyperColumn(int rank);
int hyperRow(int rank);

} // namespace commviz::ui::diagram
