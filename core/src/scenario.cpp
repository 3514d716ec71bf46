// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commviz/scenario.h"

#include "commviz/units.h"

#include "textformats.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace commviz {
namespace {

bool equalsIgnoreCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

TextArg shown(double value, std::string_view unitHint)
{
    if (std::isnan(value))
        return "NaN";
    if (std::isinf(value))
        return Text(value > 0 ? formats::kInfinity : formats::kMinusInfinity);
    if (unitHint == "s")
        return formatTime(value);
    if (unitHint == "B")
        return formatSize(value);
    if (unitHint == "B/s")
        return formatBandwidth(value);
    return formatTrimmed(value, 6);
}

} // namespace

const std::vector<Preset> &presets()
{
    static const std::vector<Preset> kPresets{
        {"nvlink4", "NVLink 4.0 (H100)", {500e-9, 450e9}, "GPU to GPU inside a node"},
        {"pcie5", "PCIe Gen5", {1000e-9, 64e9}, "CPU-GPU, NIC-GPU"},
        {"ib-ndr", "InfiniBand NDR (400 Gbps)", {5e-6, 50e9}, "between nodes, high-end clusters"},
        {"ib-hdr", "InfiniBand HDR (200 Gbps)", {7e-6, 25e9}, "between nodes, previous generation"},
        {"roce", "RoCE v2 (100 GbE)", {10e-6, 12.5e9}, "between nodes, Ethernet clusters"},
        {"tcp", "TCP/IP (10 GbE)", {50e-6, 1.25e9}, "control plane, non-RDMA fallback"},
    };
    return kPresets;
}

std::optional<Preset> findPreset(std::string_view keyOrName)
{
    for (const Preset &p : presets()) {
        if (equalsIgnoreCase(p.key, keyOrName) || equalsIgnoreCase(p.name, keyOrName))
            return p;
    }
    return std::nullopt;
}

const std::vector<Algorithm> &allAlgorithms()
{
    static const std::vector<Algorithm> kAll{
        Algorithm::AllReduceRing,     Algorithm::AllReduceTree,     Algorithm::AllReduceRhd,
        Algorithm::AllReduceHierTree, Algorithm::AllReduceHierRail, Algorithm::AllGatherRing,
        Algorithm::ReduceScatterRing, Algorithm::AllToAllPairwise,  Algorithm::BroadcastTree,
    };
    return kAll;
}

const std::vector<Algorithm> &allReduceAlgorithms()
{
    static const std::vector<Algorithm> kAllReduce{Algorithm::AllReduceRing, Algorithm::AllReduceTree,
                                                   Algorithm::AllReduceRhd, Algorithm::AllReduceHierTree,
                                                   Algorithm::AllReduceHierRail};
    return kAllReduce;
}

const std::vector<Algorithm> &productionAllReduceAlgorithms()
{
    static const std::vector<Algorithm> kProduction{Algorithm::AllReduceRing, Algorithm::AllReducePipelinedTree,
                                                    Algorithm::AllReduceTwoLevelRing, Algorithm::AllReduceHierRail,
                                                    Algorithm::AllReduceInNetwork};
    return kProduction;
}

const std::vector<Algorithm> &anyAllReduceAlgorithms()
{
    static const std::vector<Algorithm> kAny = [] {
        std::vector<Algorithm> all = allReduceAlgorithms();
        all.insert(all.end(), {Algorithm::AllReducePipelinedTree, Algorithm::AllReduceTwoLevelRing,
                               Algorithm::AllReduceInNetwork});
        return all;
    }();
    return kAny;
}

std::string algorithmKey(Algorithm a)
{
    switch (a) {
    case Algorithm::AllReduceRing:
        return "allreduce_ring";
    case Algorithm::AllReduceTree:
        return "allreduce_tree";
    case Algorithm::AllReduceRhd:
        return "allreduce_rhd";
    case Algorithm::AllReduceHierTree:
        return "allreduce_hier_tree";
    case Algorithm::AllReduceHierRail:
        return "allreduce_hier_rail";
    case Algorithm::AllGatherRing:
        return "allgather_ring";
    case Algorithm::ReduceScatterRing:
        return "reducescatter_ring";
    case Algorithm::AllToAllPairwise:
        return "alltoall_pairwise";
    case Algorithm::BroadcastTree:
        return "broadcast_tree";
    case Algorithm::AllReducePipelinedTree:
        return "allreduce_pipelined_tree";
    case Algorithm::AllReduceTwoLevelRing:
        return "allreduce_two_level_ring";
    case Algorithm::AllReduceInNetwork:
        return "allreduce_in_network";
    }
    return {};
}

