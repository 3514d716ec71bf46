// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commviz/step.h"

#include "commviz/buckets.h"
#include "commviz/parameters.h"

#include "textformats.h"
#include "wholediv.h"

#include <algorithm>
#include <optional>
#include <string>

namespace commviz {
namespace {

std::string str(long long v)
{
    return std::to_string(v);
}

// Everything the step reads beyond the levels (which clusterLevels checks): the model, the layout, the GPU and b.
std::optional<Error> checkStepInputs(const Scenario &s)
{
    for (Param p : {Param::Stages, Param::Microbatches, Param::Virtual, Param::Bucket, Param::ModelParams,
                    Param::InactiveParams, Param::Layers, Param::Hidden, Param::SequenceTokens,
                    Param::MicrobatchSequences, Param::TensorParallel, Param::ExpertParallel, Param::ExpertsPerToken,
                    Param::PeakFlops, Param::ComputeEfficiency, Param::GpuMemory}) {
        if (auto e = checkParam(p, paramValue(s, p)))
            return e;
    }
    return std::nullopt;
}

// 10.1's divisibility: N a multiple of t·p, e dividing d, p at most L.
std::optional<NotApplicable> checkDivisibility(const Scenario &s, int gpus)
{
    const long long t = s.tensor_parallel;
    const long long p = s.stages;
    if (gpus % (t * p) != 0)
        return NotApplicable{Text(formats::kStepNeedsMultipleOfTp, {str(gpus), str(t * p), str(t), str(p)})};
    const long long d = gpus / (t * p);
    if (d % s.expert_parallel != 0)
        return NotApplicable{Text(formats::kStepExpertsDivideData, {str(s.expert_parallel), str(d)})};
    if (s.stages > s.layers)
        return NotApplicable{Text(formats::kStepMoreStagesThanLayers, {str(s.stages), str(s.layers)})};
    return std::nullopt;
}

NotApplicable doesNotTile(const StepLayout &layout, const RankGroup &g)
{
    const std::string node = str(layout.unit_gpus[1]);
    const std::string leaf = str(layout.unit_gpus[2]);
    switch (g.kind) {
    case GroupKind::TensorParallel:
        return NotApplicable{Text(formats::kTensorGroupDoesNotTile, {str(g.ranks), node, leaf})};
    case GroupKind::ExpertParallel:
        return NotApplicable{Text(formats::kExpertGroupDoesNotTile, {str(g.ranks), str(g.spacing), node, leaf})};
    case GroupKind::DataParallel:
        break;
    }
    return NotApplicable{Text(formats::kDataGroupDoesNotTile, {str(g.ranks), str(g.spacing), node, leaf})};
}

const Link &levelLink(const StepLayout &layout, int level)
{
    return layout.levels.levels[static_cast<std::size_t>(level - 1)].link;
}

// The micro-batch's time on a stage (10.3): compute, the tensor- and expert-parallel collectives, the sends.
void priceMicrobatch(const Scenario &s, TrainingStep &st)
{
    const StepLayout &layout = st.layout;
    const double t = s.tensor_parallel;
    const double p = s.stages;
    const double layersPerStage = s.layers / p;
    st.activation_bytes = double(s.microbatch_sequences) * s.sequence_tokens * double(s.hidden) * 2;
    const double a = st.activation_bytes;
    st.forward_s =
        2 * s.model_params * s.microbatch_sequences * s.sequence_tokens / (t * p * s.peak_flops * s.compute_efficiency);
    st.backward_s = 2 * st.forward_s;
    const GroupSpan tensor = groupSpan(layout, layout.tensor).value();
    st.tensor_parallel_s = 4 * layersPerStage * groupAllReduce(layout, tensor, a).total_s();
    if (s.expert_parallel > 1) {
        const GroupSpan expert = groupSpan(layout, layout.expert).value();
        st.expert_parallel_s =
            4 * layersPerStage * groupAllToAll(layout, expert, s.experts_per_token * a / t).total_s();
    }
    if (s.stages > 1) {
        const Link &link = levelLink(layout, layout.outer_level);
        st.pipeline_sends_s = 2 * s.virtual_stages * (link.alpha_s + a / (t * link.beta_Bps));
    }
    st.microbatch_s = st.forward_s + st.backward_s + st.tensor_parallel_s + st.expert_parallel_s + st.pipeline_sends_s;
}

// The data-parallel AllReduce of G_d bytes in B buckets overlapping the last backward pass, as section 7.
void priceDataParallel(const Scenario &s, TrainingStep &st)
{
    const StepLayout &layout = st.layout;
    st.stored_params =
        (s.model_params + s.inactive_params / s.expert_parallel) / (double(s.tensor_parallel) * s.stages);
    st.gradient_bytes = 4 * st.stored_params;
    if (layout.data_parallel == 1)
        return;
    const double count = wholeCeilDiv(st.gradient_bytes, s.bucket_bytes);
    st.buckets = static_cast<long long>(count);
    const GroupSpan data = groupSpan(layout, layout.data).value();
    st.bucket_allreduce_s = groupAllReduce(layout, data, st.gradient_bytes / count).total_s();
    st.parts.data_parallel_exposed_s = bucketFinish(st.backward_s, count, st.bucket_allreduce_s) - st.backward_s;
}

StepMemory memoryPerGpu(const Scenario &s, const TrainingStep &st)
{
    const double p = s.stages;
    const double inFlight = std::min(s.stages, s.microbatches);
    StepMemory mem;
    mem.weights_gradients_bytes = (2 + 4) * st.stored_params;
    mem.optimizer_bytes = 12 * st.stored_params / static_cast<double>(st.layout.data_parallel);
    mem.activations_bytes = 34.0 * s.sequence_tokens * s.microbatch_sequences * double(s.hidden) * (s.layers / p) *
                            inFlight * (1 + (p - 1) / (p * s.virtual_stages)) / s.tensor_parallel;
    return mem;
}

} // namespace

Result<TrainingStep> trainingStep(const Scenario &s, int gpus)
{
    const Result<StepLayout> layout = stepLayout(s, gpus);
    if (!layout.ok())
        return layout.forward<TrainingStep>();
    TrainingStep st;
    st.layout = layout.value();
    priceMicrobatch(s, st);
    priceDataParallel(s, st);
    const double m = s.microbatches;
    const double tau = st.microbatch_s;
    const double ramp = (s.stages - 1) / double(s.virtual_stages); // (p − 1)/V
    st.pipeline_s = (m + ramp) * tau;
    st.parts.compute_s = m * (st.forward_s + st.backward_s);
    st.parts.tensor_parallel_s = m * st.tensor_parallel_s;
    st.parts.expert_parallel_s = m * st.expert_parallel_s;
    st.parts.pipeline_sends_s = m * st.pipeline_sends_s;
    st.parts.bubble_s = ramp * tau;
    st.step_s = st.pipeline_s + st.parts.data_parallel_exposed_s;
    st.tokens_per_step = m * s.microbatch_sequences * double(s.sequence_tokens) * double(st.layout.data_parallel);
    st.tokens_per_s = st.tokens_per_step / st.step_s;
    st.mfu = 6 * s.model_params * st.tokens_per_step / (double(gpus) * s.peak_flops * st.step_s);
    st.memory = memoryPerGpu(s, st);
    st.fits = st.memory.total_bytes() <= s.gpu_memory_bytes;
    return st;
}

Result<StepLayout> stepLayout(const Scenario &s, int gpus)
{
    if (auto e = checkStepInputs(s))
        return *e;
    const Result<ClusterLevels> levels = clusterLevels(s, gpus);
    if (!levels.ok())
        return levels.forward<StepLayout>();
    if (auto na = checkDivisibility(s, gpus))
        return *na;
    const ClusterLevels &c = levels.value();
    if (c.ragged)
        return NotApplicable{Text(formats::kStepRagged, {str(c.nodes), str(s.nodes_per_leaf)})};
    StepLayout layout;
    layout.levels = c;
    const long long g = s.gpus_per_node;
    layout.unit_gpus = {1, g, g * c.nodes_per_group, gpus};
    const long long t = s.tensor_parallel;
    layout.data_parallel = gpus / (t * s.stages);
    layout.tensor = {GroupKind::TensorParallel, t, 1};
    layout.expert = {GroupKind::ExpertParallel, s.expert_parallel, t};
    layout.data = {GroupKind::DataParallel, layout.data_parallel, t};
    layout.outer_level = 3;
    for (int l = 2; l >= 1; --l) {
        if (layout.unit_gpus[static_cast<std::size_t>(l)] >= gpus)
            layout.outer_level = l;
    }
    for (const RankGroup &group : {layout.tensor, layout.expert, layout.data}) {
        const Result<GroupSpan> span = groupSpan(layout, group);
        if (!span.ok())
            return span.forward<StepLayout>();
    }
    return layout;
}

Result<GroupSpan> groupSpan(const StepLayout &layout, const RankGroup &group)
{
    const long long r = group.ranks;
    const long long q = group.spacing;
    GroupSpan span;
    for (std::size_t l = 1; l <= 3; ++l) {
        const long long units = layout.unit_gpus[l];
        const bool inside = units % (q * r) == 0;                   // the group lies inside one unit
        const bool spread = units % q == 0 && (q * r) % units == 0; // each unit holds P_ℓ/q of its members
        const bool apart = q % units == 0;                          // one member per unit
        if (r > 1 && !inside && !spread && !apart)
            return doesNotTile(layout, group);
        span.members[l] = units % q == 0 ? std::min(r, units / q) : 1;
    }
    span.members[3] = r;
    return span;
}

Cost groupAllReduce(const StepLayout &layout, const GroupSpan &span, double size_bytes)
{
    Cost cost;
    for (int l = 1; l <= 3; ++l) {
        const long long units = span.unitsAt(l);
        if (units <= 1)
            continue;
        const Link &link = levelLink(layout, l);
        const double d = static_cast<double>(units);
        const double inner = static_cast<double>(span.members[static_cast<std::size_t>(l - 1)]);
        cost.latency_s += 2 * (d - 1) * link.alpha_s;
        cost.bandwidth_s += 2 * ((d - 1) / d) * size_bytes / (inner * link.beta_Bps);
    }
    return cost;
}

Cost groupAllToAll(const StepLayout &layout, const GroupSpan &span, double size_bytes)
{
    Cost cost;
    const double r = static_cast<double>(span.members[3]);
    for (int l = 1; l <= 3; ++l) {
        const auto i = static_cast<std::size_t>(l);
        const double peers = static_cast<double>(span.members[i] - span.members[i - 1]);
        const Link &link = levelLink(layout, l);
        cost.latency_s += peers * link.alpha_s;
        cost.bandwidth_s += peers * size_bytes / (r * link.beta_Bps);
    }
    return cost;
}

} // namespace commviz
