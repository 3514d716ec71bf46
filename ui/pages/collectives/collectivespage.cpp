// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/collectives/collectivespage.h"

#include "chartpanel.h"
#include "coretext.h"
#include "pages/collectives/collectivesproduction.h"

#include "commviz/formulas.h"
#include "commviz/models.h"
#include "commviz/sweep.h"
#include "commviz/units.h"

#include <QEvent>
#include <QGridLayout>
#include <QHeaderView>
#include <QTableWidget>

#include <algorithm>

namespace commviz::ui {
namespace {

using napkin::q;

using span::kMaxGpus;
using span::kMaxSize;
using span::kMinSize;

// The curves drawn against M and N: AllGather, ReduceScatter and AllToAll share one cost model (eqs. 5–7),
// so one line stands for the three.
struct Drawn {
    Algorithm algorithm;
    const char *name;
};
constexpr Drawn kDrawn[] = {
    {Algorithm::AllReduceRing, QT_TRANSLATE_NOOP("commviz::ui::CollectivesPage", "AllReduce, ring")},
    {Algorithm::AllReduceTree, QT_TRANSLATE_NOOP("commviz::ui::CollectivesPage", "AllReduce, tree")},
    {Algorithm::AllGatherRing,
     QT_TRANSLATE_NOOP("commviz::ui::CollectivesPage", "AllGather = ReduceScatter = AllToAll")},
    {Algorithm::BroadcastTree, QT_TRANSLATE_NOOP("commviz::ui::CollectivesPage", "Broadcast, tree")},
};

// The source's summary table, plus the algorithms SPEC.md adds; the terms are core's formulas (commviz/formulas.h).
struct Row {
    Algorithm algorithm;
    const char *bandwidthWords; // the bandwidth term where it is words, not a formula (the hierarchical ones)
    const char *use;
};
constexpr Row kRows[] = {
    {Algorithm::AllReduceRing, nullptr,
     QT_TRANSLATE_NOOP("commviz::ui::CollectivesPage", "data-parallel gradient sync")},
    {Algorithm::AllReduceTree, nullptr, QT_TRANSLATE_NOOP("commviz::ui::CollectivesPage", "small-message sync")},
    {Algorithm::AllReduceRhd, nullptr, QT_TRANSLATE_NOOP("commviz::ui::CollectivesPage", "between ring and tree")},
    {Algorithm::AllReduceHierTree, QT_TRANSLATE_NOOP("commviz::ui::CollectivesPage", "intra tree + inter ring"),
     QT_TRANSLATE_NOOP("commviz::ui::CollectivesPage", "multi-node, 3 phases")},
    {Algorithm::AllReduceHierRail, QT_TRANSLATE_NOOP("commviz::ui::CollectivesPage", "intra RS/AG + G rings of M/G"),
     QT_TRANSLATE_NOOP("commviz::ui::CollectivesPage", "multi-node, rails")},
    {Algorithm::AllGatherRing, nullptr, QT_TRANSLATE_NOOP("commviz::ui::CollectivesPage", "FSDP parameter gather")},
    {Algorithm::ReduceScatterRing, nullptr,
     QT_TRANSLATE_NOOP("commviz::ui::CollectivesPage", "FSDP/ZeRO gradient shards")},
    {Algorithm::AllToAllPairwise, nullptr, QT_TRANSLATE_NOOP("commviz::ui::CollectivesPage", "MoE expert routing")},
    {Algorithm::BroadcastTree, nullptr, QT_TRANSLATE_NOOP("commviz::ui::CollectivesPage", "weights, configuration")},
};

QString coefficient(double c)
{
    return q(formatTrimmed(c, 3));
}

} // namespace

CollectivesPage::CollectivesPage(QWidget *parent)
    : ChartPage(PageId::Collectives, QT_TR_NOOP("Collectives"),
                QT_TR_NOOP("What does each collective cost, and where does the time go?"), parent)
{
    const AxisSpec time{QT_TR_NOOP("time"), Quantity::Time, true};
    m_vsSize = addChart(new ChartPanel("collectives_vs_size", QT_TR_NOOP("Cost against payload M (at the current N)"),
                                       {QT_TR_NOOP("payload per GPU M"), Quantity::Size, true}, time),
                        0, 0);
    m_sizeLines = addCollectiveLines(m_vsSize);
    m_sizeNow = m_vsSize->addLine(QT_TR_NOOP("current M"), palette::marker(), Qt::DotLine, 1.6);
    m_vsSize->setXRange(kMinSize, kMaxSize);

    m_vsGpus = addChart(new ChartPanel("collectives_vs_gpus", QT_TR_NOOP("Cost against GPU count N (at the current M)"),
                                       {QT_TR_NOOP("GPUs N"), Quantity::Count, true}, time),
                        0, 1);
    m_gpuLines = addCollectiveLines(m_vsGpus);
    m_gpusNow = m_vsGpus->addLine(QT_TR_NOOP("current N"), palette::marker(), Qt::DotLine, 1.6);
    m_vsGpus->setXRange(2, kMaxGpus);

    m_parts =
        addChart(new ChartPanel("collectives_terms", QT_TR_NOOP("Latency and bandwidth terms at the current N and M"),
                                {QT_TR_NOOP("time"), Quantity::Time, false}, {"", Quantity::Count, false}),
                 1, 0, 1, 2);
    m_bars = std::make_unique<StackedBars>(
        m_parts,
        std::vector<StackedBars::Part>{{QT_TR_NOOP("latency term"), palette::latency()},
                                       {QT_TR_NOOP("bandwidth term"), palette::bandwidth()}},
        StackedBars::Options{});

    m_table = new QTableWidget(static_cast<int>(std::size(kRows)), 4, this);
    m_table->setObjectName("summaryTable");
    m_table->setProperty(kAnswerProperty, true); // its totals answer a lecture question
    m_table->verticalHeader()->hide();
    // Sized once per language and font (sizeColumns), not to contents: that measured every cell again each
    // time a total changed, which was a tenth of a frame while dragging. Every column is as wide as its
    // widest text ("AllReduce, recursive halving-doubling" was cut to "AllReduc…"), the totals take what
    // is left, and a table narrower than its columns scrolls.
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    for (int r = 0; r < static_cast<int>(std::size(kRows)); ++r) {
        const Row &row = kRows[r];
        const QStringList cells{QString(), QString(), q(formula::latencyTerm(row.algorithm))};
        for (int c = 0; c < 3; ++c)
            m_table->setItem(r, c, new QTableWidgetItem(cells[c]));
        for (int c = 3; c < 4; ++c) {
            auto *item = new QTableWidgetItem;
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, c, item);
        }
    }
    // Below the charts at the page's full width: every column, the totals too, in view at 1366 px.
    addWidget(m_table, 2, 0, 1, 2);

