// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Evaluation: every model quantity for one scenario, in one value — what `commviz eval` prints and the
// napkin-math panels substitute into their formulas. The textbook models come first; the production refinements
// (SPEC.md section 6), the gradient buckets (section 7), the cluster's levels (section 9) and the training step
// (section 10) follow, beside them, never instead of them.
#pragma once

#include "commviz/buckets.h"
#include "commviz/cluster.h"
#include "commviz/models.h"
#include "commviz/production.h"
#include "commviz/scenario.h"
#include "commviz/step.h"

#include <utility>
#include <vector>

namespace commviz {

struct Evaluation {
    Scenario inputs;
    Result<Cost> p2p = Cost{};
    Result<double> crossover = 0.0;                              // n*
    std::vector<std::pair<Algorithm, Result<Cost>>> collectives; // allAlgorithms() order
    Result<double> ringTreeCrossover = 0.0;                      // M×(N)
    Result<Choice> best = Choice{};
    Result<double> bubble = 0.0;
    Result<double> bubbleInterleaved = 0.0;
    Result<int> minMicrobatches20 = 1; // smallest m with eq. 10 ≤ 20%
    Result<CompressionResult> compression = CompressionResult{};

    // Production refinements. In-network reduction is evaluated whether or not the fabric has it (s.in_network
    // only decides whether the production choice may take it).
    Result<PipelinedTree> pipelinedTree = PipelinedTree{};
    Result<Cost> inNetwork = Cost{};
    Result<Cost> twoLevelRing = Cost{};
    Result<Cost> hierPipelined = Cost{}; // SPEC 9.2's hierarchical AllReduce pipelined across levels
    std::vector<std::pair<Protocol, Result<Cost>>> ringProtocols; // ring AllReduce, allProtocols() order
    Result<ProtocolChoice> ringBestProtocol = ProtocolChoice{};
    Result<ProtocolSwitches> ringProtocolSwitches = ProtocolSwitches{};
    Result<ProductionChoice> production = ProductionChoice{};

    // Gradient buckets with s.bucket_collective: the plan for s.bucket_bytes, and the best bucket count.
    Result<BucketPlan> buckets = BucketPlan{};
    Result<BucketPlan> bestBuckets = BucketPlan{};

    // Cluster tiers (section 9): the levels and the collectives on them.
    ClusterEvaluation cluster;

    // The training step (section 10) at the scenario's N.
    Result<TrainingStep> step = TrainingStep{};

    [[nodiscard]] const Result<Cost> &cost(Algorithm a) const;
};

// Precondition: none; an invalid scenario gives Error results (check validate() first to report it).
Evaluation evaluate(const Scenario &s);

} // namespace commviz
