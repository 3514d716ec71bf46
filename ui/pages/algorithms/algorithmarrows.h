// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Algorithms diagram's arrows: one per transfer of a step (one double-headed arrow per exchanging pair for
// halving-doubling), bowed outwards along the ring, and their labels, placed last where they hide no card and no
// other label.
#pragma once

#include "pages/algorithms/algorithmdiagram.h"

#include "commviz/algorithmsteps.h"

#include <QFont>
#include <QRectF>

class QPainter;

namespace commviz::ui::diagram {

// Draws `step`'s transfers of `trace` between the rank cards of `layout`, inside `full` above a legend `legendH`
// high, the labels' texts sized from `base`.
void paintArrows(QPainter &p, const AlgorithmTrace &trace, const AlgorithmStep &step,
                 const AlgorithmDiagram::Layout &layout, const QRectF &full, double legendH, const QFont &base);

} // namespace commviz::ui::diagram
