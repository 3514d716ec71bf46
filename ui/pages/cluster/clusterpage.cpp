// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/cluster/clusterpage.h"

#include "chartpanel.h"
#include "coretext.h"
#include "pages/cluster/clusterdiagram.h"
#include "pages/cluster/clusternapkin.h"
#include "pages/common/stackedbars.h"

#include "commviz/units.h"

#include <algorithm>
#include <optional>

namespace commviz::ui {
namespace {

using napkin::q;
using span::kMaxGpus;
using span::kMaxSize;
using span::kMinSize;

constexpr int kSizePoints = 120;
constexpr int kSigmaPoints = 57; // σ in steps of 0.125
constexpr int kGpuPoints = 90;

// The collectives split by level, top to bottom: the textbook ring has no levels.
constexpr ClusterCollective kSplit[] = {ClusterCollective::FlatRing, ClusterCollective::Hierarchical,
                                        ClusterCollective::HierPipelined, ClusterCollective::AllToAll};

// Inside out, like LevelCosts; latency and bandwidth of each level as the bars' segments and the legend.
struct Segment {
    const char *name;
    QColor color;
};
const Segment kSegments[3][2] = {
    {{QT_TRANSLATE_NOOP("commviz::ui::ClusterPage", "NVLink: latency"), QColor("#9ED9C5")},
     {QT_TRANSLATE_NOOP("commviz::ui::ClusterPage", "NVLink: bandwidth"), QColor("#009E73")}},
    {{QT_TRANSLATE_NOOP("commviz::ui::ClusterPage", "leaf: latency"), QColor("#9CC7E6")},
     {QT_TRANSLATE_NOOP("commviz::ui::ClusterPage", "leaf: bandwidth"), QColor("#0072B2")}},
    {{QT_TRANSLATE_NOOP("commviz::ui::ClusterPage", "spine: latency"), QColor("#F2B48C")},
     {QT_TRANSLATE_NOOP("commviz::ui::ClusterPage", "spine: bandwidth"), QColor("#D55E00")}},
};

const char *nameOf(ClusterCollective c)
{
    switch (c) {
    case ClusterCollective::FlatRing:
        return QT_TRANSLATE_NOOP("commviz::ui::ClusterPage", "flat ring AllReduce");
    case ClusterCollective::Hierarchical:
        return QT_TRANSLATE_NOOP("commviz::ui::ClusterPage", "hierarchical AllReduce");
    case ClusterCollective::HierPipelined:
        return QT_TRANSLATE_NOOP("commviz::ui::ClusterPage", "pipelined hierarchical AllReduce");
    case ClusterCollective::AllToAll:
        return QT_TRANSLATE_NOOP("commviz::ui::ClusterPage", "AllToAll on the levels");
    case ClusterCollective::TextbookRing:
        break;
    }
    return QT_TRANSLATE_NOOP("commviz::ui::ClusterPage", "textbook ring (eq. 3, one link)");
}

QColor colorOf(ClusterCollective c)
{
    return c == ClusterCollective::TextbookRing ? QColor("#7F7F7F") : palette::series(static_cast<int>(c));
}

std::map<ClusterCollective, Series> addLines(ChartPanel *chart, bool withAllToAll, bool withTextbook)
{
    std::map<ClusterCollective, Series> out;
    for (ClusterCollective c : clusterCollectives()) {
        if ((c == ClusterCollective::AllToAll && !withAllToAll) ||
            (c == ClusterCollective::TextbookRing && !withTextbook))
            continue;
        const bool textbook = c == ClusterCollective::TextbookRing;
        out[c] = chart->addLine(nameOf(c), colorOf(c), textbook ? Qt::DashLine : Qt::SolidLine, textbook ? 2 : 2.6);
    }
    return out;
}

void fill(Series line, const CostCurve &curve)
{
    std::vector<double> total;
    total.reserve(curve.cost.size());
    for (const Cost &c : curve.cost)
        total.push_back(c.total_s());
    line.setData(curve.x, total);
}

} // namespace

QString ClusterPage::collectiveName(ClusterCollective c)
{
    return QCoreApplication::translate("commviz::ui::ClusterPage", nameOf(c));
}

ClusterPage::ClusterPage(QWidget *parent)
    : ChartPage(PageId::Cluster, QT_TR_NOOP("Cluster"), QT_TR_NOOP("Where does a big cluster's time go?"), parent)
{
    const AxisSpec time{QT_TR_NOOP("time"), Quantity::Time, true};
    m_diagramOwner = std::make_unique<ClusterDiagram>(this);
    m_diagram = m_diagramOwner.get();
    addChart(m_diagram->panel(), 0, 0);

    m_split = addChart(new ChartPanel("cluster_split_by_level",
                                      QT_TR_NOOP("Each collective's time by level, at the current N and M"),
                                      {QT_TR_NOOP("time"), Quantity::Time, false}, {"", Quantity::Count, false}),
                       0, 1);
    std::vector<StackedBars::Part> parts;
    for (const auto &level : kSegments)
        for (const Segment &seg : level)
            parts.push_back({seg.name, seg.color});
    m_bars = std::make_unique<StackedBars>(m_split, std::move(parts), StackedBars::Options{false, 1.3});

    m_vsSize = addChart(new ChartPanel("cluster_allreduce_vs_size", QT_TR_NOOP("AllReduce against payload M"),
                                       {QT_TR_NOOP("payload per GPU M"), Quantity::Size, true}, time),
                        1, 0);
    m_sizeLines = addLines(m_vsSize, false, true);
    m_sizeNow = m_vsSize->addLine(QT_TR_NOOP("current M"), palette::marker(), Qt::DotLine, 1.6);
    m_vsSize->setXRange(kMinSize, kMaxSize);

    m_vsSigma = addChart(new ChartPanel("cluster_vs_oversubscription",
                                        QT_TR_NOOP("AllReduce and AllToAll against spine oversubscription σ"),
                                        {QT_TR_NOOP("oversubscription σ (σ:1)"), Quantity::Ratio, false}, time),
                         1, 1);
    m_sigmaLines = addLines(m_vsSigma, true, false);
    m_sigmaNow = m_vsSigma->addLine(QT_TR_NOOP("current σ"), palette::marker(), Qt::DotLine, 1.6);
    m_vsSigma->setXRange(kMinSigma, kMaxSigma);

    m_vsGpus = addChart(new ChartPanel("cluster_vs_gpus", QT_TR_NOOP("AllReduce and AllToAll against GPU count N"),
                                       {QT_TR_NOOP("GPUs N"), Quantity::Count, true}, time),
                        2, 0, 1, 2);
    m_gpuLines = addLines(m_vsGpus, true, true);
    m_spineStep =
        m_vsGpus->addLine(QT_TR_NOOP("a spine level appears (K > S)"), QColor("#D55E00"), Qt::DashDotLine, 1.8);
    m_gpusNow = m_vsGpus->addLine(QT_TR_NOOP("current N"), palette::marker(), Qt::DotLine, 1.6);
    m_vsGpus->setXRange(1, kMaxGpus);

    grid()->setColumnStretch(0, 1);
    grid()->setColumnStretch(1, 1);
    retranslate();
}

ClusterPage::~ClusterPage() = default;

void ClusterPage::retranslate()
{
    QStringList names;
    for (const ClusterCollective c : kSplit)
        names << collectiveName(c);
    m_bars->setRowNames(names);
}

void ClusterPage::draw(const Scenario &s)
{
    m_diagram->setScenario(s);

    const std::optional<ClusterLevels> &levels = m_diagram->levels(); // core's, as the diagram draws them
    const bool noLevels = s.gpus > 1 && !levels;                      // N not a multiple of G: the titles say so
    const std::vector<double> sizes = logSpace(kMinSize, kMaxSize, kSizePoints);
    for (const auto &[c, line] : m_sizeLines)
        fill(line, clusterCostVsSize(c, s, sizes));
    m_vsSize->fitYToData(1e-9);
    m_sizeNow.setVLine(s.size_bytes);
    if (noLevels) // the textbook ring alone is drawn
        m_vsSize->setChartTitle(
            tr("AllReduce against M at N = %1: N is not a multiple of G = %2").arg(s.gpus).arg(s.gpus_per_node));
    else
        m_vsSize->setChartTitle(titleAtGpus(tr("AllReduce against payload M at N = %1").arg(s.gpus), s.gpus));

    std::vector<double> sigmas;
    sigmas.reserve(kSigmaPoints);
    for (int i = 0; i < kSigmaPoints; ++i)
        sigmas.push_back(kMinSigma + (kMaxSigma - kMinSigma) * i / (kSigmaPoints - 1));
    for (const auto &[c, line] : m_sigmaLines)
        fill(line, clusterCostVsOversubscription(c, s, sigmas));
    m_vsSigma->fitYToData(1e-9);
    m_sigmaNow.setVLine(std::clamp(s.oversubscription, kMinSigma, kMaxSigma));
    // Without levels nothing is drawn against σ: the title says why, as briefly as the other titles (a title that
    // wraps onto a second line while N or G is dragged lays the page out again).
    if (s.gpus == 1) // every collective costs 0, which a log axis cannot show
        m_vsSigma->setChartTitle(tr("Against σ at N = 1: nothing to communicate"));
    else if (!levels)
        m_vsSigma->setChartTitle(
            tr("Against σ at N = %1: N is not a multiple of G = %2").arg(s.gpus).arg(s.gpus_per_node));
    else if (levels->hasSpine())
        m_vsSigma->setChartTitle(
            tr("Against spine oversubscription σ at N = %1, M = %2").arg(s.gpus).arg(q(formatSize(s.size_bytes))));
    else
        m_vsSigma->setChartTitle(tr("Against σ at N = %1: no spine level, so σ changes nothing").arg(s.gpus));

    const std::vector<int> gpus = clusterGpuSweep(s, kMaxGpus, kGpuPoints);
    for (const auto &[c, line] : m_gpuLines) {
        const CostCurve curve = clusterCostVsGpus(c, s, gpus);
        fill(line, curve);
        // Past a whole leaf group the hierarchical AllReduces apply at whole leaf groups only (core leaves the
        // ragged N between out): their lines join those, and the legend says so. (At a ragged N the charts against
        // M and σ do not draw them, and the bars and the drawing say why: a name that changed with N there gave a
        // legend a second row mid-drag, which laid the page out and at 1920 × 1080 brought the scroll bar.)
        const bool skips = !curve.x.empty() && curve.x.size() < gpus.size();
        line.setShownName(skips ? tr("%1 (at whole leaf groups only)").arg(collectiveName(c)) : collectiveName(c));
    }
    m_vsGpus->setXRange(std::max(1, s.gpus_per_node), kMaxGpus);
    m_vsGpus->fitYToData(1e-9);
    const std::optional<int> step = spineAppearsAt(s);
    m_spineStep.setVLine(step && *step <= kMaxGpus ? std::optional<double>(*step) : std::nullopt);
    m_gpusNow.setVLine(s.gpus);
    m_vsGpus->setChartTitle(step ? tr("Against GPU count N at M = %1: a spine level from N = %2 (G·(S + 1))")
                                       .arg(q(formatSize(s.size_bytes)), QString::number(*step))
                                 : tr("Against GPU count N at M = %1").arg(q(formatSize(s.size_bytes))));

    drawSplit(s, noLevels);
    setNapkin(ClusterNapkin::html(s));
}

void ClusterPage::drawSplit(const Scenario &s, bool noLevels)
{
    std::vector<StackedBars::Row> bars;
    for (const ClusterCollective c : kSplit) {
        const Result<LevelCosts> split = clusterCostByLevel(c, s, s.gpus, s.size_bytes);
        if (!split.ok()) {
            bars.push_back({clusterCollectiveKey(c), {}, 0, {}, tr("n/a: %1").arg(coreText(split.explanation()))});
            continue;
        }
        const LevelCosts &l = split.value();
        const double total = totalOf(l).total_s();
        StackedBars::Row row{clusterCollectiveKey(c), {}, total, {}, {}};
        for (int level = 0; level < 3; ++level) {
            const Cost &cost = l[static_cast<std::size_t>(level)];
            const double parts[2] = {cost.latency_s, cost.bandwidth_s};
            for (int term = 0; term < 2; ++term) {
                row.parts_s.push_back(parts[term]);
                row.texts.push_back(collectiveName(c) + "<br>" + tr(kSegments[level][term].name) + ": " +
                                    q(formatTime(parts[term])) + "<br>" + tr("total: %1").arg(q(formatTime(total))));
            }
        }
        bars.push_back(std::move(row));
    }
    m_bars->draw(bars, tr("collective"), s.gpus);
    if (noLevels) // every row n/a
        m_split->setChartTitle(tr("Each collective's time by level at N = %1: N is not a multiple of G = %2")
                                   .arg(s.gpus)
                                   .arg(s.gpus_per_node));
    else
        m_split->setChartTitle(
            tr("Each collective's time by level at N = %1, M = %2").arg(s.gpus).arg(q(formatSize(s.size_bytes))));
}

} // namespace commviz::ui
