// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The colours shared by every page and by exports, so a curve means the same thing everywhere.
#pragma once

#include <QColor>

namespace commviz::ui::palette {

QColor series(int i);        // a qualitative palette, readable on white and on a projector
QColor latency();            // latency terms and latency-dominated regions
QColor bandwidth();          // bandwidth terms and bandwidth-dominated regions
QColor marker();             // the current point
QColor sequential(double t); // t in [0, 1]: light to dark, for heatmaps
QColor faded(const QColor &c, int alpha);

} // namespace commviz::ui::palette
