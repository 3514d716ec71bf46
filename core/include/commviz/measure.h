// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Measured data: import the benchmark output people already have (nccl-tests text or JSON, OSU
// Micro-Benchmarks) and fit the α-β model of SPEC.md to it.
//
// Data flow: a file → readMeasurementFile() (bounded: regular files up to 64 MiB) → text →
// parseMeasurements() → one MeasuredTable per table found (points exactly as the rows print them,
// out-of-place and in-place kept apart) → fitTable() with a model (the collective's default or one named)
// → a MeasuredFit (α, β, quality, warnings) or an Error that says why the table cannot be fitted.
// fitRegimes() fits up to three size ranges the same way, and busBandwidthFraction() compares the measured
// bus bandwidth with the link the user states. Nothing throws and nothing is NaN: unusable rows and tables
// come back as warnings and errors.
//
// Model. T(M) = c_lat(N)·α + c_bw(N)·M/β, with c_lat, c_bw from coefficients() in models.h, or
// c_lat = c_bw = 1 for point to point ("p2p").
//
// Size convention (decision). M is the payload the model's bandwidth term is written for:
//  - nccl-tests: M is the `size` column as printed, for every collective. For AllReduce, Broadcast,
//    Reduce and SendRecv that is the per-GPU buffer; for AllGather it is the full gathered tensor, for
//    ReduceScatter the full input of each rank, for AlltoAll each rank's whole send buffer — nccl-tests
//    prints the total over all ranks for those three, which is exactly SPEC.md's M (AllGather ring moves
//    (N−1)/N·M per rank). A consequence worth knowing: the fitted β of a ring model equals nccl-tests'
//    busbw at large sizes.
//  - OSU: osu_allgather and osu_alltoall print the bytes each rank contributes to (sends to) each peer,
//    so M = size × N; every other OSU benchmark prints M itself.
// The points keep the printed size; modelPayloadBytes() converts.
#pragma once

#include "commviz/models.h"
#include "commviz/result.h"
#include "commviz/scenario.h"
#include "commviz/text.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace commviz {

enum class MeasureFormat { NcclTestsText, NcclTestsJson, Osu };
enum class MeasureMetric {
    Time,      // rows are (size, time): nccl-tests, osu_latency, OSU collectives
    Bandwidth, // rows are (size, bandwidth): osu_bw
};
enum class SizeConvention {
    Payload, // the printed size is M
    PerPeer, // the printed size is per peer; M = size × N (osu_allgather, osu_alltoall)
};
enum class RanksOrigin {
    Unknown,   // nobody said: the fit needs --ranks (or the window asks)
    Log,       // "#  Rank  N ..." device lines, JSON devices, "nranks N", or the launcher's -np
    Benchmark, // fixed by the benchmark: osu_latency and osu_bw run on 2 ranks
    Override,  // ParseConfig::ranks, used because the log does not say
};

struct MeasuredPoint {
    double size_bytes = 0; // the printed size (see the size convention above)
    double time_s = 0;     // Time tables: the printed time (µs → s); 0 in Bandwidth tables
    double bandwidth_Bps =
        0; // Bandwidth tables: as printed (MB/s × 1e6); Time tables: size/time (algbw), 0 if time ≤ 0
};

struct MeasuredTable {
    std::string collective; // as the benchmark names itself: "all_reduce_perf", "osu_latency"; empty if unknown
    MeasureFormat format = MeasureFormat::NcclTestsText;
    MeasureMetric metric = MeasureMetric::Time;
    SizeConvention sizes = SizeConvention::Payload;
    std::optional<int> ranks; // N
    RanksOrigin ranks_origin = RanksOrigin::Unknown;
    std::vector<MeasuredPoint> out_of_place; // every row, in order, size-0 rows included (the fit skips them)
    std::vector<MeasuredPoint> in_place;     // nccl-tests' in-place columns; empty for OSU
    int line = 0;                            // 1-based line of the column header (0 for JSON)
    std::vector<Text> warnings;              // rows skipped, collective inferred, override ignored, ...
    std::size_t rows_over_limit = 0;         // rows past kMaxMeasuredRows: counted, not kept
    // The time column's unit as its header states it (SPEC.md 8.1): "ns", "us", "ms" or "s"; "us" when the
    // header names none (and for nccl-tests JSON, whose times are µs). The points are in seconds either way.
    std::string time_unit = "us";
    // The log's rank list (SPEC.md 8.1): nccl-tests' and rccl-tests' "#  Rank  3 Group  0 Pid … on HOST device 3"
    // lines, one per rank. Its distinct HOSTs (0 when the log has no rank list, or its lines name no host) and
    // the ranks each holds (nullopt when the hosts hold unequal counts, or some ranks are missing).
    int rank_list_hosts = 0;
    std::optional<int> rank_list_ranks_per_host;
};

