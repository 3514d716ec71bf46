// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/step/steppage.h"

#include "chartpanel.h"
#include "coretext.h"
#include "pages/common/richtextlabel.h"
#include "pages/step/stepchanges.h"
#include "pages/step/stepmapchart.h"
#include "pages/step/stepnapkin.h"
#include "pages/step/steptables.h"

#include "commviz/units.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>

#include <QLocale>

#include <array>
#include <cmath>
#include <limits>
#include <utility>

namespace commviz::ui {
namespace {

using napkin::q;

constexpr std::array<const char *, StepPage::kParts> kPartNames{
    QT_TRANSLATE_NOOP("commviz::ui::StepPage", "compute"),
    QT_TRANSLATE_NOOP("commviz::ui::StepPage", "tensor-parallel"),
    QT_TRANSLATE_NOOP("commviz::ui::StepPage", "expert all-to-all"),
    QT_TRANSLATE_NOOP("commviz::ui::StepPage", "pipeline sends"),
    QT_TRANSLATE_NOOP("commviz::ui::StepPage", "pipeline bubble"),
    QT_TRANSLATE_NOOP("commviz::ui::StepPage", "exposed data-parallel AllReduce"),
};

QColor partColor(int part)
{
    static const std::array<QColor, StepPage::kParts> kColors{QColor("#4C72B0"), QColor("#DD8452"), QColor("#8172B3"),
                                                              QColor("#55A868"), QColor("#BBBBBB"), QColor("#C44E52")};
    return kColors[static_cast<std::size_t>(part)];
}

QString seconds(double s)
{
    return q(formatTime(s));
}

} // namespace

// Tokens per second as a reader counts them: "204,818", and from a million on "2.35 M".
QString tokensText(double tokens)
{
    if (std::isfinite(tokens) && tokens < 1e6)
        return QLocale(QLocale::English).toString(static_cast<qlonglong>(std::llround(tokens)));
    return q(formatLargeCount(tokens));
}

QString StepPage::partName(int part)
{
    return QCoreApplication::translate("commviz::ui::StepPage", kPartNames[static_cast<std::size_t>(part)]);
}

double StepPage::partValue(const StepParts &p, int part)
{
    const std::array<double, kParts> v{p.compute_s,        p.tensor_parallel_s, p.expert_parallel_s,
                                       p.pipeline_sends_s, p.bubble_s,          p.data_parallel_exposed_s};
    return v[static_cast<std::size_t>(part)];
}

StepPage::StepPage(QWidget *parent)
    : ChartPage(PageId::Step, QT_TR_NOOP("Training step"), QT_TR_NOOP("Where does a training step's time go?"), parent)
{
    // The large numbers and the parts table, or the reason the layout cannot run.
    m_summary = new QWidget(this);
    auto *column = new QVBoxLayout(m_summary);
    column->setContentsMargins(4, 2, 4, 2);
    m_headline = new RichTextLabel(m_summary); // its numbers change on every frame of a drag
    m_headline->setObjectName("stepHeadline");
    m_headline->setProperty(kAnswerProperty, true);
    m_reason = new QLabel(m_summary);
    m_reason->setObjectName("stepReason");
    m_reason->setWordWrap(true);
    m_reason->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_reason->setStyleSheet("color: #a00000; font-weight: bold");
    m_parts = makeTable(kParts + 1, 3, m_summary);
    m_parts->setObjectName("stepPartsTable");
    m_parts->setSelectionMode(QAbstractItemView::NoSelection);
    m_parts->setProperty(kAnswerProperty, true); // its times answer the lecture question
    column->addWidget(m_headline);
    column->addWidget(m_reason);
    column->addWidget(m_parts, 1);
    addWidget(m_summary, 0, 0);

    m_bar = addChart(new ChartPanel("step_parts", QT_TR_NOOP("The step's parts"),
                                    {QT_TR_NOOP("time"), Quantity::Time, false}, {"", Quantity::Count, false}),
                     0, 1);
    m_bars = m_bar->addRectLayer(RectLayer::Place::OverGrid);
    for (int i = 0; i < kParts; ++i)
        m_partSwatches.push_back(
            m_bar->addLine(kPartNames[static_cast<std::size_t>(i)], partColor(i), Qt::SolidLine, 8));

    m_mapPanel = addChart(
        new ChartPanel("step_mfu_map", QT_TR_NOOP("MFU over t × p"),
                       {QT_TR_NOOP("tensor-parallel size t"), Quantity::Count, false, StepMapChart::axisLabels()},
                       {QT_TR_NOOP("pipeline stages p"), Quantity::Count, false, StepMapChart::axisLabels()}),
        1, 0);
    m_map = std::make_unique<StepMapChart>(m_mapPanel, [this](int t, int p) {
        Scenario s = m_scenario;
        s.tensor_parallel = t;
        s.stages = p;
        if (s != m_scenario)
            Q_EMIT scenarioProposed(s, tr("Layout t = %1, p = %2").arg(t).arg(p));
    });

    m_sweep = addChart(new ChartPanel("step_parts_vs_gpus", QT_TR_NOOP("The step's parts against N"),
                                      {QT_TR_NOOP("GPUs N"), Quantity::Count, true},
                                      {QT_TR_NOOP("time per step"), Quantity::Time, true}),
                       1, 1);
    for (int i = 0; i < kParts; ++i)
        m_sweepLines.push_back(
            m_sweep->addLine(kPartNames[static_cast<std::size_t>(i)], partColor(i), Qt::SolidLine, 2.2));
    m_sweepLines.push_back(m_sweep->addLine(QT_TR_NOOP("step T"), Qt::black, Qt::SolidLine, 2.8));
    m_sweepNow = m_sweep->addLine(QT_TR_NOOP("current N"), palette::marker(), Qt::DotLine, 1.6);

    // Which change helps most: a row each, a click adopting it.
    auto *changes = new QWidget(this);
    auto *changesColumn = new QVBoxLayout(changes);
    changesColumn->setContentsMargins(4, 2, 4, 2);
    m_changesHeading = new QLabel(changes);
    m_changesHeading->setWordWrap(true);
    m_changesTable = makeTable(0, 4, changes);
    m_changesTable->setObjectName("stepChangesTable");
    m_changesTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_changesTable->setSelectionMode(QAbstractItemView::SingleSelection);
    m_changesTable->setCursor(Qt::PointingHandCursor);
    m_changes = std::make_unique<StepChanges>(
        m_changesTable, [this](const Scenario &s, const QString &name) { Q_EMIT scenarioProposed(s, name); });
    changesColumn->addWidget(m_changesHeading);
    changesColumn->addWidget(m_changesTable, 1);
    addWidget(changes, 2, 0, 1, 2);

    grid()->setRowStretch(0, 2);
    grid()->setRowStretch(1, 4);
    grid()->setRowStretch(2, 2);
    retranslate();
}

StepPage::~StepPage() = default;

// Compact rows in the current font (projector mode's too), columns as wide as their texts, and every part's row shown:
// the parts table is as tall as its rows (and a horizontal scroll bar).
void StepPage::fitTables()
{
    for (auto [table, seen] : {std::pair(m_parts, &m_partsFit), std::pair(m_changesTable, &m_changesFit)}) {
        table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 6);
        // Qt's fit asks the delegate for every cell's size, a fifth of this page's refresh: it runs when a column's
        // widest text changed, not on every frame of a drag whose numbers keep their width.
        std::vector<double> widths = widestTexts(*table);
        if (widths != *seen) {
            table->resizeColumnsToContents();
            *seen = std::move(widths);
        }
    }
    int height = m_parts->horizontalHeader()->sizeHint().height() + 2 * m_parts->frameWidth() +
                 m_parts->horizontalScrollBar()->sizeHint().height();
    for (int r = 0; r < m_parts->rowCount(); ++r)
        height += m_parts->rowHeight(r);
    if (m_parts->minimumHeight() != height)
        m_parts->setMinimumHeight(height);
}

