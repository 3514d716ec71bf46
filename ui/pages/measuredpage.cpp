// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "measuredpage.h"

#include "chartpanel.h"
#include "coretext.h"

#include "commviz/models.h"
#include "commviz/sweep.h"
#include "commviz/units.h"

#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMessageBox>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalBlocker>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace commviz::ui {
namespace {

using napkin::q;

constexpr int kCurvePoints = 200;
constexpr int kEmptyWidth = 760; // the empty state's text column
constexpr char kFormats[] = QT_TRANSLATE_NOOP(
    "commviz::ui::MeasuredPage",
    "nccl-tests: the text output of all_reduce_perf, all_gather_perf, reduce_scatter_perf, alltoall_perf, "
    "broadcast_perf, reduce_perf or sendrecv_perf, as pasted from the job log (launcher prefixes such as "
    "[1,0]&lt;stdout&gt;: and NCCL INFO lines are fine), or its JSON output (-J)");
constexpr char kOsuFormats[] =
    QT_TRANSLATE_NOOP("commviz::ui::MeasuredPage",
                      "OSU Micro-Benchmarks v5 or v7: osu_latency, osu_bw, osu_allreduce, osu_allgather, osu_alltoall");

// What core says, in the current language, escaped for rich text.
QString html(const Text &t)
{
    return coreText(t).toHtmlEscaped();
}

QString ranksText(const MeasuredTable &t)
{
    if (!t.ranks)
        return MeasuredPage::tr("? ranks");
    return *t.ranks == 1 ? MeasuredPage::tr("1 rank") : MeasuredPage::tr("%1 ranks").arg(*t.ranks);
}

QString collectiveText(const MeasuredTable &t)
{
    return t.collective.empty() ? MeasuredPage::tr("unknown benchmark") : q(t.collective);
}

// The model a table is drawn with: the fit's, or for a refused table the one the fit would have used, so
// the sliders' curve is still there to compare with the points.
struct DrawnModel {
    FitModel model;
    int ranks = 0;
};
std::optional<DrawnModel> drawnModel(const MeasuredTable &t, const Result<MeasuredFit> &fit)
{
    if (fit.ok())
        return DrawnModel{fit.value().model, fit.value().ranks};
    const Result<FitModel> m = defaultFitModel(t.collective);
    if (!m.ok())
        return std::nullopt;
    if (m.value().algorithm && (!t.ranks || *t.ranks < 2))
        return std::nullopt;
    return DrawnModel{m.value(), t.ranks.value_or(0)};
}

// T(M) of the model at the scenario's inter-node α and β: core's point-to-point time or collective cost,
// whose coefficients are the ones fitCoefficients() hands the fit.
Result<Cost> modelTimeAtSliders(const DrawnModel &d, const Scenario &s, double payload_bytes)
{
    if (!d.model.algorithm)
        return p2pTime(s.inter, payload_bytes);
    return collectiveCost(*d.model.algorithm, s, d.ranks, payload_bytes);
}

// Whether a table's fit needs N, so the window must ask when the log does not say it.
bool needsRanks(const MeasuredTable &t)
{
    if (t.ranks)
        return false;
    if (t.sizes == SizeConvention::PerPeer)
        return true;
    const Result<FitModel> m = defaultFitModel(t.collective);
    return !m.ok() || m.value().algorithm.has_value();
}

// "5.5× the slider β" or "1/15.7 of the slider β": a ratio below 1 printed as 0.1× says nothing.
QString betaRatioText(double fitted, double slider)
{
    const double r = fitted / slider;
    return r >= 1 ? MeasuredPage::tr("%1 the slider β").arg(q(formatRatio(r)))
                  : MeasuredPage::tr("1/%1 of the slider β").arg(q(formatTrimmed(1 / r, 1)));
}

QString viewTitle(MeasuredPage::View v, double factor, int ranks)
{
    switch (v) {
    case MeasuredPage::View::Time:
        return MeasuredPage::tr("time per operation");
    case MeasuredPage::View::AlgBw:
        return MeasuredPage::tr("algbw = size / time");
    case MeasuredPage::View::BusBw:
        break;
    }
    return QString("busbw = algbw × %1 (N = %2)").arg(q(formatTrimmed(factor, 4))).arg(ranks);
}

} // namespace

