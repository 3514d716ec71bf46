// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/cluster/clusternapkin.h"

#include "coretext.h"
#include "pages/cluster/clusterpage.h"

#include "commviz/formulas.h"
#include "commviz/units.h"

namespace commviz::ui {
namespace {

using napkin::q;

QString t(double seconds)
{
    return q(formatTime(seconds));
}
// Totals and the 2:1 comparison with the digit formatTime drops: SPEC 9's golden values read 42.13 ms.
QString tf(double seconds)
{
    return q(formatTimeFine(seconds));
}
QString n(long long v)
{
    return q(formatCount(static_cast<double>(v)));
}
QString bw(double bps)
{
    return q(formatBandwidth(bps));
}
QString percent(double before, double after)
{
    if (!(before > 0))
        return {};
    const double p = (after / before - 1) * 100;
    return (p >= 0 ? "+" : "") + q(formatTrimmed(p, 1)) + "%";
}

} // namespace

QString ClusterNapkin::html(const Scenario &s)
{
    const Result<ClusterLevels> levels = clusterLevels(s, s.gpus);
    if (!levels.ok())
        return napkin::block(tr("The cluster's levels"), {"K = N/G"}, "—", coreText(levels.explanation()));
    const ClusterLevels &l = levels.value();
    QString html = levelsBlock(s, l) + flatRingBlock(s, l) + hierarchicalBlocks(s, l) + allToAllBlock(s, l);
    if (l.hasSpine())
        html += spineBlock(s);
    return html;
}

QString ClusterNapkin::levelName(int level)
{
    const char *levelNames[] = {QT_TR_NOOP("NVLink"), QT_TR_NOOP("leaf"), QT_TR_NOOP("spine")};
    return tr(levelNames[level]);
}

QString ClusterNapkin::levelsBlock(const Scenario &s, const ClusterLevels &l)
{
    return napkin::block(
        tr("The cluster's levels"),
        {"K = N/G = " + n(s.gpus) + "/" + n(s.gpus_per_node) + " = " + n(l.nodes) + " " + tr("nodes"),
         "D₂ = min(K, S) = min(" + n(l.nodes) + ", " + n(s.nodes_per_leaf) + ") = " + n(l.nodes_per_group),
         "J = ⌈K/D₂⌉ = " + n(l.leaf_groups),
         "β₃ = β/σ = " + bw(s.inter.beta_Bps) + " / " + q(formatTrimmed(s.oversubscription, 2)) + " = " +
             bw(l.levels[2].link.beta_Bps)},
        l.hasSpine() ? tr("J = %1: a spine level").arg(l.leaf_groups) : tr("J = 1: no spine level"),
        l.hasSpine() ? QString()
                     : tr("Every formula below is then the two-level one of sections 3 and 6.3. Raise N above %1 "
                          "(G·S), or pick a cluster preset, to see the spine.")
                           .arg(n(1LL * s.gpus_per_node * s.nodes_per_leaf)));
}

QString ClusterNapkin::flatRingBlock(const Scenario &s, const ClusterLevels &l)
{
    QString html;
    const Result<Cost> flat = flatRingAllReduce(s, s.gpus, s.size_bytes);
    if (flat.ok()) {
        const Cost &c = flat.value();
        html += napkin::block(
            tr("Flat ring AllReduce"),
            {q(formula::kClusterRingLatency),
             "= 2·(" + n(s.gpus) + " − " + n(l.nodes) + ")·" + t(s.intra.alpha_s) + " + 2·(" + n(l.nodes) + " − " +
                 n(l.leaf_groups) + ")·" + t(s.inter.alpha_s) + " + 2·(" + n(l.leaf_groups) + " − 1)·(" +
                 t(s.inter.alpha_s) + " + " + t(s.spine_alpha_s) + ")",
             "+ " + q(formula::kClusterRingBandwidth), "= " + t(c.latency_s) + " + " + t(c.bandwidth_s)},
            tf(c.total_s()),
            tr("σ leaves the ring alone: it crosses each leaf boundary with one flow, which the spine carries at β, "
               "not β/σ."));
    }
    return html;
}

QString ClusterNapkin::hierarchicalBlocks(const Scenario &s, const ClusterLevels &l)
{
    QString html;
    const Result<LevelCosts> hier = hierarchicalAllReduceByLevel(s, s.gpus, s.size_bytes);
    if (hier.ok()) {
        QStringList steps{q(formula::kHierarchicalLevels), q(formula::kHierarchicalLevelBandwidth)};
        for (int i = 0; i < 3; ++i) {
            const Cost &c = hier.value()[static_cast<std::size_t>(i)];
            const QString sub = QStringList{"₁", "₂", "₃"}[i];
            steps << tr("%1, D%2 = %3: %4 + %5 (B%2)")
                         .arg(levelName(i), sub, n(l.levels[static_cast<std::size_t>(i)].members), t(c.latency_s),
                              t(c.bandwidth_s));
        }
        const Cost total = totalOf(hier.value());
        html += napkin::block(tr("Hierarchical AllReduce"), steps, tf(total.total_s()));
        const Result<Cost> piped = hierarchicalAllReducePipelined(s, s.gpus, s.size_bytes);
        if (piped.ok()) {
            const LevelCosts &h = hier.value();
            html += napkin::block(
                tr("Pipelined across levels"),
                {tr("latency as above, bandwidth max(B₁, B₂ + B₃)"),
                 "= max(" + t(h[0].bandwidth_s) + ", " + t(h[1].bandwidth_s) + " + " + t(h[2].bandwidth_s) + ")",
                 "= " + t(piped.value().latency_s) + " + " + t(piped.value().bandwidth_s)},
                tf(piped.value().total_s()),
                tr("The leaf and spine levels share each GPU's NIC, so only NVLink overlaps them."));
        }
    } else {
        html += napkin::block(tr("Hierarchical AllReduce"), {q(formula::kHierarchicalLevels)}, tr("n/a"),
                              coreText(hier.explanation()));
    }
    return html;
}

QString ClusterNapkin::allToAllBlock(const Scenario &s, const ClusterLevels &l)
{
    QString html;
    const Result<LevelCosts> a2a = allToAllTieredByLevel(s, s.gpus, s.size_bytes);
    if (a2a.ok()) {
        QStringList steps{"Σ_ℓ n_ℓ·(α_ℓ + M/(N·β_ℓ))", "n = G − 1, G·(r − 1), N − G·r"};
        for (int i = 0; i < 3; ++i) {
            const Cost &c = a2a.value()[static_cast<std::size_t>(i)];
            steps << levelName(i) + ": " + t(c.latency_s) + " + " + t(c.bandwidth_s);
        }
        html +=
            napkin::block(tr("AllToAll on the levels"), steps, tf(totalOf(a2a.value()).total_s()),
                          l.hasSpine() ? tr("Every GPU crosses the spine at once: its share runs at β/σ.") : QString());
    }
    return html;
}

QString ClusterNapkin::spineBlock(const Scenario &s)
{
    Scenario one = s;
    one.oversubscription = 1;
    Scenario two = s;
    two.oversubscription = 2;
    QStringList steps;
    for (ClusterCollective c :
         {ClusterCollective::FlatRing, ClusterCollective::Hierarchical, ClusterCollective::AllToAll}) {
        const Result<Cost> a = clusterCost(c, one, s.gpus, s.size_bytes);
        const Result<Cost> b = clusterCost(c, two, s.gpus, s.size_bytes);
        if (a.ok() && b.ok())
            steps << ClusterPage::collectiveName(c) + ": " + tf(a.value().total_s()) + " → " + tf(b.value().total_s()) +
                         " (" + percent(a.value().total_s(), b.value().total_s()) + ")";
    }
    return napkin::block(tr("A 2:1 spine here (σ = 1 → 2)"), steps, tr("AllToAll pays, the ring does not"),
                         tr("The hierarchical AllReduce sends only 2·(J − 1)/J·M/P₂ per GPU across the spine."));
}

} // namespace commviz::ui
