// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the Measured page says in words, in the current language (MeasuredPage's context): a table's name, the
// fit's summary, "Is it healthy?" (core's busBandwidthFraction in a sentence), the measured boundaries beside
// the production model's protocol switch sizes, the per-range table's cells, and the napkin math. Every
// number is core's, formatted by core.
#pragma once

#include "measurements.h"

#include "commviz/scenario.h"
#include "commviz/sweep.h"

#include <QString>
#include <QStringList>

namespace commviz::ui {

QString collectiveText(const MeasuredTable &t); // "all_reduce_perf", or "unknown benchmark"
QString ranksText(const MeasuredTable &t);      // "16 ranks", "? ranks"
QString quantityTitle(MeasuredQuantity v, const MeasuredTable &t);
QString linkSymbols(LinkKind link); // "α, β" or "α_intra, β_intra": the sliders of that link

// The link a table is compared with until someone chooses: a log of N ≤ G ranks is one node (intra-node),
// any larger one spans nodes; osu_latency and osu_bw, whose two ranks the benchmark fixes, measure the
// network between two nodes (decision: that is what they are run for).
LinkKind defaultLink(const MeasuredTable &t, const Scenario &s);

// One line under the controls: the fit's α_fit, β_fit and R², the regimes' count and worst residual, the warnings'
// count; or why the table is not fitted. Rich text.
QString fitSummary(const MeasurementEntry &e);
// "Is it healthy?" in a sentence, with the multi-node case explained when busbw passes the inter-node β.
// Rich text.
QString healthText(const MeasuredTable &t, const Scenario &s);
// The measured boundaries, and in the production view the sizes where the production model switches
// protocol for the table's algorithm on N at the sliders of `link`. Rich text; empty when there is nothing.
QString boundariesText(const MeasurementEntry &e, const Scenario &s, LinkKind link, bool production);

// The per-range table: its column titles, and each range's cells (from, to, points, α, β, worst residual).
QStringList regimeColumns();
std::vector<QStringList> regimeRows(const RegimeFit &r);

// The napkin math for a table against the sliders of `link` (and the production model in production view).
QString measuredNapkin(const MeasurementEntry &e, const Scenario &s, LinkKind link, bool production);

} // namespace commviz::ui
