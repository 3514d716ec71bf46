// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The explorer window on the offscreen platform: every slider changes the scenario and the charts, checked
// against core; typed values with units; invalid entries keep the last valid value; presets; undo steps;
// a burst of edits costs one redraw; what a drag draws (drafts) and what its release draws (everything exact).
#include "testutil.h"

#include "chartinspector.h"
#include "chartpanel.h"
#include "mainwindow.h"
#include "pages/common/chartpage.h"
#include "pages/common/napkinview.h"
#include "parametercontrol.h"
#include "parameterpanel.h"
#include "scenariomodel.h"

#include "commviz/evaluation.h"
#include "commviz/models.h"
#include "commviz/units.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QScreen>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>
#include <QToolTip>
#include <QUndoStack>

#include <random>

using namespace commviz;
using namespace commviz::ui;

Q_DECLARE_METATYPE(commviz::ui::Param)

namespace {
// Every shown chart of the page has its plot area: the page has been laid out since it was shown.
bool chartsLaidOut(const ChartPage *page)
{
    for (const ChartPanel *chart : page->charts()) {
        if (!chart->isHidden() && chart->plotArea().isEmpty())
            return false;
    }
    return true;
}

ChartPage *page(MainWindow &w, const QString &id)
{
    for (ChartPage *p : w.pages()) {
        if (pageKey(p->id()) == id)
            return p;
    }
    return nullptr;
}

ChartPanel::SeriesData series(MainWindow &w, const QString &pageId, const QString &chart, const QString &name)
{
    return page(w, pageId)->chart(chart)->series(name).value_or(ChartPanel::SeriesData{});
}

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

// What a page must show for the scenario, straight from core.
QString expectedNapkinFigure(Param p, const Scenario &s)
{
    const Evaluation e = evaluate(s);
    switch (p) {
    case Param::Alpha:
    case Param::Beta:
        return qs(formatSize(e.crossover.value()));
    case Param::Size:
        return qs(formatTime(e.p2p.value().total_s()));
    case Param::Gpus:
        return qs(formatTime(e.cost(Algorithm::AllReduceRing).value().total_s()));
    case Param::IntraAlpha:
    case Param::IntraBeta:
    case Param::GpusPerNode: {
        const Result<Cost> &h = e.cost(Algorithm::AllReduceHierTree);
        return h.ok() ? qs(formatTime(h.value().total_s())) : qs(h.explanation().english());
    }
    case Param::Stages:
    case Param::Microbatches:
        return qs(formatPercent(e.bubble.value()));
    case Param::Virtual:
        return qs(formatPercent(e.bubbleInterleaved.value()));
    case Param::Ratio:
    case Param::Codec:
        return qs(formatRatio(e.compression.value().speedup));
    case Param::Backward:
    case Param::Bucket:
        return qs(formatTimeFine(e.buckets.value().finish_s));
    default:
        break;
    }
    return {};
}

QString pageFor(Param p)
{
    switch (p) {
    case Param::Alpha:
    case Param::Beta:
    case Param::Size:
        return "p2p";
    case Param::Gpus:
        return "collectives";
    case Param::IntraAlpha:
    case Param::IntraBeta:
    case Param::GpusPerNode:
        return "selection";
    case Param::Stages:
    case Param::Microbatches:
    case Param::Virtual:
        return "pipeline";
    case Param::Ratio:
    case Param::Codec:
        return "compression";
    case Param::Backward:
    case Param::Bucket:
        return "buckets";
    default:
        break;
    }
    return {};
}

} // namespace

