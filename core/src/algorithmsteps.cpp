// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commviz/algorithmsteps.h"

#include "commviz/parameters.h"

#include "textformats.h"

#include <algorithm>
#include <bit>

namespace commviz {
namespace {

// Collects steps and keeps the simulated buffers and the running total in step with them, so every
// algorithm below only says who sends what.
class TraceBuilder {
public:
    TraceBuilder(Algorithm a, int gpus, double size_bytes, const Link &link)
    {
        m_trace.algorithm = a;
        m_trace.gpus = gpus;
        m_trace.size_bytes = size_bytes;
        m_trace.chunk_bytes = size_bytes / gpus;
        m_trace.link = link;
        m_trace.initial.assign(static_cast<std::size_t>(gpus), std::vector<RankMask>(static_cast<std::size_t>(gpus)));
        for (int r = 0; r < gpus; ++r)
            std::fill(m_trace.initial[idx(r)].begin(), m_trace.initial[idx(r)].end(), RankMask{1} << r);
        m_state = m_trace.initial;
    }

    [[nodiscard]] Transfer transfer(int from, int to, int first, int count, TransferKind kind) const
    {
        return {from, to, first, count, count * m_trace.chunk_bytes, kind};
    }

    void addStep(std::string phase, std::string share, std::vector<Transfer> transfers)
    {
        AlgorithmStep step;
        step.phase = std::move(phase);
        step.share = std::move(share);
        for (const Transfer &t : transfers)
            step.link_bytes = std::max(step.link_bytes, t.bytes);
        // Sends within a step run at once on distinct links, so the step costs one start-up and the
        // busiest link's bytes: SPEC.md's per-step α + bytes/β.
        step.cost = Cost{m_trace.link.alpha_s, step.link_bytes / m_trace.link.beta_Bps};
        step.elapsed =
            Cost{m_trace.total.latency_s + step.cost.latency_s, m_trace.total.bandwidth_s + step.cost.bandwidth_s};
        // Every transfer reads the state from before the step: the sends are simultaneous.
        const BufferState before = m_state;
        for (const Transfer &t : transfers) {
            for (int c = t.first_chunk; c < t.first_chunk + t.chunk_count; ++c) {
                RankMask &dst = m_state[idx(t.to)][idx(c)];
                const RankMask src = before[idx(t.from)][idx(c)];
                dst = t.kind == TransferKind::Reduce ? (dst | src) : src;
            }
        }
        step.transfers = std::move(transfers);
        step.after = m_state;
        m_trace.total = step.elapsed;
        m_trace.steps.push_back(std::move(step));
    }

    [[nodiscard]] AlgorithmTrace take() { return std::move(m_trace); }

