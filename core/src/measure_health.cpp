// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// "Is it healthy?": a measured busbw against the production model on the log's own cluster. See
// commviz/measure_health.h.
#include "commviz/measure_health.h"

#include "commviz/cluster.h"

#include "textformats.h"

#include <cmath>

namespace commviz {
namespace {

enum class Compared { None, AllReduce, AllGather, ReduceScatter, AllToAll };

Compared comparedAs(std::string_view collective)
{
    if (collective == "all_reduce_perf" || collective == "osu_allreduce")
        return Compared::AllReduce;
    if (collective == "all_gather_perf" || collective == "osu_allgather")
        return Compared::AllGather;
    if (collective == "reduce_scatter_perf")
        return Compared::ReduceScatter;
    if (collective == "alltoall_perf" || collective == "osu_alltoall")
        return Compared::AllToAll;
    return Compared::None;
}

// The model's time at M on the scenario's N and G, with its algorithm and protocol filled into `h`.
Result<double> modelTime(Compared kind, const Scenario &s, double m, HealthCheck &h)
{
    if (kind == Compared::AllReduce) {
        const Result<ProductionChoice> c = productionAllReduce(s, s.gpus, m);
        if (!c.ok())
            return c.forward<double>();
        h.algorithm = algorithmKey(c.value().algorithm);
        h.protocol = c.value().protocol;
        return c.value().cost.total_s();
    }
    const Result<Cost> cost = kind == Compared::AllGather       ? hierarchicalAllGather(s, s.gpus, m)
                              : kind == Compared::ReduceScatter ? hierarchicalReduceScatter(s, s.gpus, m)
                                                                : allToAllTiered(s, s.gpus, m);
    if (!cost.ok())
        return cost.forward<double>();
    if (kind == Compared::AllToAll) {
        h.algorithm = "alltoall_levels";
        h.protocol = Protocol::Simple;
        return cost.value().total_s();
    }
    h.algorithm = kind == Compared::AllGather ? "allgather_hier" : "reducescatter_hier";
    const ProtocolChoice p = cheapestProtocol(cost.value());
    h.protocol = p.protocol;
    return p.cost.total_s();
}

} // namespace

HealthVerdict healthVerdictOf(double ratio)
{
    if (ratio >= kHealthFasterRatio)
        return HealthVerdict::FasterThanModel;
    if (ratio >= kHealthExpectedRatio)
        return HealthVerdict::AsExpected;
    if (ratio >= kHealthFarBelowRatio)
        return HealthVerdict::BelowModel;
    return HealthVerdict::FarBelowModel;
}

std::string healthVerdictKey(HealthVerdict v)
{
    switch (v) {
    case HealthVerdict::FasterThanModel:
        return "faster than the model";
    case HealthVerdict::AsExpected:
        return "as the model expects";
    case HealthVerdict::BelowModel:
        return "below the model";
    case HealthVerdict::FarBelowModel:
        return "far below the model";
    }
    return {};
}

Result<HealthCheck> healthCheck(const MeasuredTable &table, const Scenario &options, bool in_place)
{
    const Compared kind = comparedAs(table.collective);
    if (kind == Compared::None || table.metric != MeasureMetric::Time)
        return NotApplicable{
            Text(formats::kHealthCollectiveNotCompared, {table.collective.empty() ? "?" : table.collective})};
    const std::optional<LogCluster> cluster = logCluster(table, options);
    if (!cluster)
        return NotApplicable{Text(formats::kHealthRanksUnknown)};
    if (cluster->ranks < 2)
        return NotApplicable{Text(formats::kHealthOneRank)};
    if (cluster->unequal_hosts)
        return NotApplicable{Text(formats::kHealthUnequalHosts)};
    const std::optional<BusBandwidthFraction> measured = busBandwidthFraction(table, options, in_place);
    const std::optional<double> factor = busBandwidthFactor(table.collective, cluster->ranks);
    if (!measured || !factor)
        return NotApplicable{Text(formats::kHealthNoUsableTime)};

    HealthCheck h;
    h.cluster = *cluster;
    h.size_bytes = measured->size_bytes;
    h.measured_busbw_Bps = measured->busbw_Bps;
    h.network = options.inter;
    h.intra = options.intra;
    Scenario s = options;
    s.gpus = cluster->ranks;
    s.gpus_per_node = cluster->gpus_per_node;
    s.size_bytes = modelPayloadBytes(table, measured->size_bytes);
    const Result<double> t = modelTime(kind, s, s.size_bytes, h);
    if (!t.ok())
        return t.forward<HealthCheck>();
    if (!(t.value() > 0) || !std::isfinite(t.value()))
        return NotApplicable{Text(formats::kHealthOneRank)};
    h.model_time_s = t.value();
    h.model_busbw_Bps = *factor * s.size_bytes / t.value();
    h.ratio = h.measured_busbw_Bps / h.model_busbw_Bps;
    h.verdict = healthVerdictOf(h.ratio);
    return h;
}

} // namespace commviz
