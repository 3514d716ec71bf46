// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The explorer window's controls on the offscreen platform: every slider changes the scenario and the charts,
// checked against core; typed values with units; invalid entries keep the last valid value; presets; undo steps;
// a burst of edits costs one redraw; N snaps to powers of two. What the charts draw is test_explorercharts.
#include "testutil.h"
#include "windowtest.h"

#include "chartpanel.h"
#include "mainwindow.h"
#include "pages/common/chartpage.h"
#include "parametercontrol.h"
#include "parameterpanel.h"
#include "scenariomodel.h"

#include "commviz/evaluation.h"
#include "commviz/models.h"
#include "commviz/units.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>
#include <QUndoStack>

using namespace commviz;
using namespace commviz::ui;
using windowtest::series;

Q_DECLARE_METATYPE(commviz::ui::Param)

namespace {

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

private:
    std::unique_ptr<MainWindow> m_window;
};

void TestExplorer::init()
{
    m_window = windowtest::openWindow(testutil::freshSettingsPath());
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestExplorer::cleanup()
{
    m_window.reset();
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
        const ChartPanel::SeriesData t = series(*m_window, PageId::P2p, "p2p_time", "T(n)");
        QVERIFY(t.xs.size() > 50);
        for (std::size_t i = 0; i < t.xs.size(); i += 17)
            COMPARE_REL(t.ys[i], p2pTime(s.inter, t.xs[i]).value().total_s(), 1e-12);
    }
    if (param == Param::Gpus) {
        const ChartPanel::SeriesData ring =
            series(*m_window, PageId::Collectives, "collectives_vs_size", "AllReduce, ring");
        QVERIFY(ring.xs.size() > 50);
        for (std::size_t i = 0; i < ring.xs.size(); i += 13)
            COMPARE_REL(ring.ys[i], collectiveCost(Algorithm::AllReduceRing, s, s.gpus, ring.xs[i]).value().total_s(),
                        1e-12);
    }
    if (param == Param::Size) {
        const ChartPanel::SeriesData marker = series(*m_window, PageId::P2p, "p2p_time", "n = M");
        QCOMPARE(marker.xs.size(), std::size_t(1));
        QCOMPARE(marker.xs[0], s.size_bytes);
        QCOMPARE(marker.ys[0], p2pTime(s.inter, s.size_bytes).value().total_s());
    }
    if (param == Param::Stages || param == Param::Microbatches) {
        const ChartPanel::SeriesData marker =
            series(*m_window, PageId::Pipeline, "pipeline_bubble_heatmap", "current (p, m)");
        QCOMPARE(marker.xs.size(), std::size_t(1));
        QCOMPARE(marker.xs[0], double(s.stages));
        QCOMPARE(marker.ys[0], double(s.microbatches));
    }
    if (param == Param::Backward || param == Param::Bucket) {
        const ChartPanel::SeriesData current =
            series(*m_window, PageId::Buckets, "buckets_finish_vs_size", "current b");
        QCOMPARE(current.xs, std::vector<double>{s.bucket_bytes});
        QCOMPARE(current.ys, std::vector<double>{bucketPlan(s).value().finish_s});
    }
    if (param == Param::Ratio || param == Param::Codec) {
        const ChartPanel::SeriesData current =
            series(*m_window, PageId::Compression, "compression_time_vs_ratio", "current r");
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
    QSignalSpy redraws(m_window.get(), &MainWindow::refreshed);
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

QTEST_MAIN(TestExplorer)

#include "test_explorer.moc"
