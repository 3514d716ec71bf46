// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Cluster tiers (SPEC.md section 9): the network as three levels, and the collectives priced on them.
//
// A scenario's N, G, links and its three cluster fields (S nodes per leaf group, the spine's oversubscription σ
// and its extra latency α_spine) make the levels of 9.1: the scale-up domain, the leaf group and the spine. Each
// collective of 9.2 comes out as a Cost (latency and bandwidth terms) and as a split by level, inside out, whose
// three Costs sum to the total. Without a spine level (J = 1, the defaults) every formula is the two-level one
// of sections 3 and 6.3. Every function checks what it reads and names the parameter in its Error; the
// hierarchical collectives are NotApplicable, naming K and S, when the last leaf group is partly filled.
#pragma once

#include "commviz/models.h"
#include "commviz/result.h"
#include "commviz/scenario.h"

#include <array>
#include <string>
#include <vector>

namespace commviz {

struct ClusterLevel {
    int members = 1;          // D_ℓ
    Link link;                // α_ℓ, β_ℓ per GPU (the spine's β already divided by σ, its α includes α_spine)
    long long inner_gpus = 1; // P_{ℓ−1}: GPUs inside one unit of the level below (concurrent rings)
};

struct ClusterLevels {
    std::array<ClusterLevel, 3> levels; // inside out: scale-up domain, leaf group, spine
    int nodes = 1;                      // K = N/G
    int nodes_per_group = 1;            // D₂ = min(K, S)
    int leaf_groups = 1;                // J = ⌈K/D₂⌉
    bool ragged = false;                // K > S and K % S != 0
    int last_group_nodes = 1;           // nodes in the last leaf group
    [[nodiscard]] bool hasSpine() const { return leaf_groups > 1; }
};

using LevelCosts = std::array<Cost, 3>; // inside out, like ClusterLevels::levels

// The sum of a split by level, term by term.
Cost totalOf(const LevelCosts &split);

// 9.1. NotApplicable when N is not a multiple of G.
Result<ClusterLevels> clusterLevels(const Scenario &s, int gpus);

// 9.2. N = 1 costs nothing. The hierarchical collectives are NotApplicable when ragged.
Result<Cost> flatRingAllReduce(const Scenario &s, int gpus, double size_bytes);
Result<Cost> hierarchicalAllReduce(const Scenario &s, int gpus, double size_bytes);          // summed levels
Result<Cost> hierarchicalAllReducePipelined(const Scenario &s, int gpus, double size_bytes); // max(B1, B2+B3)
Result<Cost> hierarchicalAllGather(const Scenario &s, int gpus, double size_bytes);
Result<Cost> hierarchicalReduceScatter(const Scenario &s, int gpus, double size_bytes);
Result<Cost> allToAllTiered(const Scenario &s, int gpus, double size_bytes);
// The source's three-phase AllReduce: intra-node trees, and its ring of the K node representatives as the flat
// ring over K nodes on the levels (applicable when ragged).
Result<Cost> hierarchicalTreeAllReduce(const Scenario &s, int gpus, double size_bytes);
// N·β/(2·σ) across the spine; NotApplicable when J = 1.
Result<double> bisectionBandwidth(const Scenario &s, int gpus);

// Everything `commviz eval` shows of the levels, for one scenario at its own N and M.
struct ClusterEvaluation {
    Result<ClusterLevels> levels = ClusterLevels{};
    Result<double> bisection_Bps = 0.0;
    Result<Cost> flatRing = Cost{};
    Result<Cost> hierarchical = Cost{};
    Result<Cost> hierPipelined = Cost{};
    Result<Cost> allGather = Cost{};
    Result<Cost> reduceScatter = Cost{};
    Result<Cost> allToAll = Cost{};
};
ClusterEvaluation evaluateCluster(const Scenario &s);

// The same, split by level. The flat ring's bandwidth is charged to the level whose link sets β_ring (every step
// waits for it): the NIC's, level 2, unless the ring stays in one node or NVLink is the slower. The pipelined
// hierarchical AllReduce's overlapped share is charged to no level: its bandwidth is B₁ on level 1 when
// B₁ > B₂ + B₃, else B₂ and B₃ on levels 2 and 3.
Result<LevelCosts> flatRingAllReduceByLevel(const Scenario &s, int gpus, double size_bytes);
Result<LevelCosts> hierarchicalAllReduceByLevel(const Scenario &s, int gpus, double size_bytes);
Result<LevelCosts> hierarchicalAllReducePipelinedByLevel(const Scenario &s, int gpus, double size_bytes);
Result<LevelCosts> hierarchicalAllGatherByLevel(const Scenario &s, int gpus, double size_bytes);
Result<LevelCosts> hierarchicalReduceScatterByLevel(const Scenario &s, int gpus, double size_bytes);
Result<LevelCosts> allToAllTieredByLevel(const Scenario &s, int gpus, double size_bytes);
Result<LevelCosts> hierarchicalTreeAllReduceByLevel(const Scenario &s, int gpus, double size_bytes);

} // namespace commviz