MeasuredPage::MeasuredPage(QWidget *parent)
    : ChartPage(PageId::Measured, QT_TR_NOOP("Measured"), QT_TR_NOOP("Does our cluster behave as the model says?"),
                parent)
{
    m_ranksPrompt = [this](const QString &fileName) -> std::optional<int> {
        bool ok = false;
        const int n = QInputDialog::getInt(this, tr("Rank count"),
                                           tr("%1 does not say how many ranks ran the benchmark.\n"
                                              "Rank count N (needed for the collective's coefficients):")
                                               .arg(fileName),
                                           8, 1, 1 << 20, 1, &ok);
        return ok ? std::optional(n) : std::nullopt;
    };

    // Controls: which table, which y quantity, and the hand-over to the sliders.
    m_controls = new QWidget(this);
    auto *bar = new QHBoxLayout(m_controls);
    bar->setContentsMargins(0, 0, 0, 0);
    m_tableCombo = new QComboBox(m_controls);
    m_tableCombo->setObjectName("tableCombo");
    // Labels carry file names and refusal reasons; without this the combo would widen the whole page.
    m_tableCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_tableCombo->setMinimumContentsLength(30);
    m_viewCombo = new QComboBox(m_controls);
    m_viewCombo->setObjectName("viewCombo");
    m_viewCombo->addItems({QString(), QString(), QString()});
    m_useFitted = new QPushButton(m_controls);
    m_useFitted->setObjectName("useFitted");
    m_tableLabel = new QLabel(m_controls);
    m_showLabel = new QLabel(m_controls);
    bar->addWidget(m_tableLabel);
    bar->addWidget(m_tableCombo, 1);
    bar->addSpacing(12);
    bar->addWidget(m_showLabel);
    bar->addWidget(m_viewCombo);
    bar->addSpacing(12);
    bar->addWidget(m_useFitted);
    addWidget(m_controls, 0, 0);

    m_status = new QLabel(this);
    m_status->setObjectName("measuredStatus");
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    addWidget(m_status, 1, 0);

    const AxisSpec size{QT_TR_NOOP("size (as the benchmark prints it)"), Quantity::Size, true};
    m_time = addChart(new ChartPanel("measured_time", QT_TR_NOOP("Measured time against size"), size,
                                     {QT_TR_NOOP("time per operation"), Quantity::Time, true}),
                      2, 0);
    m_timeSeries = addSeries(m_time);
    m_bandwidth = addChart(new ChartPanel("measured_bandwidth", QT_TR_NOOP("Measured bandwidth against size"), size,
                                          {QT_TR_NOOP("bandwidth"), Quantity::Bandwidth, true}),
                           2, 0);
    m_bandwidthSeries = addSeries(m_bandwidth);

    // Before any import the page says what to do instead of showing empty axes.
    m_empty = new QWidget(this);
    m_empty->setObjectName("emptyState");
    auto *emptyLayout = new QVBoxLayout(m_empty);
    auto *emptyText = new QLabel(m_empty);
    m_emptyText = emptyText;
    emptyText->setObjectName("emptyStateText");
    emptyText->setTextFormat(Qt::RichText);
    emptyText->setWordWrap(true);
    emptyText->setText(emptyStateText());
    // A fixed width with the matching height: a word-wrapped label placed with an alignment gets its
    // unwrapped size hint and is cut off at the bottom otherwise.
    emptyText->setFixedWidth(kEmptyWidth);
    emptyText->setMinimumHeight(emptyText->heightForWidth(kEmptyWidth));
    auto *importButton = new QPushButton(m_empty);
    m_importButton = importButton;
    importButton->setObjectName("emptyStateImport");
    emptyLayout->addStretch(1);
    emptyLayout->addWidget(emptyText, 0, Qt::AlignHCenter);
    emptyLayout->addSpacing(8);
    emptyLayout->addWidget(importButton, 0, Qt::AlignHCenter);
    emptyLayout->addStretch(2);
    addWidget(m_empty, 2, 0);
    grid()->setRowStretch(2, 1);

    connect(importButton, &QPushButton::clicked, this, &MeasuredPage::importInteractively);
    connect(m_tableCombo, &QComboBox::currentIndexChanged, this, &MeasuredPage::selectTable);
    connect(m_viewCombo, &QComboBox::currentIndexChanged, this, [this](int i) { setView(static_cast<View>(i)); });
    connect(m_useFitted, &QPushButton::clicked, this, [this] {
        if (!canUseFitted())
            return;
        const Entry &e = m_tables[static_cast<std::size_t>(m_current)];
        const MeasuredFit &f = e.fit.value();
        Q_EMIT useFitted(
            f.alpha_s, f.beta_Bps,
            tr("Fitted α, β of %1 on %2 (%3)").arg(collectiveText(e.table), ranksText(e.table), e.fileName));
    });

    setStaticTexts();
    updateControls();
}

