// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The line recognisers of the measurement importers. See measure_lines.h.
#include "measure_lines.h"

#include <algorithm>
#include <cctype>

#include "textformats.h"

#include <charconv>
#include <cmath>

namespace commviz::measure_detail {
namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}
bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}
bool isAlpha(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

// Length of an Open MPI --tag-output tag "[1,0]<stdout>:" at the start of s, or 0.
std::size_t openMpiTagLength(std::string_view s)
{
    std::size_t j = 1; // past '['
    const auto run = [&](bool (*accept)(char)) {
        const std::size_t start = j;
        while (j < s.size() && accept(s[j]))
            ++j;
        return j > start;
    };
    const auto expect = [&](char c) {
        if (j >= s.size() || s[j] != c)
            return false;
        ++j;
        return true;
    };
    if (run(isDigit) && expect(',') && run(isDigit) && expect(']') && expect('<') && run(isAlpha) && expect('>') &&
        expect(':'))
        return j;
    return 0;
}

// 12345 → "12,345": a count people read at a glance.
std::string groupedDigits(long long n)
{
    const std::string digits = std::to_string(n);
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return out;
}

} // namespace

std::string_view trim(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

std::vector<std::string_view> tokens(std::string_view s)
{
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && isSpace(s[i]))
            ++i;
        const std::size_t start = i;
        while (i < s.size() && !isSpace(s[i]))
            ++i;
        if (i > start)
            out.push_back(s.substr(start, i - start));
    }
    return out;
}

