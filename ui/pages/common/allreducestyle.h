// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// How the pages draw the AllReduce algorithms and NCCL's protocols, the same on every chart: each algorithm's
// colour and short name (textbook and production, SPEC.md sections 3 and 6), each protocol's colour, the shade a
// production regime map gives each protocol, and the cell edges of a regime map over log-spaced samples.
#pragma once

#include "commviz/production.h"
#include "commviz/scenario.h"

#include <QColor>
#include <QString>

#include <vector>

namespace commviz::ui {

QColor allReduceColor(Algorithm a);
// "ring", "pipelined tree": the English source, marked in the Algorithm selection page's context.
const char *allReduceShortSource(Algorithm a);
// The same, translated; algorithmText() for any other algorithm.
QString allReduceShortName(Algorithm a);
// What a hierarchical or rail-parallel AllReduce's cost assumes of the cluster, said wherever one is named as the
// cheapest: "one NIC per GPU, 8 GPUs per node" (rails, two-level ring, hier. pipelined: each GPU its own NIC),
// "8 GPUs per node" (the three phases); empty for the flat algorithms.
QString allReduceAssumption(Algorithm a, int gpusPerNode);
// allReduceShortName with that assumption in brackets after it, if any.
QString allReduceNameWithAssumption(Algorithm a, int gpusPerNode);

QColor protocolColor(Protocol p);
// A production regime map's cell: the algorithm's colour, lighter for the protocols that give up bandwidth
// (LL lightest, Simple the full colour), mixed with white so that the cell and its legend key are one colour.
QColor productionCellColor(Algorithm a, Protocol p);

// Geometric midpoints between neighbouring samples: the cell edges of a log-scaled heatmap.
std::vector<double> logEdges(const std::vector<double> &centres);

} // namespace commviz::ui
