// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The measurement importers' line recognisers (internal to core): tokens and numbers as the benchmarks
// print them, launcher tags, nccl-tests' column header and rows, OSU's benchmark titles, and what the
// text scanner (measure_parse.cpp) and the JSON reader (measure_parse_json.cpp) share. Each function
// looks at one line or one token and keeps no state.
#pragma once

#include "commviz/measure.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace commviz::measure_detail {

inline constexpr double kMicro = 1e-6;
inline constexpr double kMegabyte = 1e6; // OSU's MB/s is 1e6 B/s

// --- tokens ----------------------------------------------------------------------------------------

std::string_view trim(std::string_view s);
std::vector<std::string_view> tokens(std::string_view s);
// A whole token as a finite number ("12.5", "1.2e+05"); nothing else ("nan", "12abc", "N/A").
std::optional<double> number(std::string_view t);
// A whole token as a non-negative integer small enough to be exact in a double.
std::optional<double> wholeNumber(std::string_view t);
std::optional<int> smallInt(std::string_view t);
bool contains(std::string_view haystack, std::string_view needle);

// --- launchers -------------------------------------------------------------------------------------

// Removes launcher tags wherever they are: Open MPI's --tag-output "[1,0]<stdout>:" (also <stderr>,
// <stddiag>), and a Slurm --label "12: " at the start of the line.
std::string stripLauncherTags(std::string_view line);
// The nccl-tests program named in a line ("/opt/nccl-tests/build/all_reduce_perf -b 8" →
// "all_reduce_perf"), the last one if several; empty if none.
std::string perfProgram(std::string_view line);
// Rank count from a launcher command line that runs an OSU benchmark (or the process count for an nccl-tests
// program): -np N, -n N, -nN, --np N, --ntasks N, --ntasks=N, -n=N (mpirun, srun, flux). Only flags before the
// benchmark's own name ("osu_…", "…_perf") count.
std::optional<int> launcherRanks(std::string_view line);

// --- nccl-tests text -------------------------------------------------------------------------------

struct NcclColumns {
    std::size_t count = 0; // tokens in the header
    std::size_t size = 0, elements = 0, type = 0;
    std::optional<std::size_t> redop, root, timeOut, timeIn;
};

// A column-name header: "#  size  count  type  redop  root  time  algbw  busbw  #wrong  time ...".
// Older formats lack root (or redop) or call the last column "error"; JSON-less -C prints "cputime".
std::optional<NcclColumns> ncclHeader(std::string_view cleaned);

struct NcclRow {
    double size_bytes = 0;
    std::string redop;
    std::optional<long long> root;
    std::optional<double> timeOut_stated, timeIn_stated; // in the unit the header states (TimeUnit)
    double algbwOut_GBps = -1, busbwOut_GBps = -1;
};

std::optional<NcclRow> ncclRow(const std::vector<std::string_view> &toks, const NcclColumns &c);
MeasuredPoint timePoint(double size_bytes, double time_s);
// When the log never names the program: redop none/sum, root ≥ 0 or -1, and busbw/algbw (nccl-tests
// scales algbw by 2(N−1)/N for AllReduce, (N−1)/N for AllGather, ReduceScatter and AlltoAll, 1 for the
// rest) pin it down, except AllGather versus AlltoAll.
// Only the last row is looked at (the largest size prints the most digits), so only it is kept.
std::string inferNcclCollective(const std::optional<NcclRow> &lastRow, std::optional<int> ranks);

// --- OSU -------------------------------------------------------------------------------------------

struct OsuKind {
    std::string name; // empty: not supported
    MeasureMetric metric = MeasureMetric::Time;
    SizeConvention sizes = SizeConvention::Payload;
    std::optional<int> fixedRanks;
};

// From the title line "# OSU MPI[-CUDA|NCCL] <what> Test v7.4".
OsuKind osuKind(std::string_view title);

// --- units ------------------------------------------------------------------------------------------

// A time unit a column header states: "time (us)", "Latency(us)", "(ns)", "(ms)", "(s)" (SPEC.md 8.1).
struct TimeUnit {
    std::string name = "us"; // "ns", "us", "ms" or "s", as MeasuredTable::time_unit spells it
    double seconds = kMicro; // one of it in seconds
};
// The first time unit in parentheses on the line ("(us)", "(µs)", "(ns)", "(ms)", "(s)", any case), or nullopt
// when it names none. "(GB/s)" and "(MB/s)" are bandwidths, not times.
std::optional<TimeUnit> statedTimeUnit(std::string_view line);

// --- tables ----------------------------------------------------------------------------------------

// Warnings that can come once per row or per line: the first kMaxRowWarningsPerTable are kept and the
// rest only counted, so a log of a million broken rows costs six sentences, not a million (that cost
// gigabytes).
class CappedWarnings {
public:
    void add(std::vector<Text> &into, Text warning);
    // Appends "… and N more warnings like these, not listed" when some were only counted, and starts over.
    void close(std::vector<Text> &into);

private:
    long long m_count = 0;
};

// ParseConfig::ranks fills a rank count the log does not state; a different count the log states wins,
// with a warning.
void applyRanksOverride(MeasuredTable &t, const ParseConfig &config);

// nccl-tests -J output, or nullopt when `text` is not such a JSON document.
std::optional<ParseResult> parseNcclJson(std::string_view text, const ParseConfig &config);

} // namespace commviz::measure_detail
