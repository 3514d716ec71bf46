// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Pipeline page's largest schedules are simulated on a worker thread (LanesWorker): the page answers at
// once, the picture on show stays under its own title until the new one is ready, the last one asked for is the
// one shown at the end, and settle() (exports, the report) draws the scenario's own picture in place.
#include "chartpanel.h"
#include "pages/pipeline/pipelinepage.h"
#include "rectlayer.h"
#include "testutil.h"

#include "commviz/models.h"
#include "commviz/schedule.h"
#include "commviz/units.h"

#include <QApplication>
#include <QTest>

using namespace commviz;
using commviz::ui::PipelinePage;
using commviz::ui::RectLayer;

namespace {

constexpr int kLong = 120000; // ms a simulation of 8.4 million passes may take under the sanitizers

Scenario pipeline(int p, int m, int v)
{
    return testutil::pipelineScenario(p, m, v);
}

void show(PipelinePage &page, Schedule schedule)
{
    page.resize(1400, 900);
    page.show();
    page.setSchedule(schedule);
}

QString measuredIdle(int p, int m, int v)
{
    return QString::fromStdString("measured idle " + formatPercent(bubbleFractionInterleaved(p, m, v).value()));
}

} // namespace

class TestPipelineWorker : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void theOldPictureStaysUntilTheNewOneIsReady();
    void theLastOneAskedForIsShownAtTheEnd();
    void settleDrawsTheScenariosPictureAtOnce();
    void smallSchedulesNeedNoWorker();
};

void TestPipelineWorker::theOldPictureStaysUntilTheNewOneIsReady()
{
    PipelinePage page;
    show(page, Schedule::Interleaved);
    page.refresh(pipeline(8, 16, 2));
    QVERIFY(!page.scheduleSimulating());
    const QString smallTitle = page.gantt()->chartTitle();
    const std::size_t smallBars = page.ganttPasses()->rects().size();
    QVERIFY(smallTitle.contains("p = 8, m = 16"));

    page.refresh(pipeline(128, 4096, 8)); // 8,388,608 passes
    QVERIFY(page.scheduleSimulating());
    QVERIFY2(page.scheduleStatus().startsWith("Simulating 8,388,608 passes for p = 128, m = 4096"),
             qPrintable(page.scheduleStatus()));
    QCOMPARE(page.gantt()->chartTitle(), smallTitle); // the picture and its title still agree
    QCOMPARE(page.ganttPasses()->rects().size(), smallBars);

    QTRY_VERIFY_WITH_TIMEOUT(!page.scheduleSimulating(), kLong);
    QVERIFY2(page.gantt()->chartTitle().contains("p = 128, m = 4096, V = 8"), qPrintable(page.gantt()->chartTitle()));
    QVERIFY(page.scheduleAtLowerDetail());
    QVERIFY2(page.scheduleStatus().contains(measuredIdle(128, 4096, 8)), qPrintable(page.scheduleStatus()));
}

void TestPipelineWorker::theLastOneAskedForIsShownAtTheEnd()
{
    PipelinePage page;
    show(page, Schedule::Interleaved);
    // As a drag over m does: three requests while the first runs; the middle one is never simulated.
    page.refresh(pipeline(128, 4096, 8));
    page.refresh(pipeline(128, 3072, 8));
    page.refresh(pipeline(128, 2048, 8));
    QVERIFY(page.scheduleSimulating());
    QTRY_VERIFY_WITH_TIMEOUT(!page.scheduleSimulating(), kLong);
    QVERIFY2(page.gantt()->chartTitle().contains("p = 128, m = 2048, V = 8"), qPrintable(page.gantt()->chartTitle()));
    QVERIFY2(page.scheduleStatus().contains(measuredIdle(128, 2048, 8)), qPrintable(page.scheduleStatus()));
    QVERIFY(!page.scheduleStatus().contains("Simulating"));
}

void TestPipelineWorker::settleDrawsTheScenariosPictureAtOnce()
{
    PipelinePage page;
    show(page, Schedule::Interleaved);
    page.refresh(pipeline(128, 4096, 8));
    page.refresh(pipeline(128, 3840, 8));
    page.settle();
    QVERIFY(!page.scheduleSimulating());
    QVERIFY2(page.gantt()->chartTitle().contains("p = 128, m = 3840, V = 8"), qPrintable(page.gantt()->chartTitle()));
    QVERIFY2(page.scheduleStatus().contains(measuredIdle(128, 3840, 8)), qPrintable(page.scheduleStatus()));
    // The simulation settle() dropped hands nothing over later.
    QCoreApplication::processEvents();
    QVERIFY(page.gantt()->chartTitle().contains("m = 3840"));
}

void TestPipelineWorker::smallSchedulesNeedNoWorker()
{
    PipelinePage page;
    show(page, Schedule::OneFOneB);
    page.refresh(pipeline(64, 1024, 1)); // 131,072 passes: within a frame
    QVERIFY(!page.scheduleSimulating());
    QVERIFY(page.scheduleAtLowerDetail());
    QVERIFY(page.gantt()->chartTitle().contains("p = 64, m = 1024"));
}

QTEST_MAIN(TestPipelineWorker)
#include "test_pipelineworker.moc"