// The most rows one table keeps (per placement). Memory and time of the parse and the fit grow linearly with
// the rows up to here; a table with more is refused by the fit, in words that name this limit (rows past it
// are counted, not stored, so a 64 MiB log of tiny rows takes tens of megabytes, not hundreds).
inline constexpr std::size_t kMaxMeasuredRows = 1'000'000;

// Warnings that can come once per row (a broken row, a time that is not a number) are kept for the first
// this many rows of a table, then counted: "… and 12,345 more warnings like these, not listed". The same
// cap holds for the per-line warnings about the file as a whole.
inline constexpr int kMaxRowWarningsPerTable = 5;

struct ParseConfig {
    std::optional<int> ranks; // used for tables whose log does not state the rank count
};

struct ParseResult {
    std::vector<MeasuredTable> tables; // in file order
    std::vector<Text> warnings;        // about the file as a whole (unsupported OSU benchmark, ...)
};

// Detects the format by content: a JSON object with "results" is nccl-tests -J output; otherwise the
// text is scanned line by line for nccl-tests and OSU tables (several per file, launcher tags such as
// "[1,0]<stdout>:" removed wherever they are, NCCL INFO/WARN lines and other noise skipped).
ParseResult parseMeasurements(std::string_view text, const ParseConfig &config = {});

// The largest benchmark log read: the raw NCCL_DEBUG=INFO log of a few thousand ranks, and a bound on
// memory (the points and the few warnings kept take a fraction of the text's size).
inline constexpr std::uintmax_t kMaxMeasurementFileBytes = std::uintmax_t(64) << 20; // 64 MiB

// The bytes of the file at `path` (a file-system path as the system spells it), or an Error (parameter
// "file") whose message names the file and what is wrong: it does not exist, is a folder, is not a regular
// file (a FIFO, a device such as /dev/zero, a socket: refused from its type, before it is opened, so
// nothing blocks or reads forever), is larger than kMaxMeasurementFileBytes, or cannot be read. The read
// is a stream of 1 MiB chunks that stops one chunk past the limit, so memory stays bounded even for a file
// that grows while it is read or whose size says 0 (/proc).
Result<std::string> readMeasurementFile(const std::string &path);

// --- Fit -------------------------------------------------------------------------------------------

struct FitModel {
    std::string key;                    // "allreduce_ring", "reduce_tree", "p2p"
    std::optional<Algorithm> algorithm; // nullopt: point to point, c_lat = c_bw = 1
};

// eval's algorithm keys ("allreduce_tree", ...), "p2p", and "reduce_tree" (Reduce as the hierarchical
// reduce phase: BroadcastTree's coefficients, lg N·α + lg N·M/β). Case-insensitive.
Result<FitModel> findFitModel(std::string_view name);
// Ring for all_reduce/all_gather/reduce_scatter, pairwise for alltoall, tree for broadcast and reduce,
// p2p for sendrecv_perf, osu_latency and osu_bw.
Result<FitModel> defaultFitModel(std::string_view collective);
// c_lat, c_bw of the model on N ranks (N ≥ 1; p2p ignores N).
Result<Coefficients> fitCoefficients(const FitModel &model, int ranks);
// M for a printed size (see the size convention). Precondition: table.ranks set when sizes is PerPeer.
double modelPayloadBytes(const MeasuredTable &table, double size_bytes);

struct FitConfig {
    std::string model;     // empty: defaultFitModel(table.collective); else findFitModel(model)
    bool in_place = false; // fit the in-place points instead of the out-of-place ones
};

// Refusal threshold: a measured algbw above this is not a network (nccl-tests on one GPU times a local
// copy or nothing at all).
inline constexpr double kMaxPlausibleBandwidth_Bps = 10e12;