    // In the places of the charts against N and of the terms, shown in the production view.
    const AxisSpec size{QT_TR_NOOP("payload per GPU M"), Quantity::Size, true};
    m_pipelining =
        addChart(new ChartPanel("collectives_tree_pipelining",
                                QT_TR_NOOP("Pipelined tree against the textbook tree and the ring"), size, time),
                 0, 1);
    m_protocols = addChart(
        new ChartPanel("collectives_protocols", QT_TR_NOOP("Ring AllReduce under LL, LL128 and Simple"), size, time), 1,
        0, 1, 2);
    m_production = std::make_unique<CollectivesProduction>(m_pipelining, m_protocols);
    addViewSwitch();
    retranslate();
}

CollectivesPage::~CollectivesPage() = default;

void CollectivesPage::changeEvent(QEvent *event)
{
    ChartPage::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        sizeColumns();
}

void CollectivesPage::showEvent(QShowEvent *event)
{
    ChartPage::showEvent(event);
    sizeColumns();
}

void CollectivesPage::sizeColumns()
{
    for (int column = 0; column <= 3; ++column)
        m_table->resizeColumnToContents(column);
    // The totals column holds any time this page can show, not only today's.
    const int widest = QFontMetrics(m_table->font()).horizontalAdvance(QStringLiteral("999.9 ms")) + 16;
    m_table->setColumnWidth(3, std::max(m_table->columnWidth(3), widest));
}

