// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/step/stepnapkin.h"

#include "coretext.h"
#include "pages/common/napkintext.h"
#include "pages/step/steppage.h"

#include "commviz/stepchanges.h"
#include "commviz/units.h"

namespace commviz::ui {
namespace {

using napkin::q;

QString t(double s)
{
    return q(formatTime(s));
}
QString n(double v)
{
    return q(formatLargeCount(v));
}

} // namespace

QString StepNapkin::html(const Scenario &s, const Result<TrainingStep> &step)
{
    if (!step.ok())
        return napkin::block(tr("The step cannot run"), {coreText(step.explanation())}, tr("not applicable"));
    const TrainingStep &st = step.value();
    return microbatchBlocks(s, st) + pipelineBlock(s, st) + dataParallelBlock(s, st) + stepBlock(st) +
           memoryBlock(s, st);
}

QString StepNapkin::microbatchBlocks(const Scenario &s, const TrainingStep &st)
{
    const StepLayout &layout = st.layout;
    QString html;
    html +=
        napkin::block(tr("Compute per micro-batch and stage"),
                      {"t_f = 2·Φ·b_μ·s / (t·p·F·u)",
                       QString("= 2 × %1 × %2 × %3 / (%4 × %5 × %6 × %7)")
                           .arg(n(s.model_params))
                           .arg(s.microbatch_sequences)
                           .arg(s.sequence_tokens)
                           .arg(s.tensor_parallel)
                           .arg(s.stages)
                           .arg(q(formatLargeCount(s.peak_flops)) + "FLOP/s", q(formatFraction(s.compute_efficiency))),
                       "t_b = 2·t_f = " + t(st.backward_s)},
                      "t_f = " + t(st.forward_s));
    const GroupSpan tensor = groupSpan(layout, layout.tensor).value();
    const double ar = groupAllReduce(layout, tensor, st.activation_bytes).total_s();
    html +=
        napkin::block(tr("Tensor parallelism, every layer of a stage"),
                      {"a = b_μ·s·h·2 = " + q(formatSize(st.activation_bytes)), "c_TP = 4·(L/p)·AllReduce_t(a)",
                       QString("= 4 × %1 × %2").arg(q(formatCount(s.layers / double(s.stages))), t(ar))},
                      "c_TP = " + t(st.tensor_parallel_s), tr("Not overlapped: it lies on every micro-batch's path."));
    if (s.expert_parallel > 1)
        html += napkin::block(tr("Expert all-to-all (e = %1, k = %2)").arg(s.expert_parallel).arg(s.experts_per_token),
                              {"c_EP = 4·(L/p)·AllToAll_e(k·a/t)"}, "c_EP = " + t(st.expert_parallel_s));
    if (s.stages > 1)
        html +=
            napkin::block(tr("Pipeline sends"), {"c_PP = 2·V·(α_ℓ + a/(t·β_ℓ))"}, "c_PP = " + t(st.pipeline_sends_s),
                          tr("On the outermost level the layout spans: level %1.").arg(layout.outer_level));
    return html;
}

QString StepNapkin::pipelineBlock(const Scenario &s, const TrainingStep &st)
{
    return napkin::block(tr("A micro-batch on a stage, and the pipeline"),
                         {"τ = t_f + t_b + c_TP + c_EP + c_PP = " + t(st.microbatch_s), "T_pipe = (m + (p − 1)/V)·τ",
                          QString("= (%1 + %2/%3) × %4")
                              .arg(s.microbatches)
                              .arg(s.stages - 1)
                              .arg(s.virtual_stages)
                              .arg(t(st.microbatch_s))},
                         "T_pipe = " + t(st.pipeline_s),
                         tr("Of it, the bubble (p − 1)/V·τ = %1 is idle.").arg(t(st.parts.bubble_s)));
}

QString StepNapkin::dataParallelBlock(const Scenario &s, const TrainingStep &st)
{
    const StepLayout &layout = st.layout;
    QString html;
    if (layout.data_parallel > 1) {
        html += napkin::block(
            tr("Data parallelism: d = %1, overlapped in buckets").arg(layout.data_parallel),
            {"G_d = 4·(Φ + Φ_x/e)/(t·p) = " + q(formatSize(st.gradient_bytes)),
             QString("B = ⌈G_d/b⌉ = %1, c = AllReduce_d(G_d/B) = %2").arg(st.buckets).arg(t(st.bucket_allreduce_s)),
             "E_DP = max(t_b/B + B·c, t_b + c) − t_b"},
            "E_DP = " + t(st.parts.data_parallel_exposed_s));
        if (const std::optional<StepBuckets> best = bestStepBuckets(s); best && best->count != st.buckets)
            html += "<p>" +
                    tr("The best bucket count is B = %1 (b = %2): E_DP = %3.")
                        .arg(best->count)
                        .arg(q(formatSize(best->bucket_bytes)), t(best->exposed_s)) +
                    "</p>";
    } else {
        html += "<p>" + tr("d = 1: no data-parallel AllReduce.") + "</p>";
    }
    return html;
}

QString StepNapkin::stepBlock(const TrainingStep &st)
{
    return napkin::block(tr("The step"),
                         {"T = T_pipe + E_DP = " + t(st.pipeline_s) + " + " + t(st.parts.data_parallel_exposed_s),
                          QString("tokens = m·b_μ·s·d = %1").arg(tokensText(st.tokens_per_step)),
                          "MFU = 6·Φ·tokens / (N·F·T)"},
                         "T = " + t(st.step_s) + ", MFU = " + q(formatPercent(st.mfu)),
                         tr("%1 tokens per second.").arg(tokensText(st.tokens_per_s)));
}

QString StepNapkin::memoryBlock(const Scenario &s, const TrainingStep &st)
{
    return napkin::block(
        tr("Memory per GPU"),
        {tr("weights and gradients (2 + 4)·Φ_g = %1").arg(q(formatSize(st.memory.weights_gradients_bytes))),
         tr("optimizer 12·Φ_g/d = %1").arg(q(formatSize(st.memory.optimizer_bytes))),
         tr("activations = %1").arg(q(formatSize(st.memory.activations_bytes)))},
        q(formatSize(st.memory.total_bytes())),
        st.fits ? tr("Fits in C = %1.").arg(q(formatSize(s.gpu_memory_bytes)))
                : tr("Does not fit in C = %1.").arg(q(formatSize(s.gpu_memory_bytes))));
}

} // namespace commviz::ui
