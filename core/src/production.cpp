// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commviz/production.h"

#include "commviz/cluster.h"

#include "commviz/units.h"

#include "commviz/parameters.h"

#include "textformats.h"
#include "wholediv.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace commviz {
namespace {

std::optional<Error> checkLink(const Link &link, std::string_view prefix = "")
{
    const std::string p(prefix);
    if (auto e = checkNonNegative(p + "alpha", link.alpha_s, "s"))
        return e;
    return checkPositive(p + "beta", link.beta_Bps, "B/s");
}

std::optional<Error> checkGpusAndSize(int gpus, double size_bytes)
{
    if (auto e = checkWholeAtLeast(paramName(Param::Gpus), gpus, 1))
        return e;
    return checkNonNegative(paramName(Param::Size), size_bytes, "B");
}

// T(k) without checks: the one expression every caller (the optimum's comparison included) evaluates.
Cost treeWithChunks(const Link &link, int levels, double size_bytes, int chunks)
{
    const double steps = 2.0 * (levels + chunks - 1);
    return {steps * link.alpha_s, steps * size_bytes / (chunks * link.beta_Bps)};
}

} // namespace

// --- 6.1 Pipelined tree ------------------------------------------------------------------------------------

Result<Cost> pipelinedTreeCost(const Link &link, int gpus, double size_bytes, int chunks)
{
    if (auto e = checkLink(link))
        return *e;
    if (auto e = checkGpusAndSize(gpus, size_bytes))
        return *e;
    if (chunks < 1 || chunks > kMaxChunks)
        return Error{"chunks", Text(formats::kMustBeWholeFrom, {std::string("chunks"), std::to_string(chunks), "1"})};
    if (gpus == 1)
        return Cost{};
    return treeWithChunks(link, ceilLog2(gpus), size_bytes, chunks);
}

Result<int> optimalChunks(const Link &link, int gpus, double size_bytes)
{
    if (auto e = checkLink(link))
        return *e;
    if (auto e = checkGpusAndSize(gpus, size_bytes))
        return *e;
    const int levels = ceilLog2(gpus);
    if (levels <= 1 || size_bytes == 0)
        return 1;
    // T(k) = 2·[(h − 1)·α + k·α + (h − 1)·M/(k·β) + M/β] is convex in k, so the best whole k is next to k*.
    // α·β can underflow to 0 (α = 0 is valid): k* is then infinite and the cap applies.
    const double kStar = std::sqrt((levels - 1) * size_bytes / (link.alpha_s * link.beta_Bps));
    if (!(kStar < kMaxChunks))
        return kMaxChunks;
    const int lo = std::max(1, static_cast<int>(std::floor(kStar)));
    const int hi = std::max(1, static_cast<int>(std::ceil(kStar)));
    const double tLo = treeWithChunks(link, levels, size_bytes, lo).total_s();
    const double tHi = treeWithChunks(link, levels, size_bytes, hi).total_s();
    return tHi < tLo ? hi : lo;
}

Result<int> chunksForSize(double size_bytes, double chunk_bytes)
{
    if (auto e = checkNonNegative(paramName(Param::Size), size_bytes, "B"))
        return *e;
    if (auto e = checkPositive(paramName(Param::Chunk), chunk_bytes, "B"))
        return *e;
    const double k = wholeCeilDiv(size_bytes, chunk_bytes);
    if (!(k <= kMaxChunks))
        return Error{std::string(paramName(Param::Chunk)),
                     Text(formats::kTooManyChunks, {formatSize(chunk_bytes), formatSize(size_bytes)})};
    return static_cast<int>(k);
}

Result<PipelinedTree> pipelinedTree(const Scenario &s, int gpus, double size_bytes)
{
    const Result<int> k =
        s.chunk_bytes ? chunksForSize(size_bytes, *s.chunk_bytes) : optimalChunks(s.inter, gpus, size_bytes);
    if (!k.ok())
        return k.forward<PipelinedTree>();
    const Result<Cost> cost = pipelinedTreeCost(s.inter, gpus, size_bytes, k.value());
    if (!cost.ok())
        return cost.forward<PipelinedTree>();
    return PipelinedTree{cost.value(), k.value()};
}

// --- 6.2 In-network reduction ------------------------------------------------------------------------------

Result<Cost> inNetworkCost(const Link &link, double switch_efficiency, int gpus, double size_bytes)
{
    if (auto e = checkLink(link))
        return *e;
    if (auto e = checkGpusAndSize(gpus, size_bytes))
        return *e;
    if (auto e = checkParam(Param::SwitchEfficiency, switch_efficiency)) // the registry's limit keeps M/(η·β) finite
        return *e;
    if (gpus == 1)
        return Cost{};
    return Cost{2 * link.alpha_s, size_bytes / (switch_efficiency * link.beta_Bps)};
}

// --- 6.3 Two-level ring ------------------------------------------------------------------------------------