MeasuredPage::Series MeasuredPage::addSeries(ChartPanel *chart)
{
    // Room on the right for the last size tick ("10 GB"), which sits on the plot's edge.
    QMargins margins = chart->chart()->margins();
    margins.setRight(28);
    chart->chart()->setMargins(margins);
    Series s;
    s.model = chart->addLine(QT_TR_NOOP("model at the sliders' α, β"), palette::series(2), Qt::DashLine, 2.2);
    s.fitted = chart->addLine(QT_TR_NOOP("fitted α̂, β̂"), Qt::black, Qt::SolidLine, 2.2);
    s.beta = chart->addLine(QT_TR_NOOP("fitted β"), QColor("#555555"), Qt::DotLine, 1.8);
    // Drawn after the curves so the points stay on top; in-place smaller and square so both show where
    // they coincide, which they mostly do.
    s.outOfPlace = chart->addMarker(QT_TR_NOOP("measured, out-of-place"), palette::series(0), 10);
    s.inPlace = chart->addMarker(QT_TR_NOOP("measured, in-place"), palette::series(1), 6);
    s.inPlace->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    return s;
}

Result<int> MeasuredPage::importFile(const QString &path, std::optional<int> ranksOverride)
{
    const QString name = QFileInfo(path).fileName();
    // Core's reader refuses pipes, devices and huge files before reading, so an import cannot hang.
    const Result<std::string> bytes = readMeasurementFile(QFile::encodeName(path).toStdString());
    if (!bytes.ok())
        return bytes.error();
    const std::string &text = bytes.value();
    ParseConfig config;
    config.ranks = ranksOverride;
    ParseResult parsed = parseMeasurements(text, config);
    if (parsed.tables.empty()) {
        QStringList why{tr("no nccl-tests or OSU table found in %1").arg(name)};
        for (const Text &w : parsed.warnings)
            why << coreText(w);
        return Error{"file", verbatim(why.join("; "))};
    }
    if (!ranksOverride && m_ranksPrompt &&
        std::any_of(parsed.tables.begin(), parsed.tables.end(), [](const MeasuredTable &t) { return needsRanks(t); })) {
        if (const std::optional<int> n = m_ranksPrompt(name)) {
            config.ranks = *n;
            parsed = parseMeasurements(text, config);
        }
    }

    // A second import of the same file replaces its tables rather than listing them twice.
    const QString absolute = QFileInfo(path).absoluteFilePath();
    std::erase_if(m_tables, [&](const Entry &e) { return e.path == absolute; });
    const int first = tableCount();
    for (MeasuredTable &t : parsed.tables) {
        Entry e;
        e.fit = fitTable(t);
        e.table = std::move(t);
        e.path = absolute;
        e.fileName = name;
        m_tables.push_back(std::move(e));
    }
    m_current = first;
    rebuildCombo();
    updateControls();
    redraw();
    return static_cast<int>(parsed.tables.size());
}

bool MeasuredPage::importInteractively()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import measurements"), QString(),
                                                      tr("Benchmark output (*.txt *.log *.out *.json);;All files (*)"));
    if (path.isEmpty())
        return false;
    const Result<int> r = importFile(path);
    if (!r.ok()) {
        QMessageBox::warning(this, tr("Import measurements"), coreText(r.explanation()));
        return false;
    }
    return true;
}

void MeasuredPage::selectTable(int index)
{
    if (index < 0 || index >= tableCount() || index == m_current)
        return;
    m_current = index;
    {
        const QSignalBlocker block(m_tableCombo);
        m_tableCombo->setCurrentIndex(index);
    }
    updateControls();
    redraw();
}

const MeasuredTable *MeasuredPage::currentTable() const
{
    return m_current < 0 ? nullptr : &m_tables[static_cast<std::size_t>(m_current)].table;
}

