// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "evaljson.h"

#include "scenariofile.h"

#include "cli.h"

#include <QJsonArray>
#include <QJsonValue>

namespace commviz::cli {
namespace {

QJsonValue number(const Result<double> &r)
{
    return r.ok() ? QJsonValue(r.value()) : QJsonValue();
}

QJsonObject costObject(const Cost &c)
{
    return QJsonObject{{"latency_s", c.latency_s}, {"bandwidth_s", c.bandwidth_s}, {"total_s", c.total_s()}};
}

QJsonValue costJson(const Result<Cost> &r)
{
    return r.ok() ? QJsonValue(costObject(r.value())) : QJsonValue();
}

QJsonValue text(const std::string &s)
{
    return QJsonValue(QString::fromStdString(s));
}

QJsonValue pipelinedTreeJson(const Result<PipelinedTree> &r)
{
    if (!r.ok())
        return QJsonValue();
    QJsonObject o = costObject(r.value().cost);
    o.insert("chunks", r.value().chunks);
    return o;
}

QJsonObject ringProtocolsJson(const Evaluation &e)
{
    QJsonObject o;
    for (const auto &[protocol, cost] : e.ringProtocols)
        o.insert(QString::fromStdString(protocolKey(protocol) + "_s"),
                 cost.ok() ? QJsonValue(cost.value().total_s()) : QJsonValue());
    o.insert("best", e.ringBestProtocol.ok() ? text(protocolKey(e.ringBestProtocol.value().protocol)) : QJsonValue());
    const auto &sw = e.ringProtocolSwitches;
    o.insert("switch_ll_ll128_bytes", sw.ok() ? QJsonValue(sw.value().ll_ll128_bytes) : QJsonValue());
    o.insert("switch_ll128_simple_bytes", sw.ok() ? QJsonValue(sw.value().ll128_simple_bytes) : QJsonValue());
    return o;
}

QJsonObject productionJson(const Evaluation &e)
{
    const auto &p = e.production;
    return QJsonObject{
        {"allreduce_pipelined_tree", pipelinedTreeJson(e.pipelinedTree)},
        {"allreduce_in_network", costJson(e.inNetwork)},
        {"allreduce_two_level_ring", costJson(e.twoLevelRing)},
        {"allreduce_hier_pipelined", costJson(e.hierPipelined)},
        {"ring_protocols", ringProtocolsJson(e)},
        {"best_allreduce", p.ok() ? text(allReduceShortKey(p.value().algorithm)) : QJsonValue()},
        {"best_protocol", p.ok() ? text(protocolKey(p.value().protocol)) : QJsonValue()},
        {"best_total_s", p.ok() ? QJsonValue(p.value().cost.total_s()) : QJsonValue()},
    };
}

// SPEC.md section 9: the levels inside out (the spine's β already divided by σ), and the collectives on them.
QJsonObject clusterJson(const ClusterEvaluation &c)
{
    QJsonValue levels;
    QJsonValue leafGroups;
    if (c.levels.ok()) {
        QJsonArray list;
        for (const ClusterLevel &l : c.levels.value().levels)
            list.append(
                QJsonObject{{"members", l.members}, {"alpha_s", l.link.alpha_s}, {"beta_Bps", l.link.beta_Bps}});
        levels = list;
        leafGroups = c.levels.value().leaf_groups;
    }
    return QJsonObject{
        {"levels", levels},
        {"leaf_groups", leafGroups},
        {"bisection_Bps", number(c.bisection_Bps)},
        {"allreduce_flat_ring", costJson(c.flatRing)},
        {"allreduce_hierarchical", costJson(c.hierarchical)},
        {"allreduce_hier_pipelined", costJson(c.hierPipelined)},
        {"allgather_hierarchical", costJson(c.allGather)},
        {"reducescatter_hierarchical", costJson(c.reduceScatter)},
        {"alltoall_tiered", costJson(c.allToAll)},
    };
}

QJsonObject bucketsJson(const Evaluation &e)
{
    const auto plan = [&](double BucketPlan::*field) {
        return e.buckets.ok() ? QJsonValue(e.buckets.value().*field) : QJsonValue();
    };
    const auto &best = e.bestBuckets;
    return QJsonObject{
        {"count", e.buckets.ok() ? QJsonValue(qint64(e.buckets.value().count)) : QJsonValue()},
        {"per_bucket_s", plan(&BucketPlan::per_bucket_s)},
        {"finish_s", plan(&BucketPlan::finish_s)},
        {"exposed_s", plan(&BucketPlan::exposed_s)},
        {"best_count", best.ok() ? QJsonValue(qint64(best.value().count)) : QJsonValue()},
        {"best_finish_s", best.ok() ? QJsonValue(best.value().finish_s) : QJsonValue()},
    };
}

// SPEC.md section 10: the step's per-micro-batch terms, its parts, throughput and memory; an impossible layout is
// {"not_applicable": REASON}.
QJsonValue stepJson(const Result<TrainingStep> &r)
{
    if (r.notApplicable())
        return QJsonObject{{"not_applicable", text(r.explanation().english())}};
    if (!r.ok())
        return QJsonValue();
    const TrainingStep &st = r.value();
    const StepParts &p = st.parts;
    return QJsonObject{
        {"data_parallel", qint64(st.layout.data_parallel)},
        {"forward_s", st.forward_s},
        {"backward_s", st.backward_s},
        {"tensor_parallel_s", st.tensor_parallel_s},
        {"expert_parallel_s", st.expert_parallel_s},
        {"pipeline_sends_s", st.pipeline_sends_s},
        {"microbatch_s", st.microbatch_s},
        {"step_s", st.step_s},
        {"parts", QJsonObject{{"compute_s", p.compute_s},
                              {"tensor_parallel_s", p.tensor_parallel_s},
                              {"expert_parallel_s", p.expert_parallel_s},
                              {"pipeline_sends_s", p.pipeline_sends_s},
                              {"bubble_s", p.bubble_s},
                              {"data_parallel_exposed_s", p.data_parallel_exposed_s}}},
        {"gradient_bytes", st.gradient_bytes},
        {"buckets", qint64(st.buckets)},
        {"tokens_per_step", st.tokens_per_step},
        {"tokens_per_s", st.tokens_per_s},
        {"mfu", st.mfu},
        {"memory_bytes", st.memory.total_bytes()},
        {"fits", st.fits},
    };
}

} // namespace

QJsonObject evaluationToJson(const Evaluation &e)
{
    QJsonObject collectives;
    for (const auto &[algorithm, cost] : e.collectives)
        collectives.insert(QString::fromStdString(algorithmKey(algorithm)), costJson(cost));

    const auto &c = e.compression;
    const auto comp = [&](double CompressionResult::*field) {
        return c.ok() ? QJsonValue(c.value().*field) : QJsonValue();
    };
    return QJsonObject{
        {"inputs", ui::inputsToJson(e.inputs)},
        {"p2p", QJsonObject{{"time_s", e.p2p.ok() ? QJsonValue(e.p2p.value().total_s()) : QJsonValue()},
                            {"crossover_bytes", number(e.crossover)}}},
        {"collectives", collectives},
        {"selection", QJsonObject{{"ring_tree_crossover_bytes", number(e.ringTreeCrossover)},
                                  {"best_allreduce",
                                   e.best.ok() ? text(allReduceShortKey(e.best.value().algorithm)) : QJsonValue()}}},
        {"pipeline", QJsonObject{{"bubble", number(e.bubble)},
                                 {"bubble_interleaved", number(e.bubbleInterleaved)},
                                 {"min_microbatches_20pct",
                                  e.minMicrobatches20.ok() ? QJsonValue(e.minMicrobatches20.value()) : QJsonValue()}}},
        {"compression", QJsonObject{{"uncompressed_s", comp(&CompressionResult::uncompressed_s)},
                                    {"compressed_s", comp(&CompressionResult::compressed_s)},
                                    {"speedup", comp(&CompressionResult::speedup)},
                                    {"codec_budget_s", comp(&CompressionResult::codec_budget_s)}}},
        {"production", productionJson(e)},
        {"buckets", bucketsJson(e)},
        {"cluster", clusterJson(e.cluster)},
        {"step", stepJson(e.step)},
    };
}

} // namespace commviz::cli
