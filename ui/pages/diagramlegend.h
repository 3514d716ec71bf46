// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The algorithm diagram's legend: colour swatches and arrows with their texts, flowing onto as many rows as
// the diagram's width needs, and a text wider than a whole row wrapped onto more lines. One line across the
// bottom ran past the right edge on a laptop ("copy:" and nothing after it).
#pragma once

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <vector>

namespace commviz::ui {

struct DiagramLegendEntry {
    QString text;
    QColor color;
    bool arrow = false; // an arrow's sample, else a swatch
};

struct DiagramLegendPlaced {
    QRectF mark; // the swatch's box, or the arrow's extent (its line along the middle)
    QRectF text;
    QStringList lines;
};

// The entries laid out in `width` from (0, 0); `height` is set to the rows' height.
std::vector<DiagramLegendPlaced> layoutDiagramLegend(const std::vector<DiagramLegendEntry> &entries, const QFont &font,
                                                     double width, double *height);

} // namespace commviz::ui
