// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/collectives/collectivesproduction.h"

#include "chartpanel.h"
#include "coretext.h"
#include "pages/common/allreducestyle.h"
#include "pages/common/chartpage.h"

#include "commviz/formulas.h"
#include "commviz/models.h"
#include "commviz/sweep.h"
#include "commviz/units.h"

#include <algorithm>
#include <cmath>

namespace commviz::ui {
namespace {

using napkin::q;

using span::kMaxSize;
using span::kMinSize;

std::vector<double> totals(const CostCurve &c)
{
    std::vector<double> out;
    out.reserve(c.cost.size());
    for (const Cost &cost : c.cost)
        out.push_back(cost.total_s());
    return out;
}

QString number(double v)
{
    return q(formatTrimmed(v, 3));
}

} // namespace

CollectivesProduction::CollectivesProduction(ChartPanel *pipelining, ChartPanel *protocols)
    : m_pipelining(pipelining), m_protocols(protocols)
{
    const QColor tree = allReduceColor(Algorithm::AllReducePipelinedTree);
    m_pipeTree = m_pipelining->addLine(QT_TR_NOOP("tree (textbook)"), palette::faded(tree, 170), Qt::DashLine, 2.0);
    // The ring on top of the pipelined tree, thinner: at large M they meet, and both must still show.
    m_pipelined = m_pipelining->addLine(QT_TR_NOOP("pipelined tree"), tree, Qt::SolidLine, 3.4);
    m_pipeRing =
        m_pipelining->addLine(QT_TR_NOOP("ring"), allReduceColor(Algorithm::AllReduceRing), Qt::SolidLine, 1.8);
    m_inNetwork = m_pipelining->addLine(QT_TR_NOOP("in-network"), allReduceColor(Algorithm::AllReduceInNetwork),
                                        Qt::SolidLine, 2.4, false);
    // SPEC 9.2's hierarchical AllReduce with its levels overlapped: on two levels the production candidate that
    // usually wins (it assumes one NIC per GPU, as its legend entry says).
    m_hierPipelined = m_pipelining->addLine(QT_TR_NOOP("hier. pipelined (one NIC per GPU)"),
                                            allReduceColor(Algorithm::AllReduceHierPipelined), Qt::DashDotLine, 2.2);
    m_pipeNow = m_pipelining->addLine(QT_TR_NOOP("current M"), palette::marker(), Qt::DotLine, 1.6);
    m_pipelining->setXRange(kMinSize, kMaxSize);
    m_pipelining->setVisible(false);

    m_protocolBands = m_protocols->addRectLayer();
    for (std::size_t i = 0; i < allProtocols().size(); ++i) {
        const Protocol p = allProtocols()[i];
        // The protocol names are NCCL's, the same in every language.
        m_protocolLines[i] = m_protocols->addLine(QString::fromStdString(protocolName(p)),
                                                  palette::faded(protocolColor(p), 170), Qt::SolidLine, 1.8);
    }
    m_envelope = m_protocols->addLine(QT_TR_NOOP("cheapest"), Qt::black, Qt::SolidLine, 2.8);
    // The switch lines stay out of the legend: their sizes are written on the chart and in its title.
    const QColor switchColor("#444444");
    m_switchLines[0] = m_protocols->addLine(QT_TR_NOOP("switch LL → LL128"), switchColor, Qt::DashLine, 1.4, false);
    m_switchLines[1] = m_protocols->addLine(QT_TR_NOOP("switch LL128 → Simple"), switchColor, Qt::DashLine, 1.4, false);
    m_protocolNow = m_protocols->addLine(QT_TR_NOOP("current M"), palette::marker(), Qt::DotLine, 1.6);
    m_protocols->setXRange(kMinSize, kMaxSize);
    m_protocols->setVisible(false);
}

void CollectivesProduction::draw(const Scenario &s, const std::vector<double> &sizes)
{
    drawPipelining(s, sizes);
    drawProtocols(s, sizes);
}

void CollectivesProduction::drawPipelining(const Scenario &s, const std::vector<double> &sizes)
{
    // The pipelined tree closes the tree's bandwidth gap as M grows.
    const TreePipeliningCurves tp = treePipeliningVsSize(s, sizes);
    m_pipeRing.setData(tp.ring.x, totals(tp.ring));
    m_pipeTree.setData(tp.tree.x, totals(tp.tree));
    m_pipelined.setData(tp.pipelined.x, totals(tp.pipelined));
    if (s.in_network) {
        const CostCurve in = costVsSize(Algorithm::AllReduceInNetwork, s, sizes);
        m_inNetwork.setData(in.x, totals(in));
    } else {
        m_inNetwork.setData({}, {});
    }
    m_inNetwork.setInLegend(s.in_network);
    const CostCurve hier = costVsSize(Algorithm::AllReduceHierPipelined, s, sizes);
    m_hierPipelined.setData(hier.x, totals(hier)); // empty where N is not a multiple of G
    m_pipelining->fitYToData(1e-9);
    m_pipeNow.setVLine(s.size_bytes);
    const Result<PipelinedTree> now = pipelinedTree(s);
    m_pipelining->setChartTitle(titleAtGpus(
        now.ok() ? tr("Tree, pipelined tree (k = %1) and ring at N = %2").arg(now.value().chunks).arg(s.gpus)
                 : tr("Tree, pipelined tree and ring at N = %1").arg(s.gpus),
        s.gpus));
}

void CollectivesProduction::drawProtocols(const Scenario &s, const std::vector<double> &sizes)
{
    // Ring AllReduce under each protocol; the envelope is the production ring.
    const ProtocolCurves pc = protocolEnvelopeVsSize(Algorithm::AllReduceRing, s, sizes);
    for (std::size_t i = 0; i < m_protocolLines.size(); ++i)
        m_protocolLines[i].setData(pc.protocol[i].x, totals(pc.protocol[i]));
    m_envelope.setData(pc.envelope.x, totals(pc.envelope));
    for (Series line : m_switchLines)
        line.setData({}, {}); // last frame's lines must not hold the range
    m_protocols->fitYToData(1e-9);
    // Whole decades of room above the curves, about a quarter of the chart, for the protocols' names and the
    // switch sizes: one row each. (Rows that end up too small for their text, on a small chart in projector
    // mode, are left empty: the title and the tooltips carry the same numbers.)
    const PlotAxes &axes = m_protocols->axes();
    const double dataTop = axes.yMax();
    const double decades = std::max(1.0, std::ceil(0.4 * std::log10(dataTop / axes.yMin()) - 0.05));
    m_protocols->setYRange(axes.yMin(), dataTop * std::pow(10.0, decades));
    const LabelRows rows{dataTop, dataTop * std::pow(10.0, decades / 2), axes.yMax()};
    m_protocolNow.setVLine(s.size_bytes);
    std::vector<RectLayer::Rect> bands;
    std::vector<QString> tips; // what hovering each band says; the painted bands carry only their labels
    if (pc.switches.ok()) {
        const ProtocolSwitches &sw = pc.switches.value();
        markSwitches(sw, rows, bands, tips);
        // The sizes first: a narrow chart cuts the title's end.
        m_protocols->setChartTitle(tr("Protocol switches at %1 and %2 (ring, N = %3)")
                                       .arg(q(formatSize(sw.ll_ll128_bytes)), q(formatSize(sw.ll128_simple_bytes)))
                                       .arg(s.gpus));
    } else {
        m_protocols->setChartTitle(
            titleAtGpus(tr("Ring AllReduce under LL, LL128 and Simple at N = %1").arg(s.gpus), s.gpus));
    }
    m_protocolBands->setRects(std::move(bands));
    m_protocolBands->setTooltip(
        [tips](const RectLayer::Rect &, std::size_t i) { return i < tips.size() ? tips[i] : QString(); });
}

void CollectivesProduction::markSwitches(const ProtocolSwitches &sw, const LabelRows &rows,
                                         std::vector<RectLayer::Rect> &bands, std::vector<QString> &tips)
{
    const double edges[] = {m_protocols->axes().xMin(), sw.ll_ll128_bytes, sw.ll128_simple_bytes,
                            m_protocols->axes().xMax()};
    for (std::size_t i = 0; i < allProtocols().size(); ++i) {
        if (edges[i + 1] <= edges[i])
            continue;
        const Protocol p = allProtocols()[i];
        const QString name = q(protocolName(p));
        const QString where =
            i == 0 ? tr("%1 is the cheapest below %2").arg(name, q(formatSize(edges[1])))
            : i == 1
                ? tr("%1 is the cheapest from %2 to %3").arg(name, q(formatSize(edges[1])), q(formatSize(edges[2])))
                : tr("%1 is the cheapest above %2").arg(name, q(formatSize(edges[2])));
        bands.push_back({edges[i], edges[i + 1], m_protocols->axes().yMin(), rows.bottom,
                         palette::faded(protocolColor(p), 18), QString()});
        bands.push_back({edges[i], edges[i + 1], rows.middle, rows.top, palette::faded(protocolColor(p), 70), name});
        tips.insert(tips.end(), 2, where);
    }
    // Each switch size sits on top of its line, as wide as half the way to the other one allows.
    const double half = std::min(1.2, 0.5 * std::log10(sw.ll128_simple_bytes / sw.ll_ll128_bytes));
    const double spread = std::pow(10.0, half);
    const double at[] = {sw.ll_ll128_bytes, sw.ll128_simple_bytes};
    const QString names[] = {tr("LL → LL128 at %1"), tr("LL128 → Simple at %1")};
    for (std::size_t i = 0; i < 2; ++i) {
        bands.push_back(
            {at[i] / spread, at[i] * spread, rows.bottom, rows.middle, QColor(0, 0, 0, 0), q(formatSize(at[i]))});
        tips.push_back(names[i].arg(q(formatSize(at[i]))));
        m_switchLines[i].setData({at[i], at[i]}, {m_protocols->axes().yMin(), rows.bottom});
    }
}

QString CollectivesProduction::napkinMath(const Scenario &s)
{
    return pipelinedTreeNapkin(s) + inNetworkNapkin(s) + twoLevelRingNapkin(s) + protocolsNapkin(s) +
           productionChoiceNapkin(s) + "<hr>";
}

QString CollectivesProduction::pipelinedTreeHeading()
{
    return tr("Pipelined tree AllReduce (as NCCL runs its trees)");
}

QString CollectivesProduction::protocolsHeading()
{
    return tr("Ring AllReduce's protocols (NCCL's LL, LL128, Simple)");
}

QString CollectivesProduction::napkinHeading(const QString &chart) const
{
    if (chart == m_pipelining->name())
        return pipelinedTreeHeading();
    if (chart == m_protocols->name())
        return protocolsHeading();
    return {};
}

QString CollectivesProduction::pipelinedTreeNapkin(const Scenario &s)
{
    QString html;
    const QString alpha = q(formatTime(s.inter.alpha_s));
    const QString beta = q(formatBandwidth(s.inter.beta_Bps));
    const QString size = q(formatSize(s.size_bytes));
    const Result<Cost> ring = collectiveCost(Algorithm::AllReduceRing, s);
    const Result<Cost> tree = collectiveCost(Algorithm::AllReduceTree, s);
    if (const Result<PipelinedTree> pt = pipelinedTree(s); pt.ok()) {
        const int h = ceilLog2(s.gpus);
        const int k = pt.value().chunks;
        QStringList steps{tr("h = lg N = %1 levels").arg(h)};
        if (s.chunk_bytes) {
            steps << tr("k = ⌈M/c⌉ = ⌈%1 / %2⌉ = %3 chunks").arg(size, q(formatSize(*s.chunk_bytes))).arg(k);
        } else if (h <= 1 || s.size_bytes <= 0) {
            steps << tr("k = 1 chunk (one level, or nothing to send)");
        } else {
            steps << q(formula::kPipelinedTreeBestChunks)
                  << tr("= √(%1 × %2 / (%3 × %4)) → k = %5 chunks").arg(h - 1).arg(size, alpha, beta).arg(k);
        }
        steps << q(formula::kPipelinedTree)
              << QString("= 2 × %1 × (%2 + %3 / (%4 × %5))").arg(h + k - 1).arg(alpha, size).arg(k).arg(beta)
              << "= " + q(formatTime(pt.value().cost.latency_s)) + " + " + q(formatTime(pt.value().cost.bandwidth_s));
        const QString note =
            ring.ok() && tree.ok()
                ? tr("Textbook tree %1, ring %2: pipelining closes the tree's bandwidth gap as M "
                     "grows and keeps its lg N start-ups.")
                      .arg(q(formatTime(tree.value().total_s())), q(formatTime(ring.value().total_s())))
                : QString();
        html += napkin::block(pipelinedTreeHeading(), steps, q(formatTime(pt.value().cost.total_s())), note);
    } else {
        html +=
            napkin::block(pipelinedTreeHeading(), {q(formula::kPipelinedTree)}, tr("n/a"), coreText(pt.explanation()));
    }
    return html;
}

QString CollectivesProduction::inNetworkNapkin(const Scenario &s)
{
    QString html;
    const QString alpha = q(formatTime(s.inter.alpha_s));
    const QString beta = q(formatBandwidth(s.inter.beta_Bps));
    const QString size = q(formatSize(s.size_bytes));
    if (const Result<Cost> in = collectiveCost(Algorithm::AllReduceInNetwork, s); in.ok()) {
        html += napkin::block(
            tr("In-network reduction (SHARP, NVLS)"),
            {q(formula::kInNetwork),
             QString("= 2 × %1 + %2 / (%3 × %4)").arg(alpha, size, number(s.switch_efficiency), beta),
             "= " + q(formatTime(in.value().latency_s)) + " + " + q(formatTime(in.value().bandwidth_s))},
            q(formatTime(in.value().total_s())),
            s.in_network ? tr("On: the switches add the data, whatever N; a candidate of the production choice.")
                         : tr("Off: this fabric has no SHARP or NVLS, so the production choice leaves it out (the "
                              "panel's Production group turns it on)."));
    }
    return html;
}

QString CollectivesProduction::twoLevelRingNapkin(const Scenario &s)
{
    QString html;
    const QString alpha = q(formatTime(s.inter.alpha_s));
    const QString beta = q(formatBandwidth(s.inter.beta_Bps));
    const QString size = q(formatSize(s.size_bytes));
    const Result<Cost> two = collectiveCost(Algorithm::AllReduceTwoLevelRing, s);
    const Result<Coefficients> k = coefficients(Algorithm::AllReduceRing, s.gpus);
    if (two.ok() && k.ok() && s.gpus > 1) {
        const int nodes = s.gpus / s.gpus_per_node;
        const QString link = nodes == 1 ? q(formatBandwidth(s.intra.beta_Bps))
                                        : QString("min(%1, %2)").arg(beta, q(formatBandwidth(s.intra.beta_Bps)));
        html += napkin::block(
            tr("Two-level ring (steps inside and across nodes)"),
            {tr("K = N/G = %1 nodes: 2(N−K) = %2 steps inside nodes, 2(K−1) = %3 across")
                 .arg(nodes)
                 .arg(2 * (s.gpus - nodes))
                 .arg(2 * (nodes - 1)),
             QString("L = %1 × %2 + %3 × %4")
                 .arg(2 * (s.gpus - nodes))
                 .arg(q(formatTime(s.intra.alpha_s)))
                 .arg(2 * (nodes - 1))
                 .arg(alpha),
             QString("W = %1 × %2 / %3").arg(number(k.value().bandwidth), size, link),
             "= " + q(formatTime(two.value().latency_s)) + " + " + q(formatTime(two.value().bandwidth_s))},
            q(formatTime(two.value().total_s())),
            tr("One ring laid out node by node: only 2(K−1) of its 2(N−1) steps cross nodes."));
    } else if (!two.ok()) {
        html += napkin::block(tr("Two-level ring (steps inside and across nodes)"), {tr("K = N/G nodes")}, tr("n/a"),
                              coreText(two.explanation()));
    }
    return html;
}

QString CollectivesProduction::protocolsNapkin(const Scenario &s)
{
    QString html;
    const QString size = q(formatSize(s.size_bytes));
    if (const Result<ProtocolChoice> best = cheapestProtocol(Algorithm::AllReduceRing, s, s.gpus, s.size_bytes);
        best.ok()) {
        QStringList steps{"{L, W} under π = {φ·L, W/ε}"};
        for (Protocol p : allProtocols()) {
            const ProtocolFactors f = protocolFactors(p);
            const Result<Cost> c = protocolCost(Algorithm::AllReduceRing, s, s.gpus, s.size_bytes, p);
            steps << QString("%1: φ = %2, ε = %3 → %4")
                         .arg(q(protocolName(p)), number(f.latency), number(f.bandwidth),
                              c.ok() ? q(formatTime(c.value().total_s())) : tr("n/a"));
        }
        QString note;
        if (const Result<ProtocolSwitches> sw = protocolSwitchSizes(Algorithm::AllReduceRing, s); sw.ok()) {
            steps << tr("switch: M = L₁·(φ_q − φ_p) / (w·(1/ε_p − 1/ε_q))")
                  << tr("LL → LL128 at %1, LL128 → Simple at %2")
                         .arg(q(formatSize(sw.value().ll_ll128_bytes)), q(formatSize(sw.value().ll128_simple_bytes)));
            note =
                tr("L₁ and w·M: the ring's latency and bandwidth terms under Simple, whose α and β the source's are.");
        }
        html +=
            napkin::block(protocolsHeading(), steps,
                          tr("%1 is the cheapest at M = %2").arg(q(protocolName(best.value().protocol)), size), note);
    }
    return html;
}

QString CollectivesProduction::productionChoiceNapkin(const Scenario &s)
{
    QString html;
    if (const Result<ProductionChoice> p = productionAllReduce(s); p.ok()) {
        html += napkin::block(tr("Production AllReduce (each candidate at its best)"),
                              {tr("the cheapest of ring, pipelined tree, two-level ring, hier. (rails)%1, each under "
                                  "its cheapest protocol")
                                   .arg(s.in_network ? tr(", in-network") : QString())},
                              tr("%1 under %2, %3")
                                  .arg(allReduceNameWithAssumption(p.value().algorithm, s.gpus_per_node),
                                       q(protocolName(p.value().protocol)), q(formatTime(p.value().cost.total_s()))));
    }
    return html;
}

} // namespace commviz::ui
