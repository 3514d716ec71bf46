// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Charts a person can read on a 1280 × 720 projector: on every page, with the panel shown and hidden and in
// projector mode, every chart on screen keeps a plot at least ChartPanel::kMinPlotHeight high and a timeline
// at least kMinRowPixels a row (the page scrolls instead), the window stays inside the screen, and the
// Algorithms page's chunk cells stay at least 16 px.
#include "testutil.h"

#include "algorithmspage.h"
#include "chartpage.h"
#include "chartpanel.h"
#include "mainwindow.h"
#include "scenariomodel.h"

#include <QAction>
#include <QChart>
#include <QTest>

using namespace commviz;
using namespace commviz::ui;

class TestReadability : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyChartOnEveryPageKeepsAReadablePlot_data();
    void everyChartOnEveryPageKeepsAReadablePlot();
    void sixtyFourStagesGiveEachStageARowOfItsOwn();
};

void TestReadability::everyChartOnEveryPageKeepsAReadablePlot_data()
{
    QTest::addColumn<QString>("mode");
    QTest::newRow("panel shown") << "panel";
    QTest::newRow("panel hidden (F9)") << "hidden";
    QTest::newRow("projector") << "projector";
}

void TestReadability::everyChartOnEveryPageKeepsAReadablePlot()
{
    QFETCH(QString, mode);
    MainWindow w(nullptr, testutil::freshSettingsPath());
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    if (mode == "hidden")
        w.findChild<QAction *>("viewPanel")->setChecked(false);
    if (mode == "projector") {
        w.findChild<QAction *>("lectureProjector")->trigger();
        QTRY_VERIFY(w.isFullScreen());
    }
    for (const PageInfo &info : pageInfos()) {
        w.showPage(info.id);
        ChartPage *page = w.currentPage();
        QStringList squashed;
        // The page's layout and the charts' own settle over a few event loop turns after the draw (more of them
        // under the sanitizers): wait until nothing is squashed or the time is up.
        const bool settled = QTest::qWaitFor(
            [&] {
                squashed.clear();
                for (ChartPanel *panel : page->findChildren<ChartPanel *>()) {
                    if (!panel->isVisibleTo(page) || panel->chart()->plotArea().isEmpty())
                        continue;
                    const double plot = panel->chart()->plotArea().height();
                    if (plot < ChartPanel::kMinPlotHeight - 2)
                        squashed << QStringLiteral("%1: plot %2 px high").arg(panel->name()).arg(plot);
                    if (const std::optional<double> row = panel->rowPixels();
                        row && *row < ChartPanel::kMinRowPixels - 1)
                        squashed << QStringLiteral("%1: rows %2 px").arg(panel->name()).arg(*row);
                }
                return squashed.isEmpty();
            },
            2000);
        QVERIFY2(settled, qPrintable(QString::fromLatin1(info.key) + ": " + squashed.join("; ")));
        QVERIFY2(
            w.width() <= 1280,
            qPrintable(
                QStringLiteral("%1 widens the window to %2 px").arg(QString::fromLatin1(info.key)).arg(w.width())));
        if (info.id == PageId::Algorithms) {
            const auto *algorithms = static_cast<AlgorithmsPage *>(page);
            QTRY_VERIFY2(algorithms->view()->diagram().cellSide() >= AlgorithmView::kMinCellPixels,
                         qPrintable(QString::number(algorithms->view()->diagram().cellSide())));
        }
    }
}

void TestReadability::sixtyFourStagesGiveEachStageARowOfItsOwn()
{
    MainWindow w(nullptr, testutil::freshSettingsPath());
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    Scenario s;
    s.stages = 64;
    s.microbatches = 128;
    s.virtual_stages = 1;
    w.model()->setScenario(s, "64 stages");
    w.showPage(PageId::Pipeline);
    ChartPanel *schedule = w.currentPage()->chart("pipeline_schedule");
    QVERIFY(schedule);
    QTRY_VERIFY(schedule->rowPixels().has_value());
    QTRY_VERIFY2(*schedule->rowPixels() >= ChartPanel::kMinRowPixels - 1,
                 qPrintable(QString::number(*schedule->rowPixels())));
    // The chart grew to hold them, and the page scrolls.
    QVERIFY(schedule->height() > 64 * ChartPanel::kMinRowPixels);
}

QTEST_MAIN(TestReadability)
#include "test_readability.moc"