struct MeasuredFit {
    FitModel model;
    int ranks = 0;             // N used for the coefficients (0: unknown, only for p2p)
    Coefficients coefficients; // c_lat, c_bw at N
    int points = 0;            // points used: size > 0 of the chosen placement
    // Time tables: α ≥ 0. Bandwidth tables (osu_bw): not measured (alpha_fitted false, alpha_s 0),
    // because osu_bw keeps a window of messages in flight and start-up latency overlaps.
    double alpha_s = 0;
    bool alpha_fitted = true;
    double beta_Bps = 0; // > 0
    // osu_bw only: the per-message gap g of the fitted effective bandwidth n/(g + n/β), a nuisance
    // parameter that lets β be read off the large messages without being dragged down by the small ones.
    double gap_s = 0;
    double r2 = 0;               // R² of log time (log bandwidth for osu_bw); ≤ 1
    double max_rel_residual = 0; // max |model − measured| / measured over the points used
    double crossover_bytes = 0;  // M where latency and bandwidth terms are equal: (c_lat/c_bw)·α·β (= n* for p2p)
    // The data do not pin α (a warning says why): no size below the crossover, or, whatever the crossover,
    // time already grows almost in proportion to size between the two smallest sizes (decision: a log-log
    // slope of 0.9 or more, the latency term about a tenth of the time or less), so α extrapolates the
    // bandwidth regime. "Use fitted α, β" does not take such an α unasked.
    bool alpha_poorly_pinned = false;
    std::vector<Text> warnings;

    // The fitted model's time for payload M (Time tables) — for drawing the fitted curve.
    [[nodiscard]] double time_s(double payload_bytes) const;
};

// Fits one table, or says why not (one rank, fewer than 3 distinct sizes, non-positive times,
// bandwidths above kMaxPlausibleBandwidth_Bps, unknown rank count or collective, unknown model). The
// Error's parameter names what is wrong ("ranks", "points", "model", ...); its message lists every
// reason found, separated by "; ".
Result<MeasuredFit> fitTable(const MeasuredTable &table, const FitConfig &config = {});

// --- Regimes (SPEC.md section 8) ------------------------------------------------------------------------
//
// A measured curve bends where the library switches protocol or algorithm; one α-β line then misses by
// 50–70%. fitRegimes() cuts the sorted sizes into 1, 2 or 3 contiguous ranges and fits each exactly as
// fitTable() fits the whole (same model, coefficients, solver and clamp), trying every cut:
//  - the best cut into R ranges has the smallest Σ of squared relative residuals (the solver's own
//    objective, Σ((a + b·M − T)/T)²); on a tie the cut with the earlier boundaries wins;
//  - R is the fewest ranges whose worst relative residual (as MeasuredFit::max_rel_residual counts it) is
//    at most kRegimeResidualTarget, else the R with the smallest worst residual, the smaller R on a tie;
//  - a boundary between sizes s and s' is reported at √(s·s').
// Decisions where SPEC.md is silent:
//  - Sizes are the printed sizes (MeasuredPoint::size_bytes), as from_bytes and to_bytes are.
//  - Equal sizes (the same size measured twice) are never split: cuts fall between distinct sizes, and a
//    range needs kMinRegimeSizes distinct sizes (so at least 4 points), because two points at one size pin
//    a line no better than one. "Fewer than 8 points gives one range" thus reads "fewer than 8 distinct sizes".
//  - A range whose own fit fails (time does not grow with size there: no β) makes its cut inadmissible.
//  - osu_bw (bandwidth tables) is cut like the others; each range fits β and the gap, not α (alpha_s 0), as
//    the single fit does, and its residuals are of the bandwidth.
//  - More than kMaxRegimeSizes distinct sizes: one range only, with a warning (every cut is tried, which
//    is cubic in the sizes).

inline constexpr int kMaxRegimes = 3;
inline constexpr int kMinRegimeSizes = 4;
inline constexpr double kRegimeResidualTarget = 0.10;
inline constexpr int kMaxRegimeSizes = 256;

struct RegimeRange {
    double from_bytes = 0; // the smallest printed size in the range
    double to_bytes = 0;   // the largest
    int points = 0;        // points in the range (each measurement of a repeated size counts)
    double alpha_s = 0;    // ≥ 0; 0 for osu_bw, where α is not measured
    double beta_Bps = 0;   // > 0
    double gap_s = 0;      // osu_bw only: the range's per-message gap (see MeasuredFit::gap_s)
    double max_rel_residual = 0;
    double sum_sq_rel_residual = 0; // the objective the cut minimises, this range's share
};

struct RegimeFit {
    bool alpha_fitted = true;             // false for osu_bw: alpha_s is not a measurement
    std::vector<RegimeRange> ranges;      // 1 to kMaxRegimes, in size order, covering every point used
    std::vector<double> boundaries_bytes; // ranges.size() − 1, increasing
    double worst_rel_residual = 0;        // the largest max_rel_residual of the ranges
    std::vector<Text> warnings;

    [[nodiscard]] int count() const { return static_cast<int>(ranges.size()); }
};