class TestExplorer : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void startsOnTheSourcesWorkedExamples();
    void everySliderChangesTheScenarioAndTheCharts_data();
    void everySliderChangesTheScenarioAndTheCharts();
    void typedValuesWithUnitsApply_data();
    void typedValuesWithUnitsApply();
    void invalidEntryIsExplainedAndChangesNothing_data();
    void invalidEntryIsExplainedAndChangesNothing();
    void choosingAPresetSetsAlphaAndBeta();
    void oneDragIsOneUndoStep();
    void aBurstOfEditsCostsOneRedraw();
    void snappingNToPowersOfTwo();
    void aDraftKeepsAxesSteadyAndTheReleaseMakesThemExact();
    void aDraftsNapkinFollowsLaterAndTheReleaseAtOnce();
    void chartTitlesCarryNumbersWithoutTheChartsOwnTitle();
    void toSceneAgreesWithQtCharts();
    void hoveringACurveShowsItsValues();
    void axisLabelsAreThePanelsAndADraftKeepsTheirRoom();
    void aDragLeavesNoStalePixels_data();
    void aDragLeavesNoStalePixels();

private:
    MainWindow *m_window = nullptr;
};

void TestExplorer::init()
{
    m_window = new MainWindow(nullptr, testutil::freshSettingsPath());
    m_window->resize(1600, 1000);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestExplorer::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestExplorer::startsOnTheSourcesWorkedExamples()
{
    QCOMPARE(m_window->model()->scenario(), Scenario{});
    m_window->showPage(PageId::P2p);
    QVERIFY(m_window->currentPage()->napkinText().contains("250 KB"));
    m_window->showPage(PageId::Collectives);
    QVERIFY(m_window->currentPage()->napkinText().contains("42.4 ms"));
    QVERIFY(m_window->currentPage()->napkinText().contains("320.1 ms"));
    m_window->showPage(PageId::Pipeline);
    QVERIFY(m_window->currentPage()->napkinText().contains("30.4%"));
    QVERIFY(m_window->currentPage()->napkinText().contains("9.9%"));
    m_window->showPage(PageId::Compression);
    QVERIFY(m_window->currentPage()->napkinText().contains("8.2×"));
    m_window->showPage(PageId::Buckets);
    QVERIFY(m_window->currentPage()->napkinText().contains("140.8 ms"));
    QVERIFY(m_window->currentPage()->napkinText().contains("67.74 ms"));
}

void TestExplorer::everySliderChangesTheScenarioAndTheCharts_data()
{
    QTest::addColumn<Param>("param");
    for (const ParamInfo &info : parameters()) {
        if (hasSlider(info.param) && !pageFor(info.param).isEmpty())
            QTest::newRow(std::string(info.key).c_str()) << info.param;
    }
}

void TestExplorer::everySliderChangesTheScenarioAndTheCharts()
{
    QFETCH(Param, param);
    m_window->showPage(*findPage(pageFor(param)));
    QSlider *slider = m_window->panel()->control(param)->slider();
    const double before = paramNumber(m_window->model()->scenario(), param);
    slider->setFocus();
    // Keys move it: Page Up a tenth of the span, an arrow one step.
    QTest::keyClick(slider, Qt::Key_PageUp);
    QTest::keyClick(slider, Qt::Key_Right);
    QTRY_VERIFY(paramNumber(m_window->model()->scenario(), param) > before);
    const Scenario s = m_window->model()->scenario();
    QTRY_VERIFY2(m_window->currentPage()->napkinText().contains(expectedNapkinFigure(param, s)),
                 qPrintable(expectedNapkinFigure(param, s) + " not in: " + m_window->currentPage()->napkinText()));

    // The charts carry core's numbers for the new scenario.
    if (param == Param::Alpha || param == Param::Beta) {
        const ChartPanel::SeriesData t = series(*m_window, "p2p", "p2p_time", "T(n)");
        QVERIFY(t.xs.size() > 50);
        for (std::size_t i = 0; i < t.xs.size(); i += 17)
            COMPARE_REL(t.ys[i], p2pTime(s.inter, t.xs[i]).value().total_s(), 1e-12);
    }
    if (param == Param::Gpus) {
        const ChartPanel::SeriesData ring = series(*m_window, "collectives", "collectives_vs_size", "AllReduce, ring");
        QVERIFY(ring.xs.size() > 50);
        for (std::size_t i = 0; i < ring.xs.size(); i += 13)
            COMPARE_REL(ring.ys[i], collectiveCost(Algorithm::AllReduceRing, s, s.gpus, ring.xs[i]).value().total_s(),
                        1e-12);
    }
    if (param == Param::Size) {
        const ChartPanel::SeriesData marker = series(*m_window, "p2p", "p2p_time", "n = M");
        QCOMPARE(marker.xs.size(), std::size_t(1));
        QCOMPARE(marker.xs[0], s.size_bytes);
        QCOMPARE(marker.ys[0], p2pTime(s.inter, s.size_bytes).value().total_s());
    }
    if (param == Param::Stages || param == Param::Microbatches) {
        const ChartPanel::SeriesData marker =
            series(*m_window, "pipeline", "pipeline_bubble_heatmap", "current (p, m)");
        QCOMPARE(marker.xs.size(), std::size_t(1));
        QCOMPARE(marker.xs[0], double(s.stages));
        QCOMPARE(marker.ys[0], double(s.microbatches));
    }
    if (param == Param::Backward || param == Param::Bucket) {
        const ChartPanel::SeriesData current = series(*m_window, "buckets", "buckets_finish_vs_size", "current b");
        QCOMPARE(current.xs, std::vector<double>{s.bucket_bytes});
        QCOMPARE(current.ys, std::vector<double>{bucketPlan(s).value().finish_s});
    }
    if (param == Param::Ratio || param == Param::Codec) {
        const ChartPanel::SeriesData current =
            series(*m_window, "compression", "compression_time_vs_ratio", "current r");
        QCOMPARE(current.xs.size(), std::size_t(1));
        QCOMPARE(current.ys[0], compression(s).value().compressed_s);
    }
}

void TestExplorer::typedValuesWithUnitsApply_data()
{
    QTest::addColumn<Param>("param");
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("expected");
    QTest::newRow("400 Gbps") << Param::Beta << "400 Gbps" << 50e9;
    QTest::newRow("1 GiB") << Param::Size << "1 GiB" << 1073741824.0;
    QTest::newRow("7us") << Param::Alpha << "7us" << 7e-6;
    QTest::newRow("zero latency") << Param::Alpha << "0" << 0.0;
    QTest::newRow("N beyond the slider") << Param::Gpus << "100000" << 100000.0;
    QTest::newRow("ratio 4x") << Param::Ratio << "4x" << 4.0;
}

void TestExplorer::typedValuesWithUnitsApply()
{
    QFETCH(Param, param);
    QFETCH(QString, text);
    QFETCH(double, expected);
    QLineEdit *box = m_window->panel()->control(param)->valueBox();
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, text);
    QTest::keyClick(box, Qt::Key_Return);
    QCOMPARE(paramNumber(m_window->model()->scenario(), param), expected);
    QVERIFY(m_window->panel()->control(param)->errorText().isEmpty());
}

