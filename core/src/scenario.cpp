// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commviz/scenario.h"

#include "commviz/parameters.h"
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

// Table 1, and the algorithms' names for people; marked for the catalogue, which translates them.
const std::vector<Preset> kPresets{
    {"nvlink4", COMMVIZ_TEXT("NVLink 4.0 (H100)"), {500e-9, 450e9}, COMMVIZ_TEXT("GPU to GPU inside a node")},
    {"pcie5", COMMVIZ_TEXT("PCIe Gen5"), {1000e-9, 64e9}, COMMVIZ_TEXT("CPU-GPU, NIC-GPU")},
    {"ib-ndr",
     COMMVIZ_TEXT("InfiniBand NDR (400 Gbps)"),
     {5e-6, 50e9},
     COMMVIZ_TEXT("between nodes, high-end clusters")},
    {"ib-hdr",
     COMMVIZ_TEXT("InfiniBand HDR (200 Gbps)"),
     {7e-6, 25e9},
     COMMVIZ_TEXT("between nodes, previous generation")},
    {"roce", COMMVIZ_TEXT("RoCE v2 (100 GbE)"), {10e-6, 12.5e9}, COMMVIZ_TEXT("between nodes, Ethernet clusters")},
    {"tcp", COMMVIZ_TEXT("TCP/IP (10 GbE)"), {50e-6, 1.25e9}, COMMVIZ_TEXT("control plane, non-RDMA fallback")},
};

struct AlgorithmNames {
    Algorithm algorithm;
    const char *key;
    const char *name;
};
const AlgorithmNames kAlgorithmNames[] = {
    {Algorithm::AllReduceRing, "allreduce_ring", COMMVIZ_TEXT("AllReduce, ring")},
    {Algorithm::AllReduceTree, "allreduce_tree", COMMVIZ_TEXT("AllReduce, tree")},
    {Algorithm::AllReduceRhd, "allreduce_rhd", COMMVIZ_TEXT("AllReduce, recursive halving-doubling")},
    {Algorithm::AllReduceHierTree, "allreduce_hier_tree", COMMVIZ_TEXT("AllReduce, hierarchical (3 phases)")},
    {Algorithm::AllReduceHierRail, "allreduce_hier_rail", COMMVIZ_TEXT("AllReduce, hierarchical (rail-parallel)")},
    {Algorithm::AllGatherRing, "allgather_ring", COMMVIZ_TEXT("AllGather, ring")},
    {Algorithm::ReduceScatterRing, "reducescatter_ring", COMMVIZ_TEXT("ReduceScatter, ring")},
    {Algorithm::AllToAllPairwise, "alltoall_pairwise", COMMVIZ_TEXT("AllToAll, pairwise")},
    {Algorithm::BroadcastTree, "broadcast_tree", COMMVIZ_TEXT("Broadcast, tree")},
    {Algorithm::AllReducePipelinedTree, "allreduce_pipelined_tree", COMMVIZ_TEXT("AllReduce, pipelined tree")},
    {Algorithm::AllReduceTwoLevelRing, "allreduce_two_level_ring", COMMVIZ_TEXT("AllReduce, two-level ring")},
    {Algorithm::AllReduceInNetwork, "allreduce_in_network", COMMVIZ_TEXT("AllReduce, in-network reduction")},
    {Algorithm::AllReduceHierPipelined, "allreduce_hier_pipelined",
     COMMVIZ_TEXT("AllReduce, hierarchical pipelined across levels")},
};

const AlgorithmNames &names(Algorithm a)
{
    for (const AlgorithmNames &n : kAlgorithmNames) {
        if (n.algorithm == a)
            return n;
    }
    return kAlgorithmNames[0];
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

const Preset *presetWithLink(const Link &link)
{
    const auto same = [](double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b)); };
    for (const Preset &p : presets()) {
        if (same(p.link.alpha_s, link.alpha_s) && same(p.link.beta_Bps, link.beta_Bps))
            return &p;
    }
    return nullptr;
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
    static const std::vector<Algorithm> kProduction{
        Algorithm::AllReduceRing,     Algorithm::AllReducePipelinedTree, Algorithm::AllReduceTwoLevelRing,
        Algorithm::AllReduceHierRail, Algorithm::AllReduceHierPipelined, Algorithm::AllReduceInNetwork};
    return kProduction;
}

const std::vector<Algorithm> &anyAllReduceAlgorithms()
{
    static const std::vector<Algorithm> kAny = [] {
        std::vector<Algorithm> all = allReduceAlgorithms();
        all.insert(all.end(), {Algorithm::AllReducePipelinedTree, Algorithm::AllReduceTwoLevelRing,
                               Algorithm::AllReduceInNetwork, Algorithm::AllReduceHierPipelined});
        return all;
    }();
    return kAny;
}

std::string algorithmKey(Algorithm a)
{
    return names(a).key;
}

std::string algorithmName(Algorithm a)
{
    return names(a).name;
}

std::string allReduceShortKey(Algorithm a)
{
    const std::string key = algorithmKey(a);
    const std::string prefix = "allreduce_";
    return key.rfind(prefix, 0) == 0 ? key.substr(prefix.size()) : key;
}

std::optional<Algorithm> findAlgorithm(std::string_view key)
{
    for (const AlgorithmNames &n : kAlgorithmNames) {
        if (equalsIgnoreCase(n.key, key))
            return n.algorithm;
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
    if (std::isfinite(value) && std::floor(value) != value)
        return Error{std::string(parameter),
                     Text(formats::kNotAWholeNumber, {std::string(parameter), shown(value, "")})};
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
    // A choice that is not among the registry's (set in code, not read): named by its key, not an index.
    const auto &allReduces = anyAllReduceAlgorithms();
    if (std::find(allReduces.begin(), allReduces.end(), s.bucket_collective) == allReduces.end())
        return Error{std::string(paramName(Param::BucketCollective)),
                     Text(formats::kBucketCollectiveNotAllReduce, {algorithmKey(s.bucket_collective)})};
    if (std::find(allReduces.begin(), allReduces.end(), s.compression_collective) == allReduces.end())
        return Error{std::string(paramName(Param::CompressionCollective)),
                     Text(formats::kCompressionCollectiveNotAllReduce, {algorithmKey(s.compression_collective)})};
    for (const ParamInfo &info : parameters()) {
        if (auto e = checkParam(info.param, info.get(s)))
            return *e;
    }
    // Inputs no person sets (LogGP's defaults, the stream's length): checked all the same.
    const std::optional<Error> checks[] = {
        checkNonNegative("loggp_L", s.loggp.L_s, "s"),
        checkNonNegative("loggp_o_send", s.loggp.o_send_s, "s"),
        checkNonNegative("loggp_o_recv", s.loggp.o_recv_s, "s"),
        checkNonNegative("loggp_g", s.loggp.g_s, "s"),
        s.loggp.G_s_per_byte ? checkNonNegative("loggp_G", *s.loggp.G_s_per_byte) : std::nullopt,
        checkWholeAtLeast("stream_messages", s.stream_messages, 1),
    };
    for (const auto &c : checks) {
        if (c)
            return *c;
    }
    return s;
}

} // namespace commviz
