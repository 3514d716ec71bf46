// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Lecture mode on the offscreen platform: each worked example sets exactly its scenario, opens its page and
// shows the source's figure; a step is one undo step; the lecturer's own steps survive the scenario file
// and reorder; projector mode gives back the exact layout; a sweep moves its parameter and Space pauses it.
// Pins on the charts are test_lecturecharts'.
#include "testutil.h"

#include "chartinspector.h"
#include "chartpanel.h"
#include "document.h"
#include "lecture.h"
#include "mainwindow.h"
#include "pages/common/chartpage.h"
#include "pages/common/viewswitch.h"
#include "parametercontrol.h"
#include "parameterpanel.h"
#include "parametersweep.h"
#include "projectormode.h"
#include "scenariofile.h"
#include "scenariomodel.h"

#include "commviz/formulas.h"

#include <QAction>
#include <QGroupBox>
#include <QLabel>
#include <QSlider>
#include <QSplitter>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using namespace commviz;
using namespace commviz::ui;

namespace {

// A state far from every example, so that each step really glides.
Scenario elsewhere()
{
    Scenario s;
    s.inter = {20e-6, 5e9};
    s.gpus = 64;
    s.size_bytes = 3e6;
    s.stages = 2;
    s.microbatches = 100;
    s.virtual_stages = 1;
    s.ratio = 4;
    return s;
}

// A builtin step by its English title; -1 when there is none.
int stepIndex(const char *title)
{
    const std::vector<LectureStep> &steps = builtinLectureSteps();
    for (std::size_t i = 0; i < steps.size(); ++i) {
        if (steps[i].title == QString::fromUtf8(title))
            return static_cast<int>(i);
    }
    return -1;
}

QSplitter *splitterOf(MainWindow &w)
{
    return w.findChild<QSplitter *>(QStringLiteral("mainSplitter"));
}

std::vector<bool> controlsShown(MainWindow &w)
{
    std::vector<bool> out;
    for (const ParamInfo &info : parameters()) {
        if (const ParameterControl *control = w.panel()->control(info.param))
            out.push_back(control->isVisible());
    }
    return out;
}

} // namespace

class TestLecture : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void eachBuiltinStepSetsItsScenarioOpensItsPageAndShowsTheSourcesFigure_data();
    void eachBuiltinStepSetsItsScenarioOpensItsPageAndShowsTheSourcesFigure();
    void theProductionStepsFollowTheSourcesAndSwitchTheViewAsTheirGlideStarts();
    void aStepIsOneUndoStep();
    void pageDownAlwaysStepsButArrowsStayWithAFocusedSlider();
    void customStepsRoundTripThroughTheScenarioFileAndReorder();
    void leavingProjectorModeRestoresTheLayout();
    void playSweepsAParameterAndSpacePausesIt();
};

void TestLecture::eachBuiltinStepSetsItsScenarioOpensItsPageAndShowsTheSourcesFigure_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("page");
    QTest::addColumn<QStringList>("figures");
    QTest::newRow("n* on InfiniBand NDR") << 0 << "p2p" << QStringList{"250 KB"};
    QTest::newRow("25 MiB buckets against one and the best 8")
        << 1 << "buckets" << QStringList{"140.8 ms", "102.4 ms", "B* = 8", "67.74 ms"};
    QTest::newRow("ring against tree, 1 GB on 256 GPUs") << 2 << "collectives" << QStringList{"42.4 ms", "320.1 ms"};
    QTest::newRow("bubble p = 4, m = 16") << 3 << "pipeline" << QStringList{"15.8%"};
    QTest::newRow("bubble p = 8, m = 16") << 4 << "pipeline" << QStringList{"30.4%"};
    QTest::newRow("interleaving p = 8, m = 16, V = 4") << 5 << "pipeline" << QStringList{"30.4%", "9.9%", "3.1×"};
    QTest::newRow("compression r = 64, 2 ms codec") << 6 << "compression" << QStringList{"42.4 ms", "8.2×"};
    QTest::newRow("hierarchical AllReduce, G = 8") << 7 << "selection" << QStringList{"K = N/G = 32 nodes"};
    // The production refinements' steps, found by title: they follow the source's examples.
    QTest::newRow("production trees are not 8× slower")
        << stepIndex("Trees as NCCL runs them: pipelined in chunks") << "collectives"
        << QStringList{"320.1 ms", "43.4 ms", "42.4 ms", "167 chunks"};
    QTest::newRow("protocols LL, LL128, Simple")
        << stepIndex("Protocols: LL, LL128 and Simple") << "collectives" << QStringList{"6.51 MB", "525.7 MB"};
    // The cluster tiers' step (SPEC.md section 9) follows them.
    QTest::newRow("a 2:1 spine at 1,024 GPUs")
        << stepIndex("A 2:1 spine at 1,024 GPUs") << "cluster" << QStringList{"42.13 ms", "25.71 ms", "40.71 ms"};
}

