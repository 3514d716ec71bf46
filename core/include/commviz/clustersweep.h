// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the Cluster page draws (SPEC.md section 9), as core computes it: the collectives of 9.2 and the textbook
// ring by one name each, their costs and splits by level, and their curves against M, σ and N.
//
// A CostCurve holds only the points where the collective applies (a ragged cluster's hierarchical AllReduces
// are left out, never drawn as zero).
#pragma once

#include "commviz/cluster.h"
#include "commviz/sweep.h"

#include <optional>
#include <vector>

namespace commviz {

// The collectives the Cluster page compares, in its order.
enum class ClusterCollective {
    FlatRing,      // 9.2's flat ring on the levels
    Hierarchical,  // hierarchical AllReduce, summed levels
    HierPipelined, // hierarchical AllReduce pipelined across levels
    AllToAll,      // AllToAll on the levels
    TextbookRing,  // eq. 3 on the single link (α, β): what the textbook would say
};
const std::vector<ClusterCollective> &clusterCollectives();
// Stable key for CSV and tests: "flat_ring", "hierarchical", "hier_pipelined", "alltoall", "textbook_ring".
const char *clusterCollectiveKey(ClusterCollective c);

Result<Cost> clusterCost(ClusterCollective c, const Scenario &s, int gpus, double size_bytes);
// Split by level (inside out). The textbook ring has no levels: NotApplicable (with no reason to show).
Result<LevelCosts> clusterCostByLevel(ClusterCollective c, const Scenario &s, int gpus, double size_bytes);

// At the scenario's N, against M.
CostCurve clusterCostVsSize(ClusterCollective c, const Scenario &s, const std::vector<double> &sizes);
// At the scenario's N and M, against σ (the scenario's σ replaced by each).
CostCurve clusterCostVsOversubscription(ClusterCollective c, const Scenario &s, const std::vector<double> &sigmas);
// At the scenario's M, against N.
CostCurve clusterCostVsGpus(ClusterCollective c, const Scenario &s, const std::vector<int> &gpus);

// The N the chart against N samples: multiples of G from G to maxGpus, about n of them log-spaced, with the last
// N without a spine level (K = S) and the first with one (K = S + 1) always among them, and every multiple of a
// full leaf group (G·S·j) that the log spacing would round away added, so that the hierarchical AllReduces (not
// applicable when ragged) keep points past the step. Empty when G < 1 or G > maxGpus.
std::vector<int> clusterGpuSweep(const Scenario &s, int maxGpus, int n);
// The smallest N (a multiple of G) with a spine level: G·(S + 1); nullopt when G or S is < 1 or it overflows.
std::optional<int> spineAppearsAt(const Scenario &s);

} // namespace commviz
