// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pageid.h"

#include <algorithm>

namespace commviz::ui {

const std::vector<PageInfo> &pageInfos()
{
    using P = Param;
    static const std::vector<PageInfo> kPages{
        {PageId::P2p, "p2p", {P::Alpha, P::Beta, P::Size}},
        {PageId::Collectives,
         "collectives",
         {P::Alpha, P::Beta, P::Gpus, P::Size},
         {P::IntraAlpha, P::IntraBeta, P::GpusPerNode, P::NodesPerLeaf, P::Oversubscription, P::SpineAlpha,
          P::SwitchEfficiency, P::InNetwork, P::Chunk}},
        // The hierarchical AllReduces and the two-level ring are priced on the cluster's levels (SPEC.md 9.2).
        {PageId::Selection,
         "selection",
         {P::Alpha, P::Beta, P::IntraAlpha, P::IntraBeta, P::Gpus, P::GpusPerNode, P::Size, P::NodesPerLeaf,
          P::Oversubscription, P::SpineAlpha},
         {P::SwitchEfficiency, P::InNetwork, P::Chunk}},
        {PageId::Pipeline, "pipeline", {P::Stages, P::Microbatches, P::Virtual}},
        // Any AllReduce may carry the compressed gradients (as for the buckets, below).
        {PageId::Compression,
         "compression",
         {P::Alpha, P::Beta, P::IntraAlpha, P::IntraBeta, P::Gpus, P::GpusPerNode, P::Size, P::NodesPerLeaf,
          P::Oversubscription, P::SpineAlpha, P::SwitchEfficiency, P::Chunk, P::Ratio, P::Codec,
          P::CompressionCollective}},
        // Every AllReduce a bucket may run: the hierarchical ones read the intra-node link and G, in-network
        // reduction η, the pipelined tree its chunk.
        {PageId::Buckets,
         "buckets",
         {P::Alpha, P::Beta, P::IntraAlpha, P::IntraBeta, P::Gpus, P::GpusPerNode, P::Size, P::NodesPerLeaf,
          P::Oversubscription, P::SpineAlpha, P::SwitchEfficiency, P::Chunk, P::Backward, P::Bucket,
          P::BucketCollective}},
        {PageId::Algorithms, "algorithms", {P::Alpha, P::Beta, P::Gpus, P::Size}},
        {PageId::Measured,
         "measured",
         {P::Alpha, P::Beta, P::IntraAlpha, P::IntraBeta, P::GpusPerNode, P::SwitchEfficiency, P::InNetwork, P::Chunk}},
        // The three levels of SPEC.md 9.1 and the collectives priced on them.
        {PageId::Cluster,
         "cluster",
         {P::Alpha, P::Beta, P::IntraAlpha, P::IntraBeta, P::Gpus, P::GpusPerNode, P::Size, P::NodesPerLeaf,
          P::Oversubscription, P::SpineAlpha}},
        // The training step (SPEC.md section 10): the model, the layout, the GPU, and the cluster its groups span.
        {PageId::Step,
         "step",
         {P::Alpha,
          P::Beta,
          P::IntraAlpha,
          P::IntraBeta,
          P::Gpus,
          P::GpusPerNode,
          P::NodesPerLeaf,
          P::Oversubscription,
          P::SpineAlpha,
          P::Stages,
          P::Microbatches,
          P::Virtual,
          P::Bucket,
          P::ModelParams,
          P::InactiveParams,
          P::Layers,
          P::Hidden,
          P::SequenceTokens,
          P::MicrobatchSequences,
          P::TensorParallel,
          P::ExpertParallel,
          P::ExpertsPerToken,
          P::PeakFlops,
          P::ComputeEfficiency,
          P::GpuMemory}},
    };
    return kPages;
}

const PageInfo &pageInfo(PageId id)
{
    return pageInfos()[static_cast<std::size_t>(id)];
}

std::vector<Param> pageParams(PageId id, bool production)
{
    const PageInfo &info = pageInfo(id);
    const auto reads = [&](Param p) {
        const auto has = [p](const std::vector<Param> &v) { return std::find(v.begin(), v.end(), p) != v.end(); };
        return has(info.params) || (production && has(info.productionParams));
    };
    std::vector<Param> out;
    for (const ParamInfo &spec : parameters()) {
        if (reads(spec.param))
            out.push_back(spec.param);
    }
    return out;
}

QString pageKey(PageId id)
{
    return QString::fromLatin1(pageInfo(id).key);
}

std::optional<PageId> findPage(const QString &key)
{
    for (const PageInfo &p : pageInfos()) {
        if (key == QLatin1String(p.key))
            return p.id;
    }
    return std::nullopt;
}

QStringList pageKeys()
{
    QStringList keys;
    for (const PageInfo &p : pageInfos())
        keys << QString::fromLatin1(p.key);
    return keys;
}

} // namespace commviz::ui
