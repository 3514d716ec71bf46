// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The parameter registry: one row per parameter a person sets, and the one place each is described.
//
// A row names the parameter everywhere it appears (its scenario-file and eval JSON key, its command-line
// option, the name in messages, its symbol), says what it means (English, translated by the window's
// catalogue), what kind of value it takes (a real number with a unit, a whole number, on/off, one of a list;
// optionally unset), its valid range and the slider's span, and how it reads and writes a Scenario. Its
// default is the Scenario's own (scenario.h), so defaults too are written once.
//
// Validation (validate() in scenario.h), scenario files, eval's "inputs", the command-line options and their
// help, and the window's parameter panel all iterate this table: adding a parameter is one row here plus the
// model that reads it.
#pragma once

#include "commviz/result.h"
#include "commviz/scenario.h"
#include "commviz/units.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace commviz {

enum class Param {
    Alpha,
    Beta,
    IntraAlpha,
    IntraBeta,
    Gpus,
    GpusPerNode,
    Size,
    NodesPerLeaf,
    Oversubscription,
    SpineAlpha,
    Stages,
    Microbatches,
    Virtual,
    Ratio,
    Codec,
    SwitchEfficiency,
    InNetwork,
    Chunk,
    Backward,
    Bucket,
    BucketCollective,
    CompressionCollective,
    ProductionView,
    // The training step (SPEC.md section 10).
    ModelParams,
    InactiveParams,
    Layers,
    Hidden,
    SequenceTokens,
    MicrobatchSequences,
    TensorParallel,
    ExpertParallel,
    ExpertsPerToken,
    PeakFlops,
    ComputeEfficiency,
    GpuMemory,
};

enum class ParamKind {
    Real,   // a number in quantity's base unit
    Whole,  // a whole number from 1 to kMaxWhole
    Switch, // on (1) or off (0)
    Choice, // an index into paramChoices()
};

// Where the panel shows a parameter.
// View: how pages draw, set from the pages and the View menu rather than the panel.
enum class ParamGroup { Links, Collective, Cluster, Pipeline, Compression, Production, Buckets, Step, View };

// The lower end of the valid range, as SPEC.md states it.
enum class LowerBound {
    None,        // switches and choices
    NonNegative, // ≥ 0
    Positive,    // > 0
    AtLeastOne,  // ≥ 1 (a real: the compression ratio)
    WholeFromOne,
    Fraction, // > 0 and ≤ 1
};

inline constexpr double kMaxWhole = 1e9;

struct ParamInfo {
    Param param;
    ParamGroup group;
    ParamKind kind;
    std::string_view key;       // "alpha_s": scenario files and eval's "inputs"
    std::string_view option;    // "alpha": --alpha on every command
    std::string_view name;      // "alpha": how messages name it ("alpha = 0 s is out of range …")
    std::string_view symbol;    // "α": how the window and the napkin math name it
    std::string_view meaning;   // "inter-node latency"
    std::string_view help;      // the option's help, without its default: "Inter-node latency α."
    std::string_view valueName; // "time": --alpha <time>
    Quantity quantity;
    LowerBound lower;
    // Beyond SPEC.md's range, commviz's own limits keep every model's result a finite number: values from
    // the lower bound up to `least`, or above `most`, are refused as outside them (README, "Limits").
    double least;
    double most;
    double sliderMin; // the slider spans [sliderMin, sliderMax]; typed values may go beyond
    double sliderMax;
    bool logSlider;
    bool optional;          // may be unset: written as null; the model then chooses (the optimal chunk)
    std::string_view unset; // how an unset value reads: "optimal"
    std::optional<double> (*get)(const Scenario &);
    void (*set)(Scenario &, std::optional<double>);
};

// Every parameter, in the panel's order (Param's order).
const std::vector<ParamInfo> &parameters();
const ParamInfo &parameter(Param p);
// How messages name p (gpus_per_node): every model's checks use it, so a name is written once.
inline std::string_view paramName(Param p)
{
    return parameter(p).name;
}
std::optional<Param> findParameterByKey(std::string_view key);
std::optional<Param> findParameterByName(std::string_view name); // by the name messages use

// The value in `s`; nullopt only for an unset optional parameter.
std::optional<double> paramValue(const Scenario &s, Param p);
// Precondition: checkParam(p, value) found nothing.
void setParamValue(Scenario &s, Param p, std::optional<double> value);
// The value of Scenario{}.
std::optional<double> paramDefault(Param p);

// Choice parameters: the keys of their choices (bucket_collective, compression_collective: "ring", "tree", …), and the
// algorithm an index stands for.
const std::vector<std::string> &paramChoices(Param p);
Algorithm choiceAlgorithm(Param p, double index);

// Whether `value` is valid for p; the Error names p by `name` ("β" in the window, "beta" in core).
std::optional<Error> checkParam(Param p, std::optional<double> value, std::string_view name);
std::optional<Error> checkParam(Param p, std::optional<double> value);

// What a person typed ("400 Gbps", "1 GiB", "7us", "on", "ring", "optimal"), parsed and checked.
Result<std::optional<double>> parseParam(Param p, std::string_view text, std::string_view name);
// Only the parsing, for callers that name the parameter differently in a range error (the command line:
// "--beta: beta = 0 B/s is out of range").
Result<std::optional<double>> parseParamValue(Param p, std::string_view text, std::string_view name);
// The value as a value box, a message or the help shows it: "5 µs", "50 GB/s", "256", "on", "ring", "optimal".
std::string formatParam(Param p, std::optional<double> value);

} // namespace commviz
