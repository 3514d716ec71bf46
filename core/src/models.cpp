// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commviz/models.h"

#include "commviz/cluster.h"
#include "commviz/production.h"

#include "commviz/parameters.h"

#include "textformats.h"

#include <cmath>
#include <limits>

namespace commviz {
namespace {

std::optional<Error> checkLink(const Link &link, std::string_view prefix = "")
{
    const std::string p(prefix);
    if (auto e = checkNonNegative(p + "alpha", link.alpha_s, "s"))
        return e;
    return checkPositive(p + "beta", link.beta_Bps, "B/s");
}

std::optional<Error> checkSize(double size_bytes)
{
    return checkNonNegative(paramName(Param::Size), size_bytes, "B");
}
std::optional<Error> checkGpus(int gpus)
{
    return checkWholeAtLeast(paramName(Param::Gpus), gpus, 1);
}

Cost scaled(Coefficients c, const Link &link, double size_bytes)
{
    return {c.latency * link.alpha_s, c.bandwidth * size_bytes / link.beta_Bps};
}

} // namespace

int ceilLog2(long long n)
{
    int levels = 0;
    for (long long span = 1; span < n; span *= 2)
        ++levels;
    return levels;
}

bool isPowerOfTwo(long long n)
{
    return n >= 1 && (n & (n - 1)) == 0;
}

// --- 1. Point to point ---------------------------------------------------------------------------

Result<Cost> p2pTime(const Link &link, double n_bytes)
{
    if (auto e = checkLink(link))
        return *e;
    if (auto e = checkSize(n_bytes))
        return *e;
    return Cost{link.alpha_s, n_bytes / link.beta_Bps};
}

Result<double> crossoverSize(const Link &link)
{
    if (auto e = checkLink(link))
        return *e;
    return link.alpha_s * link.beta_Bps;
}

Result<double> effectiveBandwidth(const Link &link, double n_bytes)
{
    const Result<Cost> t = p2pTime(link, n_bytes);
    if (!t.ok())
        return t.forward<double>();
    if (n_bytes == 0)
        return NotApplicable{formats::kEmptyMessage};
    return n_bytes / t.value().total_s();
}

Result<double> logGpTime(const LogGP &p, double gapPerByte_s, double n_bytes)
{
    if (auto e = checkNonNegative("loggp_G", gapPerByte_s))
        return *e;
    if (auto e = checkSize(n_bytes))
        return *e;
    // (n − 1)·G: the first byte leaves with the overhead; an empty message costs no per-byte gap.
    const double bytes = std::max(n_bytes - 1.0, 0.0);
    return p.o_send_s + p.L_s + bytes * gapPerByte_s + p.o_recv_s;
}

Result<double> logGpStreamTime(const LogGP &p, double gapPerByte_s, double n_bytes, int k)
{
    if (auto e = checkWholeAtLeast("stream_messages", k, 1))
        return *e;
    Result<double> one = logGpTime(p, gapPerByte_s, n_bytes);
    if (!one.ok())
        return one;
    const double injection = p.o_send_s + std::max(n_bytes - 1.0, 0.0) * gapPerByte_s;
    return (k - 1) * std::max(p.g_s, injection) + one.value();
}

Result<double> alphaBetaStreamTime(const Link &link, double n_bytes, int k)
{
    if (auto e = checkWholeAtLeast("stream_messages", k, 1))
        return *e;
    Result<Cost> one = p2pTime(link, n_bytes);
    if (!one.ok())
        return one.forward<double>();
    return k * one.value().total_s();
}

double logGpGapPerByte(const Scenario &s)
{
    return s.loggp.G_s_per_byte.value_or(1.0 / s.inter.beta_Bps);
}

// --- 2. Collectives ------------------------------------------------------------------------------

Result<Coefficients> coefficients(Algorithm a, int gpus)
{
    if (auto e = checkGpus(gpus))
        return *e;
    const double n = gpus;
    const double lg = ceilLog2(gpus);
    const double ringShare = (n - 1) / n;
    switch (a) {
    case Algorithm::AllReduceRing:
        return Coefficients{2 * (n - 1), 2 * ringShare};
    case Algorithm::AllReduceTree:
        return Coefficients{2 * lg, 2 * lg};
    case Algorithm::AllReduceRhd:
        if (!isPowerOfTwo(gpus))
            return NotApplicable{Text(formats::kRhdNeedsPowerOfTwo, {std::to_string(gpus)})};
        return Coefficients{2 * lg, 2 * ringShare};
    case Algorithm::AllGatherRing:
    case Algorithm::ReduceScatterRing:
    case Algorithm::AllToAllPairwise:
        return Coefficients{n - 1, ringShare};
    case Algorithm::BroadcastTree:
        return Coefficients{lg, lg};
    case Algorithm::AllReduceHierTree:
    case Algorithm::AllReduceHierRail:
        break;
    case Algorithm::AllReducePipelinedTree:
    case Algorithm::AllReduceTwoLevelRing:
    case Algorithm::AllReduceInNetwork:
    case Algorithm::AllReduceHierPipelined:
        return NotApplicable{formats::kProductionHasNoCoefficients};
    }
    return NotApplicable{formats::kHierarchicalHasNoCoefficients};
}

namespace {

// Both hierarchical AllReduces of section 3, priced on the cluster's levels (SPEC.md 9.2): the rail-parallel one
// as the hierarchical AllReduce, the three-phase one with its node ring on the levels.
Result<Cost> hierarchical(Algorithm a, const Scenario &s, int gpus, double size_bytes)
{
    if (auto e = checkLink(s.intra, "intra_"))
        return *e;
    if (auto e = checkWholeAtLeast(paramName(Param::GpusPerNode), s.gpus_per_node, 1))
        return *e;
    const int g = s.gpus_per_node;
    if (gpus % g != 0)
        return NotApplicable{Text(formats::kHierarchicalNeedsMultiple, {std::to_string(gpus), std::to_string(g)})};
    switch (a) {
    case Algorithm::AllReduceHierTree:
        return hierarchicalTreeAllReduce(s, gpus, size_bytes);
    case Algorithm::AllReduceHierPipelined:
        return hierarchicalAllReducePipelined(s, gpus, size_bytes);
    default:
        return hierarchicalAllReduce(s, gpus, size_bytes);
    }
}

} // namespace

Result<Cost> collectiveCost(Algorithm a, const Scenario &s, int gpus, double size_bytes)
{
    // The production refinements check their own inputs (η, the chunk size, the intra-node link) even for N = 1.
    switch (a) {
    case Algorithm::AllReducePipelinedTree: {
        const Result<PipelinedTree> t = pipelinedTree(s, gpus, size_bytes);
        return t.ok() ? Result<Cost>(t.value().cost) : t.forward<Cost>();
    }
    case Algorithm::AllReduceTwoLevelRing:
        return twoLevelRingCost(s, gpus, size_bytes);
    case Algorithm::AllReduceInNetwork:
        return inNetworkCost(s.inter, s.switch_efficiency, gpus, size_bytes);
    default:
        break;
    }
    if (auto e = checkLink(s.inter))
        return *e;
    if (auto e = checkGpus(gpus))
        return *e;
    if (auto e = checkSize(size_bytes))
        return *e;
    if (gpus == 1)
        return Cost{};
    if (a == Algorithm::AllReduceHierTree || a == Algorithm::AllReduceHierRail ||
        a == Algorithm::AllReduceHierPipelined)
        return hierarchical(a, s, gpus, size_bytes);
    const Result<Coefficients> c = coefficients(a, gpus);
    if (!c.ok())
        return c.forward<Cost>();
    return scaled(c.value(), s.inter, size_bytes);
}

// --- 3. Algorithm selection ----------------------------------------------------------------------

Result<double> ringTreeCrossover(const Link &link, int gpus)
{
    Result<double> nStar = crossoverSize(link);
    if (!nStar.ok())
        return nStar;
    if (auto e = checkGpus(gpus))
        return *e;
    if (gpus == 1)
        return NotApplicable{formats::kOneGpuNoCrossover};
    const double n = gpus;
    const double lg = ceilLog2(gpus);
    // lg ≤ N − 1 for N ≥ 2, so the crossover is never negative; it is 0 for N = 2 and 3.
    return nStar.value() * ((n - 1) - lg) / (lg - (n - 1) / n);
}

Result<Choice> bestAllReduce(const Scenario &s, int gpus, double size_bytes)
{
    std::optional<Choice> best;
    for (Algorithm a : allReduceAlgorithms()) {
        const Result<Cost> c = collectiveCost(a, s, gpus, size_bytes);
        if (c.isError())
            return c.error();
        if (c.ok() && (!best || c.value().total_s() < best->cost.total_s()))
            best = Choice{a, c.value()};
    }
    return *best; // ring always applies
}

// --- 4. Pipeline ---------------------------------------------------------------------------------

Result<double> bubbleFraction(int stages, int microbatches)
{
    return bubbleFractionInterleaved(stages, microbatches, 1);
}

Result<double> bubbleFractionInterleaved(int stages, int microbatches, int virtualStages)
{
    if (auto e = checkWholeAtLeast(paramName(Param::Stages), stages, 1))
        return *e;
    if (auto e = checkWholeAtLeast(paramName(Param::Microbatches), microbatches, 1))
        return *e;
    if (auto e = checkWholeAtLeast(paramName(Param::Virtual), virtualStages, 1))
        return *e;
    const double fill = stages - 1;
    return fill / (fill + static_cast<double>(microbatches) * virtualStages);
}

Result<int> minMicrobatches(int stages, double target, int virtualStages)
{
    if (auto e = checkWholeAtLeast(paramName(Param::Stages), stages, 1))
        return *e;
    if (auto e = checkWholeAtLeast(paramName(Param::Virtual), virtualStages, 1))
        return *e;
    if (!(target > 0 && target < 1))
        return Error{"target", Text(formats::kTargetBubbleOutOfRange, {std::to_string(target)})};
    const double fill = stages - 1;
    // b ≤ b*  ⇔  (p−1)(1−b*) ≤ b*·m·V; the tolerance keeps m = 4(p−1) at exactly 20%.
    const auto fits = [&](double m) { return fill * (1 - target) <= target * m * virtualStages * (1 + 1e-12); };
    double m = std::max(1.0, std::ceil(fill * (1 - target) / (target * virtualStages)));
    while (m > 1 && fits(m - 1))
        --m;
    while (!fits(m))
        ++m;
    if (m > std::numeric_limits<int>::max())
        return Error{std::string(paramName(Param::Stages)),
                     Text(formats::kTooManyMicrobatches, {std::to_string(stages)})};
    return static_cast<int>(m);
}

// --- 5. Compression ------------------------------------------------------------------------------

Result<CompressionResult> compression(const Scenario &s, int gpus, double size_bytes, double ratio, double codec_s)
{
    if (auto e = checkAtLeast(paramName(Param::Ratio), ratio, 1.0))
        return *e;
    if (auto e = checkNonNegative(paramName(Param::Codec), codec_s, "s"))
        return *e;
    const Result<Cost> full = collectiveCost(s.compression_collective, s, gpus, size_bytes);
    if (!full.ok())
        return full.forward<CompressionResult>();
    const Result<Cost> small = collectiveCost(s.compression_collective, s, gpus, size_bytes / ratio);
    if (!small.ok())
        return small.forward<CompressionResult>();
    CompressionResult r;
    r.uncompressed_s = full.value().total_s();
    r.transfer_s = small.value().total_s();
    r.compressed_s = codec_s + r.transfer_s;
    r.codec_budget_s = r.uncompressed_s - r.transfer_s;
    r.speedup = r.compressed_s > 0 ? r.uncompressed_s / r.compressed_s : 0.0;
    r.pays = codec_s < r.codec_budget_s;
    return r;
}

Result<double> breakEvenRatio(const Scenario &s, int gpus, double size_bytes, double codec_s)
{
    if (auto e = checkNonNegative(paramName(Param::Codec), codec_s, "s"))
        return *e;
    const Result<Cost> full = collectiveCost(s.compression_collective, s, gpus, size_bytes);
    if (!full.ok())
        return full.forward<double>();
    // Every model's bandwidth term is linear in M, so the budget is bw·(1 − 1/r) = T_codec at r*.
    const double bw = full.value().bandwidth_s;
    if (bw <= 0)
        return NotApplicable{formats::kNothingToCompress};
    if (codec_s >= bw)
        return NotApplicable{formats::kCompressionNeverPays};
    return bw / (bw - codec_s);
}

} // namespace commviz
