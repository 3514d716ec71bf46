// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commviz/cluster.h"

#include "commviz/parameters.h"

#include "textformats.h"

#include <algorithm>
#include <optional>

namespace commviz {
namespace {

// Names given whole, not built from a prefix: a sweep checks thousands of points and none should allocate.
std::optional<Error> checkLink(const Link &link, std::string_view alphaName, std::string_view betaName)
{
    if (auto e = checkNonNegative(alphaName, link.alpha_s, "s"))
        return e;
    return checkPositive(betaName, link.beta_Bps, "B/s");
}

// What the levels read but N: both links, G, S, σ and α_spine.
struct Tiers {
    Link inter;
    Link intra;
    int gpus_per_node;
    int nodes_per_leaf;
    double oversubscription;
    double spine_alpha_s;
    bool operator==(const Tiers &) const = default;
};

// Everything the levels read: both links, N, G, S, σ and α_spine. A sweep over N or M asks this of a thousand points
// that share their tiers, and the tiers' checks were two thirds of a point's cost: the tiers that passed last (on
// this thread: schedules and sweeps also run on workers) are not checked again. (A NaN never equals itself, so it is
// always checked, and fails.)
std::optional<Error> checkCluster(const Scenario &s, int gpus)
{
    thread_local std::optional<Tiers> lastPassed;
    const Tiers tiers{s.inter, s.intra, s.gpus_per_node, s.nodes_per_leaf, s.oversubscription, s.spine_alpha_s};
    const bool known = lastPassed == tiers;
    if (!known) {
        if (auto e = checkLink(s.inter, paramName(Param::Alpha), paramName(Param::Beta)))
            return e;
        if (auto e = checkLink(s.intra, paramName(Param::IntraAlpha), paramName(Param::IntraBeta)))
            return e;
    }
    if (auto e = checkWholeAtLeast(paramName(Param::Gpus), gpus, 1))
        return e;
    if (!known) {
        for (Param p : {Param::GpusPerNode, Param::NodesPerLeaf, Param::Oversubscription, Param::SpineAlpha}) {
            if (auto e = checkParam(p, paramValue(s, p)))
                return e;
        }
        lastPassed = tiers;
    }
    return std::nullopt;
}

Cost plus(Cost a, Cost b)
{
    return {a.latency_s + b.latency_s, a.bandwidth_s + b.bandwidth_s};
}

// clusterLevels after checkCluster passed.
Result<ClusterLevels> levelsOf(const Scenario &s, int gpus)
{
    const int g = s.gpus_per_node;
    if (gpus % g != 0)
        return NotApplicable{Text(formats::kClusterNeedsMultiple, {std::to_string(gpus), std::to_string(g)})};
    ClusterLevels c;
    c.nodes = gpus / g;
    c.nodes_per_group = std::min(c.nodes, s.nodes_per_leaf);
    c.leaf_groups = (c.nodes + c.nodes_per_group - 1) / c.nodes_per_group;
    c.ragged = c.nodes > s.nodes_per_leaf && c.nodes % s.nodes_per_leaf != 0;
    c.last_group_nodes = c.nodes - (c.leaf_groups - 1) * c.nodes_per_group;
    const Link spine{s.inter.alpha_s + s.spine_alpha_s, s.inter.beta_Bps / s.oversubscription};
    c.levels[0] = {g, s.intra, 1};
    c.levels[1] = {c.nodes_per_group, s.inter, g};
    c.levels[2] = {c.leaf_groups, spine, static_cast<long long>(g) * c.nodes_per_group};
    return c;
}

// The levels for a collective of M bytes, after every check.
struct Prepared {
    std::optional<ClusterLevels> levels; // unset: N = 1, the collective costs nothing
};

Result<Prepared> prepare(const Scenario &s, int gpus, double size_bytes, bool needsWholeGroups)
{
    if (auto e = checkCluster(s, gpus))
        return *e;
    if (auto e = checkNonNegative(paramName(Param::Size), size_bytes, "B"))
        return *e;
    if (gpus == 1)
        return Prepared{};
    const Result<ClusterLevels> levels = levelsOf(s, gpus);
    if (!levels.ok())
        return levels.forward<Prepared>();
    if (needsWholeGroups && levels.value().ragged)
        return NotApplicable{
            Text(formats::kClusterRagged, {std::to_string(levels.value().nodes), std::to_string(s.nodes_per_leaf)})};
    return Prepared{levels.value()};
}

// Level ℓ's P_{ℓ−1} concurrent rings of D_ℓ members on M/P_{ℓ−1} bytes, one pass (`passes` = 1: ReduceScatter or
// AllGather) or two (AllReduce): passes·(D − 1)·α_ℓ and passes·(D − 1)/D·M/(P_{ℓ−1}·β_ℓ).
Cost levelRings(const ClusterLevel &level, double size_bytes, double passes)
{
    if (level.members <= 1)
        return {};
    const double d = level.members;
    const double share = passes * ((d - 1) / d);
    return {passes * (d - 1) * level.link.alpha_s,
            share * (size_bytes / static_cast<double>(level.inner_gpus)) / level.link.beta_Bps};
}

LevelCosts ringsByLevel(const ClusterLevels &c, double size_bytes, double passes)
{
    LevelCosts out;
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = levelRings(c.levels[i], size_bytes, passes);
    return out;
}

// The flat ring's steps on each level: 2·(N − K) inside nodes, 2·(K − J) across them, 2·(J − 1) through the spine.
std::array<double, 3> flatRingSteps(const ClusterLevels &c, int gpus)
{
    const double n = gpus;
    const double k = c.nodes;
    const double j = c.leaf_groups;
    return {2 * (n - k), 2 * (k - j), 2 * (j - 1)};
}

// β_ring of SPEC 6.3: β_intra for one node, β for one GPU per node, else the slower of the two.
double ringBeta(const Scenario &s, const ClusterLevels &c)
{
    if (c.nodes == 1)
        return s.intra.beta_Bps;
    if (s.gpus_per_node == 1)
        return s.inter.beta_Bps;
    return std::min(s.inter.beta_Bps, s.intra.beta_Bps);
}

Result<LevelCosts> zeroSplit(const Result<Prepared> &p)
{
    if (!p.ok())
        return p.forward<LevelCosts>();
    return LevelCosts{};
}

// The three-phase AllReduce's ring of the K node representatives: the flat ring over K nodes, one GPU each.
Cost nodeRing(const Scenario &s, const ClusterLevels &c, double size_bytes)
{
    const double k = c.nodes;
    const double j = c.leaf_groups;
    const double spineAlpha = s.inter.alpha_s + s.spine_alpha_s;
    return {2 * (k - j) * s.inter.alpha_s + 2 * (j - 1) * spineAlpha,
            k == 1 ? 0.0 : 2 * ((k - 1) / k) * size_bytes / s.inter.beta_Bps};
}

} // namespace

Cost totalOf(const LevelCosts &split)
{
    return plus(plus(split[0], split[1]), split[2]);
}

Result<ClusterLevels> clusterLevels(const Scenario &s, int gpus)
{
    if (auto e = checkCluster(s, gpus))
        return *e;
    return levelsOf(s, gpus);
}

// --- Flat ring ------------------------------------------------------------------------------------------------

Result<LevelCosts> flatRingAllReduceByLevel(const Scenario &s, int gpus, double size_bytes)
{
    const Result<Prepared> p = prepare(s, gpus, size_bytes, false);
    if (!p.ok() || !p.value().levels)
        return zeroSplit(p);
    const ClusterLevels &c = *p.value().levels;
    const std::array<double, 3> steps = flatRingSteps(c, gpus);
    LevelCosts out;
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i].latency_s = steps[i] * c.levels[i].link.alpha_s;
    // Every step moves at the pace of the ring's slowest link, β_ring: the whole bandwidth term is that link's.
    // NVLink's own steps would take M/(N·β_intra); charging them M/(N·β_ring) would name NVLink for the NIC's time.
    const double beta = ringBeta(s, c);
    const bool paceIsNvlink = c.nodes == 1 || (s.gpus_per_node > 1 && s.intra.beta_Bps < s.inter.beta_Bps);
    const double n = gpus;
    out[paceIsNvlink ? 0 : 1].bandwidth_s = 2 * (n - 1) / n * size_bytes / beta;
    return out;
}

