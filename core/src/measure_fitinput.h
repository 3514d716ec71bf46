// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the single fit and the regime fit share (internal to core): the refusals, the model and its
// coefficients, and the points as the linear problem T = a + b·M, so that each regime is fitted exactly as
// the whole table is (measure_fit.cpp defines these; measure_regimes.cpp uses them).
#pragma once

#include "commviz/measure.h"

#include <span>
#include <vector>

namespace commviz {

struct FitInput {
    FitModel model;
    int ranks = 0;             // N of the coefficients (0: unknown, p2p only)
    Coefficients coefficients; // c_lat, c_bw at N, both > 0
    bool bandwidth_table = false;
    bool needs_ranks = false;        // the model or the size convention needs N
    std::vector<MeasuredPoint> used; // the points fitted (size > 0), in table order
    std::vector<double> x;           // M of each used point
    std::vector<double> y;           // its time; osu_bw: size / bandwidth, the per-message time of the stream
};

// The fit's input, or the Error that fitTable() returns for this table (every reason, joined).
Result<FitInput> fitInput(const MeasuredTable &table, const FitConfig &config);

// α and β (osu_bw: the gap and β) of the line a + b·M in the model's terms: α = a/c_lat, β = c_bw/b.
struct LineParameters {
    double alpha_s = 0;
    double beta_Bps = 0;
    double gap_s = 0;
};
LineParameters lineParameters(const FitInput &in, const RelativeLinearFit &line);

// The point's relative residual as MeasuredFit::max_rel_residual counts it: of the time, or for osu_bw of
// the bandwidth (measured n/y against the model's n/(a + b·x)).
double relativeResidual(bool bandwidthTable, double y, const RelativeLinearFit &line, double x);

// Σ((a + b·x − y)/y)²: what fitRelativeLinear() minimises.
double sumSquaredRelative(std::span<const double> x, std::span<const double> y, const RelativeLinearFit &line);

} // namespace commviz
