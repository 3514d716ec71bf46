// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// DrawnData: where a chart draws its data (the chart's coordinates), every visible curve's pieces (marker lines and
// pins' ghosts too) and every visible marker's square: a page puts its own labels clear of it (ChartPanel::drawnData),
// and tests check that none lies over the data.
#pragma once

#include <QPolygonF>
#include <QRectF>

#include <vector>

namespace commviz::ui {

struct DrawnData {
    std::vector<QPolygonF> lines;
    std::vector<QRectF> markers;
    // No drawn curve passes through `rect` (the chart's coordinates) and no marker lies in it: where a page may
    // put a label of its own.
    [[nodiscard]] bool isClear(const QRectF &rect) const;
};

} // namespace commviz::ui
