// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commviz/clustersweep.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

namespace commviz {

const std::vector<ClusterCollective> &clusterCollectives()
{
    static const std::vector<ClusterCollective> kAll{ClusterCollective::FlatRing, ClusterCollective::Hierarchical,
                                                     ClusterCollective::HierPipelined, ClusterCollective::AllToAll,
                                                     ClusterCollective::TextbookRing};
    return kAll;
}

const char *clusterCollectiveKey(ClusterCollective c)
{
    switch (c) {
    case ClusterCollective::FlatRing:
        return "flat_ring";
    case ClusterCollective::Hierarchical:
        return "hierarchical";
    case ClusterCollective::HierPipelined:
        return "hier_pipelined";
    case ClusterCollective::AllToAll:
        return "alltoall";
    case ClusterCollective::TextbookRing:
        return "textbook_ring";
    }
    return "";
}

Result<Cost> clusterCost(ClusterCollective c, const Scenario &s, int gpus, double size_bytes)
{
    switch (c) {
    case ClusterCollective::FlatRing:
        return flatRingAllReduce(s, gpus, size_bytes);
    case ClusterCollective::Hierarchical:
        return hierarchicalAllReduce(s, gpus, size_bytes);
    case ClusterCollective::HierPipelined:
        return hierarchicalAllReducePipelined(s, gpus, size_bytes);
    case ClusterCollective::AllToAll:
        return allToAllTiered(s, gpus, size_bytes);
    case ClusterCollective::TextbookRing:
        break;
    }
    return collectiveCost(Algorithm::AllReduceRing, s, gpus, size_bytes);
}

Result<LevelCosts> clusterCostByLevel(ClusterCollective c, const Scenario &s, int gpus, double size_bytes)
{
    switch (c) {
    case ClusterCollective::FlatRing:
        return flatRingAllReduceByLevel(s, gpus, size_bytes);
    case ClusterCollective::Hierarchical:
        return hierarchicalAllReduceByLevel(s, gpus, size_bytes);
    case ClusterCollective::HierPipelined:
        return hierarchicalAllReducePipelinedByLevel(s, gpus, size_bytes);
    case ClusterCollective::AllToAll:
        return allToAllTieredByLevel(s, gpus, size_bytes);
    case ClusterCollective::TextbookRing:
        break;
    }
    return NotApplicable{}; // the textbook ring runs on one link (α, β): it has no levels
}

namespace {

template <class X, class F> CostCurve sampleCosts(const std::vector<X> &xs, F f)
{
    CostCurve out;
    for (X x : xs) {
        const Result<Cost> c = f(x);
        if (c.ok()) {
            out.x.push_back(static_cast<double>(x));
            out.cost.push_back(c.value());
        }
    }
    return out;
}

} // namespace

CostCurve clusterCostVsSize(ClusterCollective c, const Scenario &s, const std::vector<double> &sizes)
{
    return sampleCosts(sizes, [&](double m) { return clusterCost(c, s, s.gpus, m); });
}

CostCurve clusterCostVsOversubscription(ClusterCollective c, const Scenario &s, const std::vector<double> &sigmas)
{
    return sampleCosts(sigmas, [&](double sigma) {
        Scenario at = s;
        at.oversubscription = sigma;
        return clusterCost(c, at, s.gpus, s.size_bytes);
    });
}

CostCurve clusterCostVsGpus(ClusterCollective c, const Scenario &s, const std::vector<int> &gpus)
{
    return sampleCosts(gpus, [&](int n) { return clusterCost(c, s, n, s.size_bytes); });
}

std::vector<int> clusterGpuSweep(const Scenario &s, int maxGpus, int n)
{
    const int g = s.gpus_per_node;
    if (g < 1 || g > maxGpus)
        return {};
    const int maxNodes = maxGpus / g;
    std::set<long long> nodes;
    for (int k : logSpaceInt(1, maxNodes, n))
        nodes.insert(k);
    const long long leaf = std::max(1, s.nodes_per_leaf);
    for (long long k : {leaf, leaf + 1}) {
        if (k <= maxNodes)
            nodes.insert(k);
    }
    // Whole leaf groups, log-spaced too: J = 2, 3, 4, 6, 8, … up to the end.
    for (int j : logSpaceInt(2, static_cast<int>(std::max<long long>(2, maxNodes / leaf)), n / 2)) {
        if (j * leaf <= maxNodes)
            nodes.insert(j * leaf);
    }
    std::vector<int> out;
    out.reserve(nodes.size());
    for (long long k : nodes)
        out.push_back(static_cast<int>(k * g));
    return out;
}

std::optional<int> spineAppearsAt(const Scenario &s)
{
    if (s.gpus_per_node < 1 || s.nodes_per_leaf < 1)
        return std::nullopt;
    const long long n = static_cast<long long>(s.gpus_per_node) * (static_cast<long long>(s.nodes_per_leaf) + 1);
    if (n > std::numeric_limits<int>::max())
        return std::nullopt;
    return static_cast<int>(n);
}

} // namespace commviz
