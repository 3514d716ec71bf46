// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commviz/buckets.h"

#include "commviz/models.h"
#include "commviz/units.h"

#include "commviz/parameters.h"

#include "textformats.h"
#include "wholediv.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace commviz {
namespace {

std::optional<Error> checkCollective(Algorithm a)
{
    const auto &any = anyAllReduceAlgorithms();
    if (std::find(any.begin(), any.end(), a) != any.end())
        return std::nullopt;
    return Error{std::string(paramName(Param::BucketCollective)),
                 Text(formats::kBucketCollectiveNotAllReduce, {algorithmKey(a)})};
}

// A lower bound c_lo(m) ≤ c(m) on the per-bucket cost whose bound on F (see bestBuckets()) is unimodal in B. That
// holds when g(B) = B·c_lo(M/B) has B²·g'(B) increasing and c_lo is non-decreasing, which each case below has (a
// maximum of such bounds too: at a crossing the maximum's slope only jumps up).
// - Every AllReduce but the pipelined tree: c itself, L + w·m (latency constant in m, bandwidth linear).
// - The pipelined tree: T minimised over every real k ≥ 1, below T at any whole k; unconstrained that is, by AM-GM,
//   2·(h − 1)·α + 2·m/β + 4·√((h − 1)·α·m/β) at k* = √((h − 1)·m/(α·β)), and T(1) = 2·h·(α + m/β) when k* ≤ 1.
//   With a chunk size c_k also k ≥ max(1, m/c_k), so T ≥ 2·(h − 1)·α + 2·α·max(1, m/c_k) + 2·m/β.
struct CostBound {
    bool pipelinedTree = false;
    double latency_s = 0;  // affine: L
    double per_byte_s = 0; // affine: w
    double levels = 0;     // pipelined tree: h
    Link link;
    std::optional<double> chunk_bytes;

    [[nodiscard]] double operator()(double m) const
    {
        if (!pipelinedTree)
            return latency_s + per_byte_s * m;
        const double a = link.alpha_s;
        const double b = link.beta_Bps;
        const double gaps = levels - 1;
        const bool oneChunk = gaps <= 0 || gaps * m <= a * b; // k* ≤ 1 (also for α = 0 only when m = 0)
        const double best =
            oneChunk ? 2 * levels * (a + m / b) : 2 * gaps * a + 2 * m / b + 4 * std::sqrt(gaps * a * m / b);
        if (!chunk_bytes)
            return best;
        return std::max(best, 2 * gaps * a + 2 * a * std::max(1.0, m / *chunk_bytes) + 2 * m / b);
    }
};

CostBound costBound(Algorithm a, const Scenario &s, int gpus, double size_bytes, const Cost &whole)
{
    CostBound bound;
    if (a == Algorithm::AllReducePipelinedTree) {
        bound.pipelinedTree = true;
        bound.levels = ceilLog2(gpus); // ≥ 1: the search runs only for N ≥ 2
        bound.link = s.inter;
        bound.chunk_bytes = s.chunk_bytes;
        return bound;
    }
    bound.latency_s = whole.latency_s;
    bound.per_byte_s = size_bytes > 0 ? whole.bandwidth_s / size_bytes : 0.0;
    return bound;
}

} // namespace

double bucketFinish(double backward_s, double count, double per_bucket_s)
{
    // The network is busy from bucket 1's readiness on (B·c after T_b/B), or the last bucket waits for the end of
    // the backward pass (c after T_b); the later of the two is when the last bucket is reduced.
    const BucketFinishTerms t = bucketFinishTerms(backward_s, count, per_bucket_s);
    return std::max(t.network_bound_s, t.compute_bound_s);
}

BucketFinishTerms bucketFinishTerms(double backward_s, double count, double per_bucket_s)
{
    return {backward_s / count + count * per_bucket_s, backward_s + per_bucket_s};
}

double bucketSizeForCount(double size_bytes, long long count)
{
    const double b = static_cast<double>(count);
    double size = size_bytes / b;
    // ⌈M/b⌉ is B once B·b ≥ M; M/B's rounding can leave B·b a hair short. A few steps up at most.
    while (wholeCeilDiv(size_bytes, size) > b)
        size = std::nextafter(size, std::numeric_limits<double>::infinity());
    return size;
}

Result<long long> bucketCount(double size_bytes, double bucket_bytes)
{
    if (auto e = checkNonNegative(paramName(Param::Size), size_bytes, "B"))
        return *e;
    if (auto e = checkPositive(paramName(Param::Bucket), bucket_bytes, "B"))
        return *e;
    const double count = wholeCeilDiv(size_bytes, bucket_bytes);
    if (!(count <= static_cast<double>(kMaxBuckets)))
        return Error{std::string(paramName(Param::Bucket)),
                     Text(formats::kTooManyBuckets, {formatSize(bucket_bytes), formatSize(size_bytes)})};
    return static_cast<long long>(count);
}

Result<BucketPlan> bucketsForCount(const Scenario &s, int gpus, double size_bytes, double backward_s, long long count)
{
    if (auto e = checkNonNegative(paramName(Param::Backward), backward_s, "s"))
        return *e;
    if (auto e = checkWholeAtLeast("buckets", static_cast<double>(count), 1))
        return *e;
    if (auto e = checkCollective(s.bucket_collective))
        return *e;
    const Result<Cost> whole = collectiveCost(s.bucket_collective, s, gpus, size_bytes);
    if (!whole.ok())
        return whole.forward<BucketPlan>();
    const double b = static_cast<double>(count);
    const Result<Cost> each = collectiveCost(s.bucket_collective, s, gpus, size_bytes / b);
    if (!each.ok())
        return each.forward<BucketPlan>();
    BucketPlan p;
    p.count = count;
    p.bucket_bytes = size_bytes / b;
    p.per_bucket_s = each.value().total_s();
    p.finish_s = bucketFinish(backward_s, b, p.per_bucket_s);
    p.exposed_s = p.finish_s - backward_s;
    p.no_overlap_s = backward_s + whole.value().total_s();
    return p;
}

