// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The closed-form models of SPEC.md (equation numbers are the source's).
//
// Inputs are plain values in base units (seconds, bytes, bytes per second); every function checks what
// it reads and returns an Error naming the parameter instead of computing with it. A collective's cost
// is a Cost: its latency term, its bandwidth term and their sum, so a chart can stack them and a test can
// check each. Quantities that do not exist for the inputs come back as NotApplicable with a reason.
#pragma once

#include "commviz/result.h"
#include "commviz/scenario.h"

namespace commviz {

struct Cost {
    double latency_s = 0;
    double bandwidth_s = 0;
    [[nodiscard]] double total_s() const { return latency_s + bandwidth_s; }
};

// ⌈log2 n⌉ for n ≥ 1: the number of levels of a tree over n ranks (SPEC.md's "lg N").
int ceilLog2(long long n);
bool isPowerOfTwo(long long n);

// --- 1. Point to point -------------------------------------------------------------------------
Result<Cost> p2pTime(const Link &link, double n_bytes);              // eq. 1: α + n/β
Result<double> crossoverSize(const Link &link);                      // eq. 2: n* = α·β
Result<double> effectiveBandwidth(const Link &link, double n_bytes); // n / T(n); NA at n = 0
// LogGP: one long message, and k messages back to back (SPEC.md's decision). gapPerByte = G.
Result<double> logGpTime(const LogGP &p, double gapPerByte_s, double n_bytes);
Result<double> logGpStreamTime(const LogGP &p, double gapPerByte_s, double n_bytes, int k);
Result<double> alphaBetaStreamTime(const Link &link, double n_bytes, int k); // k·(α + n/β)
// LogGP's gap per byte G for a scenario: its own value, or 1/β of the inter-node link (SPEC.md's default).
double logGpGapPerByte(const Scenario &s);

// --- 2. Collectives ----------------------------------------------------------------------------
// Latency and bandwidth coefficients of the flat (single-link) algorithms, so that
// cost = c_lat·α + c_bw·M/β. NotApplicable for the hierarchical variants (two links) and for
// recursive halving-doubling when N is not a power of two.
struct Coefficients {
    double latency = 0;
    double bandwidth = 0;
};
Result<Coefficients> coefficients(Algorithm a, int gpus);

// The cost of algorithm `a` for payload M on the scenario's links, N and G (M and N given explicitly so
// sweeps can vary them). N = 1 costs nothing for every algorithm.
Result<Cost> collectiveCost(Algorithm a, const Scenario &s, int gpus, double size_bytes);
inline Result<Cost> collectiveCost(Algorithm a, const Scenario &s)
{
    return collectiveCost(a, s, s.gpus, s.size_bytes);
}

// --- 3. Algorithm selection --------------------------------------------------------------------
// Eq. 9: M×(N), the payload where ring and tree AllReduce cost the same. 0 for N = 2, 3; NA for N = 1.
Result<double> ringTreeCrossover(const Link &link, int gpus);

struct Choice {
    Algorithm algorithm = Algorithm::AllReduceRing;
    Cost cost;
};
// The cheapest applicable AllReduce algorithm; ties go to the earlier of ring, tree, rhd, hier_tree,
// hier_rail.
Result<Choice> bestAllReduce(const Scenario &s, int gpus, double size_bytes);
inline Result<Choice> bestAllReduce(const Scenario &s)
{
    return bestAllReduce(s, s.gpus, s.size_bytes);
}

// --- 4. Pipeline -------------------------------------------------------------------------------
Result<double> bubbleFraction(int stages, int microbatches);                               // eq. 10
Result<double> bubbleFractionInterleaved(int stages, int microbatches, int virtualStages); // eq. 11
// The smallest m ≥ 1 whose bubble (eq. 11; V = 1 is eq. 10) is at most `target` (0 < target < 1).
Result<int> minMicrobatches(int stages, double target, int virtualStages = 1);

// --- 5. Compression ----------------------------------------------------------------------------
struct CompressionResult {
    double uncompressed_s = 0; // T_transfer(M)
    double transfer_s = 0;     // T_transfer(M/r)
    double compressed_s = 0;   // eq. 12: T_codec + T_transfer(M/r)
    double codec_budget_s = 0; // eq. 13's right-hand side: T_transfer(M) − T_transfer(M/r)
    double speedup = 0;        // T_transfer(M) / T_compressed; 0 when both are 0
    bool pays = false;         // T_codec < codec budget
};
// Uses s.compression_collective as T_transfer.
Result<CompressionResult> compression(const Scenario &s, int gpus, double size_bytes, double ratio, double codec_s);
inline Result<CompressionResult> compression(const Scenario &s)
{
    return compression(s, s.gpus, s.size_bytes, s.ratio, s.codec_s);
}
// The ratio above which compression pays (codec budget = T_codec): bw/(bw − T_codec). NA when the
// codec costs at least the whole bandwidth term (it never pays) or nothing is sent.
Result<double> breakEvenRatio(const Scenario &s, int gpus, double size_bytes, double codec_s);

} // namespace commviz