Result<Cost> flatRingAllReduce(const Scenario &s, int gpus, double size_bytes)
{
    const Result<Prepared> p = prepare(s, gpus, size_bytes, false);
    if (!p.ok())
        return p.forward<Cost>();
    if (!p.value().levels)
        return Cost{};
    const ClusterLevels &c = *p.value().levels;
    const std::array<double, 3> steps = flatRingSteps(c, gpus);
    const double n = gpus;
    // Written as SPEC 6.3 writes the two-level ring, so that without a spine level (steps[2] = 0) it is that ring.
    return Cost{steps[0] * s.intra.alpha_s + steps[1] * s.inter.alpha_s + steps[2] * c.levels[2].link.alpha_s,
                2 * (n - 1) / n * size_bytes / ringBeta(s, c)};
}

// --- Hierarchical AllReduce, summed and pipelined ----------------------------------------------------------------

Result<LevelCosts> hierarchicalAllReduceByLevel(const Scenario &s, int gpus, double size_bytes)
{
    const Result<Prepared> p = prepare(s, gpus, size_bytes, true);
    if (!p.ok() || !p.value().levels)
        return zeroSplit(p);
    return ringsByLevel(*p.value().levels, size_bytes, 2);
}

Result<Cost> hierarchicalAllReduce(const Scenario &s, int gpus, double size_bytes)
{
    const Result<Prepared> p = prepare(s, gpus, size_bytes, true);
    if (!p.ok())
        return p.forward<Cost>();
    if (!p.value().levels)
        return Cost{};
    const ClusterLevels &c = *p.value().levels;
    // ReduceScatter in the scale-up domain, AllReduce across the network's levels, AllGather back: summed in the
    // order section 3's rail-parallel variant sums its phases, which it is without a spine level.
    const Cost inside = levelRings(c.levels[0], size_bytes, 1);
    const Cost across = plus(levelRings(c.levels[1], size_bytes, 2), levelRings(c.levels[2], size_bytes, 2));
    return plus(plus(inside, across), inside);
}