Result<BucketPlan> bucketPlan(const Scenario &s, int gpus, double size_bytes, double backward_s, double bucket_bytes)
{
    const Result<long long> count = bucketCount(size_bytes, bucket_bytes);
    if (!count.ok())
        return count.forward<BucketPlan>();
    return bucketsForCount(s, gpus, size_bytes, backward_s, count.value());
}

long long mostBestBuckets(double size_bytes)
{
    if (!(size_bytes < kMaxBestBuckets)) // NaN too: refused by the plan for one bucket before it matters
        return kMaxBestBuckets;
    return std::max(1LL, static_cast<long long>(std::floor(size_bytes)));
}

Result<BucketPlan> bestBuckets(const Scenario &s, int gpus, double size_bytes, double backward_s)
{
    // One bucket checks every input: a valid scenario at B = 1 is valid at every B (the chunk count, the only
    // count that could overflow, shrinks with the bucket).
    Result<BucketPlan> one = bucketsForCount(s, gpus, size_bytes, backward_s, 1);
    if (!one.ok())
        return one;
    // Nothing is sent (N = 1, or α = 0 and M = 0): every c is 0, every F is T_b, and the smallest B wins the tie.
    if (one.value().per_bucket_s == 0)
        return one;

    const Algorithm a = s.bucket_collective;
    const Cost whole = collectiveCost(a, s, gpus, size_bytes).value();
    const CostBound bound = costBound(a, s, gpus, size_bytes, whole);
    const double tb = backward_s;
    const double m = size_bytes;
    const auto finish = [&](long long count) {
        const double b = static_cast<double>(count);
        // Cannot fail once B = 1 did (see above); +∞ would only keep such a B from being chosen.
        const Cost c = collectiveCost(a, s, gpus, m / b).valueOr({std::numeric_limits<double>::infinity(), 0});
        return bucketFinish(tb, b, c.total_s());
    };
    // F ≥ max(T_b/B + B·c_lo(M/B), T_b + c_lo(M/B)). Its first part is quasi-convex in B (B²·d/dB = −T_b +
    // B²·g'(B) rises through 0 once), its second non-increasing, so the max is unimodal: from its minimum outward
    // it only grows, and a search may stop at the first bound past the best F.
    const auto lowerBound = [&](long long count) {
        const double b = static_cast<double>(count);
        return bucketFinish(tb, b, bound(m / b)) * (1 - 1e-14); // rounding: the bound is computed apart from F
    };

    // The bound's minimum, by bisection on the sign of its forward difference.
    const long long most = mostBestBuckets(m);
    long long lo = 1;
    long long hi = most;
    while (lo < hi) {
        const long long mid = lo + (hi - lo) / 2;
        if (lowerBound(mid + 1) >= lowerBound(mid))
            hi = mid;
        else
            lo = mid + 1;
    }
    const long long start = lo;

    // 1. The least F: every B whose bound could beat the best so far by more than the tie tolerance is evaluated.
    double best = finish(start);
    const double keep = 1 - kBucketTieTolerance;
    for (long long b = start - 1; b >= 1 && lowerBound(b) < best * keep; --b)
        best = std::min(best, finish(b));
    for (long long b = start + 1; b <= most && lowerBound(b) < best * keep; ++b)
        best = std::min(best, finish(b));

    // 2. The smallest B whose F ties the least. No B whose bound is past the threshold can, and those lie left of
    // the first whose bound is not, where the scan starts; it ends at the latest where the least F was found.
    const double threshold = best * (1 + kBucketTieTolerance);
    lo = 1;
    hi = start;
    while (lo < hi) {
        const long long mid = lo + (hi - lo) / 2;
        if (lowerBound(mid) <= threshold)
            hi = mid;
        else
            lo = mid + 1;
    }
    for (long long b = lo; b <= most; ++b) {
        if (finish(b) <= threshold)
            return bucketsForCount(s, gpus, size_bytes, backward_s, b);
    }
    return one; // unreachable: the B that gave `best` meets the threshold
}

Result<BucketTimeline> bucketTimeline(const Scenario &s, int gpus, double size_bytes, double backward_s,
                                      double bucket_bytes)
{
    const Result<BucketPlan> plan = bucketPlan(s, gpus, size_bytes, backward_s, bucket_bytes);
    if (!plan.ok())
        return plan.forward<BucketTimeline>();
    const BucketPlan &p = plan.value();
    if (p.count > kMaxTimelineBuckets)
        return Error{std::string(paramName(Param::Bucket)),
                     Text(formats::kTimelineTooLarge, {std::to_string(p.count)})};
    BucketTimeline t;
    t.plan = p;
    t.backward_s = backward_s;
    t.buckets.reserve(static_cast<std::size_t>(p.count));
    const double count = static_cast<double>(p.count);
    double networkFree = 0;
    for (long long i = 1; i <= p.count; ++i) {
        BucketBlock block;
        // The last bucket is ready exactly when the backward pass ends, free of i·T_b/B's rounding.
        block.ready_s = i == p.count ? backward_s : static_cast<double>(i) * backward_s / count;
        block.start_s = std::max(block.ready_s, networkFree);
        block.end_s = block.start_s + p.per_bucket_s;
        networkFree = block.end_s;
        t.buckets.push_back(block);
    }
    return t;
}

} // namespace commviz