// Refuses exactly what fitTable() refuses, with the same Error.
Result<RegimeFit> fitRegimes(const MeasuredTable &table, const FitConfig &config = {});

// --- Is it healthy? Bus bandwidth against the link -----------------------------------------------------------

// nccl-tests' busbw = algbw × this factor, algbw = M / time: 2(N−1)/N for AllReduce; (N−1)/N for
// ReduceScatter, AllGather and AlltoAll; 1 for Broadcast, Reduce, SendRecv and point to point (osu_latency,
// osu_bw). Nothing for an unknown collective or N < 1. A reporting convention of nccl-tests (it makes a ring's
// busbw the link bandwidth it reaches), not a cost model; OSU's collectives are given nccl-tests' factors.
std::optional<double> busBandwidthFactor(std::string_view collective, int ranks);

// The cluster a table ran on (SPEC.md 8.1): from the log's rank list where it has one (distinct hosts are the
// nodes, ranks per host the GPUs per node), else from the options: N (the table's ranks, or --ranks) and
// G = Scenario::gpus_per_node, N ≤ G being one node of N GPUs and N > G ⌈N/G⌉ nodes of G.
enum class ClusterSource {
    RankList, // "rank list"
    Options,  // "options": --ranks and --gpus-per-node, or the window's N and G
};
struct LogCluster {
    int ranks = 1;
    int nodes = 1;
    int gpus_per_node = 1;
    ClusterSource from = ClusterSource::Options;
    int rank_list_hosts = 0;    // the rank list's distinct hosts (0: no rank list)
    bool unequal_hosts = false; // the rank list's hosts hold unequal rank counts: the options decided G
};
// nullopt when the table's rank count is unknown (or below 1).
std::optional<LogCluster> logCluster(const MeasuredTable &table, const Scenario &options);
std::string clusterSourceKey(ClusterSource from); // "rank list", "options", as fit's JSON names them

enum class LinkKind {
    Inter, // between nodes: Scenario::inter, the --beta option
    Intra, // inside a node: Scenario::intra, --intra-beta
};

struct BusBandwidthFraction {
    double size_bytes = 0; // the largest size measured (printed)
    double busbw_Bps = 0;  // nccl-tests' busbw there (the mean, if that size was measured more than once)
    LinkKind link = LinkKind::Inter;
    double link_beta_Bps = 0; // the stated β of that link
    double fraction = 0;      // busbw_Bps / link_beta_Bps; above 1 when the stated link is slower than measured
                              // (or the library adds a second path, such as NVLink beside the NIC)
    // Compared with the inter-node β (more than one node): the log spans K = logCluster().nodes nodes, and a ring over
    // them crosses between nodes on K − 1 of every N − 1 steps (AllReduce: 2(K − 1) of its 2(N − 1)); the other steps
    // stay on the intra-node link, which is why busbw can pass the inter-node β. `ring` is false for AlltoAll, whose
    // pairwise steps mostly cross. The same busbw against β_intra too.
    int nodes = 1;
    bool ring = false;
    int ring_steps = 0;     // N − 1
    int crossing_steps = 0; // K − 1
    double intra_beta_Bps = 0;
    double intra_fraction = 0; // busbw_Bps / intra_beta_Bps
};

// "Is my bandwidth normal?": for AllReduce, AllGather, ReduceScatter and AlltoAll tables (nccl-tests or
// OSU) with N ≥ 2, the busbw at the largest size with a positive time, as a fraction of the link bandwidth
// `links` states. A log on one node (logCluster(): its rank list names one host, or without a rank list
// N ≤ G) is compared with β_intra, any other with the inter-node β. in_place picks the in-place points. nullopt when
// not applicable, or when the algbw there is above kMaxPlausibleBandwidth_Bps (not a network).
std::optional<BusBandwidthFraction> busBandwidthFraction(const MeasuredTable &table, const Scenario &links,
                                                         bool in_place = false);

// The solver behind fitTable, exposed for tests: minimises Σ((a + b·x_i − y_i)/y_i)² in closed form
// (2×2 normal equations). When the best a is negative, a = 0 and b is refitted alone (a_clamped).
// Preconditions: x.size() == y.size(), every y > 0 and finite, every x ≥ 0 and finite. Errors when the
// x are not distinct enough to separate a from b, or when b ≤ 0 (y does not grow with x).
struct RelativeLinearFit {
    double a = 0;
    double b = 0;
    bool a_clamped = false;
};
Result<RelativeLinearFit> fitRelativeLinear(std::span<const double> x, std::span<const double> y);

} // namespace commviz