void StepPage::changeEvent(QEvent *event)
{
    ChartPage::changeEvent(event);
    if (event->type() == QEvent::StyleChange) {
        m_partsFit.clear();
        m_changesFit.clear();
    }
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        fitTables();
}

QString StepPage::headline() const
{
    return m_headline->html();
}

QString StepPage::reasonText() const
{
    return m_reason->text();
}

const std::vector<StepChange> &StepPage::changes() const
{
    return m_changes->changes();
}

void StepPage::retranslate()
{
    m_parts->setHorizontalHeaderLabels({tr("Part"), tr("Time"), tr("Share")});
    m_changesTable->setHorizontalHeaderLabels({tr("Change"), tr("Step time"), tr("MFU"), tr("Tokens per second")});
    m_changesHeading->setText(tr("Which change helps most? Best first; click a row to adopt it (Ctrl+Z undoes it)."));
    m_bar->setYCategories({tr("step")}, ChartPanel::RowNames::Every);
}

void StepPage::draw(const Scenario &s)
{
    m_scenario = s;
    const Result<TrainingStep> step = trainingStep(s);
    const Result<StepMap> map = stepMap(s);
    m_map->draw(s, map);
    drawSweep(s);
    m_applicable = step.ok();
    if (!isDraft())
        showApplicable(m_applicable);
    if (step.ok()) {
        if (!m_shown) // a slider is held: the reason's place says so until the release shows the parts
            m_reason->setText("<span style='color: #1a6b1a'>" +
                              tr("This layout can run: release the slider to see its parts.").toHtmlEscaped() +
                              "</span>");
        drawParts(s, step.value());
        m_changes->draw(s, step.value());
        fitTables();
    } else {
        m_reason->setText(
            tr("This layout cannot run: %1.").arg(coreText(step.explanation())) +
            (step.notApplicable() ? " " + tr("Click a coloured cell of the map to choose one that can.") : QString()));
        m_bars->setRects({});
        m_bars->setLabels({});
        // Exported all the same (by name, or with every chart): its title says why it holds no bar. While a slider
        // is held and the bar is shown, its plain title: the reason's longer title would change the chart's height.
        m_barReason = tr("This layout cannot run: %1.").arg(coreText(step.explanation()));
        m_bar->setChartTitle(m_shown ? m_bar->title() : m_barReason);
        m_bar->setTable([table = partsCsvHeader()] { return table; });
        m_changes->clear();
        if (m_shown) { // a slider is held: the last numbers greyed (the same text keeps its size), the times blank
            m_headline->setHtml("<div style='color: #9a9a9a'>" + m_headlineHtml + "</div>");
            for (int row = 0; row < m_parts->rowCount(); ++row) {
                m_parts->item(row, 1)->setText(QString());
                m_parts->item(row, 2)->setText(QString());
            }
        }
    }
    setNapkin(StepNapkin::html(s, step));
}

