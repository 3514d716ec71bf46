// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The training step (SPEC.md section 10): one step of a transformer trained with tensor (t), pipeline (p, m, V),
// data (d = N/(t·p)) and expert (e) parallelism on the cluster's levels (section 9), and where its time goes.
//
// A scenario's model (Φ, Φ_x, L, h, s, b_μ), its layout (t, p, m, V, e, k), its GPU (F, u, C), its cluster (N, G,
// the links, S, σ, α_spine) and its bucket size b go in; out come the layout with the levels its groups span
// (stepLayout), the collectives of one group priced on those levels (groupAllReduce, groupAllToAll), and the step
// (trainingStep): its parts, which add up to it, MFU, tokens per second and memory per GPU. A layout that cannot
// run is NotApplicable with a reason naming the parameter to change; a bad value is an Error naming it.
#pragma once

#include "commviz/cluster.h"
#include "commviz/models.h"
#include "commviz/result.h"
#include "commviz/scenario.h"

#include <array>
#include <vector>

namespace commviz {

enum class GroupKind { TensorParallel, ExpertParallel, DataParallel };

// r ranks spaced q apart (SPEC 10.2): a tensor-parallel group is t ranks 1 apart, an expert-parallel group e ranks
// t apart, a data-parallel group d ranks t apart.
struct RankGroup {
    GroupKind kind = GroupKind::TensorParallel;
    long long ranks = 1;   // r
    long long spacing = 1; // q
};

// How a group that tiles the levels lies on them: c_ℓ members in each unit of level ℓ (c₀ = 1, c₃ = r).
struct GroupSpan {
    std::array<long long, 4> members{1, 1, 1, 1}; // c₀ … c₃
    // D′_ℓ = c_ℓ/c_{ℓ−1}: the units of level ℓ − 1 it spans at level ℓ (ℓ = 1, 2, 3 at index 0, 1, 2).
    [[nodiscard]] long long unitsAt(int level) const { return members[level] / members[level - 1]; }
};

// The layout of 10.1/10.2 on the levels of 9.1.
struct StepLayout {
    ClusterLevels levels;
    std::array<long long, 4> unit_gpus{1, 1, 1, 1}; // P₀ … P₃: GPUs inside one unit of level ℓ
    long long data_parallel = 1;                    // d = N/(t·p)
    RankGroup tensor;                               // t ranks 1 apart
    RankGroup expert;                               // e ranks t apart
    RankGroup data;                                 // d ranks t apart
    int outer_level = 1; // the pipeline sends' level: the smallest ℓ (1 … 3) with P_ℓ ≥ N
};

// The layout and its applicability: NotApplicable, naming what to change, when N is not a multiple of G or of
// t·p, when e does not divide d, when p > L, when the levels are ragged, or when a group does not tile them.
Result<StepLayout> stepLayout(const Scenario &s, int gpus);

// 10.2. NotApplicable when the group does not tile the levels, naming the group and what to change.
Result<GroupSpan> groupSpan(const StepLayout &layout, const RankGroup &group);
// The group's AllReduce of M bytes: the summed hierarchical one of 9.2 on its counts, under Simple.
Cost groupAllReduce(const StepLayout &layout, const GroupSpan &span, double size_bytes);
// Its AllToAll: Σ_ℓ (c_ℓ − c_{ℓ−1})·(α_ℓ + M/(r·β_ℓ)).
Cost groupAllToAll(const StepLayout &layout, const GroupSpan &span, double size_bytes);

// The step's parts (10.3), which add up to it.
struct StepParts {
    double compute_s = 0;               // m·(t_f + t_b)
    double tensor_parallel_s = 0;       // m·c_TP
    double expert_parallel_s = 0;       // m·c_EP
    double pipeline_sends_s = 0;        // m·c_PP
    double bubble_s = 0;                // (p − 1)/V·τ
    double data_parallel_exposed_s = 0; // E_DP
    [[nodiscard]] double total_s() const
    {
        return compute_s + tensor_parallel_s + expert_parallel_s + pipeline_sends_s + bubble_s +
               data_parallel_exposed_s;
    }
};

// Memory per GPU (10.3): Megatron-LM's distributed optimizer and Korthikanti et al.'s activations.
struct StepMemory {
    double weights_gradients_bytes = 0; // (2 + 4)·Φ_g
    double optimizer_bytes = 0;         // 12·Φ_g/d
    double activations_bytes = 0;       // 34·s·b_μ·h·(L/p)·min(p, m)·(1 + (p − 1)/(p·V))/t
    [[nodiscard]] double total_bytes() const { return weights_gradients_bytes + optimizer_bytes + activations_bytes; }
};

struct TrainingStep {
    StepLayout layout;
    double activation_bytes = 0;   // a = b_μ·s·h·2, one micro-batch's activations
    double forward_s = 0;          // t_f, one micro-batch on one stage
    double backward_s = 0;         // t_b = 2·t_f
    double tensor_parallel_s = 0;  // c_TP, one micro-batch
    double expert_parallel_s = 0;  // c_EP
    double pipeline_sends_s = 0;   // c_PP
    double microbatch_s = 0;       // τ = t_f + t_b + c_TP + c_EP + c_PP
    double pipeline_s = 0;         // T_pipe = (m + (p − 1)/V)·τ
    double stored_params = 0;      // Φ_g = (Φ + Φ_x/e)/(t·p)
    double gradient_bytes = 0;     // G_d = 4·Φ_g
    long long buckets = 0;         // B = ⌈G_d/b⌉; 0 when d = 1
    double bucket_allreduce_s = 0; // c = AllReduce(G_d/B) over the data-parallel group; 0 when d = 1
    StepParts parts;
    double step_s = 0; // T = T_pipe + E_DP
    double tokens_per_step = 0;
    double tokens_per_s = 0;
    double mfu = 0; // 6·Φ·tokens/(N·F·T), at most u
    StepMemory memory;
    bool fits = true; // memory ≤ C
};

Result<TrainingStep> trainingStep(const Scenario &s, int gpus);
inline Result<TrainingStep> trainingStep(const Scenario &s)
{
    return trainingStep(s, s.gpus);
}

// --- SPEC 10.4: the map over t and p, and the sweep over N ------------------------------------------------------

inline constexpr int kStepMapSide = 7; // t and p from 1 to 64 in powers of two

struct StepMapCell {
    int tensor_parallel = 1;
    int stages = 1;
    Result<TrainingStep> step = TrainingStep{};
};
struct StepMap {
    std::vector<StepMapCell> cells; // t-major: cells[i·7 + j] has t = 2^i, p = 2^j
    int best = -1;                  // the best cell (highest MFU among the applicable ones that fit), or −1
};
// Every cell at the scenario's N (d = N/(t·p)); the best ties to the smaller t, then the smaller p.
Result<StepMap> stepMap(const Scenario &s);

inline constexpr int kStepSweepMaxGpus = 16384;
inline constexpr int kStepSweepMaxPoints = 48;

struct StepSweepPoint {
    int gpus = 1;
    Result<TrainingStep> step = TrainingStep{};
};
// The step at multiples of lcm(t·p·e, G) from the smallest to 16,384 GPUs, log-spaced (at most 48 of them);
// NotApplicable when even the smallest passes 16,384.
Result<std::vector<StepSweepPoint>> stepSweep(const Scenario &s);

} // namespace commviz