const Result<MeasuredFit> *MeasuredPage::currentFit() const
{
    return m_current < 0 ? nullptr : &m_tables[static_cast<std::size_t>(m_current)].fit;
}

MeasuredPage::View MeasuredPage::view() const
{
    const MeasuredTable *t = currentTable();
    if (!t)
        return m_view;
    if (m_view == View::Time && t->metric == MeasureMetric::Bandwidth)
        return View::AlgBw;
    if (m_view == View::BusBw && !busBandwidthFactor(t->collective, t->ranks.value_or(0)))
        return View::AlgBw;
    return m_view;
}

void MeasuredPage::setView(View v)
{
    if (v == m_view)
        return;
    m_view = v;
    updateControls();
    redraw();
}

bool MeasuredPage::canUseFitted() const
{
    const Result<MeasuredFit> *fit = currentFit();
    return fit && fit->ok() && fit->value().alpha_fitted;
}

void MeasuredPage::rebuildCombo()
{
    const QSignalBlocker block(m_tableCombo);
    m_tableCombo->clear();
    for (const Entry &e : m_tables) {
        const MeasuredTable &t = e.table;
        QString label = collectiveText(t) + " · " + ranksText(t) + " · " + tr("%1 rows").arg(t.out_of_place.size()) +
                        " · " + e.fileName;
        if (!e.fit.ok())
            label += tr(" — not fitted: %1").arg(coreText(e.fit.explanation()));
        m_tableCombo->addItem(label);
        const int row = m_tableCombo->count() - 1;
        m_tableCombo->setItemData(row, e.fit.ok() ? label : tr("Not fitted: %1").arg(coreText(e.fit.explanation())),
                                  Qt::ToolTipRole);
        // Refused tables stay selectable, so their points and the reason can be looked at, but read as
        // set apart.
        if (!e.fit.ok())
            m_tableCombo->setItemData(row, QColor(128, 128, 128), Qt::ForegroundRole);
    }
    m_tableCombo->setCurrentIndex(m_current);
}

void MeasuredPage::setStaticTexts()
{
    m_viewCombo->setItemText(0, tr("time"));
    m_viewCombo->setItemText(1, tr("algbw = size / time"));
    m_viewCombo->setItemText(2, tr("busbw = algbw × factor"));
    m_viewCombo->setToolTip(tr("nccl-tests' columns: algbw = size / time; busbw = algbw × 2(N−1)/N for AllReduce, "
                               "× (N−1)/N for ReduceScatter, AllGather and AllToAll, × 1 for the others"));
    m_useFitted->setText(tr("Use fitted α, β"));
    m_tableLabel->setText(tr("Table:"));
    m_showLabel->setText(tr("Show:"));
    m_importButton->setText(tr("Import measurements…"));
}

QString MeasuredPage::emptyStateText() const
{
    return tr("<h2>No measurements yet</h2>"
              "<p style='font-size: 11pt'><b>File → Import measurements…</b> (Ctrl+I) reads a "
              "benchmark log, draws its points over the model's curve and fits α and β to "
              "them.</p>"
              "<p style='font-size: 11pt'>Formats:</p><ul style='font-size: 11pt'>"
              "<li>%1.</li><li>%2.</li></ul>"
              "<p style='font-size: 11pt'>A log with several tables gives one entry per table. "
              "<b>Use fitted α, β</b> then puts the fit on the sliders, so every other page "
              "shows your cluster.</p>")
        .arg(tr(kFormats), tr(kOsuFormats));
}

void MeasuredPage::retranslate()
{
    setStaticTexts();
    m_emptyText->setText(emptyStateText());
    m_emptyText->setMinimumHeight(m_emptyText->heightForWidth(kEmptyWidth));
    rebuildCombo();
    updateControls();
}

