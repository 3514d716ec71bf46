// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Gradient buckets and compute/communication overlap (SPEC.md section 7).
//
// The backward pass takes T_b and produces the M gradient bytes evenly; they are cut into B = ⌈M/b⌉ buckets of
// M/B bytes; bucket i (1 … B) is ready at i·T_b/B, and the network reduces one bucket at a time, in order, each
// costing c = T_AR(M/B) with the scenario's bucket_collective (any AllReduce of anyAllReduceAlgorithms(), through
// collectiveCost()). The last bucket finishes at F = max(T_b/B + B·c, T_b + c). In go a scenario, T_b and b (or
// B); out come a BucketPlan, the best bucket count, and a timeline of both rows for the charts. Every function
// checks what it reads and names the parameter in its Error.
#pragma once

#include "commviz/result.h"
#include "commviz/scenario.h"

#include <vector>

namespace commviz {

// The most buckets a plan counts (as every count in commviz): a smaller bucket is refused, not rounded.
inline constexpr long long kMaxBuckets = 1'000'000'000;
// The best bucket count is searched over 1 … kMaxBestBuckets (SPEC.md), and over no more buckets than M has bytes
// (mostBestBuckets): SPEC's 1 … 65,536 whatever M is chose 23 buckets of 0.04 B at M = 1 B.
inline constexpr int kMaxBestBuckets = 65'536;
// The most buckets a timeline lists, one block each.
inline constexpr int kMaxTimelineBuckets = 65'536;
// Finish times within this relative distance of each other count as a tie in the best-count search: they differ
// by rounding, not by the model, and a tie goes to the smaller B.
inline constexpr double kBucketTieTolerance = 1e-12;

struct BucketPlan {
    long long count = 1;     // B
    double bucket_bytes = 0; // M/B, each bucket's payload
    double per_bucket_s = 0; // c = T_AR(M/B)
    double finish_s = 0;     // F = max(T_b/B + B·c, T_b + c): backward pass plus exposed communication
    double exposed_s = 0;    // F − T_b
    double no_overlap_s = 0; // T_b + T_AR(M): one AllReduce after the whole backward pass
};

// B = ⌈M/b⌉, at least 1 (M = 0 is one empty bucket, so F = T_b + T_AR(0) as without overlap). Error naming
// "bucket" for b ≤ 0 or NaN, or when B would pass kMaxBuckets.
Result<long long> bucketCount(double size_bytes, double bucket_bytes);

// F = max(T_b/B + B·c, T_b + c), the one expression every plan and the search evaluate. Preconditions: B ≥ 1,
// T_b ≥ 0, c ≥ 0.
double bucketFinish(double backward_s, double count, double per_bucket_s);
// Its two terms, for the napkin math: the network busy from bucket 1's readiness on, and the last bucket reduced
// after the backward pass. F is the larger.
struct BucketFinishTerms {
    double network_bound_s = 0; // T_b/B + B·c
    double compute_bound_s = 0; // T_b + c
};
BucketFinishTerms bucketFinishTerms(double backward_s, double count, double per_bucket_s);

// A bucket size b with ⌈M/b⌉ = B exactly: M/B, or the next number up when M/B rounds below it (a chart marks
// the best bucket count at this size). Preconditions: M > 0, 1 ≤ B ≤ kMaxBuckets.
double bucketSizeForCount(double size_bytes, long long count);

// The plan for B buckets (1 ≤ B ≤ kMaxBuckets, "buckets"), and for bucket size b.
Result<BucketPlan> bucketsForCount(const Scenario &s, int gpus, double size_bytes, double backward_s, long long count);
Result<BucketPlan> bucketPlan(const Scenario &s, int gpus, double size_bytes, double backward_s, double bucket_bytes);
inline Result<BucketPlan> bucketPlan(const Scenario &s)
{
    return bucketPlan(s, s.gpus, s.size_bytes, s.backward_s, s.bucket_bytes);
}

// The most buckets bestBuckets() considers for M bytes: kMaxBestBuckets, at most ⌊M⌋ (a bucket holds a byte at
// least), at least 1.
long long mostBestBuckets(double size_bytes);

// The plan with the whole B in 1 … mostBestBuckets(M) that minimises F, the smaller B on a tie (kBucketTieTolerance).
// Exact: a lower bound on F that is unimodal in B (built from c itself for every AllReduce whose latency term is
// constant in M, from T minimised over every real k ≥ 1 for the pipelined tree) rules out every B it does not
// evaluate, so usually only a few dozen are (commviz_bench_buckets: about 1 µs a call).
Result<BucketPlan> bestBuckets(const Scenario &s, int gpus, double size_bytes, double backward_s);
inline Result<BucketPlan> bestBuckets(const Scenario &s)
{
    return bestBuckets(s, s.gpus, s.size_bytes, s.backward_s);
}

// --- The timeline of one plan: the compute row and the network row -----------------------------------------
struct BucketBlock {
    double ready_s = 0; // its bucket's gradients are all computed: i·T_b/B
    double start_s = 0; // max(ready, the previous block's end)
    double end_s = 0;   // start + c
};
struct BucketTimeline {
    BucketPlan plan;
    double backward_s = 0;            // the compute row: the backward pass runs from 0 to T_b
    std::vector<BucketBlock> buckets; // the network row, bucket 1 first; the last end is plan.finish_s
};
// Error naming "bucket" when the plan has more than kMaxTimelineBuckets buckets.
Result<BucketTimeline> bucketTimeline(const Scenario &s, int gpus, double size_bytes, double backward_s,
                                      double bucket_bytes);
inline Result<BucketTimeline> bucketTimeline(const Scenario &s)
{
    return bucketTimeline(s, s.gpus, s.size_bytes, s.backward_s, s.bucket_bytes);
}

} // namespace commviz