void TestExplorer::invalidEntryIsExplainedAndChangesNothing_data()
{
    QTest::addColumn<Param>("param");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("words for a time") << Param::Alpha << "fast"
                                      << "α: \"fast\" is not a time";
    QTest::newRow("zero bandwidth") << Param::Beta << "0"
                                    << "β = 0 B/s is out of range: it must be > 0";
    QTest::newRow("fractional GPUs") << Param::Gpus << "2.5"
                                     << "N = 2.5 is not a whole number";
    QTest::newRow("ratio below one") << Param::Ratio << "0.5"
                                     << "r = 0.5 is out of range: it must be a number ≥ 1";
    QTest::newRow("size in bandwidth units") << Param::Size << "5 GB/s"
                                             << "has an unknown unit \"GB/s\" for a size";
}

void TestExplorer::invalidEntryIsExplainedAndChangesNothing()
{
    QFETCH(Param, param);
    QFETCH(QString, text);
    QFETCH(QString, message);
    const Scenario before = m_window->model()->scenario();
    const int steps = m_window->model()->undoStack()->count();
    ParameterControl *control = m_window->panel()->control(param);
    control->valueBox()->setFocus();
    control->valueBox()->selectAll();
    QTest::keyClicks(control->valueBox(), text);
    QTest::keyClick(control->valueBox(), Qt::Key_Return);
    QCOMPARE(m_window->model()->scenario(), before);
    QCOMPARE(m_window->model()->undoStack()->count(), steps);
    QVERIFY2(control->errorText().contains(message), qPrintable(control->errorText()));
    QVERIFY(control->errorText().contains("still using"));
    // The next valid entry clears the message.
    control->valueBox()->selectAll();
    QTest::keyClicks(control->valueBox(), paramText(param, paramNumber(before, param) * 2));
    QTest::keyClick(control->valueBox(), Qt::Key_Return);
    QVERIFY(control->errorText().isEmpty());
}