void MeasuredPage::updateControls()
{
    const bool empty = m_tables.empty();
    showEmptyState(empty);
    const MeasuredTable *t = currentTable();
    const Result<MeasuredFit> *fit = currentFit();

    // The y quantities this table has: osu_bw has no time, busbw needs a known collective and N.
    if (auto *items = qobject_cast<QStandardItemModel *>(m_viewCombo->model())) {
        items->item(0)->setEnabled(!t || t->metric == MeasureMetric::Time);
        items->item(2)->setEnabled(!t || busBandwidthFactor(t->collective, t->ranks.value_or(0)).has_value());
    }
    {
        const QSignalBlocker block(m_viewCombo);
        m_viewCombo->setCurrentIndex(static_cast<int>(view()));
    }

    m_useFitted->setEnabled(canUseFitted());
    if (!fit)
        m_useFitted->setToolTip({});
    else if (!fit->ok())
        m_useFitted->setToolTip(tr("This table is not fitted: %1").arg(coreText(fit->explanation())));
    else if (!fit->value().alpha_fitted)
        m_useFitted->setToolTip(tr("osu_bw does not measure α; import osu_latency for it"));
    else
        m_useFitted->setToolTip(tr("Puts α̂ and β̂ on the inter-node α and β sliders (undoable)"));

    if (!t || !fit) {
        m_status->clear();
        return;
    }
    if (!fit->ok()) {
        setStyleSheetIfChanged(m_status, QStringLiteral("color: #a01010"));
        m_status->setText(tr("<b>Not fitted:</b> %1. The points are shown as measured.").arg(html(fit->explanation())));
        return;
    }
    const MeasuredFit &f = fit->value();
    setStyleSheetIfChanged(m_status, {});
    m_status->setText(tr("Fitted <b>%1</b> to %2 out-of-place points: ").arg(q(f.model.key)).arg(f.points) +
                      (f.alpha_fitted ? "α̂ = <b>" + q(formatTime(f.alpha_s)) + "</b>, " : QString()) + "β̂ = <b>" +
                      q(formatBandwidth(f.beta_Bps)) + "</b>, R² = " + q(formatTrimmed(f.r2, 4)) +
                      (f.warnings.empty() ? QString() : tr(" · %1 warning(s), see the napkin").arg(f.warnings.size())));
}

void MeasuredPage::showEmptyState(bool empty)
{
    m_empty->setVisible(empty);
    m_controls->setVisible(!empty);
    m_status->setVisible(!empty);
    if (empty) {
        m_time->setVisible(false);
        m_bandwidth->setVisible(false);
    }
}

void MeasuredPage::redraw()
{
    refresh(m_scenario, true);
}

void MeasuredPage::draw(const Scenario &s)
{
    m_scenario = s;
    if (m_current < 0) {
        setNapkin(napkin::block(tr("Measured against modelled"), {"T(M) = c_lat·α + c_bw·M/β"},
                                tr("α̂, β̂ from your data"),
                                tr("Import a benchmark log (File → Import measurements, Ctrl+I): each table is "
                                   "fitted with its collective's model by least squares on relative error, and "
                                   "drawn against the same model at the sliders' α and β.")));
        return;
    }
    const Entry &e = m_tables[static_cast<std::size_t>(m_current)];
    drawEntry(e, s);
    drawNapkin(e, s);
}