CsvTable StepPage::partsCsvHeader() const
{
    return CsvTable({tr("part"), CsvTable::column(tr("time"), Quantity::Time), tr("share of the step")});
}

void StepPage::draftEnded()
{
    showApplicable(m_applicable);
    if (!m_applicable) // the release may draw nothing new: the bar's title says why, as at rest
        m_bar->setChartTitle(m_barReason);
}

void StepPage::showApplicable(bool applicable)
{
    m_shown = applicable;
    m_reason->setVisible(!applicable);
    m_headline->setVisible(applicable);
    m_parts->setVisible(applicable);
    m_bar->setVisible(applicable);
    m_changesTable->parentWidget()->setVisible(applicable);
}

void StepPage::drawParts(const Scenario &s, const TrainingStep &st)
{
    const double total = st.step_s;
    std::vector<RectLayer::Rect> rects;
    double at = 0;
    CsvTable table = partsCsvHeader();
    for (int i = 0; i < kParts; ++i) {
        const double v = partValue(st.parts, i);
        const QString share = q(formatPercent(total > 0 ? v / total : 0));
        m_parts->item(i, 0)->setText(partName(i));
        m_parts->item(i, 1)->setText(seconds(v));
        m_parts->item(i, 2)->setText(share);
        if (v > 0)
            rects.push_back(
                {at, at + v, -0.35, 0.35, partColor(i), partName(i) + ": " + seconds(v) + " (" + share + ")"});
        at += v;
        table.addRow({partName(i), v, total > 0 ? v / total : 0});
    }
    table.addRow({tr("step T"), total, 1.0});
    m_parts->item(kParts, 0)->setText(tr("step T"));
    m_parts->item(kParts, 1)->setText(seconds(total));
    m_parts->item(kParts, 2)->setText(q(formatPercent(1)));
    for (int c = 0; c < 3; ++c) {
        QFont bold = m_parts->font();
        bold.setBold(true);
        m_parts->item(kParts, c)->setFont(bold);
    }
    const double width = total > 0 ? total * 1.18 : 1;
    m_bar->setXRange(0, width);
    m_bars->setRects(std::move(rects));
    m_bars->setLabels({{total, width, -0.45, 0.45, seconds(total), Qt::AlignLeft | Qt::AlignVCenter, {}}});
    m_bar->setTable([table = std::move(table)] { return table; });
    m_bar->setChartTitle(tr("The step's parts: T = %1 at N = %2 (t = %3, p = %4, d = %5)")
                             .arg(seconds(total))
                             .arg(s.gpus)
                             .arg(s.tensor_parallel)
                             .arg(s.stages)
                             .arg(st.layout.data_parallel));
    const QString fits = st.fits ? tr("fits in %1").arg(q(formatSize(s.gpu_memory_bytes)))
                                 : tr("does NOT fit in %1").arg(q(formatSize(s.gpu_memory_bytes)));
    m_headlineHtml =
        "<span style='font-size:xx-large; font-weight:600; white-space:nowrap'>" +
        tr("MFU %1").arg(q(formatPercent(st.mfu))) +
        "</span>&nbsp;&nbsp; <span style='font-size:xx-large; white-space:nowrap'>" +
        tr("%1 tokens/s").arg(tokensText(st.tokens_per_s)).replace('/', QString::fromUtf8("\u2060/\u2060")) +
        "</span><br>" + tr("step %1 · %2 a GPU, %3").arg(seconds(total), q(formatSize(st.memory.total_bytes())), fits);
    m_headline->setHtml(m_headlineHtml);
}

