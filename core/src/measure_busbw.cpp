// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Bus bandwidth, nccl-tests' convention, and how it compares with the link the user states. See measure.h.
#include "commviz/measure.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace commviz {
namespace {

// The collectives whose busbw is a link's bandwidth for a ring: the four with an (N−1)/N factor.
bool comparesWithALink(std::string_view collective)
{
    static constexpr std::array<std::string_view, 7> kCollectives{
        "all_reduce_perf", "all_gather_perf", "reduce_scatter_perf", "alltoall_perf",
        "osu_allreduce",   "osu_allgather",   "osu_alltoall",
    };
    for (std::string_view c : kCollectives) {
        if (c == collective)
            return true;
    }
    return false;
}

} // namespace

std::string clusterSourceKey(ClusterSource from)
{
    return from == ClusterSource::RankList ? "rank list" : "options";
}

std::optional<LogCluster> logCluster(const MeasuredTable &table, const Scenario &options)
{
    if (!table.ranks || *table.ranks < 1)
        return std::nullopt;
    LogCluster c;
    c.ranks = *table.ranks;
    c.rank_list_hosts = table.ranks_origin == RanksOrigin::Log ? table.rank_list_hosts : 0;
    if (c.rank_list_hosts > 0 && table.rank_list_ranks_per_host &&
        *table.rank_list_ranks_per_host * c.rank_list_hosts == c.ranks) {
        c.from = ClusterSource::RankList;
        c.nodes = c.rank_list_hosts;
        c.gpus_per_node = *table.rank_list_ranks_per_host;
        return c;
    }
    c.unequal_hosts = c.rank_list_hosts > 0;
    const int g = std::max(options.gpus_per_node, 1);
    c.gpus_per_node = std::min(g, c.ranks);
    c.nodes = (c.ranks + c.gpus_per_node - 1) / c.gpus_per_node;
    return c;
}

std::optional<double> busBandwidthFactor(std::string_view collective, int ranks)
{
    if (ranks < 1)
        return std::nullopt;
    const double n = ranks;
    if (collective == "all_reduce_perf" || collective == "osu_allreduce")
        return 2 * (n - 1) / n;
    if (collective == "reduce_scatter_perf" || collective == "all_gather_perf" || collective == "alltoall_perf" ||
        collective == "osu_allgather" || collective == "osu_alltoall")
        return (n - 1) / n;
    if (collective == "broadcast_perf" || collective == "reduce_perf" || collective == "sendrecv_perf" ||
        collective == "osu_latency" || collective == "osu_bw")
        return 1.0;
    return std::nullopt;
}

std::optional<BusBandwidthFraction> busBandwidthFraction(const MeasuredTable &table, const Scenario &links,
                                                         bool in_place)
{
    if (!comparesWithALink(table.collective) || !table.ranks || *table.ranks < 2 || table.metric != MeasureMetric::Time)
        return std::nullopt;
    const int ranks = *table.ranks;
    const LogCluster cluster = *logCluster(table, links);
    const std::optional<double> factor = busBandwidthFactor(table.collective, ranks);
    if (!factor)
        return std::nullopt;

    // The largest size with a usable time; a size measured twice gives the mean of its bus bandwidths.
    double largest = 0, sum = 0;
    int count = 0;
    for (const MeasuredPoint &p : in_place ? table.in_place : table.out_of_place) {
        if (!(p.size_bytes > 0) || !(p.time_s > 0))
            continue;
        const double busbw = modelPayloadBytes(table, p.size_bytes) / p.time_s * *factor;
        if (p.size_bytes > largest) {
            largest = p.size_bytes;
            sum = 0;
            count = 0;
        }
        if (p.size_bytes == largest) {
            sum += busbw;
            ++count;
        }
    }
    // Above the plausible bandwidth the times are not a network's (fitTable() refuses such tables too).
    if (count == 0 || !std::isfinite(sum) || sum / count > kMaxPlausibleBandwidth_Bps * *factor)
        return std::nullopt;

    BusBandwidthFraction f;
    f.size_bytes = largest;
    f.busbw_Bps = sum / count;
    f.link = cluster.nodes == 1 ? LinkKind::Intra : LinkKind::Inter;
    f.link_beta_Bps = f.link == LinkKind::Intra ? links.intra.beta_Bps : links.inter.beta_Bps;
    if (!(f.link_beta_Bps > 0))
        return std::nullopt;
    f.fraction = f.busbw_Bps / f.link_beta_Bps;
    if (f.link == LinkKind::Inter) {
        f.nodes = cluster.nodes;
        f.ring = table.collective.find("alltoall") == std::string::npos;
        f.ring_steps = ranks - 1;
        f.crossing_steps = f.nodes - 1;
        f.intra_beta_Bps = links.intra.beta_Bps;
        if (f.intra_beta_Bps > 0)
            f.intra_fraction = f.busbw_Bps / f.intra_beta_Bps;
    }
    return f;
}

} // namespace commviz