void MeasuredPage::drawEntry(const Entry &e, const Scenario &s)
{
    const MeasuredTable &t = e.table;
    const View v = view();
    const bool timeView = v == View::Time;
    ChartPanel *chart = timeView ? m_time : m_bandwidth;
    const Series &series = timeView ? m_timeSeries : m_bandwidthSeries;
    m_time->setVisible(timeView);
    m_bandwidth->setVisible(!timeView);
    const int ranks = t.ranks.value_or(0);
    const double factor = v == View::BusBw ? busBandwidthFactor(t.collective, ranks).value_or(1) : 1;

    // The hidden chart keeps nothing stale (its CSV would export it).
    const Series &other = timeView ? m_bandwidthSeries : m_timeSeries;
    ChartPanel *otherChart = timeView ? m_bandwidth : m_time;
    for (QXYSeries *x : {static_cast<QXYSeries *>(other.outOfPlace), static_cast<QXYSeries *>(other.inPlace),
                         static_cast<QXYSeries *>(other.fitted), static_cast<QXYSeries *>(other.model),
                         static_cast<QXYSeries *>(other.beta)})
        otherChart->setData(x, {}, {});

    // Measured points exactly as printed; on a bandwidth axis, time tables become nccl-tests' algbw/busbw.
    const bool bandwidthTable = t.metric == MeasureMetric::Bandwidth;
    const auto measured = [&](const MeasuredPoint &p) {
        if (bandwidthTable)
            return factor * p.bandwidth_Bps;
        if (timeView)
            return p.time_s;
        return p.time_s > 0 ? factor * p.size_bytes / p.time_s : 0.0;
    };
    double lo = std::numeric_limits<double>::infinity();
    double hi = 0;
    const auto points = [&](const std::vector<MeasuredPoint> &ps, QScatterSeries *target) {
        std::vector<double> xs;
        std::vector<double> ys;
        for (const MeasuredPoint &p : ps) {
            xs.push_back(p.size_bytes);
            ys.push_back(measured(p));
            if (p.size_bytes > 0) {
                lo = std::min(lo, p.size_bytes);
                hi = std::max(hi, p.size_bytes);
            }
        }
        chart->setData(target, xs, ys);
        chart->showInLegend(target, !ps.empty());
    };
    points(t.out_of_place, series.outOfPlace);
    points(t.in_place, series.inPlace);

    // Curves over whole decades around the data, in the same y quantity as the points.
    std::vector<double> sizes;
    if (hi > 0) {
        lo = std::pow(10.0, std::floor(std::log10(lo)));
        hi = std::pow(10.0, std::ceil(std::log10(hi)));
        if (hi <= lo)
            hi = lo * 10;
        chart->setXRange(lo, hi);
        sizes = logSpace(lo, hi, kCurvePoints);
    }
    const auto fromTime = [&](double size, double time_s) {
        if (timeView)
            return time_s;
        return time_s > 0 ? factor * size / time_s : 0.0;
    };
    std::vector<double> fitted;
    std::vector<double> model;
    const std::optional<DrawnModel> drawn = drawnModel(t, e.fit);
    for (double x : sizes) {
        const double payload = modelPayloadBytes(t, x);
        if (e.fit.ok())
            fitted.push_back(fromTime(x, e.fit.value().time_s(payload)));
        if (!drawn)
            continue;
        if (bandwidthTable) {
            // osu_bw prints bandwidth: the model's counterpart is its effective bandwidth n / T(n).
            model.push_back(factor * effectiveBandwidth(s.inter, payload).valueOr(0));
        } else {
            const Result<Cost> c = modelTimeAtSliders(*drawn, s, payload);
            model.push_back(c.ok() ? fromTime(x, c.value().total_s()) : 0.0);
        }
    }
    chart->setData(series.fitted, e.fit.ok() ? sizes : std::vector<double>{}, fitted);
    chart->setData(series.model, drawn ? sizes : std::vector<double>{}, model);
    chart->showInLegend(series.fitted, e.fit.ok());
    chart->showInLegend(series.model, drawn.has_value());
    const bool showBeta = !timeView && bandwidthTable && e.fit.ok();
    if (showBeta && hi > 0)
        chart->setData(series.beta, {lo, hi}, {factor * e.fit.value().beta_Bps, factor * e.fit.value().beta_Bps});
    else
        chart->setData(series.beta, {}, {});
    chart->showInLegend(series.beta, showBeta);
    chart->fitYToData(timeView ? 1e-9 : 1.0);

    chart->setChartTitle(
        tr("%1 on %2: %3 against size").arg(collectiveText(t), ranksText(t), viewTitle(v, factor, ranks)));
}

