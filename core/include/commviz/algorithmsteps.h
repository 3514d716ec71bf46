// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Algorithm steps: ring, tree and recursive halving-doubling AllReduce played out one step at a time, for
// small N (2 to 16), so a viewer can show which chunk moves on which link and what each rank holds.
//
// traceAllReduce() takes the algorithm, N, M and the link and returns a trace: the buffer split into N
// chunks of M/N, the state before the first step, then one entry per step with its phase, its transfers
// (sender, receiver, chunk range, bytes, reduce or copy), its time α + bytes/β — the bytes that cross
// every busy link in that step, which SPEC.md's α-β model charges once per step — and every rank's buffer
// afterwards. Step times add up to collectiveCost() term by term (latency and bandwidth separately), so a
// viewer's running total at the last step is the model's total. The states are simulated from the
// transfers, not asserted: a chunk's contributions are a bitmask of ranks, a reduce ORs the sender's mask
// into the receiver's, a copy overwrites it.
#pragma once

#include "commviz/models.h"
#include "commviz/result.h"
#include "commviz/scenario.h"

#include <cstdint>
#include <string>
#include <vector>

namespace commviz {

// Bit r set: rank r's contribution is summed into the chunk. N ≤ 16 fits comfortably.
using RankMask = std::uint32_t;

// The buffer of every rank: masks[rank][chunk].
using BufferState = std::vector<std::vector<RankMask>>;

inline constexpr int kTraceMinGpus = 2;
inline constexpr int kTraceMaxGpus = 16;

enum class TransferKind {
    Reduce, // the receiver adds the chunks into its own
    Copy,   // the receiver overwrites its chunks with the sender's (already reduced) ones
};

struct Transfer {
    int from = 0;
    int to = 0;
    int first_chunk = 0; // chunks [first_chunk, first_chunk + chunk_count)
    int chunk_count = 1;
    double bytes = 0; // chunk_count · M/N
    TransferKind kind = TransferKind::Reduce;
    bool operator==(const Transfer &) const = default;
};

struct AlgorithmStep {
    std::string phase; // "reduce-scatter", "all-gather", "reduce", "broadcast", "halving", "doubling"
    std::string share; // the bytes per link as a formula in M and N, for people: "M/N", "M", "M/4"
    std::vector<Transfer> transfers;
    double link_bytes = 0; // bytes on the busiest link in this step (every busy link carries as much)
    Cost cost;             // α + link_bytes/β
    Cost elapsed;          // the sum of cost over this step and every step before it
    BufferState after;     // every rank's buffer once this step's transfers have landed
};

struct AlgorithmTrace {
    Algorithm algorithm = Algorithm::AllReduceRing;
    int gpus = 0;           // N
    double size_bytes = 0;  // M
    double chunk_bytes = 0; // M/N: the buffer is drawn and moved in N chunks
    Link link;
    BufferState initial; // before the first step: rank r holds only its own data in every chunk
    std::vector<AlgorithmStep> steps;
    Cost total; // the last step's elapsed (zero without steps)
};

// Preconditions, each reported as an Error naming the parameter: `a` is AllReduceRing, AllReduceTree or
// AllReduceRhd; kTraceMinGpus ≤ gpus ≤ kTraceMaxGpus; size_bytes ≥ 0; link.alpha_s ≥ 0, link.beta_Bps > 0.
// Recursive halving-doubling at a gpus that is not a power of two is NotApplicable, with the model's reason.
//
// Ring: N−1 reduce-scatter steps (rank r sends chunk r−s to r+1), then N−1 all-gather steps.
// Tree: ⌈log2 N⌉ reduce steps up a binomial tree to rank 0 (step k: rank r with lowest set bit 2^k sends to
// r − 2^k), then the broadcast down in reverse; every step moves all of M.
// Recursive halving-doubling (Rabenseifner): log2 N halving steps, step k exchanging half of the current
// range, M/2^(k+1), with the partner at distance N/2^(k+1), leaving rank r with chunk r reduced; then
// log2 N doubling steps in reverse order (distance 1, 2, …, N/2) that gather it back.
Result<AlgorithmTrace> traceAllReduce(Algorithm a, int gpus, double size_bytes, const Link &link);

// Every rank 0 … gpus−1.
[[nodiscard]] RankMask allRanks(int gpus);
// How many ranks' contributions a mask holds.
[[nodiscard]] int contributors(RankMask mask);

} // namespace commviz