void TestLecture::eachBuiltinStepSetsItsScenarioOpensItsPageAndShowsTheSourcesFigure()
{
    QFETCH(int, index);
    QFETCH(QString, page);
    QFETCH(QStringList, figures);
    MainWindow w(nullptr, testutil::freshSettingsPath());
    LectureController *lecture = w.lecture();
    QVERIFY(lecture);
    QCOMPARE(lecture->steps().size(), builtinLectureSteps().size());
    w.model()->setScenario(elsewhere(), "away");

    lecture->goToStep(index);
    QVERIFY(lecture->isGliding());
    QTRY_VERIFY_WITH_TIMEOUT(!lecture->isGliding(), 3000);
    const LectureStep &step = lecture->steps()[static_cast<std::size_t>(index)];
    QVERIFY(w.model()->scenario() == step.scenario);
    QCOMPARE(pageKey(w.currentPage()->id()), page);
    QCOMPARE(lecture->currentStep(), index);
    QVERIFY(lecture->bannerTitle()->text().contains(step.title));
    // As written, a no-break space keeping each number with its unit ("140.8 ms" never breaks between the two).
    // The caption as written, its formulas named by key shown from core's one text of them (commviz/formulas.h).
    const QString shown = lecture->bannerCaption()->text().replace(QChar(0xa0), ' ').remove(QChar(0x2060));
    QCOMPARE(shown, QString::fromStdString(formula::expand(step.caption.toStdString())));
    QVERIFY2(!shown.contains('{'), qPrintable(shown));
    QVERIFY(lecture->bannerCaption()->text().contains(QStringLiteral("\u00a0ms")) || !step.caption.contains(" ms"));
    for (const QString &figure : figures)
        QTRY_VERIFY2(w.currentPage()->napkinText().contains(figure), qPrintable(figure + " not in the napkin"));
    // Each figure is the step's caption's too, and the page shows the view the step asks for.
    for (const QString &figure : figures) {
        if (step.scenario.production_view && figure != "167 chunks")
            QVERIFY2(step.caption.contains(figure), qPrintable(figure + " not in the caption"));
    }
    QVERIFY(w.currentPage()->viewSwitch() == nullptr ||
            w.currentPage()->viewSwitch()->production() == step.scenario.production_view);
}

void TestLecture::theProductionStepsFollowTheSourcesAndSwitchTheViewAsTheirGlideStarts()
{
    const std::vector<LectureStep> &steps = builtinLectureSteps();
    const int tree = stepIndex("Trees as NCCL runs them: pipelined in chunks");
    const int protocols = stepIndex("Protocols: LL, LL128 and Simple");
    // The production refinements follow the source's examples; then the cluster tiers and the training step.
    QCOMPARE(protocols, tree + 1);
    QCOMPARE(stepIndex("A 2:1 spine at 1,024 GPUs"), protocols + 1);
    QCOMPARE(stepIndex("Where does a training step's time go?"), protocols + 2);
    QCOMPARE(protocols + 3, static_cast<int>(steps.size()));
    for (std::size_t i = 0; i < steps.size(); ++i)
        QCOMPARE(steps[i].scenario.production_view, static_cast<int>(i) >= tree && static_cast<int>(i) <= protocols);

    MainWindow w(nullptr, testutil::freshSettingsPath());
    w.model()->setScenario(elsewhere(), "away");
    w.lecture()->goToStep(tree);
    QVERIFY(w.lecture()->isGliding());
    // The first frame already draws the production view, while the sliders still glide.
    QTRY_VERIFY(w.model()->scenario().production_view);
    QVERIFY(w.model()->scenario().gpus != 256 || w.model()->scenario().size_bytes != 1e9);
    QTRY_VERIFY(!w.lecture()->isGliding());
    QVERIFY(!w.currentPage()->chart("collectives_tree_pipelining")->isHidden());
}

void TestLecture::aStepIsOneUndoStep()
{
    MainWindow w(nullptr, testutil::freshSettingsPath());
    QUndoStack *undo = w.model()->undoStack();
    w.model()->setScenario(elsewhere(), "away");
    const int before = undo->count();
    w.lecture()->goToStep(4);
    QTRY_VERIFY(!w.lecture()->isGliding());
    QCOMPARE(undo->count(), before + 1);
    undo->undo();
    QVERIFY(w.model()->scenario() == elsewhere());
    undo->redo();
    QVERIFY(w.model()->scenario() == w.lecture()->steps()[4].scenario);

    // A step interrupted by the next one still leaves one undo step each.
    w.lecture()->goToStep(0);
    QVERIFY(w.lecture()->isGliding());
    w.lecture()->goToStep(3);
    QTRY_VERIFY(!w.lecture()->isGliding());
    QCOMPARE(undo->count(), before + 3);
    QVERIFY(w.model()->scenario() == w.lecture()->steps()[3].scenario);
    undo->undo();
    QVERIFY(w.model()->scenario() == w.lecture()->steps()[0].scenario);
}