void TestExplorer::choosingAPresetSetsAlphaAndBeta()
{
    QComboBox *box = m_window->panel()->presetBox(false);
    const int roce = box->findData("roce");
    QVERIFY(roce >= 0);
    box->setCurrentIndex(roce);
    Q_EMIT box->activated(roce);
    QCOMPARE(m_window->model()->scenario().inter.alpha_s, 10e-6);
    QCOMPARE(m_window->model()->scenario().inter.beta_Bps, 12.5e9);
    QComboBox *intra = m_window->panel()->presetBox(true);
    const int pcie = intra->findData("pcie5");
    Q_EMIT intra->activated(pcie);
    QCOMPARE(m_window->model()->scenario().intra.beta_Bps, 64e9);
    // Typing a value that matches no preset shows "Custom".
    m_window->model()->setParam(Param::Beta, 13e9);
    QTRY_COMPARE(box->currentText(), QString("Custom"));
    m_window->model()->undoStack()->undo();
    QTRY_COMPARE(box->currentIndex(), roce);
}

void TestExplorer::oneDragIsOneUndoStep()
{
    QUndoStack *undo = m_window->model()->undoStack();
    QSlider *slider = m_window->panel()->control(Param::Beta)->slider();
    const int steps = undo->count();
    slider->setSliderDown(true);
    for (int i = 1; i <= 20; ++i)
        slider->setValue(slider->value() + 5);
    slider->setSliderDown(false);
    QCOMPARE(undo->count(), steps + 1);
    QVERIFY(m_window->model()->scenario().inter.beta_Bps > 50e9);
    undo->undo();
    QCOMPARE(m_window->model()->scenario(), Scenario{});
    undo->redo();
    QVERIFY(m_window->model()->scenario().inter.beta_Bps > 50e9);
}

void TestExplorer::aBurstOfEditsCostsOneRedraw()
{
    QSignalSpy redraws(m_window, &MainWindow::refreshed);
    for (int i = 1; i <= 100; ++i)
        m_window->model()->setParam(Param::Size, 1e6 * i, true);
    QTRY_COMPARE(redraws.count(), 1);
    QCoreApplication::processEvents();
    QCOMPARE(redraws.count(), 1);
    QCOMPARE(m_window->model()->scenario().size_bytes, 100e6);
}

void TestExplorer::snappingNToPowersOfTwo()
{
    m_window->model()->setParam(Param::Gpus, 96);
    QCoreApplication::processEvents();
    m_window->panel()->snapBox()->setChecked(true);
    QCOMPARE(m_window->model()->scenario().gpus, 128);
    QSlider *slider = m_window->panel()->control(Param::Gpus)->slider();
    slider->setFocus();
    QTest::keyClick(slider, Qt::Key_Right);
    QTRY_COMPARE(m_window->model()->scenario().gpus, 256);
}