void MeasuredPage::drawNapkin(const Entry &e, const Scenario &s)
{
    const MeasuredTable &t = e.table;
    QString out;
    QStringList warnings;
    for (const Text &w : t.warnings)
        warnings << html(w);
    const int zeroRows = static_cast<int>(std::count_if(t.out_of_place.begin(), t.out_of_place.end(),
                                                        [](const MeasuredPoint &p) { return !(p.size_bytes > 0); }));
    if (zeroRows > 0)
        warnings << tr("%1 row(s) of size 0 are not drawn (a log axis has no 0) and not fitted").arg(zeroRows);

    if (!e.fit.ok()) {
        out += "<p style='margin: 0 0 10px 0'><b style='color: #a01010'>" + tr("Not fitted") + "</b><br>" +
               html(e.fit.explanation()) + ".</p><p style='color: #555'>" +
               tr("The points are drawn as measured; nothing is fitted through them.") + "</p>";
    } else {
        const MeasuredFit &f = e.fit.value();
        for (const Text &w : f.warnings)
            warnings << html(w);
        const QString coeffs = "c_lat = " + q(formatTrimmed(f.coefficients.latency, 3)) +
                               ", c_bw = " + q(formatTrimmed(f.coefficients.bandwidth, 3));
        const QString on = f.ranks > 0 ? QString(", N = %1").arg(f.ranks) : QString();
        if (f.alpha_fitted) {
            out += napkin::block(tr("Fit: %1").arg(q(f.model.key) + on),
                                 {"T(M) = c_lat·α + c_bw·M/β", coeffs, "min Σ((T − T_meas)/T_meas)²",
                                  tr("over %1 out-of-place points").arg(f.points)},
                                 "α̂ = " + q(formatTime(f.alpha_s)) + ", β̂ = " + q(formatBandwidth(f.beta_Bps)),
                                 tr("R² of log time %1; largest relative residual %2.")
                                     .arg(q(formatTrimmed(f.r2, 4)), q(formatPercent(f.max_rel_residual))));
        } else {
            out += napkin::block(tr("Fit: %1 (bandwidth)%2").arg(q(f.model.key), on),
                                 {"B(n) = n / (g + n/β)", tr("over %1 points").arg(f.points),
                                  tr("g = %1 per message").arg(q(formatTime(f.gap_s)))},
                                 "β̂ = " + q(formatBandwidth(f.beta_Bps)),
                                 tr("R² of log bandwidth %1; largest relative residual %2. α is not measured by "
                                    "osu_bw.")
                                     .arg(q(formatTrimmed(f.r2, 4)), q(formatPercent(f.max_rel_residual))));
        }

        // Against the sliders, at the largest size measured: where β decides. Steps stay short because the
        // napkin column is narrow and monospace does not wrap.
        QStringList steps{tr("fitted β = %1").arg(q(formatBandwidth(f.beta_Bps))),
                          tr("slider β = %1").arg(q(formatBandwidth(s.inter.beta_Bps)))};
        if (f.alpha_fitted)
            steps << tr("fitted α = %1").arg(q(formatTime(f.alpha_s)))
                  << tr("slider α = %1").arg(q(formatTime(s.inter.alpha_s)));
        QString result = betaRatioText(f.beta_Bps, s.inter.beta_Bps);
        const auto largest = std::max_element(
            t.out_of_place.begin(), t.out_of_place.end(),
            [](const MeasuredPoint &a, const MeasuredPoint &b) { return a.size_bytes < b.size_bytes; });
        if (f.alpha_fitted && largest != t.out_of_place.end() && largest->time_s > 0) {
            const DrawnModel d{f.model, f.ranks};
            const double payload = modelPayloadBytes(t, largest->size_bytes);
            const Result<Cost> atSliders = modelTimeAtSliders(d, s, payload);
            if (atSliders.ok()) {
                steps
                    << tr("measured at %1: %2").arg(q(formatSize(largest->size_bytes)), q(formatTime(largest->time_s)));
                result = tr("sliders' model: %1").arg(q(formatTime(atSliders.value().total_s())));
            }
        }
        out += napkin::block(
            tr("Against the sliders"), steps, result,
            (f.alpha_fitted ? tr("Fitted β = %1 vs slider β = %2: %3. The dashed curve is the model at the sliders: "
                                 "move α and β until it lies on the points, or press Use fitted α, β.")
                            : tr("Fitted β = %1 vs slider β = %2: %3. The dashed curve is the model at the sliders: "
                                 "move β until it meets the points at large sizes."))
                .arg(q(formatBandwidth(f.beta_Bps)), q(formatBandwidth(s.inter.beta_Bps)),
                     betaRatioText(f.beta_Bps, s.inter.beta_Bps)));
    }
    if (!warnings.isEmpty()) {
        out += "<p style='margin: 0 0 4px 0'><b>" + tr("Warnings") + "</b></p><ul style='margin: 0; color: #7a4a00'>";
        for (const QString &w : warnings)
            out += "<li>" + w + "</li>";
        out += "</ul>";
    }
    // No file name here: the combo box shows it, and one long unbreakable name would widen the column.
    out += "<p style='color: #555'>" + (t.line > 0 ? tr("Table at line %1; ").arg(t.line) : QString()) +
           tr("%1 out-of-place, %2 in-place rows.").arg(t.out_of_place.size()).arg(t.in_place.size()) + "</p>";
    setNapkin(out);
}

} // namespace commviz::ui
