// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commviz/sweep.h"

#include "commviz/parameters.h"

#include "textformats.h"

#include <algorithm>
#include <cmath>

namespace commviz {

std::vector<double> logSpace(double lo, double hi, int n)
{
    std::vector<double> out;
    if (!(lo > 0 && hi > 0) || n < 2)
        return out;
    const double a = std::log10(lo);
    const double b = std::log10(hi);
    out.reserve(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        out.push_back(std::pow(10.0, a + (b - a) * i / (n - 1)));
    out.front() = lo; // exact ends, free of pow's rounding
    out.back() = hi;
    return out;
}

std::vector<int> logSpaceInt(int lo, int hi, int n)
{
    std::vector<int> out;
    if (lo < 1 || hi < lo)
        return out;
    for (double x : logSpace(lo, std::max(hi, lo + 1), std::max(n, 2))) {
        const int v = std::clamp(static_cast<int>(std::lround(x)), lo, hi);
        if (out.empty() || v > out.back())
            out.push_back(v);
    }
    return out;
}

std::vector<int> range(int lo, int hi)
{
    std::vector<int> out;
    for (int i = lo; i <= hi; ++i)
        out.push_back(i);
    return out;
}

namespace {

template <class F> Curve sample(const std::vector<double> &xs, F f)
{
    Curve c;
    for (double x : xs) {
        const Result<double> y = f(x);
        if (y.ok()) {
            c.x.push_back(x);
            c.y.push_back(y.value());
        }
    }
    return c;
}

} // namespace

Curve p2pTimeVsSize(const Link &link, const std::vector<double> &sizes)
{
    return sample(sizes, [&](double n) -> Result<double> {
        const Result<Cost> t = p2pTime(link, n);
        return t.ok() ? Result<double>(t.value().total_s()) : t.forward<double>();
    });
}

Curve p2pBandwidthTermVsSize(const Link &link, const std::vector<double> &sizes)
{
    return sample(sizes, [&](double n) -> Result<double> {
        const Result<Cost> t = p2pTime(link, n);
        return t.ok() ? Result<double>(t.value().bandwidth_s) : t.forward<double>();
    });
}

Curve effectiveBandwidthVsSize(const Link &link, const std::vector<double> &sizes)
{
    return sample(sizes, [&](double n) { return effectiveBandwidth(link, n); });
}

Curve logGpStreamVsSize(const Scenario &s, const std::vector<double> &sizes)
{
    return sample(sizes, [&](double n) { return logGpStreamTime(s.loggp, logGpGapPerByte(s), n, s.stream_messages); });
}

Curve alphaBetaStreamVsSize(const Scenario &s, const std::vector<double> &sizes)
{
    return sample(sizes, [&](double n) { return alphaBetaStreamTime(s.inter, n, s.stream_messages); });
}

CostCurve costVsSize(Algorithm a, const Scenario &s, const std::vector<double> &sizes)
{
    CostCurve c;
    for (double m : sizes) {
        const Result<Cost> cost = collectiveCost(a, s, s.gpus, m);
        if (cost.ok()) {
            c.x.push_back(m);
            c.cost.push_back(cost.value());
        }
    }
    return c;
}

CostCurve costVsGpus(Algorithm a, const Scenario &s, const std::vector<int> &gpus)
{
    CostCurve c;
    for (int n : gpus) {
        const Result<Cost> cost = collectiveCost(a, s, n, s.size_bytes);
        if (cost.ok()) {
            c.x.push_back(n);
            c.cost.push_back(cost.value());
        }
    }
    return c;
}

Curve crossoverVsGpus(const Link &link, const std::vector<int> &gpus)
{
    Curve c;
    for (int n : gpus) {
        const Result<double> m = ringTreeCrossover(link, n);
        if (m.ok()) {
            c.x.push_back(n);
            c.y.push_back(m.value());
        }
    }
    return c;
}

Grid<std::optional<Algorithm>> regimeGrid(const Scenario &s, const std::vector<int> &gpus,
                                          const std::vector<double> &sizes)
{
    Grid<std::optional<Algorithm>> g;
    g.xs.assign(gpus.begin(), gpus.end());
    g.ys = sizes;
    g.values.reserve(gpus.size() * sizes.size());
    for (double m : sizes) {
        for (int n : gpus) {
            const Result<Choice> best = bestAllReduce(s, n, m);
            g.values.push_back(best.ok() ? std::optional(best.value().algorithm) : std::nullopt);
        }
    }
    return g;
}

Grid<double> bubbleGrid(const std::vector<int> &stages, const std::vector<int> &microbatches, int virtualStages)
{
    Grid<double> g;
    g.xs.assign(stages.begin(), stages.end());
    g.ys.assign(microbatches.begin(), microbatches.end());
    g.values.reserve(stages.size() * microbatches.size());
    for (int m : microbatches) {
        for (int p : stages)
            g.values.push_back(bubbleFractionInterleaved(p, m, virtualStages).valueOr(0.0));
    }
    return g;
}

CompressionCurves compressionVsRatio(const Scenario &s, const std::vector<double> &ratios)
{
    CompressionCurves c;
    for (double r : ratios) {
        const Result<CompressionResult> res = compression(s, s.gpus, s.size_bytes, r, s.codec_s);
        if (!res.ok())
            continue;
        c.ratio.push_back(r);
        c.uncompressed_s.push_back(res.value().uncompressed_s);
        c.transfer_s.push_back(res.value().transfer_s);
        c.compressed_s.push_back(res.value().compressed_s);
        c.codec_budget_s.push_back(res.value().codec_budget_s);
    }
    return c;
}

Grid<double> speedupGrid(const Scenario &s, const std::vector<double> &ratios, const std::vector<double> &codecs)
{
    Grid<double> g;
    g.xs = ratios;
    g.ys = codecs;
    g.values.reserve(ratios.size() * codecs.size());
    for (double codec : codecs) {
        for (double r : ratios)
            g.values.push_back(compression(s, s.gpus, s.size_bytes, r, codec).valueOr({}).speedup);
    }
    return g;
}

TreePipeliningCurves treePipeliningVsSize(const Scenario &s, const std::vector<double> &sizes)
{
    TreePipeliningCurves c;
    c.ring = costVsSize(Algorithm::AllReduceRing, s, sizes);
    c.tree = costVsSize(Algorithm::AllReduceTree, s, sizes);
    for (double m : sizes) {
        const Result<PipelinedTree> t = pipelinedTree(s, s.gpus, m);
        if (!t.ok())
            continue;
        c.pipelined.x.push_back(m);
        c.pipelined.cost.push_back(t.value().cost);
        c.chunks.x.push_back(m);
        c.chunks.y.push_back(t.value().chunks);
    }
    return c;
}

ProtocolCurves protocolEnvelopeVsSize(Algorithm a, const Scenario &s, const std::vector<double> &sizes)
{
    ProtocolCurves c;
    for (double m : sizes) {
        const Result<Cost> simple = collectiveCost(a, s, s.gpus, m);
        if (!simple.ok())
            continue;
        for (std::size_t i = 0; i < allProtocols().size(); ++i) {
            c.protocol[i].x.push_back(m);
            c.protocol[i].cost.push_back(underProtocol(simple.value(), allProtocols()[i]));
        }
        const ProtocolChoice best = cheapestProtocol(simple.value());
        c.envelope.x.push_back(m);
        c.envelope.cost.push_back(best.cost);
        c.cheapest.push_back(best.protocol);
    }
    c.switches = protocolSwitchSizes(a, s, s.gpus);
    return c;
}

Grid<std::optional<ProductionCell>> productionGrid(const Scenario &s, const std::vector<int> &gpus,
                                                   const std::vector<double> &sizes)
{
    Grid<std::optional<ProductionCell>> g;
    g.xs.assign(gpus.begin(), gpus.end());
    g.ys = sizes;
    g.values.reserve(gpus.size() * sizes.size());
    for (double m : sizes) {
        for (int n : gpus) {
            const Result<ProductionChoice> best = productionAllReduce(s, n, m);
            g.values.push_back(best.ok() ? std::optional(ProductionCell{best.value().algorithm, best.value().protocol})
                                         : std::nullopt);
        }
    }
    return g;
}

BucketCurves bucketsVsSize(const Scenario &s, const std::vector<double> &bucketSizes)
{
    BucketCurves c;
    const Result<BucketPlan> one = bucketsForCount(s, s.gpus, s.size_bytes, s.backward_s, 1);
    c.no_overlap_s = one.ok() ? Result<double>(one.value().no_overlap_s) : one.forward<double>();
    for (double b : bucketSizes) {
        const Result<BucketPlan> p = bucketPlan(s, s.gpus, s.size_bytes, s.backward_s, b);
        if (!p.ok())
            continue;
        c.bucket_bytes.push_back(b);
        c.count.push_back(p.value().count);
        c.finish_s.push_back(p.value().finish_s);
        c.exposed_s.push_back(p.value().exposed_s);
    }
    return c;
}

Result<std::vector<BucketSpan>> bucketNetworkSpans(const BucketPlan &plan, double backward_s, double gap_s)
{
    std::vector<BucketSpan> spans;
    const long long count = plan.count;
    const double b = static_cast<double>(count);
    const double c = plan.per_bucket_s;
    const double step = backward_s / b; // between two buckets' readiness
    // Back to back from bucket 1 on, or every gap too small to show: one span, bucket 1's readiness to F.
    if (count == 1 || c >= step || step - c < gap_s) {
        spans.push_back({step, plan.finish_s, 1, count});
        return spans;
    }
    if (count > kMaxTimelineBuckets)
        return Error{std::string(paramName(Param::Bucket)), Text(formats::kTimelineTooLarge, {std::to_string(count)})};
    spans.reserve(static_cast<std::size_t>(count));
    for (long long i = 1; i <= count; ++i) {
        // As bucketTimeline() computes it: the last bucket exactly at T_b.
        const double ready = i == count ? backward_s : static_cast<double>(i) * backward_s / b;
        spans.push_back({ready, ready + c, i, i});
    }
    return spans;
}

} // namespace commviz
