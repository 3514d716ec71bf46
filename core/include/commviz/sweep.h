// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Sweeps: the sampled curves and grids the charts draw, so that no widget ever computes a model.
//
// A Curve holds only the points where the quantity exists (NotApplicable points are skipped, never
// drawn as zero). Grids are row-major: value(ix, iy) = values[iy * xs.size() + ix].
#pragma once

#include "commviz/models.h"
#include "commviz/scenario.h"

#include <optional>
#include <vector>

namespace commviz {

// n values from lo to hi (both > 0), evenly spaced in log10; n ≥ 2.
std::vector<double> logSpace(double lo, double hi, int n);
// Whole numbers from lo to hi, at most about n of them, log-spaced and deduplicated (always lo and hi).
std::vector<int> logSpaceInt(int lo, int hi, int n);
// Every whole number from lo to hi.
std::vector<int> range(int lo, int hi);

struct Curve {
    std::vector<double> x;
    std::vector<double> y;
};

struct CostCurve {
    std::vector<double> x;
    std::vector<Cost> cost;
};

template <class T> struct Grid {
    std::vector<double> xs;
    std::vector<double> ys;
    std::vector<T> values;
    [[nodiscard]] const T &at(std::size_t ix, std::size_t iy) const { return values[iy * xs.size() + ix]; }
};

// Point to point.
Curve p2pTimeVsSize(const Link &link, const std::vector<double> &sizes);
Curve effectiveBandwidthVsSize(const Link &link, const std::vector<double> &sizes);
Curve logGpStreamVsSize(const Scenario &s, const std::vector<double> &sizes);
Curve alphaBetaStreamVsSize(const Scenario &s, const std::vector<double> &sizes);

// Collectives.
CostCurve costVsSize(Algorithm a, const Scenario &s, const std::vector<double> &sizes);
CostCurve costVsGpus(Algorithm a, const Scenario &s, const std::vector<int> &gpus);

// Selection.
Curve crossoverVsGpus(const Link &link, const std::vector<int> &gpus);
// Cheapest AllReduce algorithm at each (N = xs, M = ys); nullopt where none applies.
Grid<std::optional<Algorithm>> regimeGrid(const Scenario &s, const std::vector<int> &gpus,
                                          const std::vector<double> &sizes);

// Pipeline: eq. 11 (eq. 10 for V = 1) over p = xs, m = ys.
Grid<double> bubbleGrid(const std::vector<int> &stages, const std::vector<int> &microbatches, int virtualStages);

// Compression against r, at the scenario's N, M and T_codec.
struct CompressionCurves {
    std::vector<double> ratio;
    std::vector<double> uncompressed_s;
    std::vector<double> compressed_s;
    std::vector<double> codec_budget_s;
};
CompressionCurves compressionVsRatio(const Scenario &s, const std::vector<double> &ratios);
// Speed-up over r = xs and T_codec = ys.
Grid<double> speedupGrid(const Scenario &s, const std::vector<double> &ratios, const std::vector<double> &codecs);

} // namespace commviz
