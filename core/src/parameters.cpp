// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commviz/parameters.h"

#include "parameterrows.h"
#include "textformats.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstdio>

namespace commviz {
namespace {

using Q = Quantity;
using K = ParamKind;
using G = ParamGroup;
using L = LowerBound;

constexpr double kMaxTime_s = 1e6;      // 11.6 days: no latency, codec or backward pass comes near
constexpr double kMaxSize_bytes = 1e18; // 1 EB
constexpr double kMinBandwidth_Bps = 1;
constexpr double kMaxBandwidth_Bps = 1e18;
constexpr double kMaxRatio = 1e12;
// In-network reduction's bandwidth term is M/(η·β): below 0.1% no switch reduces anything, and a tiny η would
// make it infinite.
constexpr double kMinSwitchEfficiency = 1e-3;

// A collective as an index into its choices, anyAllReduceAlgorithms() (one past them for any other).
double allReduceIndex(Algorithm a)
{
    const auto &all = anyAllReduceAlgorithms();
    return double(std::find(all.begin(), all.end(), a) - all.begin());
}

Algorithm choice(double index)
{
    return anyAllReduceAlgorithms()[static_cast<std::size_t>(index)];
}

// clang-format off
// (a table reads best a few lines a parameter)
const std::vector<ParamInfo> kEarlierRows{
    {Param::Alpha, G::Links, K::Real, "alpha_s", "alpha", "alpha", "α", COMMVIZ_TEXT("inter-node latency"),
     COMMVIZ_TEXT("Inter-node latency α."), "time", Q::Time, L::NonNegative, 0, kMaxTime_s, 10e-9, 1e-3, true, false,
     "", COMMVIZ_REAL(inter.alpha_s)},
    {Param::Beta, G::Links, K::Real, "beta_Bps", "beta", "beta", "β", COMMVIZ_TEXT("inter-node bandwidth"),
     COMMVIZ_TEXT("Inter-node bandwidth β (400Gbps works too)."), "bandwidth", Q::Bandwidth, L::Positive,
     kMinBandwidth_Bps, kMaxBandwidth_Bps, 100e6, 2e12, true, false, "", COMMVIZ_REAL(inter.beta_Bps)},
    {Param::IntraAlpha, G::Links, K::Real, "intra_alpha_s", "intra-alpha", "intra_alpha", "α intra",
     COMMVIZ_TEXT("intra-node latency"), COMMVIZ_TEXT("Intra-node latency."), "time", Q::Time, L::NonNegative, 0,
     kMaxTime_s, 10e-9, 1e-3, true, false, "", COMMVIZ_REAL(intra.alpha_s)},
    {Param::IntraBeta, G::Links, K::Real, "intra_beta_Bps", "intra-beta", "intra_beta", "β intra",
     COMMVIZ_TEXT("intra-node bandwidth"), COMMVIZ_TEXT("Intra-node bandwidth."), "bandwidth", Q::Bandwidth,
     L::Positive, kMinBandwidth_Bps, kMaxBandwidth_Bps, 100e6, 2e12, true, false, "", COMMVIZ_REAL(intra.beta_Bps)},
    {Param::Gpus, G::Collective, K::Whole, "gpus", "gpus", "gpus", "N", COMMVIZ_TEXT("GPUs in the collective"),
     COMMVIZ_TEXT("GPUs in the collective."), "N", Q::Count, L::WholeFromOne, 1, kMaxWhole, 1, 16384, true, false, "",
     COMMVIZ_WHOLE(gpus)},
    {Param::GpusPerNode, G::Collective, K::Whole, "gpus_per_node", "gpus-per-node", "gpus_per_node", "G",
     COMMVIZ_TEXT("GPUs per node"), COMMVIZ_TEXT("GPUs per node, for hierarchical AllReduce."), "G", Q::Count,
     L::WholeFromOne, 1, kMaxWhole, 1, 16, false, false, "", COMMVIZ_WHOLE(gpus_per_node)},
    {Param::Size, G::Collective, K::Real, "size_bytes", "size", "size", "M",
     COMMVIZ_TEXT("payload per GPU (also the message n)"),
     COMMVIZ_TEXT("Payload M per GPU, also the point-to-point n."), "bytes", Q::Size, L::NonNegative, 0,
     kMaxSize_bytes, 1, 100e9, true, false, "", COMMVIZ_REAL(size_bytes)},
    {Param::NodesPerLeaf, G::Cluster, K::Whole, "nodes_per_leaf", "nodes-per-leaf", "nodes_per_leaf", "S",
     COMMVIZ_TEXT("nodes per leaf group"), COMMVIZ_TEXT("Nodes per leaf group S (a scalable unit on one leaf switch)."),
     "S", Q::Count, L::WholeFromOne, 1, kMaxWhole, 1, 1024, true, false, "", COMMVIZ_WHOLE(nodes_per_leaf)},
    {Param::Oversubscription, G::Cluster, K::Real, "oversubscription", "oversubscription", "oversubscription", "σ",
     COMMVIZ_TEXT("spine oversubscription"), COMMVIZ_TEXT("Spine oversubscription σ (σ:1), ≥ 1."), "sigma", Q::Ratio,
     L::AtLeastOne, 1, kMaxRatio, 1, 8, false, false, "", COMMVIZ_REAL(oversubscription)},
    {Param::SpineAlpha, G::Cluster, K::Real, "spine_alpha_s", "spine-alpha", "spine_alpha", "α spine",
     COMMVIZ_TEXT("extra latency through the spine"),
     COMMVIZ_TEXT("Extra start-up latency of a message that crosses the spine."), "time", Q::Time, L::NonNegative, 0,
     kMaxTime_s, 10e-9, 1e-3, true, false, "", COMMVIZ_REAL(spine_alpha_s)},
    {Param::Stages, G::Pipeline, K::Whole, "stages", "stages", "stages", "p", COMMVIZ_TEXT("pipeline stages"),
     COMMVIZ_TEXT("Pipeline stages."), "p", Q::Count, L::WholeFromOne, 1, kMaxWhole, 1, 64, false, false, "",
     COMMVIZ_WHOLE(stages)},
    {Param::Microbatches, G::Pipeline, K::Whole, "microbatches", "microbatches", "microbatches", "m",
     COMMVIZ_TEXT("micro-batches"), COMMVIZ_TEXT("Micro-batches."), "m", Q::Count, L::WholeFromOne, 1, kMaxWhole, 1,
     256, false, false, "", COMMVIZ_WHOLE(microbatches)},
    {Param::Virtual, G::Pipeline, K::Whole, "virtual_stages", "virtual", "virtual_stages", "V",
     COMMVIZ_TEXT("virtual stages per GPU"), COMMVIZ_TEXT("Virtual stages per GPU, interleaving."), "V", Q::Count,
     L::WholeFromOne, 1, kMaxWhole, 1, 16, false, false, "", COMMVIZ_WHOLE(virtual_stages)},
    {Param::Ratio, G::Compression, K::Real, "ratio", "ratio", "ratio", "r", COMMVIZ_TEXT("compression ratio"),
     COMMVIZ_TEXT("Compression ratio, ≥ 1."), "r", Q::Ratio, L::AtLeastOne, 1, kMaxRatio, 1, 1000, true, false, "",
     COMMVIZ_REAL(ratio)},
    {Param::Codec, G::Compression, K::Real, "codec_s", "codec", "codec", "T codec",
     COMMVIZ_TEXT("encode + decode time"), COMMVIZ_TEXT("Encode + decode time T_codec."), "time", Q::Time,
     L::NonNegative, 0, kMaxTime_s, 1e-6, 1, true, false, "", COMMVIZ_REAL(codec_s)},
    {Param::SwitchEfficiency, G::Production, K::Real, "switch_efficiency", "switch-efficiency", "switch_efficiency",
     "η", COMMVIZ_TEXT("in-network reduction's switch efficiency"),
     COMMVIZ_TEXT("Switch efficiency η of in-network reduction, 0 < η ≤ 1."), "eta", Q::Fraction, L::Fraction, kMinSwitchEfficiency, 1,
     0.05, 1, false, false, "", COMMVIZ_REAL(switch_efficiency)},
    {Param::InNetwork, G::Production, K::Switch, "in_network", "in-network", "in_network", "SHARP",
     COMMVIZ_TEXT("in-network reduction available (SHARP, NVLS)"),
     COMMVIZ_TEXT("Whether the fabric reduces in its switches (SHARP, NVLS): on or off."), "on|off", Q::Count,
     L::None, 0, 1, 0, 1, false, false, "", [](const Scenario &s) { return rows::some(s.in_network ? 1.0 : 0.0); },
     [](Scenario &s, std::optional<double> v) { s.in_network = *v != 0; }},
    {Param::Chunk, G::Production, K::Real, "chunk_bytes", "chunk", "chunk", "c",
     COMMVIZ_TEXT("pipelined tree's chunk size"), COMMVIZ_TEXT("Chunk size of the pipelined tree, or optimal."),
     "size|optimal", Q::Size, L::Positive, 1, kMaxSize_bytes, 1e3, 1e9, true, true, COMMVIZ_TEXT("optimal"),
     [](const Scenario &s) { return s.chunk_bytes; },
     [](Scenario &s, std::optional<double> v) { s.chunk_bytes = v; }},
    {Param::Backward, G::Buckets, K::Real, "backward_s", "backward", "backward", "T_b",
     COMMVIZ_TEXT("backward pass time"), COMMVIZ_TEXT("Backward pass time T_b, overlapped with the AllReduces."),
     "time", Q::Time, L::NonNegative, 0, kMaxTime_s, 1e-3, 10, true, false, "", COMMVIZ_REAL(backward_s)},
    {Param::Bucket, G::Buckets, K::Real, "bucket_bytes", "bucket", "bucket", "b",
     COMMVIZ_TEXT("gradient bucket size"), COMMVIZ_TEXT("Gradient bucket size b (PyTorch DDP's bucket_cap_mb)."),
     "size", Q::Size, L::Positive, 1, kMaxSize_bytes, 64e3, 100e9, true, false, "", COMMVIZ_REAL(bucket_bytes)},
    {Param::BucketCollective, G::Buckets, K::Choice, "bucket_collective", "bucket-collective", "bucket_collective",
     "AR", COMMVIZ_TEXT("the buckets' AllReduce"),
     COMMVIZ_TEXT("The AllReduce each bucket runs: ring, tree, rhd, hier_tree, hier_rail, pipelined_tree, "
                  "two_level_ring, in_network or hier_pipelined."),
     "name", Q::Count, L::None, 0, 0, 0, 0, false, false, "",
     [](const Scenario &s) -> std::optional<double> { return allReduceIndex(s.bucket_collective); }, [](Scenario &s, std::optional<double> v) { s.bucket_collective = choice(*v); }},
    {Param::CompressionCollective, G::Compression, K::Choice, "compression_collective", "compression-collective",
     "compression_collective", "AR", COMMVIZ_TEXT("the compressed AllReduce"),
     COMMVIZ_TEXT("The AllReduce compression is judged on: ring, tree, rhd, hier_tree, hier_rail, pipelined_tree, "
                  "two_level_ring, in_network or hier_pipelined."),
     "name", Q::Count, L::None, 0, 0, 0, 0, false, false, "",
     [](const Scenario &s) -> std::optional<double> { return allReduceIndex(s.compression_collective); },
     [](Scenario &s, std::optional<double> v) { s.compression_collective = choice(*v); }},
    {Param::ProductionView, G::View, K::Switch, "production_view", "production", "production_view", "view",
     COMMVIZ_TEXT("production view"),
     COMMVIZ_TEXT("Draw the production refinements beside the textbook models: on or off."), "on|off", Q::Count,
     L::None, 0, 1, 0, 1, false, false, "", [](const Scenario &s) { return rows::some(s.production_view ? 1.0 : 0.0); },
     [](Scenario &s, std::optional<double> v) { s.production_view = *v != 0; }},
};
// clang-format on

#undef COMMVIZ_REAL
#undef COMMVIZ_WHOLE

// Built on first use, after every table it joins.
const std::vector<ParamInfo> &allRows()
{
    static const std::vector<ParamInfo> kAll = [] {
        std::vector<ParamInfo> all = kEarlierRows;
        all.insert(all.end(), rows::stepRows().begin(), rows::stepRows().end());
        return all;
    }();
    return kAll;
}

bool equalsIgnoreCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

TextArg shown(const ParamInfo &info, double value)
{
    if (std::isnan(value))
        return "NaN";
    if (std::isinf(value))
        return Text(value > 0 ? formats::kInfinity : formats::kMinusInfinity);
    std::string text = formatParam(info.param, value);
    if (value != 0 && (text == "0" || text.rfind("0 ", 0) == 0)) {
        // Too small for the unit ladder ("0 B/s" for 1e-300 B/s): the number as typed, in base units.
        std::array<char, 32> buf{};
        std::snprintf(buf.data(), buf.size(), "%.3g", value);
        const std::string_view unit = baseUnit(info.quantity);
        text = std::string(buf.data()) + (unit.empty() ? "" : " " + std::string(unit));
    }
    return text;
}

std::optional<Error> checkLimits(const ParamInfo &info, double value, std::string_view name)
{
    if (value > info.most)
        return Error{std::string(name), Text(formats::kMustBeAtMost, {std::string(name), shown(info, value),
                                                                      formatParam(info.param, info.most)})};
    if (value < info.least)
        return Error{std::string(name), Text(formats::kMustBeAtLeastLimit, {std::string(name), shown(info, value),
                                                                            formatParam(info.param, info.least)})};
    return std::nullopt;
}

// A count as people write large ones, and as parseParam reads it back: "70e9", "405.9e9", "989e12"; below a
// million as it is ("4096").
std::string engineering(double value)
{
    if (!std::isfinite(value) || std::fabs(value) < 1e6)
        return formatTrimmed(value, 2);
    int exponent = 3 * static_cast<int>(std::floor(std::log10(std::fabs(value)) / 3));
    if (std::fabs(value / std::pow(10.0, exponent)) >= 999.9995) // would read 1000e9: say 1e12
        exponent += 3;
    return formatTrimmed(value / std::pow(10.0, exponent), 3) + "e" + std::to_string(exponent);
}

} // namespace

const std::vector<ParamInfo> &parameters()
{
    return allRows();
}

const ParamInfo &parameter(Param p)
{
    return allRows()[static_cast<std::size_t>(p)];
}

std::optional<Param> findParameterByKey(std::string_view key)
{
    for (const ParamInfo &info : allRows()) {
        if (info.key == key)
            return info.param;
    }
    return std::nullopt;
}

std::optional<Param> findParameterByName(std::string_view name)
{
    for (const ParamInfo &info : allRows()) {
        if (info.name == name)
            return info.param;
    }
    return std::nullopt;
}

std::optional<double> paramValue(const Scenario &s, Param p)
{
    return parameter(p).get(s);
}

void setParamValue(Scenario &s, Param p, std::optional<double> value)
{
    parameter(p).set(s, value);
}

std::optional<double> paramDefault(Param p)
{
    return paramValue(Scenario{}, p);
}

const std::vector<std::string> &paramChoices(Param p)
{
    static const std::vector<std::string> kNone;
    static const std::vector<std::string> kAllReduces = [] {
        std::vector<std::string> keys;
        for (Algorithm a : anyAllReduceAlgorithms())
            keys.push_back(allReduceShortKey(a));
        return keys;
    }();
    return p == Param::BucketCollective || p == Param::CompressionCollective ? kAllReduces : kNone;
}

Algorithm choiceAlgorithm(Param p, double index)
{
    (void)p;
    const auto &all = anyAllReduceAlgorithms();
    return all[std::min(all.size() - 1, static_cast<std::size_t>(std::max(0.0, index)))];
}

std::optional<Error> checkParam(Param p, std::optional<double> value)
{
    return checkParam(p, value, parameter(p).name);
}

std::optional<Error> checkParam(Param p, std::optional<double> value, std::string_view name)
{
    const ParamInfo &info = parameter(p);
    if (!value) {
        if (info.optional)
            return std::nullopt;
        return Error{std::string(name), Text(formats::kMustBeSet, {std::string(name)})};
    }
    const double v = *value;
    std::optional<Error> e;
    switch (info.lower) {
    case LowerBound::NonNegative:
        e = checkNonNegative(name, v, baseUnit(info.quantity));
        break;
    case LowerBound::Positive:
        e = checkPositive(name, v, baseUnit(info.quantity));
        break;
    case LowerBound::AtLeastOne:
        e = checkAtLeast(name, v, 1.0);
        break;
    case LowerBound::WholeFromOne:
        return checkWholeAtLeast(name, v, 1);
    case LowerBound::Fraction:
        e = checkFraction(name, v);
        break;
    case LowerBound::None: {
        const double count = info.kind == ParamKind::Switch ? 2 : double(paramChoices(p).size());
        if (std::isfinite(v) && v >= 0 && v < count && std::floor(v) == v)
            return std::nullopt;
        return Error{std::string(name), Text(formats::kNotAChoice, {std::string(name), formatTrimmed(v, 6)})};
    }
    }
    if (e)
        return e;
    return checkLimits(info, v, name);
}

Result<std::optional<double>> parseParam(Param p, std::string_view text, std::string_view name)
{
    Result<std::optional<double>> value = parseParamValue(p, text, name);
    if (!value.ok())
        return value;
    if (auto e = checkParam(p, value.value(), name))
        return *e;
    return value;
}

Result<std::optional<double>> parseParamValue(Param p, std::string_view text, std::string_view name)
{
    const ParamInfo &info = parameter(p);
    std::string trimmed(text);
    trimmed.erase(0, trimmed.find_first_not_of(" \t"));
    trimmed.erase(trimmed.find_last_not_of(" \t") + 1);
    const std::string n(name);
    std::optional<double> value;
    if (info.optional && (equalsIgnoreCase(trimmed, info.unset) || equalsIgnoreCase(trimmed, "auto") ||
                          equalsIgnoreCase(trimmed, "null"))) {
        value = std::nullopt;
    } else if (info.kind == ParamKind::Switch) {
        for (const char *on : {"on", "true", "yes", "1"}) {
            if (equalsIgnoreCase(trimmed, on))
                value = 1.0;
        }
        for (const char *off : {"off", "false", "no", "0"}) {
            if (equalsIgnoreCase(trimmed, off))
                value = 0.0;
        }
        if (!value)
            return Error{n, Text(formats::kNotOnOrOff, {n, quotedInput(trimmed)})};
    } else if (info.kind == ParamKind::Choice) {
        const auto &choices = paramChoices(p);
        for (std::size_t i = 0; i < choices.size(); ++i) {
            if (equalsIgnoreCase(trimmed, choices[i]))
                value = double(i);
        }
        if (!value) {
            std::string list;
            for (const std::string &c : choices)
                list += (list.empty() ? "" : ", ") + c;
            return Error{n, Text(formats::kNotOneOf, {n, quotedInput(trimmed), list})};
        }
    } else {
        // The sign is the range's business: "-5 GB/s" is refused as out of β's range, not as "negative".
        const Result<double> parsed = parseSignedQuantity(info.quantity, text, name);
        if (!parsed.ok())
            return parsed.forward<std::optional<double>>();
        value = parsed.value();
    }
    return value;
}

std::string formatParam(Param p, std::optional<double> value)
{
    const ParamInfo &info = parameter(p);
    if (!value)
        return std::string(info.unset);
    switch (info.kind) {
    case ParamKind::Switch:
        return *value != 0 ? "on" : "off";
    case ParamKind::Choice: {
        const auto &choices = paramChoices(p);
        const auto i = static_cast<std::size_t>(std::max(0.0, *value));
        return i < choices.size() ? choices[i] : formatTrimmed(*value, 0);
    }
    case ParamKind::Whole:
        return formatTrimmed(*value, 0);
    case ParamKind::Real:
        break;
    }
    if (info.quantity == Quantity::Ratio)
        return formatTrimmed(*value, 2);
    if (info.quantity == Quantity::Count)
        return engineering(*value);
    return formatQuantity(info.quantity, *value);
}

} // namespace commviz