QString StepPage::reportTableHtml() const
{
    if (!m_applicable)
        return "<p>" + m_reason->text().toHtmlEscaped() + "</p>";
    const auto table = [](const QTableWidget *t, const QString &title) {
        QString html = QStringLiteral("<p style='font-weight: bold; margin-bottom: 4px'>%1</p>"
                                      "<table border='1' cellspacing='0' cellpadding='2' width='100%' "
                                      "style='border-collapse: collapse; border-color: #bbbbbb'><tr "
                                      "style='background-color: #f0efe8'>")
                           .arg(title.toHtmlEscaped());
        for (int c = 0; c < t->columnCount(); ++c)
            html += QStringLiteral("<th align='%1'>%2</th>")
                        .arg(c > 0 ? "right" : "left", t->horizontalHeaderItem(c)->text().toHtmlEscaped());
        html += "</tr>";
        for (int r = 0; r < t->rowCount(); ++r) {
            html += "<tr>";
            for (int c = 0; c < t->columnCount(); ++c) {
                const QTableWidgetItem *item = t->item(r, c);
                html += QStringLiteral("<td align='%1'>%2</td>")
                            .arg(c > 0 ? "right" : "left", item ? item->text().toHtmlEscaped() : QString());
            }
            html += "</tr>";
        }
        return html + "</table>";
    };
    return table(m_parts, tr("The step's parts")) + table(m_changesTable, tr("Which change helps most"));
}

void StepPage::drawSweep(const Scenario &s)
{
    const Result<std::vector<StepSweepPoint>> sweep = stepSweep(s);
    std::vector<std::vector<double>> ys(kParts + 1);
    std::vector<double> xs;
    QString nearestReason; // why the point nearest the current N cannot run, if none can
    if (sweep.ok()) {
        double nearest = std::numeric_limits<double>::infinity();
        for (const StepSweepPoint &p : sweep.value()) {
            if (!p.step.ok()) {
                const double distance = std::abs(std::log(double(p.gpus) / s.gpus));
                if (distance < nearest) {
                    nearest = distance;
                    nearestReason = coreText(p.step.explanation());
                }
                continue;
            }
            xs.push_back(p.gpus);
            for (int i = 0; i < kParts; ++i)
                ys[static_cast<std::size_t>(i)].push_back(partValue(p.step.value().parts, i));
            ys[kParts].push_back(p.step.value().step_s);
        }
    }
    for (std::size_t i = 0; i < m_sweepLines.size(); ++i)
        m_sweepLines[i].setData(xs, ys[i]);
    if (!xs.empty())
        m_sweep->setXRange(std::min(xs.front(), double(s.gpus)), std::max(xs.back(), double(s.gpus)));
    else // the current N in view
        m_sweep->setXRange(std::max(1.0, s.gpus / 2.0), 2.0 * s.gpus);
    m_sweep->fitYToData(1e-6);
    m_sweepNow.setVLine(s.gpus);
    if (!sweep.ok())
        m_sweep->setChartTitle(tr("The step's parts against N: %1").arg(coreText(sweep.explanation())));
    else if (xs.empty()) // an empty chart says why
        m_sweep->setChartTitle(tr("The step's parts against N: no N can run this layout; %1").arg(nearestReason));
    else
        m_sweep->setChartTitle(tr("The step's parts against N (t = %1, p = %2, e = %3; d = N/(t·p))")
                                   .arg(s.tensor_parallel)
                                   .arg(s.stages)
                                   .arg(s.expert_parallel));
}

} // namespace commviz::ui