void TestExplorer::aDraftKeepsAxesSteadyAndTheReleaseMakesThemExact()
{
    ChartPanel chart("c", "t", {"x", Quantity::Time, false}, {"y", Quantity::Time, true});
    chart.setXRange(0, 100);
    chart.setYRange(1e-6, 1);
    chart.setDraft(true);
    chart.setXRange(0, 60); // still holds the data and fills more than half: kept
    QCOMPARE(chart.xMax(), 100.0);
    chart.setXRange(0, 40); // less than half: follows
    QCOMPARE(chart.xMax(), 40.0);
    chart.setXRange(0, 80); // grows, with a quarter more room for the next frames
    QCOMPARE(chart.xMax(), 100.0);
    chart.setXRange(0, 90);
    QCOMPARE(chart.xMax(), 100.0);
    chart.setYRange(1e-5, 1e-1); // a log axis (whole decades) follows at once
    QCOMPARE(chart.yMin(), 1e-5);
    QCOMPARE(chart.yMax(), 1e-1);
    chart.setYRange(1e-5, 10.0);
    QCOMPARE(chart.yMax(), 10.0);
    QVERIFY(!ChartInspector(&chart).antialiased());

    chart.setDraft(false);
    QVERIFY(ChartInspector(&chart).antialiased());
    chart.setXRange(0, 90); // the release: exact
    QCOMPARE(chart.xMin(), 0.0);
    QCOMPARE(chart.xMax(), 90.0);
}

void TestExplorer::aDraftsNapkinFollowsLaterAndTheReleaseAtOnce()
{
    m_window->showPage(PageId::P2p);
    ChartPage *p2p = m_window->currentPage();
    const auto *napkin = p2p->findChild<NapkinView *>("napkin");
    QVERIFY(napkin);
    QVERIFY(napkin->toPlainText().contains("250 KB"));
    Scenario s;
    s.inter.alpha_s = 10e-6; // n* = 10 µs × 50 GB/s = 500 KB

    // A drag: the charts follow this frame, the napkin panel a moment later.
    p2p->setDraft(true);
    p2p->refresh(s);
    QVERIFY(p2p->napkinText().contains("500 KB"));
    QVERIFY(napkin->toPlainText().contains("250 KB"));
    const ChartPanel::SeriesData t = series(*m_window, "p2p", "p2p_time", "T(n)");
    COMPARE_REL(t.ys.front(), p2pTime(s.inter, t.xs.front()).value().total_s(), 1e-12);
    QTRY_VERIFY(napkin->toPlainText().contains("500 KB"));

    // The release shows the last state at once.
    s.inter.alpha_s = 2e-6; // 100 KB
    p2p->refresh(s);
    QVERIFY(napkin->toPlainText().contains("500 KB"));
    p2p->setDraft(false);
    QVERIFY(napkin->toPlainText().contains("100 KB"));
}

void TestExplorer::chartTitlesCarryNumbersWithoutTheChartsOwnTitle()
{
    m_window->showPage(PageId::Collectives);
    ChartPanel *vsSize = m_window->currentPage()->chart("collectives_vs_size");
    QVERIFY(vsSize);
    QCOMPARE(vsSize->chartTitle(), QString("Cost against payload M at N = 256"));
    QVERIFY(ChartInspector(vsSize).qtTitle().isEmpty()); // a QChart title would lay the chart out on each change
    m_window->model()->setParam(Param::Gpus, 512);
    QTRY_COMPARE(vsSize->chartTitle(), QString("Cost against payload M at N = 512"));
}

