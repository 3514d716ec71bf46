// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Importers for nccl-tests (text and -J JSON) and OSU Micro-Benchmarks output. See measure.h.
//
// The text parser is one pass over the lines with a little state: evidence seen so far (the last
// "*_perf" program name, the "#  Rank" device lines, "nranks N" in NCCL INFO lines, the launcher's -np)
// and the table being read, if any. Evidence is collected from every line, noise included, because raw
// logs put it anywhere; rows are only taken between a column header and the next '#' line.
#include "commviz/measure.h"

#include "json.h"
#include "textformats.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <set>
#include <string>

namespace commviz {
namespace {

constexpr double kMicro = 1e-6;
constexpr double kMegabyte = 1e6; // OSU's MB/s is 1e6 B/s

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

// A whole token as a finite number ("12.5", "1.2e+05"); nothing else ("nan", "12abc", "N/A").
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

// A whole token as a non-negative integer small enough to be exact in a double.
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

// Removes launcher tags wherever they are: Open MPI's --tag-output "[1,0]<stdout>:" (also <stderr>,
// <stddiag>), and a Slurm --label "12: " at the start of the line.
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

// The nccl-tests program named in a line ("/opt/nccl-tests/build/all_reduce_perf -b 8" →
// "all_reduce_perf"), the last one if several; empty if none.
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

// Rank count from a launcher command line that runs an OSU benchmark: -np N, -n N, -nN, --np N,
// --ntasks N, --ntasks=N, -n=N (mpirun, srun, flux). Only flags before the benchmark's own name count.
std::optional<int> launcherRanks(std::string_view line)
{
    const auto toks = tokens(line);
    std::optional<int> ranks;
    for (std::size_t i = 0; i < toks.size(); ++i) {
        const std::string_view t = toks[i];
        if (contains(t, "osu_"))
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

struct NcclColumns {
    std::size_t count = 0; // tokens in the header
    std::size_t size = 0, elements = 0, type = 0;
    std::optional<std::size_t> redop, root, timeOut, timeIn;
};

// A column-name header: "#  size  count  type  redop  root  time  algbw  busbw  #wrong  time ...".
// Older formats lack root (or redop) or call the last column "error"; JSON-less -C prints "cputime".
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

struct NcclRow {
    double size_bytes = 0;
    std::string redop;
    std::optional<long long> root;
    std::optional<double> timeOut_us, timeIn_us;
    double algbwOut_GBps = -1, busbwOut_GBps = -1;
};

std::optional<NcclRow> ncclRow(const std::vector<std::string_view> &toks, const NcclColumns &c)
{
    if (toks.size() <= *c.timeOut)
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
    r.timeOut_us = number(toks[*c.timeOut]);
    if (*c.timeOut + 2 < toks.size()) {
        r.algbwOut_GBps = number(toks[*c.timeOut + 1]).value_or(-1);
        r.busbwOut_GBps = number(toks[*c.timeOut + 2]).value_or(-1);
    }
    if (c.timeIn && *c.timeIn < toks.size())
        r.timeIn_us = number(toks[*c.timeIn]);
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

// When the log never names the program: redop none/sum, root ≥ 0 or -1, and busbw/algbw (nccl-tests
// scales algbw by 2(N−1)/N for AllReduce, (N−1)/N for AllGather, ReduceScatter and AlltoAll, 1 for the
// rest) pin it down, except AllGather versus AlltoAll.
std::string inferNcclCollective(const std::vector<NcclRow> &rows, std::optional<int> ranks)
{
    if (rows.empty())
        return {};
    const NcclRow &r = rows.back(); // the largest size prints the most digits
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

struct OsuKind {
    std::string name; // empty: not supported
    MeasureMetric metric = MeasureMetric::Time;
    SizeConvention sizes = SizeConvention::Payload;
    std::optional<int> fixedRanks;
};

// From the title line "# OSU MPI[-CUDA|NCCL] <what> Test v7.4".
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

// --- the text scanner ------------------------------------------------------------------------------

class TextParser {
public:
    explicit TextParser(const ParseConfig &config) : m_config(config) {}

    ParseResult run(std::string_view text)
    {
        int lineNo = 0;
        std::size_t pos = 0;
        while (pos <= text.size()) {
            std::size_t end = text.find('\n', pos);
            if (end == std::string_view::npos)
                end = text.size();
            ++lineNo;
            line(text.substr(pos, end - pos), lineNo);
            if (end == text.size())
                break;
            pos = end + 1;
        }
        finishTable();
        return std::move(m_result);
    }

private:
    enum class State { Idle, Nccl, OsuTitle, Osu };

    void line(std::string_view raw, int lineNo)
    {
        const std::string cleaned = stripLauncherTags(raw);
        const std::string_view s = trim(cleaned);
        collectEvidence(s);

        if (s.starts_with('#')) {
            hashLine(s, lineNo);
            return;
        }
        const auto toks = tokens(s);
        if (toks.empty())
            return;
        if (m_state == State::Nccl) {
            ncclRowLine(toks, lineNo);
        } else if (m_state == State::Osu) {
            osuRowLine(toks, lineNo);
        }
        // Anything else is noise: NCCL INFO lines, shell prompts, ssh warnings, dmesg lines.
    }

    void collectEvidence(std::string_view s)
    {
        if (const std::string prog = perfProgram(s); !prog.empty())
            m_program = prog;
        // "... NCCL INFO comm 0x.. rank 1 nranks 16 cudaDev 1 ..."
        if (const std::size_t at = s.find(" nranks "); at != std::string_view::npos) {
            const auto toks = tokens(s.substr(at + 8));
            if (!toks.empty()) {
                if (const auto n = smallInt(toks.front()); n && *n > 0)
                    m_nranksInfo = n;
            }
        }
        if (contains(s, "osu_") && !s.starts_with('#')) {
            if (const auto n = launcherRanks(s))
                m_launcherRanks = n;
        }
        // nccl-tests' device lines: "#  Rank  3 Group  0 Pid ..." (older: "#   Rank  3 Pid ...").
        if (s.starts_with('#')) {
            const auto toks = tokens(s.substr(1));
            if (toks.size() >= 2 && toks[0] == "Rank") {
                if (const auto r = smallInt(toks[1]))
                    m_rankIds.insert(*r);
            }
            if (!toks.empty() &&
                (toks[0] == "nThread" || (toks.size() >= 2 && toks[0] == "Using" && toks[1] == "devices")))
                m_rankIds.clear(); // a new run lists its own devices
        }
    }

    void hashLine(std::string_view s, int lineNo)
    {
        if (auto header = ncclHeader(s)) {
            finishTable();
            m_state = State::Nccl;
            m_columns = *header;
            m_table = MeasuredTable{};
            m_table.format = MeasureFormat::NcclTestsText;
            m_table.line = lineNo;
            m_rows.clear();
            return;
        }
        if (s.starts_with("# OSU") || s.starts_with("#OSU")) {
            finishTable();
            const OsuKind kind = osuKind(s);
            if (kind.name.empty()) {
                m_result.warnings.push_back(
                    Text(formats::kUnsupportedOsuBenchmark, {std::to_string(lineNo), std::string(s)}));
                m_state = State::Idle;
                return;
            }
            m_state = State::OsuTitle;
            m_osu = kind;
            m_table = MeasuredTable{};
            m_table.format = MeasureFormat::Osu;
            m_table.collective = kind.name;
            m_table.metric = kind.metric;
            m_table.sizes = kind.sizes;
            m_table.line = lineNo;
            return;
        }
        switch (m_state) {
        case State::Nccl:
            // The units line "(B) (elements) (us) ..." and '#' lines before the first row belong to
            // the header; after rows, any '#' line ("# Out of bounds values", "# Avg bus bandwidth")
            // closes the table.
            if (!m_table.out_of_place.empty() || !m_table.in_place.empty() || !m_rows.empty())
                finishTable();
            return;
        case State::OsuTitle:
            if (contains(s, "Size"))
                m_state = State::Osu;
            return; // "# Datatype: MPI_CHAR.", "# Send Buffer on DEVICE ..." and the like
        case State::Osu:
            if (!m_table.out_of_place.empty())
                finishTable();
            return;
        case State::Idle:
            return;
        }
    }

    void ncclRowLine(const std::vector<std::string_view> &toks, int lineNo)
    {
        const auto row = ncclRow(toks, m_columns);
        if (!row) {
            // Numeric first token but not a row: a mangled row (a tag or INFO line spliced into it).
            if (wholeNumber(toks.front()) && toks.size() >= 3)
                m_table.warnings.push_back(Text(formats::kIncompleteRow, {std::to_string(lineNo)}));
            return;
        }
        if (!row->timeOut_us) {
            m_table.warnings.push_back(Text(formats::kOutOfPlaceTimeNotANumber, {std::to_string(lineNo)}));
            return;
        }
        m_rows.push_back(*row);
        m_table.out_of_place.push_back(timePoint(row->size_bytes, *row->timeOut_us * kMicro));
        if (row->timeIn_us)
            m_table.in_place.push_back(timePoint(row->size_bytes, *row->timeIn_us * kMicro));
        else if (m_columns.timeIn)
            m_table.warnings.push_back(Text(formats::kInPlaceTimeNotANumber, {std::to_string(lineNo)}));
    }

    void osuRowLine(const std::vector<std::string_view> &toks, int lineNo)
    {
        if (toks.size() < 2)
            return;
        const auto size = wholeNumber(toks[0]);
        if (!size)
            return;
        const auto value = number(toks[1]);
        if (!value) {
            m_table.warnings.push_back(Text(formats::kValueNotANumber, {std::to_string(lineNo)}));
            return;
        }
        MeasuredPoint p;
        if (m_osu.metric == MeasureMetric::Bandwidth) {
            p.size_bytes = *size;
            p.bandwidth_Bps = *value * kMegabyte;
        } else {
            p = timePoint(*size, *value * kMicro);
        }
        m_table.out_of_place.push_back(p);
    }

    void finishTable()
    {
        const State state = m_state;
        m_state = State::Idle;
        if (state != State::Nccl && state != State::Osu && state != State::OsuTitle)
            return;
        if (m_table.out_of_place.empty() && m_table.in_place.empty()) {
            m_result.warnings.push_back(Text(formats::kHeaderWithoutRows, {std::to_string(m_table.line)}));
            return;
        }
        if (state == State::Nccl) {
            m_table.collective = m_program;
            if (!m_rankIds.empty()) {
                m_table.ranks = *m_rankIds.rbegin() + 1;
                m_table.ranks_origin = RanksOrigin::Log;
            } else if (m_nranksInfo) {
                m_table.ranks = m_nranksInfo;
                m_table.ranks_origin = RanksOrigin::Log;
            }
        } else if (m_osu.fixedRanks) {
            m_table.ranks = m_osu.fixedRanks;
            m_table.ranks_origin = RanksOrigin::Benchmark;
        } else if (m_launcherRanks) {
            m_table.ranks = m_launcherRanks;
            m_table.ranks_origin = RanksOrigin::Log;
        }
        applyOverride(m_table, m_config);
        if (state == State::Nccl && m_table.collective.empty()) {
            m_table.collective = inferNcclCollective(m_rows, m_table.ranks);
            if (m_table.collective.empty())
                m_table.warnings.emplace_back(formats::kProgramUnknown);
            else
                m_table.warnings.push_back(Text(formats::kProgramInferred, {m_table.collective}));
        }
        m_result.tables.push_back(std::move(m_table));
        m_table = MeasuredTable{};
        m_rows.clear();
    }

public:
    static void applyOverride(MeasuredTable &t, const ParseConfig &config)
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

private:
    const ParseConfig &m_config;
    ParseResult m_result;
    State m_state = State::Idle;
    MeasuredTable m_table;
    NcclColumns m_columns;
    std::vector<NcclRow> m_rows;
    OsuKind m_osu;
    std::string m_program;
    std::set<int> m_rankIds;
    std::optional<int> m_nranksInfo;
    std::optional<int> m_launcherRanks;
};

// --- nccl-tests JSON (-J) --------------------------------------------------------------------------
//
// nccl-tests' writer (src/util.cu, JSON_FILE_VERSION 2) emits one object per run:
//   {"version":2, "start_time":"...", "args":["./build/all_reduce_perf","-b","8",...], "env":[...],
//    "nccl_version":22703,
//    "config":{"nthreads":1,"ngpus":1,...,"devices":[{"rank":0,...}, ...]},   (one device per process)
//    "results":[{"size":8,"count":2,"type":"float","redop":"sum","root":"    -1",
//                "out_of_place":{"time":10.5,"alg_bw":0.0,"bus_bw":0.0,"nwrong":0.0},
//                "in_place":{...}, "actual_iterations":20, "experiment_name":"..."}, ...],
//    "out_of_bounds":{...}, "average_bus_bandwidth":{...}, "errors":[], "end_time":"..."}
// "time" is "cpu_time" under -C; a NaN time is written as the string "nan"; out_of_place may be null.
// Ranks = devices × nthreads × ngpus (with MPI each process contributes one device line).

std::optional<double> jsonNumber(const Json *v)
{
    if (!v)
        return std::nullopt;
    if (v->kind == Json::Kind::Number && std::isfinite(v->num))
        return v->num;
    if (v->kind == Json::Kind::String) // nccl-tests quotes root ("    -1")
        return number(trim(v->str));
    return std::nullopt;
}

std::optional<double> jsonTime_us(const Json *placement)
{
    if (!placement || placement->kind != Json::Kind::Object)
        return std::nullopt;
    if (const auto t = jsonNumber(placement->get("time")))
        return t;
    return jsonNumber(placement->get("cpu_time"));
}

std::optional<ParseResult> parseNcclJson(std::string_view text, const ParseConfig &config)
{
    auto doc = readJson(text);
    if (!doc || doc->kind != Json::Kind::Object)
        return std::nullopt;
    const Json *results = doc->get("results");
    if (!results || results->kind != Json::Kind::Array)
        return std::nullopt;

    ParseResult out;
    MeasuredTable t;
    t.format = MeasureFormat::NcclTestsJson;
    if (const Json *args = doc->get("args"); args && args->kind == Json::Kind::Array && !args->items.empty() &&
                                             args->items.front().kind == Json::Kind::String)
        t.collective = perfProgram(args->items.front().str);
    if (const Json *cfg = doc->get("config")) {
        const Json *devices = cfg->get("devices");
        const auto threads = jsonNumber(cfg->get("nthreads")).value_or(1);
        const auto gpus = jsonNumber(cfg->get("ngpus")).value_or(1);
        if (devices && devices->kind == Json::Kind::Array && !devices->items.empty() && threads >= 1 && gpus >= 1 &&
            threads <= 1e4 && gpus <= 1e4) {
            const double n = static_cast<double>(devices->items.size()) * threads * gpus;
            if (n <= 1e7) {
                t.ranks = static_cast<int>(n);
                t.ranks_origin = RanksOrigin::Log;
            }
        }
    }
    std::vector<NcclRow> rows;
    for (std::size_t i = 0; i < results->items.size(); ++i) {
        const Json &r = results->items[i];
        const auto size = jsonNumber(r.get("size"));
        if (!size || *size < 0 || *size > 1e15 || std::floor(*size) != *size) {
            t.warnings.push_back(Text(formats::kJsonResultWithoutSize, {std::to_string(i)}));
            continue;
        }
        const Json *oop = r.get("out_of_place");
        const auto timeOut = jsonTime_us(oop);
        if (!timeOut) {
            t.warnings.push_back(Text(formats::kJsonResultWithoutTime, {std::to_string(i)}));
            continue;
        }
        NcclRow row;
        row.size_bytes = *size;
        if (const Json *redop = r.get("redop"); redop && redop->kind == Json::Kind::String)
            row.redop = redop->str;
        if (const auto root = jsonNumber(r.get("root")); root && std::abs(*root) < 1e9)
            row.root = static_cast<long long>(*root);
        row.algbwOut_GBps = jsonNumber(oop->get("alg_bw")).value_or(-1);
        row.busbwOut_GBps = jsonNumber(oop->get("bus_bw")).value_or(-1);
        rows.push_back(row);
        t.out_of_place.push_back(timePoint(*size, *timeOut * kMicro));
        if (const auto timeIn = jsonTime_us(r.get("in_place")))
            t.in_place.push_back(timePoint(*size, *timeIn * kMicro));
    }
    TextParser::applyOverride(t, config);
    if (t.collective.empty()) {
        t.collective = inferNcclCollective(rows, t.ranks);
        if (!t.collective.empty())
            t.warnings.push_back(Text(formats::kJsonProgramInferred, {t.collective}));
    }
    if (t.out_of_place.empty() && t.in_place.empty())
        out.warnings.emplace_back(formats::kJsonWithoutResults);
    else
        out.tables.push_back(std::move(t));
    return out;
}

} // namespace

ParseResult parseMeasurements(std::string_view text, const ParseConfig &config)
{
    if (trim(text).starts_with('{')) {
        if (auto json = parseNcclJson(text, config))
            return std::move(*json);
    }
    return TextParser(config).run(text);
}

} // namespace commviz
