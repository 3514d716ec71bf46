// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The text importer for nccl-tests and OSU Micro-Benchmarks output, and parseMeasurements(), which picks
// it or the JSON reader (measure_parse_json.cpp). See measure.h; the line recognisers are measure_lines.h.
//
// The text parser is one pass over the lines with a little state: evidence seen so far (the last
// "*_perf" program name, the rank list (measure_ranklist.h), "nranks N" in NCCL INFO lines, the launcher's -np)
// and the table being read, if any. Evidence is collected from every line, noise included, because raw
// logs put it anywhere; rows are only taken between a column header and the next '#' line.
#include "commviz/measure.h"
#include "commviz/units.h"

#include "measure_lines.h"
#include "measure_ranklist.h"
#include "textformats.h"
#include "utf16.h"

#include <string>

namespace commviz {
namespace {

using namespace measure_detail;

// One collective of one size taking more than a day is a damaged number, not a measurement (1e308 µs).
constexpr double kMaxPlausibleTime_s = 86400;

bool implausibleTime(double seconds)
{
    return !(seconds <= kMaxPlausibleTime_s);
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
            // A last line without its line end is where a log was cut off (a killed run, a copy stopped short).
            m_cutShort = end == text.size() && end > pos;
            line(text.substr(pos, end - pos), lineNo);
            if (end == text.size())
                break;
            pos = end + 1;
        }
        finishTable();
        m_fileWarnings.close(m_result.warnings);
        return std::move(m_result);
    }

private:
    enum class State { Idle, Nccl, OsuTitle, Osu };