QString CollectivesPage::napkinHeading(const QString &chart) const
{
    return m_production->napkinHeading(chart);
}

void CollectivesPage::retranslate()
{
    m_table->setHorizontalHeaderLabels({tr("Operation"), tr("Bandwidth term"), tr("Latency term"), tr("Now: total")});
    for (int r = 0; r < static_cast<int>(std::size(kRows)); ++r) {
        const Row &row = kRows[r];
        m_table->item(r, 0)->setText(algorithmText(row.algorithm));
        m_table->item(r, 1)->setText(row.bandwidthWords != nullptr ? tr(row.bandwidthWords)
                                                                   : q(formula::costTerms(row.algorithm).bandwidth));
        for (int c = 0; c < 3; ++c)
            m_table->item(r, c)->setToolTip(tr("Main use: %1").arg(tr(row.use)));
    }
    sizeColumns();
    QStringList names;
    for (const Row &row : kRows)
        names << algorithmText(row.algorithm);
    m_bars->setRowNames(names);
    for (const auto *lines : {&m_sizeLines, &m_gpuLines}) {
        for (std::size_t i = 0; i < lines->size(); ++i) {
            const QString name = tr(kDrawn[i].name);
            (*lines)[i].latency.rename(tr("%1: latency term").arg(name));
            (*lines)[i].bandwidth.rename(tr("%1: bandwidth term").arg(name));
        }
    }
}

std::vector<CollectivesPage::Lines> CollectivesPage::addCollectiveLines(ChartPanel *chart)
{
    std::vector<Lines> lines;
    int i = 0;
    for (const Drawn &d : kDrawn) {
        const QColor color = palette::series(i++);
        Lines l{d.algorithm, {}, {}, {}};
        l.latency =
            chart->addLine(QString(d.name) + ": latency term", palette::faded(color, 150), Qt::DashDotLine, 1.0, false);
        l.bandwidth =
            chart->addLine(QString(d.name) + ": bandwidth term", palette::faded(color, 150), Qt::DashLine, 1.0, false);
        l.total = chart->addLine(d.name, color, Qt::SolidLine, 2.6);
        lines.push_back(l);
    }
    return lines;
}

