// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every sentence core says, as one named English format each (see commviz/text.h), and kTextFormats, the
// list of them all. A new sentence is a constant here, marked COMMVIZ_TEXT so that lupdate files it in the
// catalogue, and an entry in the list (a test checks each has a translation).
#pragma once

#include "commviz/text.h"

#include <array>

namespace commviz::formats {

// --- units.cpp: one set per kind of quantity, so each sentence names its kind in its own words ---------
inline constexpr TextFormat kTimeEmpty{
    COMMVIZ_TEXT("%1: \"\" is empty; enter a time, e.g. 5us, 500 ns, 2 ms or 1.5e-6s")};
inline constexpr TextFormat kNotATime{
    COMMVIZ_TEXT("%1: \"%2\" is not a time; use a number with a unit, e.g. 5us, 500 ns, 2 ms or 1.5e-6s")};
inline constexpr TextFormat kNegativeTime{COMMVIZ_TEXT("%1: \"%2\" is negative; a time must be ≥ 0")};
inline constexpr TextFormat kUnknownTimeUnit{
    COMMVIZ_TEXT("%1: \"%2\" has an unknown unit \"%3\" for a time; e.g. 5us, 500 ns, 2 ms or 1.5e-6s")};
inline constexpr TextFormat kSizeEmpty{
    COMMVIZ_TEXT("%1: \"\" is empty; enter a size, e.g. 1GB, 250 KB, 1 GiB or 1e9B")};
inline constexpr TextFormat kNotASize{
    COMMVIZ_TEXT("%1: \"%2\" is not a size; use a number with a unit, e.g. 1GB, 250 KB, 1 GiB or 1e9B")};
inline constexpr TextFormat kNegativeSize{COMMVIZ_TEXT("%1: \"%2\" is negative; a size must be ≥ 0")};
inline constexpr TextFormat kUnknownSizeUnit{
    COMMVIZ_TEXT("%1: \"%2\" has an unknown unit \"%3\" for a size; e.g. 1GB, 250 KB, 1 GiB or 1e9B")};
inline constexpr TextFormat kBandwidthEmpty{
    COMMVIZ_TEXT("%1: \"\" is empty; enter a bandwidth, e.g. 50GB/s, 400Gbps or 5e10B/s")};
inline constexpr TextFormat kNotABandwidth{
    COMMVIZ_TEXT("%1: \"%2\" is not a bandwidth; use a number with a unit, e.g. 50GB/s, 400Gbps or 5e10B/s")};
inline constexpr TextFormat kNegativeBandwidth{COMMVIZ_TEXT("%1: \"%2\" is negative; a bandwidth must be ≥ 0")};
inline constexpr TextFormat kUnknownBandwidthUnit{
    COMMVIZ_TEXT("%1: \"%2\" has an unknown unit \"%3\" for a bandwidth; e.g. 50GB/s, 400Gbps or 5e10B/s")};
inline constexpr TextFormat kNumberEmpty{COMMVIZ_TEXT("%1: \"\" is empty; enter a number, e.g. 256 or 64x")};
inline constexpr TextFormat kNotANumber{
    COMMVIZ_TEXT("%1: \"%2\" is not a number; use a number with a unit, e.g. 256 or 64x")};
inline constexpr TextFormat kNegativeNumber{COMMVIZ_TEXT("%1: \"%2\" is negative; a number must be ≥ 0")};
inline constexpr TextFormat kUnknownNumberUnit{
    COMMVIZ_TEXT("%1: \"%2\" has an unknown unit \"%3\" for a number; e.g. 256 or 64x")};
inline constexpr TextFormat kNotFinite{COMMVIZ_TEXT("%1: \"%2\" is not a finite number")};
inline constexpr TextFormat kTooLarge{COMMVIZ_TEXT("%1: \"%2\" is too large")};

// --- scenario.cpp: range checks ----------------------------------------------------------------------
inline constexpr TextFormat kMustBeNonNegative{COMMVIZ_TEXT("%1 = %2 is out of range: it must be ≥ 0")};
inline constexpr TextFormat kMustBePositive{COMMVIZ_TEXT("%1 = %2 is out of range: it must be > 0")};
inline constexpr TextFormat kMustBeAtLeast{COMMVIZ_TEXT("%1 = %2 is out of range: it must be a number ≥ %3")};
inline constexpr TextFormat kMustBeFraction{COMMVIZ_TEXT("%1 = %2 is out of range: it must be > 0 and ≤ 1")};
inline constexpr TextFormat kNotAWholeNumber{COMMVIZ_TEXT("%1 = %2 is not a whole number")};
inline constexpr TextFormat kMustBeAtMost{COMMVIZ_TEXT("%1 = %2 is out of range: it must be at most %3")};
inline constexpr TextFormat kMustBeAtLeastLimit{COMMVIZ_TEXT("%1 = %2 is out of range: it must be at least %3")};
inline constexpr TextFormat kMustBeSet{COMMVIZ_TEXT("%1 has no value; give one")};
inline constexpr TextFormat kNotAChoice{COMMVIZ_TEXT("%1 = %2 is not one of its choices")};
inline constexpr TextFormat kNotOnOrOff{COMMVIZ_TEXT("%1: \"%2\" is not on or off")};
inline constexpr TextFormat kNotOneOf{COMMVIZ_TEXT("%1: \"%2\" is not one of %3")};
inline constexpr TextFormat kMustBeWholeFrom{
    COMMVIZ_TEXT("%1 = %2 is out of range: it must be a whole number from %3 to 1000000000")};
inline constexpr TextFormat kInfinity{COMMVIZ_TEXT("infinity")}; // a value shown in the sentences above
inline constexpr TextFormat kMinusInfinity{COMMVIZ_TEXT("-infinity")};

// --- models.cpp, evaluation.cpp ------------------------------------------------------------------------
inline constexpr TextFormat kEmptyMessage{
    COMMVIZ_TEXT("an empty message moves no data, so it has no effective bandwidth")};
inline constexpr TextFormat kRhdNeedsPowerOfTwo{
    COMMVIZ_TEXT("recursive halving-doubling needs N to be a power of two; N = %1 is not")};
inline constexpr TextFormat kHierarchicalHasNoCoefficients{
    COMMVIZ_TEXT("hierarchical AllReduce uses two links, so it has no single pair of coefficients")};
inline constexpr TextFormat kHierarchicalNeedsMultiple{
    COMMVIZ_TEXT("hierarchical AllReduce needs N to be a multiple of G; N = %1 is not a multiple of G = %2")};
inline constexpr TextFormat kOneGpuNoCrossover{
    COMMVIZ_TEXT("with N = 1 nothing is sent, so ring and tree never differ")};
inline constexpr TextFormat kTargetBubbleOutOfRange{
    COMMVIZ_TEXT("target bubble = %1 is out of range: it must be in (0, 1)")};
inline constexpr TextFormat kTooManyMicrobatches{
    COMMVIZ_TEXT("stages = %1 needs more micro-batches than can be counted")};
inline constexpr TextFormat kNothingToCompress{COMMVIZ_TEXT("nothing is sent, so compression has nothing to save")};
inline constexpr TextFormat kCompressionNeverPays{
    COMMVIZ_TEXT("the codec costs at least the whole bandwidth term, so compression never pays")};
inline constexpr TextFormat kNotEvaluated{COMMVIZ_TEXT("not evaluated")};

// --- production.cpp, models.cpp: the production refinements (SPEC.md section 6) -------------------------------
inline constexpr TextFormat kProductionHasNoCoefficients{COMMVIZ_TEXT(
    "the production AllReduce variants are not of the form c_lat·α + c_bw·M/β, so they have no single pair of "
    "coefficients")};
inline constexpr TextFormat kTooManyChunks{
    COMMVIZ_TEXT("chunk = %1 cuts M = %2 into more than 1000000000 chunks; use a larger chunk")};
inline constexpr TextFormat kTwoLevelRingNeedsMultiple{
    COMMVIZ_TEXT("the two-level ring needs N to be a multiple of G; N = %1 is not a multiple of G = %2")};
inline constexpr TextFormat kOneGpuNoProtocolSwitch{
    COMMVIZ_TEXT("with N = 1 nothing is sent, so the protocols never differ")};
inline constexpr TextFormat kPipelinedTreeHasNoSwitchSize{COMMVIZ_TEXT(
    "the pipelined tree's latency term grows with M through its chunk count, so no single size switches its "
    "protocols")};

// --- cluster.cpp: cluster tiers (SPEC.md section 9) ------------------------------------------------------------
inline constexpr TextFormat kClusterNeedsMultiple{
    COMMVIZ_TEXT("the cluster's levels need N to be a multiple of G; N = %1 is not a multiple of G = %2")};
inline constexpr TextFormat kClusterRagged{COMMVIZ_TEXT(
    "the hierarchical collectives need whole leaf groups: K = %1 nodes do not fill leaf groups of S = %2 nodes "
    "evenly, so their shards would not line up across leaf groups")};
inline constexpr TextFormat kNoSpineLevel{
    COMMVIZ_TEXT("K = %1 nodes fit in one leaf group of S = %2 nodes: there is no spine level to cross")};

// --- step.cpp: the training step (SPEC.md section 10) --------------------------------------------------------
inline constexpr TextFormat kStepNeedsMultipleOfTp{COMMVIZ_TEXT(
    "the layout needs N to be a multiple of t·p: N = %1 is not a multiple of t·p = %2 (t = %3, p = %4); change N, t "
    "or p")};
inline constexpr TextFormat kStepExpertsDivideData{COMMVIZ_TEXT(
    "expert parallelism needs e to divide d = N/(t·p): e = %1 does not divide d = %2; change e, or N, t or p")};
inline constexpr TextFormat kStepMoreStagesThanLayers{
    COMMVIZ_TEXT("p = %1 pipeline stages are more than the L = %2 layers: lower p")};
inline constexpr TextFormat kStepRagged{COMMVIZ_TEXT(
    "the step needs whole leaf groups: K = %1 nodes do not fill leaf groups of S = %2 nodes evenly; change N or S")};
inline constexpr TextFormat kTensorGroupDoesNotTile{COMMVIZ_TEXT(
    "the tensor-parallel group of t = %1 ranks does not tile the cluster's levels (G = %2 GPUs a node, %3 GPUs a "
    "leaf group); change t")};
inline constexpr TextFormat kExpertGroupDoesNotTile{COMMVIZ_TEXT(
    "the expert-parallel group of e = %1 ranks, t = %2 apart, does not tile the cluster's levels (G = %3 GPUs a "
    "node, %4 GPUs a leaf group); change e or t")};
inline constexpr TextFormat kDataGroupDoesNotTile{COMMVIZ_TEXT(
    "the data-parallel group of d = %1 ranks, t = %2 apart, does not tile the cluster's levels (G = %3 GPUs a "
    "node, %4 GPUs a leaf group); change t or p (d = N/(t·p))")};
inline constexpr TextFormat kStepSweepTooLarge{COMMVIZ_TEXT(
    "the sweep runs N over the multiples of t·p·e = %1 and of G = %2 up to %3 GPUs, and none is that small; lower "
    "t, p, e or G")};

// --- buckets.cpp: gradient buckets (SPEC.md section 7) --------------------------------------------------------
inline constexpr TextFormat kTooManyBuckets{
    COMMVIZ_TEXT("bucket = %1 cuts M = %2 into more than 1000000000 buckets; use a larger bucket")};
inline constexpr TextFormat kTimelineTooLarge{
    COMMVIZ_TEXT("a timeline of %1 buckets is too large to draw; use a bucket size that gives at most 65536")};

// --- schedule.cpp ----------------------------------------------------------------------------------------
inline constexpr TextFormat kScheduleTooLarge{
    COMMVIZ_TEXT("a schedule of %1 passes is too large to simulate; keep p·m·V at most 1000000")};
inline constexpr TextFormat kLanesTooLarge{
    COMMVIZ_TEXT("a schedule of %1 passes is too large to draw; keep p·m·V at most 5000000")};
inline constexpr TextFormat kInterleavedNeedsMultiple{
    COMMVIZ_TEXT("microbatches = %1 is out of range for interleaved 1F1B: it must be a multiple of p = %2")};
inline constexpr TextFormat kScheduleDeadlocked{COMMVIZ_TEXT("the %1 order deadlocked (a bug in commviz)")};

// --- algorithmsteps.cpp ----------------------------------------------------------------------------------
inline constexpr TextFormat kTraceCoversThree{COMMVIZ_TEXT(
    "the step-by-step trace covers ring, tree and recursive halving-doubling AllReduce; %1 is not one of them")};
inline constexpr TextFormat kTraceGpusOutOfRange{
    COMMVIZ_TEXT("gpus = %1 is outside the step-by-step trace's range, %2 to %3")};

// --- measure_fit.cpp: refusals -----------------------------------------------------------------------------
inline constexpr TextFormat kTooFewPointsForLine{COMMVIZ_TEXT("need at least 2 points to fit a line")};
inline constexpr TextFormat kPointsNotPositive{COMMVIZ_TEXT("sizes and times must be positive and finite")};
inline constexpr TextFormat kSizesTooAlike{
    COMMVIZ_TEXT("the sizes do not vary enough to separate latency from bandwidth")};
inline constexpr TextFormat kNoBandwidthTerm{
    COMMVIZ_TEXT("time does not grow with size: there is no bandwidth term to fit")};
inline constexpr TextFormat kUnknownModel{COMMVIZ_TEXT("unknown model \"%1\"; known: %2")};
inline constexpr TextFormat kCollectiveUnknown{COMMVIZ_TEXT("the collective is unknown: name the model (--model)")};
inline constexpr TextFormat kNoDefaultModel{COMMVIZ_TEXT("no default model for \"%1\": name one (--model)")};
inline constexpr TextFormat kRankCountNotPositive{COMMVIZ_TEXT("rank count %1 is not a positive number")};
inline constexpr TextFormat kOneRank{COMMVIZ_TEXT("one rank: nothing crosses a link, the times measure a local copy")};
inline constexpr TextFormat kRankCountUnknown{
    COMMVIZ_TEXT("the rank count is unknown: the log does not say it (--ranks N)")};
inline constexpr TextFormat kNoOutOfPlacePoints{COMMVIZ_TEXT("no out-of-place points")};
inline constexpr TextFormat kNoInPlacePoints{COMMVIZ_TEXT("no in-place points")};
inline constexpr TextFormat kFewerThanThreeSizes{COMMVIZ_TEXT("fewer than 3 distinct sizes above 0 (%1)")};
inline constexpr TextFormat kNonPositiveTimes{COMMVIZ_TEXT("%1 non-positive times")};
inline constexpr TextFormat kNonPositiveBandwidths{COMMVIZ_TEXT("%1 non-positive bandwidths")};
inline constexpr TextFormat kImplausibleBandwidth{COMMVIZ_TEXT("bandwidth up to %1, above the plausible %2")};
inline constexpr TextFormat kModelOnRanksNotApplicable{COMMVIZ_TEXT("%1 on %2 ranks: %3")};
inline constexpr TextFormat kModelOnRanksCostsNothing{COMMVIZ_TEXT("%1 on %2 ranks has no cost to fit")};
inline constexpr TextFormat kOneReasonThenAnother{
    COMMVIZ_TEXT("%1; %2")}; // joins refusals: the whole story in one message

// --- measure_fit.cpp: warnings -----------------------------------------------------------------------------
inline constexpr TextFormat kNegativeAlphaClamped{
    COMMVIZ_TEXT("the best α was negative: set to 0 and β refitted alone")};
inline constexpr TextFormat kNegativeGapClamped{
    COMMVIZ_TEXT("the best gap was negative: set to 0 and β refitted alone")};
inline constexpr TextFormat kOsuBwHidesAlpha{
    COMMVIZ_TEXT("osu_bw keeps a window of messages in flight, so start-up latency "
                 "overlaps: α is not measured here (fit osu_latency for it)")};
inline constexpr TextFormat kNoSizeBelowCrossover{
    COMMVIZ_TEXT("no size below the crossover %1 (where latency and bandwidth terms are equal): α is poorly pinned")};
inline constexpr TextFormat kNoSizeAboveCrossover{COMMVIZ_TEXT("no size above the crossover %1: β is poorly pinned")};
inline constexpr TextFormat kRanksFromOverride{COMMVIZ_TEXT("rank count %1 from --ranks, not from the log")};
inline constexpr TextFormat kPointsFarOffModel{
    COMMVIZ_TEXT("some points are more than 50% off the fitted model: the model may "
                 "not describe this data (protocol or algorithm switches, noise)")};
inline constexpr TextFormat kAlphaFromBandwidthRegime{
    COMMVIZ_TEXT("from %1 to %2 the time already grows %3 for %4 the size: no point is latency-dominated, so "
                 "α = %5 is an extrapolation of the bandwidth regime, poorly pinned")};

// --- measure_parse.cpp: warnings ---------------------------------------------------------------------------
inline constexpr TextFormat kUnsupportedOsuBenchmark{COMMVIZ_TEXT("line %1: unsupported OSU benchmark \"%2\" skipped")};
inline constexpr TextFormat kIncompleteRow{COMMVIZ_TEXT("line %1: not a complete row, skipped")};
inline constexpr TextFormat kOutOfPlaceTimeNotANumber{
    COMMVIZ_TEXT("line %1: out-of-place time is not a number, row skipped")};
inline constexpr TextFormat kInPlaceTimeNotANumber{
    COMMVIZ_TEXT("line %1: in-place time is not a number, in-place point skipped")};
inline constexpr TextFormat kRowCutShort{
    COMMVIZ_TEXT("line %1: the log ends inside this row (cut off?): its numbers may be cut too, row skipped")};
inline constexpr TextFormat kNulBytesInRow{COMMVIZ_TEXT("line %1: holds NUL bytes (a damaged write), row skipped")};
inline constexpr TextFormat kTimeImplausible{COMMVIZ_TEXT("line %1: a time over a day is no measurement, row skipped")};
inline constexpr TextFormat kValueNotANumber{COMMVIZ_TEXT("line %1: value is not a number, row skipped")};
inline constexpr TextFormat kHeaderWithoutRows{COMMVIZ_TEXT("line %1: table header without rows")};
inline constexpr TextFormat kProgramUnknown{
    COMMVIZ_TEXT("the log does not name the nccl-tests program and the columns do not "
                 "identify it: name the model to fit")};
inline constexpr TextFormat kProgramInferred{COMMVIZ_TEXT(
    "the log does not name the nccl-tests program: %1 inferred from the redop, root and busbw/algbw columns")};
inline constexpr TextFormat kRanksOverrideIgnoredBenchmark{
    COMMVIZ_TEXT("--ranks %1 ignored: the benchmark runs on %2 ranks")};
inline constexpr TextFormat kRanksOverrideIgnoredLog{COMMVIZ_TEXT("--ranks %1 ignored: the log says %2 ranks")};
inline constexpr TextFormat kJsonResultWithoutSize{COMMVIZ_TEXT("result %1: no valid size, skipped")};
inline constexpr TextFormat kJsonResultWithoutTime{COMMVIZ_TEXT("result %1: no out-of-place time, skipped")};
inline constexpr TextFormat kJsonProgramInferred{
    COMMVIZ_TEXT("args do not name the nccl-tests program: %1 inferred from the columns")};
inline constexpr TextFormat kJsonTooManyValues{
    COMMVIZ_TEXT("the JSON holds more than %1 values, the most commviz reads from one file; keep fewer results")};
inline constexpr TextFormat kJsonTooDeep{
    COMMVIZ_TEXT("the JSON is nested deeper than %1 levels, the most commviz reads")};
inline constexpr TextFormat kJsonWithoutResults{COMMVIZ_TEXT("nccl-tests JSON without usable results")};
inline constexpr TextFormat kJsonNumberTooLarge{
    COMMVIZ_TEXT("%1: %2 is out of range: no number beyond ±1.8e308 can be read")};
inline constexpr TextFormat kJsonNumberTooSmall{
    COMMVIZ_TEXT("%1: %2 is out of range: it is too close to 0 to be read (write 0)")};
inline constexpr TextFormat kMoreWarningsNotListed{COMMVIZ_TEXT("… and %1 more warnings like these, not listed")};

// --- measure_ranklist.cpp, measure_health.cpp (SPEC.md 8.1) ---------------------------------------------
inline constexpr TextFormat kCommandLineRanksDisagree{
    COMMVIZ_TEXT("the command line asks for %1 ranks, the log's rank list shows %2: the rank list decides")};
inline constexpr TextFormat kRankListUnequalHosts{
    COMMVIZ_TEXT("the log's rank list puts its %1 ranks unequally on %2 hosts: --gpus-per-node decides the model")};
inline constexpr TextFormat kHealthCollectiveNotCompared{COMMVIZ_TEXT(
    "no verdict for %1: only AllReduce, AllGather, ReduceScatter and AlltoAll are compared with the model")};
inline constexpr TextFormat kHealthOneRank{COMMVIZ_TEXT("no verdict on one rank: nothing crosses a link")};
inline constexpr TextFormat kHealthRanksUnknown{
    COMMVIZ_TEXT("no verdict: the log does not say its rank count (give --ranks)")};
inline constexpr TextFormat kHealthUnequalHosts{COMMVIZ_TEXT("no verdict: the log's hosts hold unequal rank counts")};
inline constexpr TextFormat kHealthNoUsableTime{COMMVIZ_TEXT("no verdict: the largest size has no usable time")};

// --- measure_regimes.cpp, measure_busbw.cpp ----------------------------------------------------------------
inline constexpr TextFormat kTooManyRows{
    COMMVIZ_TEXT("the table has %1 rows, more than the %2 rows commviz fits in one table; cut the sweep or split "
                 "the log")};
inline constexpr TextFormat kTooManySizesForRegimes{
    COMMVIZ_TEXT("%1 distinct sizes: the regime fit tries every cut and takes at most %2, so it shows one range")};

// --- measure_read.cpp: reading a benchmark log -------------------------------------------------------------
inline constexpr TextFormat kFileDoesNotExist{COMMVIZ_TEXT("cannot read %1: the file does not exist")};
inline constexpr TextFormat kFileIsFolder{COMMVIZ_TEXT("cannot read %1: it is a folder, not a file")};
inline constexpr TextFormat kFileNotRegular{COMMVIZ_TEXT(
    "cannot read %1: it is not a regular file (a pipe, a device or a socket); save the output to a file first")};
inline constexpr TextFormat kFileTooLarge{
    COMMVIZ_TEXT("cannot read %1: it is larger than %2, the most a benchmark log may be")};
inline constexpr TextFormat kFilePermissionDenied{COMMVIZ_TEXT("cannot read %1: permission denied")};
inline constexpr TextFormat kFileReadFailed{COMMVIZ_TEXT("cannot read %1: %2")};

inline constexpr TextFormat kBucketCollectiveNotAllReduce{
    COMMVIZ_TEXT("bucket_collective = %1 is out of range: buckets are reduced with an AllReduce")};

inline constexpr TextFormat kCompressionCollectiveNotAllReduce{
    COMMVIZ_TEXT("compression_collective = %1 is out of range: compression is judged on an AllReduce")};

inline constexpr std::array kTextFormats{
    kBucketCollectiveNotAllReduce,
    kCompressionCollectiveNotAllReduce,
    kTimeEmpty,
    kNotATime,
    kNegativeTime,
    kUnknownTimeUnit,
    kSizeEmpty,
    kNotASize,
    kNegativeSize,
    kUnknownSizeUnit,
    kBandwidthEmpty,
    kNotABandwidth,
    kNegativeBandwidth,
    kUnknownBandwidthUnit,
    kNumberEmpty,
    kNotANumber,
    kNegativeNumber,
    kUnknownNumberUnit,
    kNotFinite,
    kTooLarge,
    kMustBeNonNegative,
    kMustBePositive,
    kMustBeAtLeast,
    kMustBeFraction,
    kNotAWholeNumber,
    kMustBeAtMost,
    kMustBeAtLeastLimit,
    kMustBeSet,
    kNotAChoice,
    kNotOnOrOff,
    kNotOneOf,
    kMustBeWholeFrom,
    kInfinity,
    kMinusInfinity,
    kEmptyMessage,
    kRhdNeedsPowerOfTwo,
    kHierarchicalHasNoCoefficients,
    kHierarchicalNeedsMultiple,
    kOneGpuNoCrossover,
    kTargetBubbleOutOfRange,
    kTooManyMicrobatches,
    kNothingToCompress,
    kCompressionNeverPays,
    kNotEvaluated,
    kProductionHasNoCoefficients,
    kTooManyChunks,
    kTwoLevelRingNeedsMultiple,
    kOneGpuNoProtocolSwitch,
    kPipelinedTreeHasNoSwitchSize,
    kClusterNeedsMultiple,
    kClusterRagged,
    kNoSpineLevel,
    kStepNeedsMultipleOfTp,
    kStepExpertsDivideData,
    kStepMoreStagesThanLayers,
    kStepRagged,
    kTensorGroupDoesNotTile,
    kExpertGroupDoesNotTile,
    kDataGroupDoesNotTile,
    kStepSweepTooLarge,
    kTooManyBuckets,
    kTimelineTooLarge,
    kScheduleTooLarge,
    kLanesTooLarge,
    kInterleavedNeedsMultiple,
    kScheduleDeadlocked,
    kTraceCoversThree,
    kTraceGpusOutOfRange,
    kTooFewPointsForLine,
    kPointsNotPositive,
    kSizesTooAlike,
    kNoBandwidthTerm,
    kUnknownModel,
    kCollectiveUnknown,
    kNoDefaultModel,
    kRankCountNotPositive,
    kOneRank,
    kRankCountUnknown,
    kNoOutOfPlacePoints,
    kNoInPlacePoints,
    kFewerThanThreeSizes,
    kNonPositiveTimes,
    kNonPositiveBandwidths,
    kImplausibleBandwidth,
    kModelOnRanksNotApplicable,
    kModelOnRanksCostsNothing,
    kOneReasonThenAnother,
    kNegativeAlphaClamped,
    kNegativeGapClamped,
    kOsuBwHidesAlpha,
    kNoSizeBelowCrossover,
    kNoSizeAboveCrossover,
    kRanksFromOverride,
    kPointsFarOffModel,
    kAlphaFromBandwidthRegime,
    kUnsupportedOsuBenchmark,
    kIncompleteRow,
    kRowCutShort,
    kNulBytesInRow,
    kTimeImplausible,
    kOutOfPlaceTimeNotANumber,
    kInPlaceTimeNotANumber,
    kValueNotANumber,
    kHeaderWithoutRows,
    kProgramUnknown,
    kProgramInferred,
    kRanksOverrideIgnoredBenchmark,
    kRanksOverrideIgnoredLog,
    kJsonResultWithoutSize,
    kJsonResultWithoutTime,
    kJsonProgramInferred,
    kJsonWithoutResults,
    kJsonNumberTooLarge,
    kJsonTooManyValues,
    kJsonTooDeep,
    kJsonNumberTooSmall,
    kMoreWarningsNotListed,
    kFileDoesNotExist,
    kFileIsFolder,
    kFileNotRegular,
    kFileTooLarge,
    kFilePermissionDenied,
    kFileReadFailed,
    kTooManySizesForRegimes,
    kTooManyRows,
    kCommandLineRanksDisagree,
    kRankListUnequalHosts,
    kHealthCollectiveNotCompared,
    kHealthOneRank,
    kHealthRanksUnknown,
    kHealthUnequalHosts,
    kHealthNoUsableTime,
};

} // namespace commviz::formats
