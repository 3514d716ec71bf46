// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The models' formulas as people read them, each written once: the Collectives page's summary table and napkin
// math, the report (which prints those), the Algorithms page's caption, the production and cluster napkins, the
// Measured page, the lecture banner and `commviz eval` all show these texts. SPEC.md's typography: · multiplies,
// − subtracts, lg N = ⌈log2 N⌉, subscripts written _intra, _ℓ. A formula is not translated (its symbols are the
// source's in every language); the words around it are.
#pragma once

#include "commviz/scenario.h"

#include <string>
#include <string_view>

namespace commviz::formula {

// A collective's cost as its two terms: SPEC.md section 2's table and section 3's hierarchical AllReduces. The
// production refinements (section 6) have their own formulas below: their terms are empty here.
struct CostTerms {
    // Empty where the bandwidth term is a description rather than one expression (the hierarchical AllReduces,
    // whose phases run on two links): the page says it in words.
    std::string_view bandwidth;
    std::string_view latency;
    // Where the latency term holds: "N = 2^k" for recursive halving-doubling; empty where it always does.
    std::string_view condition;
};
CostTerms costTerms(Algorithm a);
// The latency term with where it holds, as a table shows it: "2·log2 N·α (N = 2^k)".
std::string latencyTerm(Algorithm a);
// "T = 2·(N−1)/N·M/β + 2·(N−1)·α": the two terms added, bandwidth first as the source writes them; the latency term
// alone (T = …) where the bandwidth term is words.
std::string costFormula(Algorithm a);

// `text` with each {KEY.latency}, {KEY.bandwidth} and {KEY.cost} replaced by that algorithm's term or cost formula,
// KEY an algorithmKey ("allreduce_ring"): prose that names a formula (a lecture step's caption, built in or a
// lecture file's) reads it from here. Anything else in braces is left as it is.
std::string expand(std::string_view text);

// Point to point (SPEC.md section 1).
inline constexpr std::string_view kTransferTime = "T(n) = α + n/β";
inline constexpr std::string_view kCrossover = "n* = α·β";
inline constexpr std::string_view kHalfBandwidth = "n*/T(n*) = β/2";
inline constexpr std::string_view kStreamOfMessages = "k·(α + n/β)";

// Production refinements (SPEC.md section 6).
inline constexpr std::string_view kPipelinedTree = "T = 2·(h + k − 1)·(α + M/(k·β))";
inline constexpr std::string_view kPipelinedTreeBestChunks = "k* = √((h − 1)·M/(α·β))";
inline constexpr std::string_view kInNetwork = "T = 2·α + M/(η·β)";

// Cluster tiers (SPEC.md section 9): the flat ring laid out over the three levels, and the hierarchical AllReduce.
inline constexpr std::string_view kClusterRingLatency = "2·(N − K)·α_intra + 2·(K − J)·α + 2·(J − 1)·(α + α_spine)";
inline constexpr std::string_view kClusterRingBandwidth = "2·(N − 1)/N·M/β_ring";
inline constexpr std::string_view kHierarchicalLevels = "Σ_ℓ 2·(D_ℓ − 1)·α_ℓ + B_ℓ";
inline constexpr std::string_view kHierarchicalLevelBandwidth = "B_ℓ = 2·(D_ℓ − 1)/D_ℓ·M/(P_(ℓ−1)·β_ℓ)";

// Gradient buckets (SPEC.md section 7).
inline constexpr std::string_view kBucketCount = "B = ⌈M/b⌉";

// Measured curves (SPEC.md section 8): the model fitted to a benchmark's times, and OSU's bandwidth.
inline constexpr std::string_view kMeasuredTime = "T(M) = c_lat·α + c_bw·M/β";
inline constexpr std::string_view kOsuBandwidth = "B(n) = n/(g + n/β)";

} // namespace commviz::formula
