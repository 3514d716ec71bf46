// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A lecture step shows the chart it talks about: on a 1280 × 720 projector each built-in step's chart is the
// one its title names, shown alone at the page's width and in view, and the page gets all its charts back
// when the lecture moves on. Steps keep their chart in the scenario file; older files without one still open.
#include "testutil.h"

#include "chartpage.h"
#include "chartpanel.h"
#include "lecture.h"
#include "lecturestep.h"
#include "mainwindow.h"
#include "scenariomodel.h"

#include <QJsonObject>
#include <QScrollArea>
#include <QTest>

using namespace commviz;
using namespace commviz::ui;

namespace {

// The page's charts that a person can see (not hidden by the page, its view or a step).
QStringList visibleCharts(ChartPage *page)
{
    QStringList out;
    for (ChartPanel *panel : page->findChildren<ChartPanel *>()) {
        if (panel->isVisibleTo(page))
            out << panel->name();
    }
    return out;
}

} // namespace

class TestLectureCharts : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void eachStepShowsItsOwnChartAloneAndInView_data();
    void eachStepShowsItsOwnChartAloneAndInView();
    void theNextStepGivesThePageItsChartsBack();
    void aStepKeepsItsChartInItsFileAndOlderFilesOpen();
};

void TestLectureCharts::eachStepShowsItsOwnChartAloneAndInView_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("chart");
    // The charts the steps' titles talk about; the last three were the generic ring/tree chart before.
    const char *expected[] = {"p2p_time",
                              "buckets_finish_vs_size",
                              "collectives_vs_size",
                              "pipeline_bubble_heatmap",
                              "pipeline_bubble_heatmap",
                              "pipeline_schedule",
                              "compression_time_vs_ratio",
                              "selection_hierarchical",
                              "collectives_tree_pipelining",
                              "collectives_protocols",
                              "cluster_vs_oversubscription",
                              "step_parts"};
    // Every built-in step names its chart: a step added without one (the charts are given in the steps' order)
    // fails here rather than showing the page as it is.
    QCOMPARE(std::size(expected), builtinLectureSteps().size());
    for (int i = 0; i < static_cast<int>(std::size(expected)); ++i) {
        const LectureStep &step = builtinLectureSteps().at(static_cast<std::size_t>(i));
        QTest::newRow(qPrintable(step.title)) << i << QString::fromLatin1(expected[i]);
    }
}

void TestLectureCharts::eachStepShowsItsOwnChartAloneAndInView()
{
    QFETCH(int, index);
    QFETCH(QString, chart);
    const LectureStep &step = builtinLectureSteps().at(static_cast<std::size_t>(index));
    QCOMPARE(step.chart, chart);
    QVERIFY(step.chartAlone);

    MainWindow w(nullptr, testutil::freshSettingsPath());
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.lecture()->goToStep(index);
    QTRY_VERIFY_WITH_TIMEOUT(!w.lecture()->isGliding(), 3000);
    QCoreApplication::processEvents();

    ChartPage *page = w.currentPage();
    ChartPanel *panel = page->chart(chart);
    QVERIFY2(panel, qPrintable(chart + " is not a chart of the step's page"));
    QCOMPARE(visibleCharts(page), QStringList{chart});
    QCOMPARE(page->focusedChart(), chart);
    // Alone at the page's width, and its top (the title) in view.
    auto *scroll = page->findChild<QScrollArea *>(QStringLiteral("chartScroll"));
    QVERIFY(scroll);
    QTRY_VERIFY(panel->width() >= scroll->viewport()->width() * 9 / 10);
    const QPoint top = panel->mapTo(scroll->viewport(), QPoint(0, 0));
    QVERIFY2(
        top.y() >= 0 && top.y() < scroll->viewport()->height() / 2,
        qPrintable(QStringLiteral("chart top at %1 of a %2 px view").arg(top.y()).arg(scroll->viewport()->height())));
}

void TestLectureCharts::theNextStepGivesThePageItsChartsBack()
{
    MainWindow w(nullptr, testutil::freshSettingsPath());
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const int before = static_cast<int>(w.currentPage()->findChildren<ChartPanel *>().size());
    QVERIFY(before > 1);
    ChartPage *p2p = w.currentPage();
    const QStringList all = visibleCharts(p2p);
    w.lecture()->goToStep(0); // the p2p page's time chart alone
    QTRY_VERIFY(!w.lecture()->isGliding());
    QCOMPARE(visibleCharts(p2p), QStringList{QStringLiteral("p2p_time")});
    w.lecture()->goToStep(1); // another page: the p2p page is whole again
    QTRY_VERIFY(!w.lecture()->isGliding());
    QVERIFY(p2p->focusedChart().isEmpty());
    QCOMPARE(visibleCharts(p2p), all);
}

void TestLectureCharts::aStepKeepsItsChartInItsFileAndOlderFilesOpen()
{
    const LectureStep &hier = builtinLectureSteps().at(7);
    const QJsonObject json = lectureStepToJson(hier);
    QCOMPARE(json.value(QStringLiteral("chart")).toString(), hier.chart);
    QCOMPARE(json.value(QStringLiteral("chart_alone")).toBool(), true);
    const Result<LectureStep> back = lectureStepFromJson(json);
    QVERIFY(back.ok());
    QCOMPARE(back.value(), hier);

    QJsonObject old = json;
    old.remove(QStringLiteral("chart"));
    old.remove(QStringLiteral("chart_alone"));
    const Result<LectureStep> oldStep = lectureStepFromJson(old);
    QVERIFY(oldStep.ok());
    QVERIFY(oldStep.value().chart.isEmpty());
    QVERIFY(!oldStep.value().chartAlone);

    old.insert(QStringLiteral("chart"), 3);
    const Result<LectureStep> number = lectureStepFromJson(old);
    QVERIFY(!number.ok());
    QCOMPARE(QString::fromStdString(number.error().parameter), QStringLiteral("chart"));
    old.insert(QStringLiteral("chart"), QStringLiteral("p2p_time"));
    old.insert(QStringLiteral("chart_alone"), QStringLiteral("yes"));
    const Result<LectureStep> alone = lectureStepFromJson(old);
    QVERIFY(!alone.ok());
    QCOMPARE(QString::fromStdString(alone.error().parameter), QStringLiteral("chart_alone"));
}

QTEST_MAIN(TestLectureCharts)
#include "test_lecturecharts.moc"