Result<LevelCosts> hierarchicalAllReducePipelinedByLevel(const Scenario &s, int gpus, double size_bytes)
{
    Result<LevelCosts> summed = hierarchicalAllReduceByLevel(s, gpus, size_bytes);
    if (!summed.ok())
        return summed;
    LevelCosts out = summed.value();
    // The leaf and spine levels share each GPU's NIC; the scale-up domain overlaps with both.
    if (out[0].bandwidth_s > out[1].bandwidth_s + out[2].bandwidth_s) {
        out[1].bandwidth_s = 0;
        out[2].bandwidth_s = 0;
    } else {
        out[0].bandwidth_s = 0;
    }
    return out;
}

Result<Cost> hierarchicalAllReducePipelined(const Scenario &s, int gpus, double size_bytes)
{
    Result<Cost> summed = hierarchicalAllReduce(s, gpus, size_bytes);
    if (!summed.ok())
        return summed;
    const Result<LevelCosts> split = hierarchicalAllReduceByLevel(s, gpus, size_bytes);
    if (!split.ok())
        return split.forward<Cost>();
    const LevelCosts &b = split.value();
    return Cost{summed.value().latency_s, std::max(b[0].bandwidth_s, b[1].bandwidth_s + b[2].bandwidth_s)};
}

// --- Hierarchical AllGather and ReduceScatter --------------------------------------------------------------------

Result<LevelCosts> hierarchicalAllGatherByLevel(const Scenario &s, int gpus, double size_bytes)
{
    const Result<Prepared> p = prepare(s, gpus, size_bytes, true);
    if (!p.ok() || !p.value().levels)
        return zeroSplit(p);
    return ringsByLevel(*p.value().levels, size_bytes, 1);
}

Result<LevelCosts> hierarchicalReduceScatterByLevel(const Scenario &s, int gpus, double size_bytes)
{
    return hierarchicalAllGatherByLevel(s, gpus, size_bytes); // the same rings, inside out instead of outside in
}

Result<Cost> hierarchicalAllGather(const Scenario &s, int gpus, double size_bytes)
{
    const Result<LevelCosts> split = hierarchicalAllGatherByLevel(s, gpus, size_bytes);
    return split.ok() ? Result<Cost>(totalOf(split.value())) : split.forward<Cost>();
}

Result<Cost> hierarchicalReduceScatter(const Scenario &s, int gpus, double size_bytes)
{
    return hierarchicalAllGather(s, gpus, size_bytes);
}

