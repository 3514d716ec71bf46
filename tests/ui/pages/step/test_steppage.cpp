// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Training step page draws core's step: the bar's segments and the table are trainingStep()'s parts at the
// defaults and at other parameter sets, the map's cells are stepMap()'s, a click on a cell adopts its t and p and a
// click on a change adopts it, each one undo step; a layout that cannot run shows core's reason in place of the
// parts; the panel's model and GPU presets are one undo step each; the built-in lecture step's numbers are core's;
// the window's page shortcuts run Ctrl+1 … Ctrl+9, Ctrl+0; new numbers lay out the chart grid again, not the window.
#include "chartinspector.h"
#include "chartpanel.h"
#include "lecturequestion.h"
#include "lecturestep.h"
#include "mainwindow.h"
#include "measurements.h"
#include "pages/measured/measuredtest.h"
#include "pages/measured/usefitteddialog.h"
#include "pages/step/stepmapchart.h"
#include "pages/step/steppage.h"
#include "parameterpanel.h"
#include "scenariomodel.h"
#include "testutil.h"

#include "commviz/steppresets.h"
#include "commviz/units.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace commviz;
using namespace commviz::ui;

Q_DECLARE_METATYPE(commviz::Scenario)

namespace {

QString t(double s)
{
    return QString::fromStdString(formatTime(s));
}

Scenario with(void (*change)(Scenario &))
{
    Scenario s;
    change(s);
    return s;
}

// Counts the events of one type that `watched` receives while the counter lives.
struct EventCounter : QObject {
    EventCounter(QObject *watched, QEvent::Type counted) : type(counted) { watched->installEventFilter(this); }
    bool eventFilter(QObject * /*watched*/, QEvent *event) override
    {
        count += event->type() == type ? 1 : 0;
        return false;
    }
    QEvent::Type type;
    int count = 0;
};

} // namespace

