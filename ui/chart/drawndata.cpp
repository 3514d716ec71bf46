// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "drawndata.h"

#include "polyline.h"

namespace commviz::ui {

bool DrawnData::isClear(const QRectF &rect) const
{
    for (const QRectF &marker : markers) {
        if (marker.intersects(rect))
            return false;
    }
    for (const QPolygonF &line : lines) {
        if (line.boundingRect().adjusted(-1, -1, 1, 1).intersects(rect) && !clipPolyline(line, rect).empty())
            return false;
    }
    return true;
}

} // namespace commviz::ui
