// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointF>
#include <QRectF>

#include <algorithm>
#include <limits>

namespace commviz::ui {

// An affine map from a panel's axis coordinates (log10 on a log axis) to its chart's coordinates. Coordinates are
// first clamped to a box, the axis ranges widened by their own size on each side: a point far off the axes (1e300
// on an axis to 10) then lands just as far off the plot area, never at infinity. Rectangles stay exact under the
// clamp; curves are cut to the box before they are mapped (CurveItem), so they keep their direction.
struct AxisMap {
    double sx, ox, sy, oy;
    double x0 = -std::numeric_limits<double>::infinity(), x1 = std::numeric_limits<double>::infinity();
    double y0 = -std::numeric_limits<double>::infinity(), y1 = std::numeric_limits<double>::infinity();
    [[nodiscard]] QPointF operator()(const QPointF &axis) const
    {
        return {ox + sx * std::clamp(axis.x(), x0, x1), oy + sy * std::clamp(axis.y(), y0, y1)};
    }
    [[nodiscard]] QRectF box() const { return QRectF(QPointF(x0, y0), QPointF(x1, y1)); }
};

} // namespace commviz::ui