std::string algorithmName(Algorithm a)
{
    switch (a) {
    case Algorithm::AllReduceRing:
        return "AllReduce, ring";
    case Algorithm::AllReduceTree:
        return "AllReduce, tree";
    case Algorithm::AllReduceRhd:
        return "AllReduce, recursive halving-doubling";
    case Algorithm::AllReduceHierTree:
        return "AllReduce, hierarchical (3 phases)";
    case Algorithm::AllReduceHierRail:
        return "AllReduce, hierarchical (rail-parallel)";
    case Algorithm::AllGatherRing:
        return "AllGather, ring";
    case Algorithm::ReduceScatterRing:
        return "ReduceScatter, ring";
    case Algorithm::AllToAllPairwise:
        return "AllToAll, pairwise";
    case Algorithm::BroadcastTree:
        return "Broadcast, tree";
    case Algorithm::AllReducePipelinedTree:
        return "AllReduce, pipelined tree";
    case Algorithm::AllReduceTwoLevelRing:
        return "AllReduce, two-level ring";
    case Algorithm::AllReduceInNetwork:
        return "AllReduce, in-network reduction";
    }
    return {};
}

std::string allReduceShortKey(Algorithm a)
{
    const std::string key = algorithmKey(a);
    const std::string prefix = "allreduce_";
    return key.rfind(prefix, 0) == 0 ? key.substr(prefix.size()) : key;
}

std::optional<Algorithm> findAlgorithm(std::string_view key)
{
    std::vector<Algorithm> known = allAlgorithms();
    known.insert(known.end(),
                 {Algorithm::AllReducePipelinedTree, Algorithm::AllReduceTwoLevelRing, Algorithm::AllReduceInNetwork});
    for (Algorithm a : known) {
        if (equalsIgnoreCase(algorithmKey(a), key))
            return a;
    }
    return std::nullopt;
}

std::optional<Error> checkNonNegative(std::string_view parameter, double value, std::string_view unitHint)
{
    if (std::isfinite(value) && value >= 0)
        return std::nullopt;
    return Error{std::string(parameter),
                 Text(formats::kMustBeNonNegative, {std::string(parameter), shown(value, unitHint)})};
}

std::optional<Error> checkPositive(std::string_view parameter, double value, std::string_view unitHint)
{
    if (std::isfinite(value) && value > 0)
        return std::nullopt;
    return Error{std::string(parameter),
                 Text(formats::kMustBePositive, {std::string(parameter), shown(value, unitHint)})};
}

std::optional<Error> checkAtLeast(std::string_view parameter, double value, double minimum)
{
    if (std::isfinite(value) && value >= minimum)
        return std::nullopt;
    return Error{std::string(parameter),
                 Text(formats::kMustBeAtLeast, {std::string(parameter), shown(value, ""), formatTrimmed(minimum, 6)})};
}

std::optional<Error> checkWholeAtLeast(std::string_view parameter, double value, long long minimum)
{
    if (std::isfinite(value) && value >= static_cast<double>(minimum) && value <= 1e9 && std::floor(value) == value)
        return std::nullopt;
    return Error{std::string(parameter),
                 Text(formats::kMustBeWholeFrom, {std::string(parameter), shown(value, ""), std::to_string(minimum)})};
}

std::optional<Error> checkFraction(std::string_view parameter, double value)
{
    if (std::isfinite(value) && value > 0 && value <= 1)
        return std::nullopt;
    return Error{std::string(parameter), Text(formats::kMustBeFraction, {std::string(parameter), shown(value, "")})};
}

Result<Scenario> validate(const Scenario &s)
{
    const std::optional<Error> checks[] = {
        checkNonNegative("alpha", s.inter.alpha_s, "s"),
        checkPositive("beta", s.inter.beta_Bps, "B/s"),
        checkWholeAtLeast("gpus", s.gpus, 1),
        checkNonNegative("size", s.size_bytes, "B"),
        checkWholeAtLeast("gpus_per_node", s.gpus_per_node, 1),
        checkNonNegative("intra_alpha", s.intra.alpha_s, "s"),
        checkPositive("intra_beta", s.intra.beta_Bps, "B/s"),
        checkWholeAtLeast("stages", s.stages, 1),
        checkWholeAtLeast("microbatches", s.microbatches, 1),
        checkWholeAtLeast("virtual_stages", s.virtual_stages, 1),
        checkAtLeast("ratio", s.ratio, 1.0),
        checkNonNegative("codec", s.codec_s, "s"),
        checkNonNegative("loggp_L", s.loggp.L_s, "s"),
        checkNonNegative("loggp_o_send", s.loggp.o_send_s, "s"),
        checkNonNegative("loggp_o_recv", s.loggp.o_recv_s, "s"),
        checkNonNegative("loggp_g", s.loggp.g_s, "s"),
        s.loggp.G_s_per_byte ? checkNonNegative("loggp_G", *s.loggp.G_s_per_byte) : std::nullopt,
        checkWholeAtLeast("stream_messages", s.stream_messages, 1),
        checkFraction("switch_efficiency", s.switch_efficiency),
        s.chunk_bytes ? checkPositive("chunk", *s.chunk_bytes, "B") : std::nullopt,
        checkNonNegative("backward", s.backward_s, "s"),
        checkPositive("bucket", s.bucket_bytes, "B"),
    };
    for (const auto &c : checks) {
        if (c)
            return *c;
    }
    const auto &allReduces = anyAllReduceAlgorithms();
    if (std::find(allReduces.begin(), allReduces.end(), s.bucket_collective) == allReduces.end())
        return Error{"bucket_collective",
                     Text(formats::kBucketCollectiveNotAllReduce, {algorithmKey(s.bucket_collective)})};
    return s;
}

} // namespace commviz