void TestExplorer::toSceneAgreesWithQtCharts()
{
    std::mt19937 rng(7);
    // The charts of each view, shown: the production view's are laid out only once shown.
    for (const QString id :
         {"p2p", "collectives", "pipeline", "compression", "production:collectives", "production:selection"}) {
        const bool production = id.startsWith("production:");
        if (production != m_window->model()->scenario().production_view)
            m_window->model()->setParam(Param::ProductionView, production ? 1.0 : 0.0);
        m_window->showPage(*findPage(QString(id).remove("production:")));
        QTRY_VERIFY(chartsLaidOut(m_window->currentPage()));
        for (ChartPanel *chart : m_window->currentPage()->charts()) {
            if (chart->isHidden())
                continue; // the other view's
            QVERIFY2(!chart->plotArea().isEmpty(), qPrintable(chart->name()));
            std::uniform_real_distribution<double> fx(chart->toAxisX(chart->xMin()), chart->toAxisX(chart->xMax()));
            std::uniform_real_distribution<double> fy(chart->toAxisY(chart->yMin()), chart->toAxisY(chart->yMax()));
            for (int i = 0; i < 50; ++i) {
                const double ax = fx(rng);
                const double ay = fy(rng);
                const QPointF ours = chart->toScene(chart->fromAxisX(ax), chart->fromAxisY(ay));
                const QPointF qt = ChartInspector(chart).qtMapToPosition(QPointF(ax, ay));
                QVERIFY2(std::abs(ours.x() - qt.x()) < 1e-6 && std::abs(ours.y() - qt.y()) < 1e-6,
                         qPrintable(QString("%1 at (%2, %3): (%4, %5) against Qt's (%6, %7)")
                                        .arg(chart->name())
                                        .arg(ax)
                                        .arg(ay)
                                        .arg(ours.x())
                                        .arg(ours.y())
                                        .arg(qt.x())
                                        .arg(qt.y())));
            }
        }
    }
}

void TestExplorer::hoveringACurveShowsItsValues()
{
    // The curves are the panel's own items: hovering one names it and shows the values of its sample
    // there, in units; off every curve the tooltip is no curve's.
    m_window->showPage(PageId::P2p);
    QTRY_VERIFY(chartsLaidOut(m_window->currentPage()));
    ChartPanel *chart = m_window->currentPage()->chart("p2p_time");
    QVERIFY(chart);
    const std::optional<ChartPanel::SeriesData> t = chart->series("T(n)");
    QVERIFY(t);
    const std::size_t i = t->xs.size() * 3 / 4; // well right of n*, where T(n) is the topmost curve
    const ChartInspector inside(chart);
    const auto toView = [&](double x, double y) { return inside.toSurface(chart->toScene(x, y)); };
    QTest::mouseMove(inside.surface(), toView(t->xs[i], t->ys[i]));
    QTRY_VERIFY(QToolTip::isVisible());
    const QString text = QToolTip::text();
    QVERIFY2(text.contains("T(n)"), qPrintable(text));
    QVERIFY2(text.contains(QString::fromStdString(formatQuantity(Quantity::Size, t->xs[i]))), qPrintable(text));
    QVERIFY2(text.contains(QString::fromStdString(formatQuantity(Quantity::Time, t->ys[i]))), qPrintable(text));
    // High above the curves, at the smallest sizes: the shaded region's tooltip, no curve's.
    QTest::mouseMove(inside.surface(), toView(t->xs[2], chart->yMax() / 2));
    QTRY_VERIFY2(QToolTip::text().contains("latency-dominated"), qPrintable(QToolTip::text()));
    QVERIFY(!QToolTip::text().contains("T(n)"));
}