Result<Cost> twoLevelRingCost(const Scenario &s, int gpus, double size_bytes)
{
    if (auto e = checkLink(s.inter))
        return *e;
    if (auto e = checkLink(s.intra, "intra_"))
        return *e;
    if (auto e = checkGpusAndSize(gpus, size_bytes))
        return *e;
    if (auto e = checkWholeAtLeast(paramName(Param::GpusPerNode), s.gpus_per_node, 1))
        return *e;
    if (gpus == 1)
        return Cost{};
    const int g = s.gpus_per_node;
    if (gpus % g != 0)
        return NotApplicable{Text(formats::kTwoLevelRingNeedsMultiple, {std::to_string(gpus), std::to_string(g)})};
    // One ring laid out node by node, each step charged on the level it crosses (SPEC.md 9.2's flat ring).
    return flatRingAllReduce(s, gpus, size_bytes);
}

// --- 6.4 Protocols -----------------------------------------------------------------------------------------

const std::vector<Protocol> &allProtocols()
{
    static const std::vector<Protocol> kAll{Protocol::LL, Protocol::LL128, Protocol::Simple};
    return kAll;
}

std::string protocolKey(Protocol p)
{
    switch (p) {
    case Protocol::LL:
        return "ll";
    case Protocol::LL128:
        return "ll128";
    case Protocol::Simple:
        return "simple";
    }
    return {};
}

std::string protocolName(Protocol p)
{
    switch (p) {
    case Protocol::LL:
        return "LL";
    case Protocol::LL128:
        return "LL128";
    case Protocol::Simple:
        return "Simple";
    }
    return {};
}

ProtocolFactors protocolFactors(Protocol p)
{
    // NCCL's network ring step latencies (2.7, 4.0, 14.0 µs) relative to Simple's, and its bandwidth factors.
    switch (p) {
    case Protocol::LL:
        return {2.7 / 14.0, 0.5};
    case Protocol::LL128:
        return {4.0 / 14.0, 0.92};
    case Protocol::Simple:
        break;
    }
    return {1.0, 1.0};
}

Cost underProtocol(const Cost &simple, Protocol p)
{
    const ProtocolFactors f = protocolFactors(p);
    return {f.latency * simple.latency_s, simple.bandwidth_s / f.bandwidth};
}

ProtocolChoice cheapestProtocol(const Cost &simple)
{
    ProtocolChoice best{Protocol::LL, underProtocol(simple, Protocol::LL)};
    for (Protocol p : {Protocol::LL128, Protocol::Simple}) {
        const Cost c = underProtocol(simple, p);
        if (c.total_s() <= best.cost.total_s()) // a tie goes to the later row
            best = {p, c};
    }
    return best;
}

Result<Cost> protocolCost(Algorithm a, const Scenario &s, int gpus, double size_bytes, Protocol p)
{
    Result<Cost> simple = collectiveCost(a, s, gpus, size_bytes);
    if (!simple.ok())
        return simple;
    return underProtocol(simple.value(), p);
}

Result<ProtocolChoice> cheapestProtocol(Algorithm a, const Scenario &s, int gpus, double size_bytes)
{
    Result<Cost> simple = collectiveCost(a, s, gpus, size_bytes);
    if (!simple.ok())
        return simple.forward<ProtocolChoice>();
    return cheapestProtocol(simple.value());
}

Result<ProtocolSwitches> protocolSwitchSizes(Algorithm a, const Scenario &s, int gpus)
{
    // One byte gives w directly: every other model's latency term is constant in M, its bandwidth term linear.
    const Result<Cost> perByte = collectiveCost(a, s, gpus, 1.0);
    if (!perByte.ok())
        return perByte.forward<ProtocolSwitches>();
    if (a == Algorithm::AllReducePipelinedTree)
        return NotApplicable{formats::kPipelinedTreeHasNoSwitchSize};
    if (gpus == 1)
        return NotApplicable{formats::kOneGpuNoProtocolSwitch};
    return protocolSwitchSizes(perByte.value());
}

ProtocolSwitches protocolSwitchSizes(const Cost &oneByte)
{
    const double latency = oneByte.latency_s;
    const double w = oneByte.bandwidth_s;
    const auto where = [&](Protocol p, Protocol q) {
        const ProtocolFactors fp = protocolFactors(p);
        const ProtocolFactors fq = protocolFactors(q);
        return latency * (fq.latency - fp.latency) / (w * (1 / fp.bandwidth - 1 / fq.bandwidth));
    };
    return ProtocolSwitches{where(Protocol::LL, Protocol::LL128), where(Protocol::LL128, Protocol::Simple)};
}

// --- 6.5 The production choice -----------------------------------------------------------------------------

namespace {

// Costs within 1e-12 relative of each other are a tie, which the earlier candidate keeps.
bool cheaperBeyondTie(double candidate_s, double best_s)
{
    return candidate_s < best_s - 1e-12 * std::max(candidate_s, best_s);
}

} // namespace

Result<ProductionChoice> productionAllReduce(const Scenario &s, int gpus, double size_bytes)
{
    std::optional<ProductionChoice> best;
    for (Algorithm a : productionAllReduceAlgorithms()) {
        if (a == Algorithm::AllReduceInNetwork && !s.in_network)
            continue;
        const Result<ProtocolChoice> c = cheapestProtocol(a, s, gpus, size_bytes);
        if (c.isError())
            return c.error();
        if (c.ok() && (!best || cheaperBeyondTie(c.value().cost.total_s(), best->cost.total_s())))
            best = ProductionChoice{a, c.value().protocol, c.value().cost};
    }
    return *best; // the ring always applies
}

} // namespace commviz