// --- AllToAll on the levels --------------------------------------------------------------------------------------

Result<LevelCosts> allToAllTieredByLevel(const Scenario &s, int gpus, double size_bytes)
{
    const Result<Prepared> p = prepare(s, gpus, size_bytes, false);
    if (!p.ok() || !p.value().levels)
        return zeroSplit(p);
    const ClusterLevels &c = *p.value().levels;
    // The GPU in the smallest leaf group pays most: the last one's when ragged.
    const double g = s.gpus_per_node;
    const double r = c.ragged ? c.last_group_nodes : c.nodes_per_group;
    const double n = gpus;
    const std::array<double, 3> peers{g - 1, g * (r - 1), n - g * r};
    LevelCosts out;
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = {peers[i] * c.levels[i].link.alpha_s, peers[i] * size_bytes / (n * c.levels[i].link.beta_Bps)};
    return out;
}

Result<Cost> allToAllTiered(const Scenario &s, int gpus, double size_bytes)
{
    const Result<LevelCosts> split = allToAllTieredByLevel(s, gpus, size_bytes);
    return split.ok() ? Result<Cost>(totalOf(split.value())) : split.forward<Cost>();
}

// --- The source's three-phase AllReduce ---------------------------------------------------------------------------

Result<LevelCosts> hierarchicalTreeAllReduceByLevel(const Scenario &s, int gpus, double size_bytes)
{
    const Result<Prepared> p = prepare(s, gpus, size_bytes, false);
    if (!p.ok() || !p.value().levels)
        return zeroSplit(p);
    const ClusterLevels &c = *p.value().levels;
    const double lg = ceilLog2(s.gpus_per_node);
    const Cost tree{lg * s.intra.alpha_s, lg * size_bytes / s.intra.beta_Bps};
    // The node ring's steps: 2·(K − J) inside leaf groups, 2·(J − 1) through the spine, each of M/K at β.
    const double k = c.nodes;
    const double j = c.leaf_groups;
    const double perStep_s = size_bytes / (k * s.inter.beta_Bps);
    return LevelCosts{plus(tree, tree), Cost{2 * (k - j) * s.inter.alpha_s, 2 * (k - j) * perStep_s},
                      Cost{2 * (j - 1) * c.levels[2].link.alpha_s, 2 * (j - 1) * perStep_s}};
}

Result<Cost> hierarchicalTreeAllReduce(const Scenario &s, int gpus, double size_bytes)
{
    const Result<Prepared> p = prepare(s, gpus, size_bytes, false);
    if (!p.ok())
        return p.forward<Cost>();
    if (!p.value().levels)
        return Cost{};
    const double lg = ceilLog2(s.gpus_per_node);
    const Cost tree{lg * s.intra.alpha_s, lg * size_bytes / s.intra.beta_Bps};
    return plus(plus(tree, nodeRing(s, *p.value().levels, size_bytes)), tree);
}

// --- Evaluation --------------------------------------------------------------------------------------------------

ClusterEvaluation evaluateCluster(const Scenario &s)
{
    const int n = s.gpus;
    const double m = s.size_bytes;
    ClusterEvaluation e;
    e.levels = clusterLevels(s, n);
    e.bisection_Bps = bisectionBandwidth(s, n);
    e.flatRing = flatRingAllReduce(s, n, m);
    e.hierarchical = hierarchicalAllReduce(s, n, m);
    e.hierPipelined = hierarchicalAllReducePipelined(s, n, m);
    e.allGather = hierarchicalAllGather(s, n, m);
    e.reduceScatter = hierarchicalReduceScatter(s, n, m);
    e.allToAll = allToAllTiered(s, n, m);
    return e;
}

// --- Bisection ---------------------------------------------------------------------------------------------------

Result<double> bisectionBandwidth(const Scenario &s, int gpus)
{
    const Result<ClusterLevels> c = clusterLevels(s, gpus);
    if (!c.ok())
        return c.forward<double>();
    if (!c.value().hasSpine())
        return NotApplicable{
            Text(formats::kNoSpineLevel, {std::to_string(c.value().nodes), std::to_string(s.nodes_per_leaf)})};
    return static_cast<double>(gpus) * s.inter.beta_Bps / (2 * s.oversubscription);
}

} // namespace commviz
