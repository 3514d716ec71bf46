// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Production refinements (SPEC.md section 6): AllReduce as production libraries run it, beside the textbook.
//
// A scenario (links, N, M, G, η, the chunk size) goes in; a Cost comes out, with its latency and bandwidth
// terms, as for every textbook collective: the pipelined tree (6.1, also its chunk count k), in-network
// reduction (6.2) and the two-level ring (6.3). Protocols (6.4) transform any such cost, {L, W} under π being
// {φ_π·L, W/ε_π}; the cheapest protocol and the sizes where it switches follow. The production choice (6.5)
// takes each candidate under its cheapest protocol, a near-tie (1e-12 relative) going to the earlier one.
// collectiveCost() (models.h) dispatches to these for the production Algorithm values, so compression and buckets can
// use them like any other AllReduce. Every function checks what it reads and names the parameter in its Error; nothing
// here replaces a textbook value.
#pragma once

#include "commviz/models.h"
#include "commviz/result.h"
#include "commviz/scenario.h"

#include <string>
#include <vector>

namespace commviz {

// --- 6.1 Pipelined tree ----------------------------------------------------------------------------------
// The most chunks the pipelined tree cuts M into: the optimum is capped here (it is unbounded when α = 0, where
// every extra chunk still helps a little), and a chunk size that would cut M into more is refused.
inline constexpr int kMaxChunks = 1'000'000'000;

struct PipelinedTree {
    Cost cost;
    int chunks = 1; // k
};

// T(k) = 2·(h + k − 1)·(α + M/(k·β)) with h = lg N levels, split into latency 2·(h + k − 1)·α and bandwidth
// 2·(h + k − 1)·M/(k·β). N = 1 costs 0. Preconditions checked: link valid, N ≥ 1, M ≥ 0, 1 ≤ k ≤ kMaxChunks.
Result<Cost> pipelinedTreeCost(const Link &link, int gpus, double size_bytes, int chunks);
// The whole k ≥ 1 minimising T: the better of ⌊k*⌋ and ⌈k*⌉ for k* = √((h − 1)·M/(α·β)), the smaller on a tie;
// 1 for h ≤ 1 or M = 0; at most kMaxChunks.
Result<int> optimalChunks(const Link &link, int gpus, double size_bytes);
// k = ⌈M/c⌉, at least 1. Error naming "chunk" for c ≤ 0 or NaN, or when k would pass kMaxChunks.
Result<int> chunksForSize(double size_bytes, double chunk_bytes);
// The scenario's pipelined tree on the inter-node link: k from s.chunk_bytes when set, else optimalChunks().
Result<PipelinedTree> pipelinedTree(const Scenario &s, int gpus, double size_bytes);
inline Result<PipelinedTree> pipelinedTree(const Scenario &s)
{
    return pipelinedTree(s, s.gpus, s.size_bytes);
}

// --- 6.2 In-network reduction ----------------------------------------------------------------------------
// 2·α + M/(η·β): latency 2·α, bandwidth M/(η·β), independent of N; 0 for N = 1. 0 < η ≤ 1 ("switch_efficiency").
Result<Cost> inNetworkCost(const Link &link, double switch_efficiency, int gpus, double size_bytes);

// --- 6.3 Two-level ring ----------------------------------------------------------------------------------
// K = N/G nodes: latency 2·(N − K)·α_intra + 2·(K − 1)·α, bandwidth 2·(N − 1)/N·M/β_ring, β_ring = β_intra for
// K = 1, β for G = 1, else min(β, β_intra). Priced on the cluster's levels (SPEC.md 9.2's flat ring, cluster.h):
// with a spine level its 2·(J − 1) spine steps pay α + α_spine. NotApplicable when N is not a multiple of G; 0 for
// N = 1.
Result<Cost> twoLevelRingCost(const Scenario &s, int gpus, double size_bytes);

// --- 6.4 Protocols ---------------------------------------------------------------------------------------
enum class Protocol { LL, LL128, Simple };

// SPEC.md 6.4's rows, in order: LL, LL128, Simple (a tie between protocols goes to the later one).
const std::vector<Protocol> &allProtocols();
std::string protocolKey(Protocol p);  // "ll", "ll128", "simple", as eval's JSON names them
std::string protocolName(Protocol p); // "LL", "LL128", "Simple": NCCL's names, the same in every language

struct ProtocolFactors {
    double latency = 1;   // φ: every per-step start-up is scaled by it
    double bandwidth = 1; // ε: the bandwidth is scaled by it, so the bandwidth term is divided by it
};
ProtocolFactors protocolFactors(Protocol p);

// A cost computed with Simple's α and β (every model's), under protocol p: {φ_p·L, W/ε_p}.
Cost underProtocol(const Cost &simple, Protocol p);

struct ProtocolChoice {
    Protocol protocol = Protocol::Simple;
    Cost cost; // under `protocol`
};
// The cheapest protocol for a cost under Simple; a tie goes to the later row (Simple over LL128 over LL).
ProtocolChoice cheapestProtocol(const Cost &simple);
// Algorithm a under protocol p, and under its cheapest protocol.
Result<Cost> protocolCost(Algorithm a, const Scenario &s, int gpus, double size_bytes, Protocol p);
Result<ProtocolChoice> cheapestProtocol(Algorithm a, const Scenario &s, int gpus, double size_bytes);

struct ProtocolSwitches {
    double ll_ll128_bytes = 0;     // below it LL is the cheaper of LL and LL128, above it LL128
    double ll128_simple_bytes = 0; // below it LL128 is the cheaper of LL128 and Simple, above it Simple
};
// Where two protocols cost the same for algorithm a on N GPUs: M = L₁·(φ_q − φ_p)/(w·(1/ε_p − 1/ε_q)), with L₁
// the latency term and w·M the bandwidth term under Simple. NotApplicable for N = 1 (nothing is sent) and for the
// pipelined tree, whose latency term grows with M through k, so no single size balances its protocols.
Result<ProtocolSwitches> protocolSwitchSizes(Algorithm a, const Scenario &s, int gpus);
inline Result<ProtocolSwitches> protocolSwitchSizes(Algorithm a, const Scenario &s)
{
    return protocolSwitchSizes(a, s, s.gpus);
}
// The same for any cost whose latency term is constant in M and whose bandwidth term is linear in it, given its
// cost at M = 1 byte under Simple (point to point: {α, 1/β}).
ProtocolSwitches protocolSwitchSizes(const Cost &oneByte);

// --- 6.5 The production choice ---------------------------------------------------------------------------
struct ProductionChoice {
    Algorithm algorithm = Algorithm::AllReduceRing;
    Protocol protocol = Protocol::Simple;
    Cost cost; // under `protocol`
};
// The cheapest of productionAllReduceAlgorithms() (in-network reduction only when s.in_network), each under its
// cheapest protocol; not-applicable candidates are skipped, costs within 1e-12 relative of each other are a tie,
// and a tie goes to the earlier in that list.
Result<ProductionChoice> productionAllReduce(const Scenario &s, int gpus, double size_bytes);
inline Result<ProductionChoice> productionAllReduce(const Scenario &s)
{
    return productionAllReduce(s, s.gpus, s.size_bytes);
}

} // namespace commviz
