// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Sweeps: the sampled curves and grids the charts draw, so that no widget ever computes a model.
//
// A Curve holds only the points where the quantity exists (NotApplicable points are skipped, never
// drawn as zero). Grids are row-major: value(ix, iy) = values[iy * xs.size() + ix].
#pragma once

#include "commviz/buckets.h"
#include "commviz/measure.h"
#include "commviz/models.h"
#include "commviz/production.h"
#include "commviz/scenario.h"

#include <array>
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
// The n/β asymptote: the bandwidth term of eq. 1 alone.
Curve p2pBandwidthTermVsSize(const Link &link, const std::vector<double> &sizes);
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
    std::vector<double> transfer_s; // T(M/r) alone, without the codec
    std::vector<double> compressed_s;
    std::vector<double> codec_budget_s;
};
CompressionCurves compressionVsRatio(const Scenario &s, const std::vector<double> &ratios);
// Speed-up over r = xs and T_codec = ys.
Grid<double> speedupGrid(const Scenario &s, const std::vector<double> &ratios, const std::vector<double> &codecs);

// Production refinements (SPEC.md section 6), against M at the scenario's N.
struct TreePipeliningCurves {
    CostCurve ring;      // AllReduce, ring
    CostCurve tree;      // AllReduce, tree: the textbook's, M at every level
    CostCurve pipelined; // AllReduce, pipelined tree
    Curve chunks;        // its k at each size
};
TreePipeliningCurves treePipeliningVsSize(const Scenario &s, const std::vector<double> &sizes);

struct ProtocolCurves {
    std::array<CostCurve, 3> protocol; // one per protocol, in allProtocols() order (LL, LL128, Simple)
    CostCurve envelope;                // the cheapest protocol's cost at each size
    std::vector<Protocol> cheapest;    // which protocol that is, one per envelope point
    Result<ProtocolSwitches> switches = ProtocolSwitches{}; // where the envelope changes protocol
};
// Algorithm a (ring AllReduce on the charts) under each protocol, and their envelope.
ProtocolCurves protocolEnvelopeVsSize(Algorithm a, const Scenario &s, const std::vector<double> &sizes);

struct ProductionCell {
    Algorithm algorithm = Algorithm::AllReduceRing;
    Protocol protocol = Protocol::Simple;
    bool operator==(const ProductionCell &) const = default;
};
// The production AllReduce at each (N = xs, M = ys), as regimeGrid() gives the textbook's; nullopt on an error.
Grid<std::optional<ProductionCell>> productionGrid(const Scenario &s, const std::vector<int> &gpus,
                                                   const std::vector<double> &sizes);

// Gradient buckets (SPEC.md section 7) against bucket size b, at the scenario's N, M, T_b and collective; sizes
// whose plan is refused are skipped.
struct BucketCurves {
    std::vector<double> bucket_bytes;  // b
    std::vector<long long> count;      // B = ⌈M/b⌉
    std::vector<double> finish_s;      // F
    std::vector<double> exposed_s;     // F − T_b
    Result<double> no_overlap_s = 0.0; // T_b + T_AR(M), the reference line; the same for every b
};
BucketCurves bucketsVsSize(const Scenario &s, const std::vector<double> &bucketSizes);

// The network row of a bucket timeline at a chart's resolution, for any B up to kMaxBuckets (a timeline with more
// blocks than pixels, or more than bucketTimeline() lists): busy spans, where blocks less than `gap_s` apart are
// one span. No block is listed: bucket i is ready at i·T_b/B and every block takes c, so either the network is busy
// from bucket 1's readiness to F (c ≥ T_b/B), or each block runs alone from its readiness, T_b/B − c after the
// previous one ends. Error naming "bucket" when that would be more than kMaxTimelineBuckets spans.
struct BucketSpan {
    double start_s = 0;
    double end_s = 0;
    long long first = 1; // the buckets it holds, 1-based
    long long last = 1;
};
Result<std::vector<BucketSpan>> bucketNetworkSpans(const BucketPlan &plan, double backward_s, double gap_s);

// --- Measured tables (measure.h), against the sizes the benchmark printed ------------------------------------
// What a measured chart's y axis shows: the time per operation, nccl-tests' algbw (size / time) or its busbw
// (algbw × busBandwidthFactor(), 1 when the collective or N is unknown). A bandwidth table (osu_bw) has no time:
// its algbw is the bandwidth it printed.
enum class MeasuredQuantity { Time, AlgBw, BusBw };

// The table's points, out-of-place (or in-place), in file order, those a log axis can show (size and y > 0).
Curve measuredPoints(const MeasuredTable &t, bool in_place, MeasuredQuantity q);
// `n` log-spaced sizes over the whole decades around the table's positive sizes (at least one decade); none
// when it has no positive size.
std::vector<double> measuredCurveSizes(const MeasuredTable &t, int n);

// The fitted model (MeasuredFit::time_s of the payload) in `q`.
Curve measuredFitVsSize(const MeasuredTable &t, const MeasuredFit &f, MeasuredQuantity q,
                        const std::vector<double> &sizes);
// The regime fit as a function of size, in `q`: each range's line (its α, β with the fit's coefficients) over
// the sizes it owns, from its first size (or the boundary below it) to the boundary above it (or its last
// size), `n` points per range; at a boundary the curve steps from one range's line to the next's (two points
// at the boundary's size).
Curve measuredRegimesVsSize(const MeasuredTable &t, const MeasuredFit &f, const RegimeFit &r, MeasuredQuantity q,
                            int n);

// The model a table is compared with at the sliders: its fit's model and N, or for a refused table the one the
// fit would have used (nothing when that model needs N and the log does not say it, or there is none).
struct MeasuredModel {
    FitModel model;
    int ranks = 0;
};
std::optional<MeasuredModel> measuredModel(const MeasuredTable &t, const Result<MeasuredFit> &fit);

// `s` with `link`'s α and β (Inter: α, β; Intra: α_intra, β_intra) in the inter-node slot, which every flat
// model reads.
Scenario onLink(const Scenario &s, LinkKind link);

// The textbook model at the sliders' α, β of `link` on the table's N: the collective's cost (or point to
// point) of each payload; a bandwidth table's counterpart is the effective bandwidth n / T(n).
Curve measuredModelVsSize(const MeasuredTable &t, const MeasuredModel &m, const Scenario &s, LinkKind link,
                          MeasuredQuantity q, const std::vector<double> &sizes);
// The production model (SPEC.md section 6) at the same sliders: for an AllReduce table productionAllReduce()
// on the table's N (both links, G, η and in-network reduction as `s` has them); otherwise the table's own
// algorithm (point to point for p2p) on `link` under its cheapest protocol. Nothing for a bandwidth table.
Curve measuredProductionVsSize(const MeasuredTable &t, const MeasuredModel &m, const Scenario &s, LinkKind link,
                               MeasuredQuantity q, const std::vector<double> &sizes);
// Where the production model switches protocol (SPEC.md 6.4) for the table's algorithm (point to point for
// p2p) on `link`, on the table's N, as printed sizes.
Result<ProtocolSwitches> measuredProtocolSwitches(const MeasuredTable &t, const MeasuredModel &m, const Scenario &s,
                                                  LinkKind link);

} // namespace commviz