    static std::size_t idx(int i) { return static_cast<std::size_t>(i); }

private:
    AlgorithmTrace m_trace;
    BufferState m_state;
};

int wrap(int i, int n)
{
    return ((i % n) + n) % n;
}

void ring(TraceBuilder &b, int n)
{
    for (int s = 0; s < n - 1; ++s) {
        std::vector<Transfer> ts;
        ts.reserve(static_cast<std::size_t>(n));
        for (int r = 0; r < n; ++r)
            ts.push_back(b.transfer(r, wrap(r + 1, n), wrap(r - s, n), 1, TransferKind::Reduce));
        b.addStep("reduce-scatter", "M/N", std::move(ts));
    }
    // Rank r now holds chunk r + 1 reduced over everyone; pass the finished chunks on around the ring.
    for (int s = 0; s < n - 1; ++s) {
        std::vector<Transfer> ts;
        ts.reserve(static_cast<std::size_t>(n));
        for (int r = 0; r < n; ++r)
            ts.push_back(b.transfer(r, wrap(r + 1, n), wrap(r + 1 - s, n), 1, TransferKind::Copy));
        b.addStep("all-gather", "M/N", std::move(ts));
    }
}

void tree(TraceBuilder &b, int n)
{
    const int levels = ceilLog2(n);
    for (int k = 0; k < levels; ++k) {
        const int d = 1 << k;
        std::vector<Transfer> ts;
        for (int r = d; r < n; r += 2 * d)
            ts.push_back(b.transfer(r, r - d, 0, n, TransferKind::Reduce));
        b.addStep("reduce", "M", std::move(ts));
    }
    for (int k = levels - 1; k >= 0; --k) {
        const int d = 1 << k;
        std::vector<Transfer> ts;
        for (int r = 0; r + d < n; r += 2 * d)
            ts.push_back(b.transfer(r, r + d, 0, n, TransferKind::Copy));
        b.addStep("broadcast", "M", std::move(ts));
    }
}

void halvingDoubling(TraceBuilder &b, int n)
{
    const int levels = ceilLog2(n);
    // Halving: rank r's range is [lo[r], lo[r] + len); the rank whose distance bit is clear keeps the
    // lower half, its partner the upper, and each sends the other the half it gives up.
    std::vector<int> lo(static_cast<std::size_t>(n), 0);
    int len = n;
    for (int k = 0; k < levels; ++k) {
        const int d = n >> (k + 1);
        const int half = len / 2;
        std::vector<Transfer> ts;
        for (int r = 0; r < n; ++r) {
            const bool keepsUpper = (r & d) != 0;
            const int base = lo[TraceBuilder::idx(r)];
            ts.push_back(b.transfer(r, r ^ d, keepsUpper ? base : base + half, half, TransferKind::Reduce));
        }
        for (int r = 0; r < n; ++r) {
            if ((r & d) != 0)
                lo[TraceBuilder::idx(r)] += half;
        }
        len = half;
        b.addStep("halving", "M/" + std::to_string(2 << k), std::move(ts));
    }
    // Rank r holds chunk r reduced; doubling retraces the exchanges in reverse, each partner sending the
    // whole reduced range it holds, which doubles every range.
    for (int k = 0; k < levels; ++k) {
        const int d = 1 << k;
        std::vector<Transfer> ts;
        ts.reserve(static_cast<std::size_t>(n));
        for (int r = 0; r < n; ++r)
            ts.push_back(b.transfer(r, r ^ d, lo[TraceBuilder::idx(r)], len, TransferKind::Copy));
        for (int r = 0; r < n; ++r)
            lo[TraceBuilder::idx(r)] = std::min(lo[TraceBuilder::idx(r)], lo[TraceBuilder::idx(r ^ d)]);
        b.addStep("doubling", "M/" + std::to_string(n / len), std::move(ts));
        len *= 2;
    }
}

} // namespace

RankMask allRanks(int gpus)
{
    return gpus >= 32 ? ~RankMask{0} : (RankMask{1} << gpus) - 1;
}

int contributors(RankMask mask)
{
    return std::popcount(mask);
}

Result<AlgorithmTrace> traceAllReduce(Algorithm a, int gpus, double size_bytes, const Link &link)
{
    if (a != Algorithm::AllReduceRing && a != Algorithm::AllReduceTree && a != Algorithm::AllReduceRhd)
        return Error{"algorithm", Text(formats::kTraceCoversThree, {Text::name(algorithmName(a))})};
    if (gpus < kTraceMinGpus || gpus > kTraceMaxGpus)
        return Error{std::string(paramName(Param::Gpus)),
                     Text(formats::kTraceGpusOutOfRange,
                          {std::to_string(gpus), std::to_string(kTraceMinGpus), std::to_string(kTraceMaxGpus)})};
    if (auto e = checkNonNegative(paramName(Param::Size), size_bytes, "B"))
        return *e;
    if (auto e = checkNonNegative("alpha", link.alpha_s, "s"))
        return *e;
    if (auto e = checkPositive("beta", link.beta_Bps, "B/s"))
        return *e;
    // The model decides applicability, so the trace and the chart give the same reason.
    const Result<Coefficients> c = coefficients(a, gpus);
    if (!c.ok())
        return c.forward<AlgorithmTrace>();

    TraceBuilder b(a, gpus, size_bytes, link);
    switch (a) {
    case Algorithm::AllReduceRing:
        ring(b, gpus);
        break;
    case Algorithm::AllReduceTree:
        tree(b, gpus);
        break;
    default:
        halvingDoubling(b, gpus);
        break;
    }
    return b.take();
}

} // namespace commviz
