// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// "Is it healthy?" (SPEC.md 8.1): a measured table's bus bandwidth at its largest size against the production
// model on the log's own cluster, as one of four verdicts people can act on.
//
// The model runs on a copy of the options' Scenario (its links, S, σ, α_spine, η, in-network reduction) with the
// log's N and G (logCluster(): the rank list where the log has one) and M the table's payload at that size:
// AllReduce is productionAllReduce() (SPEC.md 6.5), AllGather and ReduceScatter their hierarchical form of 9.2
// under its cheapest protocol, AlltoAll the AllToAll on the levels (under Simple, the model's own α and β).
// busbw_model = factor·M/T_model with nccl-tests' factor, so ratio = busbw_measured/busbw_model = T_model/T.
// The network bandwidth the model assumes is the options' inter-node β per GPU (one NIC per GPU).
#pragma once

#include "commviz/measure.h"
#include "commviz/production.h"

#include <string>

namespace commviz {

enum class HealthVerdict {
    FasterThanModel, // ratio ≥ 1.2: the links are faster than the parameters say
    AsExpected,      // [0.8, 1.2)
    BelowModel,      // [0.5, 0.8)
    FarBelowModel,   // < 0.5: check the fabric
};
inline constexpr double kHealthFasterRatio = 1.2;
inline constexpr double kHealthExpectedRatio = 0.8;
inline constexpr double kHealthFarBelowRatio = 0.5;

HealthVerdict healthVerdictOf(double ratio);
// "faster than the model", "as the model expects", "below the model", "far below the model": fit's JSON key,
// and the English the text output and the window translate.
std::string healthVerdictKey(HealthVerdict v);

struct HealthCheck {
    HealthVerdict verdict = HealthVerdict::AsExpected;
    double ratio = 1;              // measured_busbw_Bps / model_busbw_Bps
    double measured_busbw_Bps = 0; // at size_bytes (the mean, if measured more than once)
    double model_busbw_Bps = 0;    // factor·M/T_model
    double size_bytes = 0;         // the largest size measured (printed)
    double model_time_s = 0;       // T_model at that size
    std::string algorithm;         // "allreduce_hier_pipelined", "allgather_hier", "reducescatter_hier", ...
    Protocol protocol = Protocol::Simple;
    LogCluster cluster; // N, nodes, G and where they came from
    Link network;       // the inter-node link per GPU the model assumed (one NIC per GPU)
    Link intra;         // the link inside a node
};

// NotApplicable, with the reason, for N = 1, for collectives other than AllReduce, AllGather, ReduceScatter and
// AlltoAll, for an unknown rank count, where the rank list's hosts hold unequal rank counts, where the largest
// size has no usable time, and where the model is not applicable there (N not a multiple of G, ragged leaf
// groups); an Error when the options are invalid. in_place picks the in-place points.
Result<HealthCheck> healthCheck(const MeasuredTable &table, const Scenario &options, bool in_place = false);

} // namespace commviz
