// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The registry's rows of the training step (SPEC.md 10.1): the model, its tensor and expert parallelism, and the
// GPU. Their limits keep every quantity of the step a finite number (README, "Limits").
#include "parameterrows.h"

#include "commviz/text.h"

#include <cmath>

namespace commviz {
namespace {

using Q = Quantity;
using K = ParamKind;
using G = ParamGroup;
using L = LowerBound;

constexpr double kMaxParams = 1e15;       // a thousand times the largest model trained
constexpr double kMaxFlops = 1e18;        // an exaFLOP/s on one GPU
constexpr double kMaxMemory_bytes = 1e18; // 1 EB
constexpr double kMinEfficiency = 1e-3;   // below 0.1% no kernel computes anything

// clang-format off
// (a table reads best a few lines a parameter)
const std::vector<ParamInfo> kStepRows{
        {Param::ModelParams, G::Step, K::Real, "model_params", "params", "params", "Φ",
         COMMVIZ_TEXT("parameters active per token"),
         COMMVIZ_TEXT("Parameters Φ active per token (all of them for a dense model), e.g. 70e9."), "count", Q::Count,
         L::Positive, 1, kMaxParams, 1e8, 2e12, true, false, "", COMMVIZ_REAL(model_params)},
        {Param::InactiveParams, G::Step, K::Real, "inactive_params", "inactive-params", "inactive_params", "Φ_x",
         COMMVIZ_TEXT("expert parameters a token does not use"),
         COMMVIZ_TEXT("Further parameters Φ_x a token does not use: the experts it is not routed to (0 for a dense "
                      "model)."), "count", Q::Count, L::NonNegative, 0, kMaxParams, 1e8, 2e12, true, false, "",
         COMMVIZ_REAL(inactive_params)},
        {Param::Layers, G::Step, K::Whole, "layers", "layers", "layers", "L", COMMVIZ_TEXT("transformer layers"),
         COMMVIZ_TEXT("Transformer layers L."), "L", Q::Count, L::WholeFromOne, 1, kMaxWhole, 1, 256, true, false, "",
         COMMVIZ_WHOLE(layers)},
        {Param::Hidden, G::Step, K::Whole, "hidden", "hidden", "hidden", "h", COMMVIZ_TEXT("hidden size"),
         COMMVIZ_TEXT("Hidden size h."), "h", Q::Count, L::WholeFromOne, 1, kMaxWhole, 256, 65536, true, false, "",
         COMMVIZ_WHOLE(hidden)},
        {Param::SequenceTokens, G::Step, K::Whole, "sequence_tokens", "sequence", "sequence", "s",
         COMMVIZ_TEXT("sequence length, tokens"), COMMVIZ_TEXT("Sequence length s, in tokens."), "s", Q::Count,
         L::WholeFromOne, 1, kMaxWhole, 128, 1048576, true, false, "", COMMVIZ_WHOLE(sequence_tokens)},
        {Param::MicrobatchSequences, G::Step, K::Whole, "microbatch_sequences", "microbatch-size", "microbatch_size",
         "b_μ", COMMVIZ_TEXT("micro-batch size, sequences"), COMMVIZ_TEXT("Micro-batch size b_μ, in sequences."),
         "b", Q::Count, L::WholeFromOne, 1, kMaxWhole, 1, 64, true, false, "", COMMVIZ_WHOLE(microbatch_sequences)},
        {Param::TensorParallel, G::Step, K::Whole, "tensor_parallel", "tensor-parallel", "tensor_parallel", "t",
         COMMVIZ_TEXT("tensor-parallel size"), COMMVIZ_TEXT("Tensor-parallel size t (with sequence parallelism)."),
         "t", Q::Count, L::WholeFromOne, 1, kMaxWhole, 1, 64, true, false, "", COMMVIZ_WHOLE(tensor_parallel)},
        {Param::ExpertParallel, G::Step, K::Whole, "expert_parallel", "expert-parallel", "expert_parallel", "e",
         COMMVIZ_TEXT("expert-parallel size"), COMMVIZ_TEXT("Expert-parallel size e (1: no expert parallelism)."),
         "e", Q::Count, L::WholeFromOne, 1, kMaxWhole, 1, 64, true, false, "", COMMVIZ_WHOLE(expert_parallel)},
        {Param::ExpertsPerToken, G::Step, K::Whole, "experts_per_token", "top-k", "top_k", "k",
         COMMVIZ_TEXT("experts each token is routed to"), COMMVIZ_TEXT("Experts k each token is routed to (top-k)."),
         "k", Q::Count, L::WholeFromOne, 1, kMaxWhole, 1, 16, false, false, "", COMMVIZ_WHOLE(experts_per_token)},
        {Param::PeakFlops, G::Step, K::Real, "peak_flops", "peak-flops", "peak_flops", "F",
         COMMVIZ_TEXT("a GPU's peak dense BF16 FLOP/s"),
         COMMVIZ_TEXT("A GPU's peak dense BF16 FLOP/s F, e.g. 989e12 (H100 SXM)."), "FLOP/s", Q::Count, L::Positive,
         1, kMaxFlops, 1e13, 1e16, true, false, "", COMMVIZ_REAL(peak_flops)},
        {Param::ComputeEfficiency, G::Step, K::Real, "compute_efficiency", "compute-efficiency", "compute_efficiency",
         "u", COMMVIZ_TEXT("compute efficiency, the fraction of F reached"),
         COMMVIZ_TEXT("Compute efficiency u: the fraction of F the model's kernels reach, 0 < u ≤ 1."), "u",
         Q::Fraction, L::Fraction, kMinEfficiency, 1, 0.05, 1, false, false, "", COMMVIZ_REAL(compute_efficiency)},
        {Param::GpuMemory, G::Step, K::Real, "gpu_memory_bytes", "gpu-memory", "gpu_memory", "C",
         COMMVIZ_TEXT("a GPU's memory"), COMMVIZ_TEXT("A GPU's memory C (80GiB works too)."), "size", Q::Size,
         L::Positive, 1, kMaxMemory_bytes, 1e9, 1e12, true, false, "", COMMVIZ_REAL(gpu_memory_bytes)},
};
// clang-format on

} // namespace

const std::vector<ParamInfo> &rows::stepRows()
{
    return kStepRows;
}

} // namespace commviz
