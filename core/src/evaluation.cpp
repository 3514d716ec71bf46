// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commviz/evaluation.h"

#include "textformats.h"

namespace commviz {

const Result<Cost> &Evaluation::cost(Algorithm a) const
{
    for (const auto &[algorithm, cost] : collectives) {
        if (algorithm == a)
            return cost;
    }
    static const Result<Cost> kMissing = NotApplicable{formats::kNotEvaluated};
    return kMissing;
}

Evaluation evaluate(const Scenario &s)
{
    Evaluation e;
    e.inputs = s;
    e.p2p = p2pTime(s.inter, s.size_bytes);
    e.crossover = crossoverSize(s.inter);
    for (Algorithm a : allAlgorithms())
        e.collectives.emplace_back(a, collectiveCost(a, s));
    e.ringTreeCrossover = ringTreeCrossover(s.inter, s.gpus);
    e.best = bestAllReduce(s);
    e.bubble = bubbleFraction(s.stages, s.microbatches);
    e.bubbleInterleaved = bubbleFractionInterleaved(s.stages, s.microbatches, s.virtual_stages);
    e.minMicrobatches20 = minMicrobatches(s.stages, 0.2, 1);
    e.compression = compression(s);
    e.pipelinedTree = pipelinedTree(s);
    e.inNetwork = collectiveCost(Algorithm::AllReduceInNetwork, s);
    e.twoLevelRing = collectiveCost(Algorithm::AllReduceTwoLevelRing, s);
    e.hierPipelined = collectiveCost(Algorithm::AllReduceHierPipelined, s);
    for (Protocol p : allProtocols())
        e.ringProtocols.emplace_back(p, protocolCost(Algorithm::AllReduceRing, s, s.gpus, s.size_bytes, p));
    e.ringBestProtocol = cheapestProtocol(Algorithm::AllReduceRing, s, s.gpus, s.size_bytes);
    e.ringProtocolSwitches = protocolSwitchSizes(Algorithm::AllReduceRing, s);
    e.production = productionAllReduce(s);
    e.cluster = evaluateCluster(s);
    e.buckets = bucketPlan(s);
    e.bestBuckets = bestBuckets(s);
    e.step = trainingStep(s);
    return e;
}

} // namespace commviz