class TestStepPage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_window = std::make_unique<MainWindow>(nullptr, testutil::freshSettingsPath());
        m_window->resize(1920, 1080);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->showPage(PageId::Step);
        m_window->refresh();
        m_page = qobject_cast<StepPage *>(m_window->currentPage());
        QVERIFY(m_page);
    }
    void cleanup() { m_window.reset(); }

    void thePageIsNamedAfterItsQuestionAndReadsTheStepsParameters()
    {
        QCOMPARE(pageKey(PageId::Step), QStringLiteral("step"));
        QCOMPARE(m_page->question(), QStringLiteral("Where does a training step's time go?"));
        for (const char *name : {"step_parts", "step_mfu_map", "step_parts_vs_gpus"})
            QVERIFY2(m_page->chart(name), name);
        const std::vector<ChartPage *> &pages = m_window->pages();
        QCOMPARE(pages.size(), pageInfos().size());
        for (std::size_t i = 0; i < pages.size(); ++i)
            QCOMPARE(pages[i]->id(), pageInfos()[i].id);
        const std::vector<Param> reads = pageParams(PageId::Step, false);
        for (Param p : {Param::ModelParams, Param::TensorParallel, Param::Stages, Param::Microbatches, Param::Gpus,
                        Param::Alpha, Param::Bucket, Param::PeakFlops, Param::GpuMemory, Param::Oversubscription})
            QVERIFY2(std::find(reads.begin(), reads.end(), p) != reads.end(), parameter(p).key.data());
    }

    void theBarAndTheTableShowCoresParts_data()
    {
        QTest::addColumn<Scenario>("scenario");
        QTest::newRow("SPEC.md's defaults") << Scenario{};
        QTest::newRow("experts: e = 4, k = 8") << with([](Scenario &s) {
            s.expert_parallel = 4;
            s.experts_per_token = 8;
        });
        QTest::newRow("N = 1024, p = 2, σ = 2") << with([](Scenario &s) {
            s.gpus = 1024;
            s.stages = 2;
            s.oversubscription = 2;
        });
        QTest::newRow("Llama 3 405B on B200s, t = 4") << with([](Scenario &s) {
            applyModelPreset(s, *findModelPreset("Llama 3 405B"));
            applyGpuPreset(s, *findGpuPreset("B200"));
            s.tensor_parallel = 4;
        });
    }
    void theBarAndTheTableShowCoresParts()
    {
        QFETCH(Scenario, scenario);
        m_window->model()->setScenario(scenario, "test");
        m_window->refresh();
        const TrainingStep st = trainingStep(scenario).value();
        QVERIFY(m_page->applicable());
        QVERIFY(m_page->partsChart()->isVisible());
        // One segment for each part that arises, end to end, named in its text.
        const std::vector<RectLayer::Rect> &rects = m_page->bars()->rects();
        std::size_t k = 0;
        double at = 0;
        for (int i = 0; i < StepPage::kParts; ++i) {
            const double v = StepPage::partValue(st.parts, i);
            QCOMPARE(m_page->partsTable()->item(i, 0)->text(), StepPage::partName(i));
            QCOMPARE(m_page->partsTable()->item(i, 1)->text(), t(v));
            QCOMPARE(m_page->partsTable()->item(i, 2)->text(), QString::fromStdString(formatPercent(v / st.step_s)));
            if (v <= 0)
                continue;
            QVERIFY(k < rects.size());
            QCOMPARE(rects[k].x0, at);
            QCOMPARE(rects[k].x1, at + v);
            QVERIFY(rects[k].text.startsWith(StepPage::partName(i) + ": " + t(v)));
            at += v;
            ++k;
        }
        QCOMPARE(k, rects.size());
        QVERIFY(testutil::closeRel(at, st.step_s, 1e-12));
        QCOMPARE(m_page->partsTable()->item(StepPage::kParts, 1)->text(), t(st.step_s));
        QVERIFY(m_page->headline().contains(QString::fromStdString(formatPercent(st.mfu))));
        QVERIFY(m_page->headline().contains(tokensText(st.tokens_per_s)));
        QVERIFY(m_page->napkinText().contains("T = " + t(st.step_s)));
        // The map's cells are core's.
        const StepMap map = stepMap(scenario).value();
        QCOMPARE(m_page->map()->map().best, map.best);
        for (std::size_t i = 0; i < map.cells.size(); ++i) {
            const StepMapCell &c = map.cells[i];
            const RectLayer::Rect &cell = m_page->map()->cells()->rects()[i];
            const QString text = !c.step.ok()           ? QStringLiteral("n/a")
                                 : !c.step.value().fits ? QStringLiteral("no fit")
                                                        : QString::fromStdString(formatPercent(c.step.value().mfu));
            QCOMPARE(cell.text, text);
        }
    }

    // New numbers in the headline (on every step of a drag) lay out at most the page's chart grid again (the headline
    // tells its layout of widths rounded to 8 px, so mostly nothing), never the window: the window's layout asks every
    // label of every page for its height, a third of a frame. A new minimum of the grid still reaches the page's
    // layout.
    void newNumbersLayOutTheGridOnlyAndANewMinimumReachesThePage()
    {
        QWidget *grid = m_page->findChild<QWidget *>("chartGrid");
        QVERIFY(grid);
        const auto settle = [] { // a layout request climbs one parent a pass
            for (int i = 0; i < 6; ++i)
                QApplication::processEvents();
        };
        settle();
        EventCounter pageLayouts(m_page, QEvent::LayoutRequest);
        EventCounter windowLayouts(m_window.get(), QEvent::LayoutRequest);
        const QString before = m_page->headline();
        Scenario s = m_window->model()->scenario();
        s.inter.beta_Bps *= 0.99;
        m_window->model()->setScenario(s, "test");
        m_window->refresh();
        settle();
        QVERIFY(m_page->headline() != before);
        QCOMPARE(pageLayouts.count, 0);
        QCOMPARE(windowLayouts.count, 0);

        grid->findChild<QWidget *>("stepHeadline")->setMinimumWidth(grid->minimumSizeHint().width() + 50);
        QTRY_VERIFY(pageLayouts.count > 0);
    }

    void aClickOnAMapCellAdoptsItsLayoutInOneUndoStep()
    {
        const Scenario before = m_window->model()->scenario();
        const int steps = m_window->model()->undoStack()->count();
        const StepMap &map = m_page->map()->map();
        QVERIFY(map.best >= 0);
        const StepMapCell &best = map.cells[static_cast<std::size_t>(map.best)];
        QVERIFY(best.tensor_parallel != before.tensor_parallel || best.stages != before.stages);
        ChartPanel *panel = m_page->mapChart();
        const auto click = [&](std::size_t index) {
            const double x = static_cast<double>(index / kStepMapSide);
            const double y = static_cast<double>(index % kStepMapSide);
            const ChartInspector inside(panel);
            const QPoint at = inside.toSurface(panel->toScene(x, y));
            QVERIFY(inside.surface()->rect().contains(at));
            QTest::mouseClick(inside.surface(), Qt::LeftButton, {}, at);
        };
        // A cell that cannot run (t = 64, p = 64 on 256 GPUs) adopts nothing.
        click(map.cells.size() - 1);
        QVERIFY(!map.cells.back().step.ok());
        QCOMPARE(m_window->model()->undoStack()->count(), steps);
        click(static_cast<std::size_t>(map.best));
        QCOMPARE(m_window->model()->undoStack()->count(), steps + 1);
        Scenario expected = before;
        expected.tensor_parallel = best.tensor_parallel;
        expected.stages = best.stages;
        QCOMPARE(m_window->model()->scenario(), expected);
        m_window->model()->undoStack()->undo();
        QCOMPARE(m_window->model()->scenario(), before);
    }

    void aClickOnAChangeAdoptsItInOneUndoStep()
    {
        const Scenario before = m_window->model()->scenario();
        const int steps = m_window->model()->undoStack()->count();
        const std::vector<StepChange> expected = stepChanges(before).value();
        QCOMPARE(m_page->changes().size(), expected.size());
        QTableWidget *table = m_page->changesTable();
        QCOMPARE(table->rowCount(), static_cast<int>(expected.size()) + 1); // "now" first
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(m_page->changes()[i].kind, expected[i].kind);
            if (expected[i].step.ok())
                QCOMPARE(table->item(static_cast<int>(i) + 1, 1)->text(), t(expected[i].step.value().step_s));
        }
        // The best change (halving t at the defaults) is the first row after "now".
        QCOMPARE(expected.front().kind, StepChangeKind::HalveTensor);
        const QRect cell = table->visualItemRect(table->item(1, 0));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
        QCOMPARE(m_window->model()->undoStack()->count(), steps + 1);
        QCOMPARE(m_window->model()->scenario(), expected.front().scenario);
        QCOMPARE(m_window->model()->scenario().tensor_parallel, 4);
        m_window->model()->undoStack()->undo();
        QCOMPARE(m_window->model()->scenario(), before);
    }

    void aLayoutThatCannotRunShowsCoresReason_data()
    {
        QTest::addColumn<Scenario>("scenario");
        QTest::newRow("p > L") << with([](Scenario &s) { s.layers = 4; });
        QTest::newRow("e does not divide d") << with([](Scenario &s) { s.expert_parallel = 3; });
        QTest::newRow("N not a multiple of t·p") << with([](Scenario &s) { s.gpus = 96; });
    }
    void aLayoutThatCannotRunShowsCoresReason()
    {
        QFETCH(Scenario, scenario);
        m_window->model()->setScenario(scenario, "test");
        m_window->refresh();
        const Result<TrainingStep> step = trainingStep(scenario);
        QVERIFY(step.notApplicable());
        QVERIFY(!m_page->applicable());
        QVERIFY(m_page->reasonText().contains(QString::fromStdString(step.explanation().english())));
        QVERIFY(!m_page->partsChart()->isVisible());
        QVERIFY(!m_page->partsTable()->isVisible());
        QVERIFY(!m_page->changesTable()->isVisible());
        QVERIFY(m_page->bars()->rects().empty());
        QVERIFY(m_page->partsChart()->chartTitle().contains(QString::fromStdString(step.explanation().english())));
        QVERIFY(m_page->napkinText().contains(QString::fromStdString(step.explanation().english())));
        // The map stays: it is the way to a layout that can run.
        QVERIFY(m_page->mapChart()->isVisible());
        // Back to one that can: the parts are shown again.
        m_window->model()->setScenario(Scenario{}, "back");
        m_window->refresh();
        QVERIFY(m_page->applicable());
        QVERIFY(m_page->partsChart()->isVisible());
    }

    void theModelAndGpuPresetsAreOneUndoStepEach()
    {
        ParameterPanel *panel = m_window->panel();
        QComboBox *models = panel->modelPresetBox();
        QComboBox *gpus = panel->gpuPresetBox();
        QCOMPARE(models->count(), static_cast<int>(modelPresets().size()) + 1); // and "Custom"
        QCOMPARE(gpus->count(), static_cast<int>(gpuPresets().size()) + 1);
        QCOMPARE(gpus->currentData().toString(), QStringLiteral("h100")); // the defaults are an H100's
        QCOMPARE(models->currentIndex(), models->count() - 1);            // Φ = 70e9 is no model card's: Custom
        const Scenario before = m_window->model()->scenario();
        const int steps = m_window->model()->undoStack()->count();
        const int deepseek = models->findData(QStringLiteral("deepseek-v3"));
        QVERIFY(deepseek >= 0);
        Q_EMIT models->activated(deepseek);
        Scenario expected = before;
        applyModelPreset(expected, *findModelPreset("deepseek-v3"));
        QCOMPARE(m_window->model()->scenario(), expected);
        QCOMPARE(m_window->model()->undoStack()->count(), steps + 1);
        Q_EMIT gpus->activated(gpus->findData(QStringLiteral("b200")));
        applyGpuPreset(expected, *findGpuPreset("b200"));
        QCOMPARE(m_window->model()->scenario(), expected);
        QCOMPARE(m_window->model()->undoStack()->count(), steps + 2);
        m_window->refresh();
        QCOMPARE(models->currentIndex(), deepseek);
        QCOMPARE(gpus->currentData().toString(), QStringLiteral("b200"));
        m_window->model()->undoStack()->undo();
        m_window->model()->undoStack()->undo();
        QCOMPARE(m_window->model()->scenario(), before);
    }

    void theLectureStepsNumbersAreCores()
    {
        const std::vector<LectureStep> &steps = builtinLectureSteps();
        const auto it =
            std::find_if(steps.begin(), steps.end(), [](const LectureStep &s) { return s.page == PageId::Step; });
        QVERIFY(it != steps.end());
        QVERIFY(it->question && it->question->isChoice());
        const TrainingStep st = trainingStep(it->scenario).value();
        const StepParts &p = st.parts;
        // The choices in order: tensor-parallel, bubble, exposed data-parallel, sends; the answer is the largest.
        const std::vector<double> choices{p.tensor_parallel_s, p.bubble_s, p.data_parallel_exposed_s,
                                          p.pipeline_sends_s};
        QCOMPARE(it->question->choices.size(), qsizetype(4));
        const auto largest = std::max_element(choices.begin(), choices.end()) - choices.begin();
        QCOMPARE(it->question->answer, static_cast<int>(largest));
        QVERIFY(p.compute_s > choices[static_cast<std::size_t>(largest)]); // "after compute"
        QVERIFY(p.expert_parallel_s == 0);
        for (double v :
             {p.compute_s, p.tensor_parallel_s, p.bubble_s, p.data_parallel_exposed_s, p.pipeline_sends_s, st.step_s})
            QVERIFY2(it->caption.contains(t(v)), qPrintable(t(v)));
        for (double v : {p.tensor_parallel_s, p.bubble_s, p.data_parallel_exposed_s, p.pipeline_sends_s})
            QVERIFY2(it->question->reason.contains(t(v)), qPrintable(t(v)));
        QVERIFY(it->caption.contains("MFU " + QString::fromStdString(formatPercent(st.mfu))));
        Scenario halved = it->scenario;
        halved.tensor_parallel /= 2;
        QVERIFY(it->caption.contains(QString::fromStdString(formatPercent(trainingStep(halved).value().mfu))));
        for (const QString &chart : it->question->veil)
            QVERIFY(m_page->chart(chart));
    }

    // From measurement to prediction: the Measured page's fitted α and β become the inter-node link in one undo
    // step, and the step page then prices the step on them.
    void theFittedAlphaAndBetaRunThroughTheStep()
    {
        QVERIFY(m_window->measurements()
                    ->importFile(measuredtest::fixture("nccl_allreduce_a3mega_h100_16rank_2node.txt"))
                    .ok());
        m_window->showPage(PageId::Measured);
        m_window->refresh();
        auto *measured = qobject_cast<MeasuredPage *>(m_window->currentPage());
        QVERIFY(measured);
        measured->setUseFittedPrompt([](const UseFittedOffer &) { return UseFittedChoice{LinkKind::Inter, true}; });
        const Scenario before = m_window->model()->scenario();
        const int steps = m_window->model()->undoStack()->count();
        measured->findChild<QPushButton *>("useFitted")->click();
        QCOMPARE(m_window->model()->undoStack()->count(), steps + 1);
        const Scenario fitted = m_window->model()->scenario();
        QVERIFY(fitted.inter != before.inter);
        QCOMPARE(fitted.intra, before.intra);
        m_window->showPage(PageId::Step);
        m_window->refresh();
        const TrainingStep st = trainingStep(fitted).value();
        QVERIFY(st.step_s != trainingStep(before).value().step_s);
        QCOMPARE(m_page->partsTable()->item(StepPage::kParts, 1)->text(), t(st.step_s));
        QVERIFY(m_page->napkinText().contains("T = " + t(st.step_s)));
    }

    void thePagesShortcutsRunCtrlOneToNineThenZero()
    {
        const std::vector<ChartPage *> &pages = m_window->pages();
        for (std::size_t i = 0; i < pages.size() && i < 10; ++i) {
            const QKeySequence keys(QString("Ctrl+%1").arg((i + 1) % 10));
            bool found = false;
            for (QAction *a : m_window->menuBar()->findChildren<QAction *>())
                found = found || (a->shortcut() == keys && a->text() == pages[i]->tabTitle());
            QVERIFY2(found, qPrintable(keys.toString()));
        }
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QTest::keyClick(m_window.get(), Qt::Key_1, Qt::ControlModifier);
        QTRY_COMPARE(m_window->currentPage()->id(), PageId::P2p);
        const int step = static_cast<int>(PageId::Step) + 1;
        QTest::keyClick(m_window.get(), step == 10 ? Qt::Key_0 : Qt::Key(Qt::Key_0 + step), Qt::ControlModifier);
        QTRY_COMPARE(m_window->currentPage()->id(), PageId::Step);
    }

private:
    std::unique_ptr<MainWindow> m_window;
    StepPage *m_page = nullptr;
};

QTEST_MAIN(TestStepPage)
#include "test_steppage.moc"