void TestLecture::pageDownAlwaysStepsButArrowsStayWithAFocusedSlider()
{
    MainWindow w(nullptr, testutil::freshSettingsPath());
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QSlider *slider = w.panel()->control(Param::Stages)->slider();
    slider->setFocus();
    QTRY_VERIFY(slider->hasFocus());
    const int position = slider->value();
    QTest::keyClick(slider, Qt::Key_Right);
    QCOMPARE(w.lecture()->currentStep(), -1);
    QCOMPARE(slider->value(), position + 1);
    // Before the lecture starts, a focused slider keeps Page Down; the menu action starts it.
    QTest::keyClick(slider, Qt::Key_PageDown);
    QCOMPARE(w.lecture()->currentStep(), -1);
    w.findChild<QAction *>("lectureNext")->trigger();
    QCOMPARE(w.lecture()->currentStep(), 0);
    QTRY_VERIFY(!w.lecture()->isGliding());
    // From then on Page Down steps, even over the focused slider.
    slider->setFocus();
    QTest::keyClick(slider, Qt::Key_PageDown);
    QCOMPARE(w.lecture()->currentStep(), 1);
    QTest::keyClick(slider, Qt::Key_PageUp);
    QCOMPARE(w.lecture()->currentStep(), 0);
    QTRY_VERIFY(!w.lecture()->isGliding());

    // With focus on a chart, → is the next step.
    w.currentPage()->charts().front()->setFocus();
    QTest::keyClick(w.currentPage()->charts().front(), Qt::Key_Right);
    QCOMPARE(w.lecture()->currentStep(), 1);
    QTest::keyClick(w.currentPage()->charts().front(), Qt::Key_Left);
    QCOMPARE(w.lecture()->currentStep(), 0);
}

void TestLecture::customStepsRoundTripThroughTheScenarioFileAndReorder()
{
    MainWindow w(nullptr, testutil::freshSettingsPath());
    LectureController *lecture = w.lecture();
    w.showPage(PageId::Collectives);
    Scenario mine = elsewhere();
    mine.gpus = 1024;
    w.model()->setScenario(mine, "mine");
    lecture->addStep(lecture->stepFromCurrentState("My cluster"));
    const std::size_t builtin = builtinLectureSteps().size();
    const auto last = static_cast<int>(builtin);
    QCOMPARE(lecture->steps().size(), builtin + 1);
    QCOMPARE(lecture->steps()[builtin].title, QString("My cluster")); // no step on show yet: at the end
    QVERIFY(w.document()->isModified());

    const Result<std::vector<LectureStep>> stored = lectureStepsFromJson(w.document()->lectureSteps());
    QVERIFY2(stored.ok(), stored.explanation().english().c_str());
    QVERIFY(stored.value() == lecture->steps());
    const QJsonObject json = w.document()->lectureSteps().at(last).toObject();
    QCOMPARE(json.value("title").toString(), QString("My cluster"));
    QCOMPARE(json.value("page").toString(), QString("collectives"));
    QCOMPARE(json.value("gpus").toInt(), 1024);
    QVERIFY(json.contains("caption"));

    lecture->moveStep(last, 0);
    QCOMPARE(lecture->steps()[0].title, QString("My cluster"));
    QCOMPARE(lecture->steps()[1].title, builtinLectureSteps()[0].title);
    QCOMPARE(w.document()->lectureSteps().at(0).toObject().value("title").toString(), QString("My cluster"));
    lecture->removeStep(1);
    QCOMPARE(lecture->steps().size(), builtin);

    QTemporaryDir dir;
    const QString path = dir.filePath("lecture.json");
    QVERIFY(!writeScenarioFile(path, ScenarioDocument{Scenario{}, PageId::P2p, w.document()->lectureSteps()}));
    MainWindow other(nullptr, testutil::freshSettingsPath());
    QVERIFY(other.document()->open(path));
    QVERIFY(other.lecture()->steps() == lecture->steps());
    other.lecture()->goToStep(0);
    QTRY_VERIFY(!other.lecture()->isGliding());
    QVERIFY(other.model()->scenario() == mine);
    QCOMPARE(other.currentPage()->id(), PageId::Collectives);

    other.lecture()->restoreBuiltinSteps();
    QVERIFY(other.lecture()->steps() == builtinLectureSteps());
    QVERIFY(other.document()->lectureSteps().isEmpty());
}