std::optional<double> number(std::string_view t)
{
    if (t.empty())
        return std::nullopt;
    if (t.front() == '+')
        t.remove_prefix(1);
    double v = 0;
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    if (ec != std::errc() || end != t.data() + t.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

std::optional<double> wholeNumber(std::string_view t)
{
    if (t.empty() || t.size() > 15)
        return std::nullopt;
    for (char c : t) {
        if (!isDigit(c))
            return std::nullopt;
    }
    return number(t);
}

std::optional<int> smallInt(std::string_view t)
{
    const auto v = wholeNumber(t);
    if (!v || *v > 1e7)
        return std::nullopt;
    return static_cast<int>(*v);
}

bool contains(std::string_view haystack, std::string_view needle)
{
    return haystack.find(needle) != std::string_view::npos;
}

std::string stripLauncherTags(std::string_view line)
{
    std::string out;
    out.reserve(line.size());
    std::size_t i = 0;
    while (i < line.size()) {
        if (line[i] == '[') {
            if (const std::size_t len = openMpiTagLength(line.substr(i)); len > 0) {
                i += len;
                continue;
            }
        }
        out.push_back(line[i]);
        ++i;
    }
    // Slurm's "N: " label: digits, a colon and a space at the very start.
    std::size_t k = 0;
    while (k < out.size() && isSpace(out[k]))
        ++k;
    const std::size_t digitsStart = k;
    while (k < out.size() && isDigit(out[k]))
        ++k;
    if (k > digitsStart && k - digitsStart <= 6 && k + 1 < out.size() && out[k] == ':' && out[k + 1] == ' ')
        out.erase(0, k + 2);
    return out;
}

std::string perfProgram(std::string_view line)
{
    std::string found;
    std::size_t pos = 0;
    while ((pos = line.find("_perf", pos)) != std::string_view::npos) {
        std::size_t start = pos;
        while (start > 0 && (isAlpha(line[start - 1]) || isDigit(line[start - 1]) || line[start - 1] == '_'))
            --start;
        const std::size_t end = pos + 5;
        const bool boundary = end >= line.size() || !(isAlpha(line[end]) || isDigit(line[end]));
        if (start < pos && boundary)
            found = std::string(line.substr(start, end - start));
        pos = end;
    }
    return found;
}

std::optional<int> launcherRanks(std::string_view line)
{
    const auto toks = tokens(line);
    std::optional<int> ranks;
    for (std::size_t i = 0; i < toks.size(); ++i) {
        const std::string_view t = toks[i];
        if (contains(t, "osu_") || contains(t, "_perf"))
            break;
        std::string_view value;
        if ((t == "-np" || t == "-n" || t == "--np" || t == "--ntasks" || t == "--n") && i + 1 < toks.size())
            value = toks[i + 1];
        else if (t.starts_with("--ntasks="))
            value = t.substr(9);
        else if (t.starts_with("-np") && t.size() > 3)
            value = t.substr(t[3] == '=' ? 4 : 3);
        else if (t.starts_with("-n") && t.size() > 2 && (isDigit(t[2]) || t[2] == '='))
            value = t.substr(t[2] == '=' ? 3 : 2);
        if (const auto v = smallInt(value); v && *v > 0)
            ranks = v;
    }
    return ranks;
}

// --- nccl-tests text -------------------------------------------------------------------------------

std::optional<TimeUnit> statedTimeUnit(std::string_view line)
{
    struct Known {
        std::string_view spelling, name;
        double seconds;
    };
    static constexpr Known known[] = {{"ns", "ns", 1e-9},        {"us", "us", 1e-6}, {"\xC2\xB5s", "us", 1e-6},
                                      {"\xCE\xBCs", "us", 1e-6}, {"ms", "ms", 1e-3}, {"s", "s", 1}};
    for (std::size_t open = line.find('('); open != std::string_view::npos; open = line.find('(', open + 1)) {
        const std::size_t close = line.find(')', open);
        if (close == std::string_view::npos)
            return std::nullopt;
        const std::string_view inside = trim(line.substr(open + 1, close - open - 1));
        for (const Known &k : known) {
            const bool same = inside.size() == k.spelling.size() &&
                              std::equal(inside.begin(), inside.end(), k.spelling.begin(), [](char a, char b) {
                                  return std::tolower(static_cast<unsigned char>(a)) == b;
                              });
            if (same)
                return TimeUnit{std::string(k.name), k.seconds};
        }
    }
    return std::nullopt;
}

std::optional<NcclColumns> ncclHeader(std::string_view cleaned)
{
    std::string_view s = trim(cleaned);
    if (!s.starts_with('#'))
        return std::nullopt;
    while (!s.empty() && s.front() == '#')
        s.remove_prefix(1);
    const auto toks = tokens(s);
    NcclColumns c;
    c.count = toks.size();
    bool size = false, elements = false, type = false;
    for (std::size_t i = 0; i < toks.size(); ++i) {
        const std::string_view t = toks[i];
        if (t == "size" && !size) {
            c.size = i;
            size = true;
        } else if (t == "count" && !elements) {
            c.elements = i;
            elements = true;
        } else if (t == "type" && !type) {
            c.type = i;
            type = true;
        } else if (t == "redop" && !c.redop) {
            c.redop = i;
        } else if (t == "root" && !c.root) {
            c.root = i;
        } else if (t == "time" || t == "cputime") {
            if (!c.timeOut)
                c.timeOut = i;
            else if (!c.timeIn)
                c.timeIn = i;
        }
    }
    if (!size || !elements || !type || !c.timeOut || c.size != 0)
        return std::nullopt;
    return c;
}

std::optional<NcclRow> ncclRow(const std::vector<std::string_view> &toks, const NcclColumns &c)
{
    // A damaged header may name count or type after the first time column: every column read must be there.
    if (toks.size() <= std::max({*c.timeOut, c.elements, c.type}))
        return std::nullopt;
    const auto size = wholeNumber(toks[c.size]);
    if (!size || !wholeNumber(toks[c.elements]) || toks[c.type].empty() || !isAlpha(toks[c.type].front()))
        return std::nullopt;
    NcclRow r;
    r.size_bytes = *size;
    if (c.redop && *c.redop < toks.size())
        r.redop = std::string(toks[*c.redop]);
    if (c.root && *c.root < toks.size()) {
        if (const auto root = number(toks[*c.root]); root && std::abs(*root) < 1e9)
            r.root = static_cast<long long>(*root);
    }
    r.timeOut_stated = number(toks[*c.timeOut]);
    if (*c.timeOut + 2 < toks.size()) {
        r.algbwOut_GBps = number(toks[*c.timeOut + 1]).value_or(-1);
        r.busbwOut_GBps = number(toks[*c.timeOut + 2]).value_or(-1);
    }
    if (c.timeIn && *c.timeIn < toks.size())
        r.timeIn_stated = number(toks[*c.timeIn]);
    return r;
}

MeasuredPoint timePoint(double size_bytes, double time_s)
{
    MeasuredPoint p;
    p.size_bytes = size_bytes;
    p.time_s = time_s;
    p.bandwidth_Bps = time_s > 0 ? size_bytes / time_s : 0;
    return p;
}

std::string inferNcclCollective(const std::optional<NcclRow> &lastRow, std::optional<int> ranks)
{
    if (!lastRow)
        return {};
    const NcclRow &r = *lastRow;
    const bool none = r.redop == "none";
    if (r.root && *r.root >= 0)
        return none ? "broadcast_perf" : "reduce_perf";
    if (!ranks || *ranks < 2 || r.algbwOut_GBps <= 0 || r.busbwOut_GBps < 0)
        return {};
    const double n = *ranks;
    const double ratio = r.busbwOut_GBps / r.algbwOut_GBps;
    const auto near = [&](double f) { return std::abs(ratio - f) <= 0.02 * f; };
    const bool ring = near((n - 1) / n), allreduce = near(2 * (n - 1) / n), one = near(1.0);
    if (none)
        return {}; // AllGather or AlltoAll: the columns cannot tell them apart
    if (allreduce && !one && !ring)
        return "all_reduce_perf";
    if (ring && !one && !allreduce)
        return "reduce_scatter_perf";
    if (one && !ring && !allreduce)
        return "sendrecv_perf";
    return {};
}

// --- OSU -------------------------------------------------------------------------------------------

OsuKind osuKind(std::string_view title)
{
    const auto has = [&](std::string_view s) { return contains(title, s); };
    if (has("Non-blocking") || has("Multi") || has("Multiple") || has("Bi-Directional") || has("Allgatherv") ||
        has("Alltoallv") || has("All-to-Allv") || has("Reduce_scatter") || has("Reduce Scatter") || has("Gatherv") ||
        has("Scatterv") || has("Persistent"))
        return {};
    if (has("Allreduce"))
        return {"osu_allreduce", MeasureMetric::Time, SizeConvention::Payload, std::nullopt};
    if (has("Allgather"))
        return {"osu_allgather", MeasureMetric::Time, SizeConvention::PerPeer, std::nullopt};
    if (has("All-to-All") || has("Alltoall"))
        return {"osu_alltoall", MeasureMetric::Time, SizeConvention::PerPeer, std::nullopt};
    if (has("Broadcast"))
        return {"osu_bcast", MeasureMetric::Time, SizeConvention::Payload, std::nullopt};
    if (has("Reduce Latency"))
        return {"osu_reduce", MeasureMetric::Time, SizeConvention::Payload, std::nullopt};
    if (has("Gather") || has("Scatter") || has("Barrier"))
        return {};
    if (has("Bandwidth Test"))
        return {"osu_bw", MeasureMetric::Bandwidth, SizeConvention::Payload, 2};
    if (has("Latency Test"))
        return {"osu_latency", MeasureMetric::Time, SizeConvention::Payload, 2};
    return {};
}

void applyRanksOverride(MeasuredTable &t, const ParseConfig &config)
{
    if (!config.ranks)
        return;
    if (!t.ranks) {
        t.ranks = config.ranks;
        t.ranks_origin = RanksOrigin::Override;
    } else if (*t.ranks != *config.ranks) {
        t.warnings.push_back(Text(t.ranks_origin == RanksOrigin::Benchmark ? formats::kRanksOverrideIgnoredBenchmark
                                                                           : formats::kRanksOverrideIgnoredLog,
                                  {std::to_string(*config.ranks), std::to_string(*t.ranks)}));
    }
}

void CappedWarnings::add(std::vector<Text> &into, Text warning)
{
    if (++m_count <= kMaxRowWarningsPerTable)
        into.push_back(std::move(warning));
}

void CappedWarnings::close(std::vector<Text> &into)
{
    if (m_count > kMaxRowWarningsPerTable)
        into.push_back(Text(formats::kMoreWarningsNotListed, {groupedDigits(m_count - kMaxRowWarningsPerTable)}));
    m_count = 0;
}

} // namespace commviz::measure_detail