    void line(std::string_view raw, int lineNo)
    {
        if (m_state != State::Idle && raw.find('\0') != std::string_view::npos) {
            // A crash or an interrupted copy leaves NUL bytes where a row was: say so rather than guess.
            if (m_state == State::Nccl || m_state == State::Osu)
                m_rowWarnings.add(m_table.warnings, Text(formats::kNulBytesInRow, {std::to_string(lineNo)}));
            return;
        }
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
        // nccl-tests' and rccl-tests' rank list, its run's header and its command line.
        m_rankList.line(s);
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
            m_lastRow.reset();
            m_unit = statedTimeUnit(s).value_or(TimeUnit{});
            m_table.time_unit = m_unit.name;
            return;
        }
        if (s.starts_with("# OSU") || s.starts_with("#OSU")) {
            finishTable();
            const OsuKind kind = osuKind(s);
            if (kind.name.empty()) {
                m_fileWarnings.add(m_result.warnings,
                                   Text(formats::kUnsupportedOsuBenchmark, {std::to_string(lineNo), quotedInput(s)}));
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
            // the header (the units line states the time's unit); after rows, any '#' line ("# Out of
            // bounds values", "# Avg bus bandwidth") closes the table.
            if (!m_table.out_of_place.empty() || !m_table.in_place.empty() || m_lastRow)
                finishTable();
            else if (const auto unit = statedTimeUnit(s))
                setUnit(*unit);
            return;
        case State::OsuTitle:
            if (contains(s, "Size")) {
                m_state = State::Osu;
                setUnit(statedTimeUnit(s).value_or(TimeUnit{}));
            }
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
                m_rowWarnings.add(m_table.warnings, Text(formats::kIncompleteRow, {std::to_string(lineNo)}));
            return;
        }
        if (!row->timeOut_stated) {
            m_rowWarnings.add(m_table.warnings, Text(formats::kOutOfPlaceTimeNotANumber, {std::to_string(lineNo)}));
            return;
        }
        if (m_cutShort && toks.size() < m_columns.count) {
            // The log ends inside this row: its last number may be cut too ("4753" of "47535").
            m_rowWarnings.add(m_table.warnings, Text(formats::kRowCutShort, {std::to_string(lineNo)}));
            return;
        }
        if (implausibleTime(*row->timeOut_stated * m_unit.seconds) ||
            (row->timeIn_stated && implausibleTime(*row->timeIn_stated * m_unit.seconds))) {
            m_rowWarnings.add(m_table.warnings, Text(formats::kTimeImplausible, {std::to_string(lineNo)}));
            return;
        }
        m_lastRow = *row;
        if (m_table.out_of_place.size() >= kMaxMeasuredRows) {
            ++m_table.rows_over_limit;
            return;
        }
        m_table.out_of_place.push_back(timePoint(row->size_bytes, *row->timeOut_stated * m_unit.seconds));
        if (row->timeIn_stated)
            m_table.in_place.push_back(timePoint(row->size_bytes, *row->timeIn_stated * m_unit.seconds));
        else if (m_columns.timeIn)
            m_rowWarnings.add(m_table.warnings, Text(formats::kInPlaceTimeNotANumber, {std::to_string(lineNo)}));
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
            m_rowWarnings.add(m_table.warnings, Text(formats::kValueNotANumber, {std::to_string(lineNo)}));
            return;
        }
        if (m_cutShort) {
            m_rowWarnings.add(m_table.warnings, Text(formats::kRowCutShort, {std::to_string(lineNo)}));
            return;
        }
        if (m_osu.metric != MeasureMetric::Bandwidth && implausibleTime(*value * m_unit.seconds)) {
            m_rowWarnings.add(m_table.warnings, Text(formats::kTimeImplausible, {std::to_string(lineNo)}));
            return;
        }
        MeasuredPoint p;
        if (m_osu.metric == MeasureMetric::Bandwidth) {
            p.size_bytes = *size;
            p.bandwidth_Bps = *value * kMegabyte;
        } else {
            p = timePoint(*size, *value * m_unit.seconds);
        }
        if (m_table.out_of_place.size() >= kMaxMeasuredRows) {
            ++m_table.rows_over_limit;
            return;
        }
        m_table.out_of_place.push_back(p);
    }

    void setUnit(const TimeUnit &unit)
    {
        m_unit = unit;
        m_table.time_unit = unit.name;
    }

    void finishTable()
    {
        const State state = m_state;
        m_state = State::Idle;
        if (state != State::Nccl && state != State::Osu && state != State::OsuTitle)
            return;
        m_rowWarnings.close(m_table.warnings);
        if (m_table.out_of_place.empty() && m_table.in_place.empty()) {
            m_fileWarnings.add(m_result.warnings, Text(formats::kHeaderWithoutRows, {std::to_string(m_table.line)}));
            return;
        }
        if (state == State::Nccl) {
            m_table.collective = m_program;
            if (!m_rankList.empty()) {
                m_rankList.applyTo(m_table);
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
        applyRanksOverride(m_table, m_config);
        if (state == State::Nccl && m_table.collective.empty()) {
            m_table.collective = inferNcclCollective(m_lastRow, m_table.ranks);
            if (m_table.collective.empty())
                m_table.warnings.emplace_back(formats::kProgramUnknown);
            else
                m_table.warnings.push_back(Text(formats::kProgramInferred, {m_table.collective}));
        }
        m_result.tables.push_back(std::move(m_table));
        m_table = MeasuredTable{};
        m_lastRow.reset();
    }

    const ParseConfig &m_config;
    ParseResult m_result;
    State m_state = State::Idle;
    MeasuredTable m_table;
    NcclColumns m_columns;
    std::optional<NcclRow> m_lastRow; // what inferNcclCollective() looks at; earlier rows are not kept
    CappedWarnings m_rowWarnings;     // per table
    CappedWarnings m_fileWarnings;
    OsuKind m_osu;
    TimeUnit m_unit; // of the table being read
    std::string m_program;
    RankList m_rankList;
    std::optional<int> m_nranksInfo;
    std::optional<int> m_launcherRanks;
    bool m_cutShort = false; // the line being read is the file's last and has no line end
};

} // namespace

ParseResult parseMeasurements(std::string_view text, const ParseConfig &config)
{
    // PowerShell's `>` writes UTF-16: read the same text in UTF-8.
    if (const std::optional<std::string> utf8 = utf8FromUtf16(text))
        return parseMeasurements(*utf8, config);
    if (trim(text).starts_with('{')) {
        if (auto json = parseNcclJson(text, config))
            return std::move(*json);
    }
    return TextParser(config).run(text);
}

} // namespace commviz