void TestLecture::leavingProjectorModeRestoresTheLayout()
{
    MainWindow w(nullptr, testutil::freshSettingsPath());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.resize(1300, 850);
    w.move(40, 30);
    splitterOf(w)->setSizes({410, 880});
    w.showPage(PageId::Pipeline);
    w.panel()->control(Param::Codec)->hide(); // a layout of the person's own making
    QCoreApplication::processEvents();
    const QRect geometry = w.geometry();
    const QList<int> sizes = splitterOf(w)->sizes();
    const QFont font = w.font();
    const std::vector<bool> shown = controlsShown(w);
    const QList<QGroupBox *> groups = w.panel()->findChildren<QGroupBox *>();
    std::vector<bool> groupsShown;
    for (QGroupBox *g : groups)
        groupsShown.push_back(g->isVisible());
    ChartPanel *chart = w.currentPage()->charts().front();
    const QFont chartTitle = ChartInspector(chart).titleFont();

    ProjectorMode *projector = w.lecture()->projector();
    w.findChild<QAction *>("lectureProjector")->trigger();
    QVERIFY(projector->isActive());
    QTRY_VERIFY(w.isFullScreen());
    QCOMPARE(w.font().pointSizeF(), font.pointSizeF() * ProjectorMode::kFontScale);
    QVERIFY(ChartInspector(chart).titleFont().pointSizeF() > chartTitle.pointSizeF());
    QVERIFY(w.panel()->control(Param::Stages)->isVisible());
    QVERIFY(!w.panel()->control(Param::Alpha)->isVisible());
    // The panel follows the page.
    w.showPage(PageId::P2p);
    QTRY_VERIFY(w.panel()->control(Param::Alpha)->isVisible());
    QVERIFY(!w.panel()->control(Param::Stages)->isVisible());
    w.showPage(PageId::Pipeline);

    w.findChild<QAction *>("lectureLeaveProjector")->trigger();
    QVERIFY(!projector->isActive());
    QTRY_VERIFY(!w.isFullScreen());
    QTRY_COMPARE(w.geometry(), geometry);
    QCOMPARE(splitterOf(w)->sizes(), sizes);
    QCOMPARE(w.font(), font);
    QCOMPARE(controlsShown(w), shown);
    for (qsizetype i = 0; i < groups.size(); ++i)
        QCOMPARE(groups[i]->isVisible(), groupsShown[static_cast<std::size_t>(i)]);
    QCOMPARE(ChartInspector(chart).titleFont(), chartTitle);
    QVERIFY(!w.findChild<QAction *>("lectureLeaveProjector")->isEnabled());
}

void TestLecture::playSweepsAParameterAndSpacePausesIt()
{
    MainWindow w(nullptr, testutil::freshSettingsPath());
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    ParameterSweep *sweep = w.lecture()->sweep();
    sweep->setSpeed(ParameterSweep::Speed::Fast);
    QAction *pause = w.findChild<QAction *>("lecturePause");
    QVERIFY(!pause->isEnabled()); // Space types spaces until something is animated
    QUndoStack *undo = w.model()->undoStack();
    const int before = undo->count();
    const double start = w.model()->scenario().size_bytes;

    w.panel()->control(Param::Size)->playButton()->click();
    QVERIFY(sweep->isActive());
    QVERIFY(pause->isEnabled());
    QTRY_VERIFY(w.model()->scenario().size_bytes != start);
    const double moved = w.model()->scenario().size_bytes;
    QTRY_VERIFY(w.model()->scenario().size_bytes != moved); // keeps moving

    w.panel()->control(Param::Size)->slider()->setFocus();
    QTest::keyClick(w.panel()->control(Param::Size)->slider(), Qt::Key_Space);
    QVERIFY(sweep->isPaused());
    const double paused = w.model()->scenario().size_bytes;
    QVERIFY(!sweep->timer()->isActive()); // paused: the value cannot move
    QTest::keyClick(w.panel()->control(Param::Size)->slider(), Qt::Key_Space);
    QVERIFY(!sweep->isPaused());
    QTRY_VERIFY(w.model()->scenario().size_bytes != paused);

    w.panel()->control(Param::Size)->playButton()->click(); // ■ stops
    QVERIFY(!sweep->isActive());
    QVERIFY(!pause->isEnabled());
    // Stopping gives M back its value from before: the sweep leaves no change and no undo step behind.
    QCOMPARE(w.model()->scenario().size_bytes, start);
    QCOMPARE(undo->count(), before);
}

QTEST_MAIN(TestLecture)
#include "test_lecture.moc"