void CollectivesPage::draw(const Scenario &s)
{
    // Against M: the bandwidth term is linear in M and the latency term constant, but the total bends, so
    // totals get a dense sweep and the terms the same one (they are cheap at this size).
    const std::vector<double> sizes = logSpace(kMinSize, kMaxSize, 100);
    const std::vector<int> gpus = logSpaceInt(2, kMaxGpus, 100);
    const auto fill = [](const Lines &l, const CostCurve &c) {
        std::vector<double> total;
        std::vector<double> latency;
        std::vector<double> bandwidth;
        for (const Cost &cost : c.cost) {
            total.push_back(cost.total_s());
            latency.push_back(cost.latency_s);
            bandwidth.push_back(cost.bandwidth_s);
        }
        l.total.setData(c.x, total);
        l.latency.setData(c.x, latency);
        l.bandwidth.setData(c.x, bandwidth);
    };
    for (const Lines &l : m_sizeLines)
        fill(l, costVsSize(l.algorithm, s, sizes));
    m_vsSize->fitYToData(1e-9);
    m_sizeNow.setVLine(s.size_bytes);
    m_vsSize->setChartTitle(titleAtGpus(tr("Cost against payload M at N = %1").arg(s.gpus), s.gpus));
    for (const Lines &l : m_gpuLines)
        fill(l, costVsGpus(l.algorithm, s, gpus));
    m_vsGpus->fitYToData(1e-9);
    m_gpusNow.setVLine(s.gpus);
    m_vsGpus->setChartTitle(tr("Cost against GPU count N at M = %1").arg(q(formatSize(s.size_bytes))));
    if (s.production_view || !hiddenWaitForSettle())
        m_production->draw(s, sizes);
    m_vsGpus->setVisible(!s.production_view);
    m_parts->setVisible(!s.production_view);
    m_pipelining->setVisible(s.production_view);
    m_protocols->setVisible(s.production_view);

    // Terms side by side at the current point, and the summary table.
    std::vector<StackedBars::Row> bars;
    for (int r = 0; r < static_cast<int>(std::size(kRows)); ++r) {
        const Algorithm a = kRows[r].algorithm;
        const Result<Cost> cost = collectiveCost(a, s);
        const auto cell = [&](int column, const QString &text) { m_table->item(r, column)->setText(text); };
        if (!cost.ok()) {
            bars.push_back({q(algorithmKey(a)), {}, 0, {}, tr("n/a: %1").arg(coreText(cost.explanation()))});
            cell(3, tr("n/a"));
            m_table->item(r, 3)->setToolTip(coreText(cost.explanation()));
            continue;
        }
        const Cost &c = cost.value();
        const QString label = algorithmText(a) + ": " + q(formatTime(c.latency_s)) + " + " +
                              q(formatTime(c.bandwidth_s)) + " = " + q(formatTime(c.total_s()));
        bars.push_back({q(algorithmKey(a)), {c.latency_s, c.bandwidth_s}, c.total_s(), {label, label}, {}});
        cell(3, q(formatTime(c.total_s())));
        m_table->item(r, 3)->setToolTip(label);
    }
    m_bars->draw(bars, tr("collective"), s.gpus);

    // Napkin math: the formula, its coefficients at this N, then the terms; in the production view the
    // refinements come first.
    QString html = s.production_view ? CollectivesProduction::napkinMath(s) : QString();
    const auto explain = [&](Algorithm a, const QString &heading) {
        const Result<Coefficients> k = coefficients(a, s.gpus);
        const Result<Cost> cost = collectiveCost(a, s);
        if (!k.ok() || !cost.ok())
            return;
        const Cost &c = cost.value();
        html += napkin::block(heading,
                              {q(formula::costFormula(a)),
                               "= " + coefficient(k.value().bandwidth) + " × " + q(formatSize(s.size_bytes)) + " / " +
                                   q(formatBandwidth(s.inter.beta_Bps)) + " + " + coefficient(k.value().latency) +
                                   " × " + q(formatTime(s.inter.alpha_s)),
                               "= " + q(formatTime(c.bandwidth_s)) + " + " + q(formatTime(c.latency_s))},
                              q(formatTime(c.total_s())));
    };
    explain(Algorithm::AllReduceRing, tr("Ring AllReduce (eq. 3)"));
    explain(Algorithm::AllReduceTree, tr("Tree AllReduce (eq. 4)"));
    explain(Algorithm::AllGatherRing, tr("AllGather, ReduceScatter, AllToAll (eqs. 5–7)"));
    explain(Algorithm::BroadcastTree, tr("Tree Broadcast (eq. 8)"));
    html += "<p style='color:#555'>" +
            tr("Charts: solid lines are totals, dashed the bandwidth terms, dash-dotted the latency terms. Ring "
               "AllReduce = ReduceScatter + AllGather, term by term. lg N = ⌈log₂ N⌉.") +
            "</p>";
    setNapkin(html);
}

QString CollectivesPage::reportTableHtml() const
{
    QString html =
        QStringLiteral("<p style='font-weight: bold; margin-bottom: 4px'>%1</p>"
                       "<table border='1' cellspacing='0' cellpadding='2' width='100%' "
                       "style='border-collapse: collapse; border-color: #bbbbbb'><tr style='background-color: "
                       "#f0efe8'>")
            .arg(tr("Summary: each collective's terms and its total now").toHtmlEscaped());
    for (int c = 0; c < m_table->columnCount(); ++c)
        html += QStringLiteral("<th align='%1'>%2</th>")
                    .arg(c == 3 ? "right" : "left", m_table->horizontalHeaderItem(c)->text().toHtmlEscaped());
    html += "</tr>";
    for (int r = 0; r < m_table->rowCount(); ++r) {
        html += "<tr>";
        for (int c = 0; c < m_table->columnCount(); ++c)
            html += QStringLiteral("<td align='%1'>%2</td>")
                        .arg(c == 3 ? "right" : "left", m_table->item(r, c)->text().toHtmlEscaped());
        html += "</tr>";
    }
    return html + "</table>";
}

} // namespace commviz::ui