void TestExplorer::axisLabelsAreThePanelsAndADraftKeepsTheirRoom()
{
    m_window->showPage(PageId::P2p);
    QTRY_VERIFY(chartsLaidOut(m_window->currentPage()));
    ChartPanel *time = m_window->currentPage()->chart("p2p_time");
    QStringList sizes;
    for (const Tick &t : time->xTicks())
        sizes << t.label;
    QCOMPARE(sizes, QStringList({"1 B", "100 B", "10 KB", "1 MB", "100 MB", "10 GB"}));
    // Qt Charts draws no labels or titles of its own: a new label does not lay the chart out again.
    QVERIFY(!ChartInspector(time).qtDrawsAxisTexts());

    // Narrower y labels ("5 GB/s" for "50 GB/s") keep their room while a draft is drawn; the release gives
    // it back.
    ChartPanel *bandwidth = m_window->currentPage()->chart("p2p_effective_bandwidth");
    const auto plotLeft = [bandwidth] {
        ChartInspector(bandwidth).layOut();
        return bandwidth->plotArea().left();
    };
    const double wide = plotLeft();
    bandwidth->setDraft(true);
    bandwidth->setYRange(0, 5e9);
    QCOMPARE(bandwidth->yTicks().back().label, QStringLiteral("5 GB/s"));
    QCOMPARE(plotLeft(), wide);
    bandwidth->setDraft(false);
    QVERIFY2(plotLeft() < wide, qPrintable(QStringLiteral("%1 → %2").arg(wide).arg(plotLeft())));
}

void TestExplorer::aDragLeavesNoStalePixels_data()
{
    QTest::addColumn<QString>("page");
    QTest::addColumn<Param>("param");
    QTest::newRow("p2p, beta") << "p2p" << Param::Beta;
    QTest::newRow("collectives, N") << "collectives" << Param::Gpus;
    QTest::newRow("selection, M") << "selection" << Param::Size;
    QTest::newRow("pipeline, p") << "pipeline" << Param::Stages;
    QTest::newRow("pipeline, m") << "pipeline" << Param::Microbatches;
    QTest::newRow("compression, r") << "compression" << Param::Ratio;
    QTest::newRow("compression, T_codec") << "compression" << Param::Codec; // the colour scale's arrow alone moves
}

// Charts repaint only what changed: after a drag, what is on the screen must be what a window opened on
// the final values shows. (The screen's pixels, not a fresh rendering of the widgets.)
void TestExplorer::aDragLeavesNoStalePixels()
{
    QFETCH(QString, page);
    QFETCH(Param, param);
    const auto screenOf = [](MainWindow &w, const ChartPanel *chart) {
        const QWidget *view = ChartInspector(chart).surface();
        const QRect r(view->mapTo(&w, QPoint(0, 0)), view->size());
        return w.screen()->grabWindow(w.winId()).toImage().copy(r);
    };
    m_window->showPage(*findPage(page));
    QSlider *slider = m_window->panel()->control(param)->slider();
    slider->setSliderDown(true);
    const int span = slider->maximum() - slider->minimum();
    for (int step : {6, 3, 9, 1, 5, 8, 2, 7, 4}) {
        slider->setValue(slider->minimum() + span * step / 10);
        QTRY_COMPARE(m_window->panel()->control(param)->slider()->value(), slider->minimum() + span * step / 10);
        QCoreApplication::processEvents(); // the draft's redraw, as between two moves of a hand
    }
    slider->setSliderDown(false);

    MainWindow fresh(nullptr, testutil::freshSettingsPath());
    fresh.resize(m_window->size());
    fresh.model()->setScenario(m_window->model()->scenario(), "test");
    fresh.show();
    QVERIFY(QTest::qWaitForWindowExposed(&fresh));
    fresh.showPage(*findPage(page));
    const std::vector<ChartPanel *> &dragged = m_window->currentPage()->charts();
    const std::vector<ChartPanel *> &clean = fresh.currentPage()->charts();
    QCOMPARE(dragged.size(), clean.size());
    // Both windows may still be painting (slowly, under the sanitizers); a stale pixel never goes away.
    for (std::size_t i = 0; i < dragged.size(); ++i)
        QTRY_VERIFY2_WITH_TIMEOUT(screenOf(*m_window, dragged[i]) == screenOf(fresh, clean[i]),
                                  qPrintable(dragged[i]->name()), 10000);
}

QTEST_MAIN(TestExplorer)

#include "test_explorer.moc"
