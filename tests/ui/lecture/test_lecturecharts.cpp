// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A lecture step shows the chart it talks about: on a 1280 × 720 projector each built-in step's chart is the
// one its title names, shown alone at the page's width and in view, and the page gets all its charts back
// when the lecture moves on. Steps keep their chart in the scenario file; older files without one still open.
// A pin's ghost curves outlive parameter changes, are no page series, and clear.
#include "testutil.h"

#include "chartinspector.h"
#include "chartpanel.h"
#include "language.h"
#include "lecture.h"
#include "lecturestep.h"
#include "mainwindow.h"
#include "pages/common/chartpage.h"
#include "pages/common/napkinview.h"
#include "projectormode.h"
#include "scenariomodel.h"

#include <QAction>
#include <QJsonObject>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>

#include <map>

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

// Why `panel` is not wholly in its page's view (empty when it is): a chart cut at a side or below the fold.
QString outOfView(ChartPage *page, ChartPanel *panel)
{
    auto *scroll = page->findChild<QScrollArea *>(QStringLiteral("chartScroll"));
    if (!scroll)
        return QStringLiteral("no chart scroll area");
    const QRect chart(panel->mapTo(scroll->viewport(), QPoint(0, 0)), panel->size());
    if (!scroll->viewport()->rect().contains(chart))
        return QStringLiteral("%1 at %2,%3 %4×%5 in a %6×%7 view")
            .arg(panel->name())
            .arg(chart.x())
            .arg(chart.y())
            .arg(chart.width())
            .arg(chart.height())
            .arg(scroll->viewport()->width())
            .arg(scroll->viewport()->height());
    if (panel->plotArea().height() < ChartPanel::kMinPlotHeight - 2 ||
        panel->plotArea().width() < ChartPanel::kMinPlotWidth - 2)
        return QStringLiteral("%1: plot %2 × %3")
            .arg(panel->name())
            .arg(panel->plotArea().width())
            .arg(panel->plotArea().height());
    return {};
}

} // namespace

class TestLectureCharts : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void stepByStepEachChartIsWhollyInViewBeforeAndAfterTheReveal_data();
    void stepByStepEachChartIsWhollyInViewBeforeAndAfterTheReveal();
    void eachStepShowsItsOwnChartAloneAndInView_data();
    void eachStepShowsItsOwnChartAloneAndInView();
    void theNextStepGivesThePageItsChartsBack();
    void aStepOpensTheNapkinAtItsChartsSection();
    void aStepKeepsItsChartInItsFileAndOlderFilesOpen();
    void pinsSurviveParameterChangesAndClear();
};

void TestLectureCharts::stepByStepEachChartIsWhollyInViewBeforeAndAfterTheReveal_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("projector");
    for (const char *language : {"en", "zh_CN"}) {
        for (const bool projector : {true, false})
            QTest::newRow(qPrintable(QString("%1 %2").arg(language, projector ? "projector" : "normal")))
                << QString(language) << projector;
    }
}

// As a lecturer runs it: one window at 1280 × 720, Page Down through every step, each question revealed. At every
// step, before and after the reveal, the named chart is the only one shown and lies wholly inside the page's view
// with a readable plot (the banner grows with the answer: it must not push the chart out).
void TestLectureCharts::stepByStepEachChartIsWhollyInViewBeforeAndAfterTheReveal()
{
    QFETCH(QString, language);
    QFETCH(bool, projector);
    QVERIFY(installLanguage(language));
    MainWindow w(nullptr, testutil::freshSettingsPath());
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    if (projector) {
        w.lecture()->projector()->setActive(true);
        w.showNormal(); // the offscreen screen is not a projector's: the window is put back to the size
        w.resize(1280, 720);
    }
    QStringList found;
    for (int i = 0; i < static_cast<int>(w.lecture()->steps().size()); ++i) {
        w.lecture()->goToStep(i);
        QTRY_VERIFY_WITH_TIMEOUT(!w.lecture()->isGliding(), 3000);
        for (const bool reveal : {false, true}) {
            if (reveal) {
                if (!w.lecture()->questionOpen())
                    continue;
                w.lecture()->revealAnswer();
            }
            const QString chart = w.lecture()->steps().at(static_cast<std::size_t>(i)).chart;
            ChartPage *page = w.currentPage();
            page->settle(); // as an export during the step does: the step's chart stays alone
            ChartPanel *panel = page->chart(chart);
            QVERIFY2(panel, qPrintable(chart));
            QString why;
            // Layouts settle over a few turns of the event loop.
            const bool ok = QTest::qWaitFor(
                [&] {
                    why = visibleCharts(page) != QStringList{chart} ? "shows " + visibleCharts(page).join(", ")
                                                                    : outOfView(page, panel);
                    return why.isEmpty();
                },
                1500);
            if (!ok)
                found << QStringLiteral("step %1%2: %3").arg(i + 1).arg(reveal ? " (answer)" : "").arg(why);
        }
    }
    installLanguage("en");
    QVERIFY2(found.isEmpty(), qPrintable(found.join("\n")));
}

// A step whose chart has a section of its own in the page's napkin opens the napkin panel there, not on the
// page's first section (the protocols' step showed the pipelined tree's numbers).
void TestLectureCharts::aStepOpensTheNapkinAtItsChartsSection()
{
    MainWindow w(nullptr, testutil::freshSettingsPath());
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const std::map<QString, QString> sections{
        {"selection_hierarchical", "Hierarchical, 3 phases"},
        {"collectives_tree_pipelining", "Pipelined tree AllReduce (as NCCL runs its trees)"},
        {"collectives_protocols", "Ring AllReduce's protocols (NCCL's LL, LL128, Simple)"}};
    int checked = 0;
    for (int i = 0; i < static_cast<int>(w.lecture()->steps().size()); ++i) {
        const auto section = sections.find(w.lecture()->steps().at(static_cast<std::size_t>(i)).chart);
        if (section == sections.end())
            continue;
        w.lecture()->goToStep(i);
        QTRY_VERIFY_WITH_TIMEOUT(!w.lecture()->isGliding(), 3000);
        ChartPage *page = w.currentPage();
        const QScrollBar *bar = page->findChild<QScrollArea *>(QStringLiteral("napkinScroll"))->verticalScrollBar();
        QTRY_VERIFY(page->napkinView()->headingTop(section->second) > 0);
        QTRY_VERIFY2(bar->maximum() > 0, qPrintable(section->first)); // the napkin is longer than its panel
        const int top = page->napkinView()->headingTop(section->second);
        QTRY_COMPARE(bar->value(), std::min(top, bar->maximum()));
        ++checked;
    }
    QCOMPARE(checked, 3);
}

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

void TestLectureCharts::pinsSurviveParameterChangesAndClear()
{
    MainWindow w(nullptr, testutil::freshSettingsPath());
    w.showPage(PageId::Collectives);
    w.refresh();
    ChartPanel *chart = w.currentPage()->charts().front();
    const auto ring = [chart] {
        for (const ChartPanel::SeriesData &d : ChartInspector(chart).seriesData()) {
            if (d.name == "AllReduce, ring")
                return d;
        }
        return ChartPanel::SeriesData{};
    };
    const ChartPanel::SeriesData ringBefore = ring();
    QVERIFY(!ringBefore.ys.empty());
    const std::size_t liveSeries = ChartInspector(chart).seriesData().size();

    QVERIFY(w.lecture()->nextPinLabel().startsWith("pin 1: "));
    QVERIFY(w.lecture()->pinCurves() > 0);
    QCOMPARE(ChartInspector(chart).pinCount(), 1);
    const std::vector<ChartPanel::SeriesData> ghosts = ChartInspector(chart).pinData();
    QCOMPARE(ghosts.size(), std::size_t{4}); // the four solid totals, not their dashed terms
    QCOMPARE(ghosts.front().name, "pin 1: α = 5 µs, β = 50 GB/s (+2 more) — AllReduce, ring");
    QCOMPARE(ghosts.front().ys, ringBefore.ys);
    QVERIFY(!chart->csv().contains("pin 1"));

    w.model()->setParam(Param::Beta, 25e9);
    QCOMPARE(w.lecture()->nextPinLabel(), QString("pin 2: β = 25 GB/s"));
    w.refresh();
    QVERIFY(ring().ys != ringBefore.ys);                                     // the live curve moved
    QCOMPARE(ChartInspector(chart).pinData().front().ys, ghosts.front().ys); // the ghost did not
    QCOMPARE(ChartInspector(chart).seriesData().size(), liveSeries);         // and is no page series

    w.lecture()->pinCurves();
    QCOMPARE(ChartInspector(chart).pinCount(), 2);
    const int seriesWithPins = ChartInspector(chart).seriesCount();
    w.findChild<QAction *>("lectureClearPins")->trigger();
    QCOMPARE(ChartInspector(chart).pinCount(), 0);
    QVERIFY(ChartInspector(chart).pinData().empty());
    QCOMPARE(ChartInspector(chart).seriesCount(), seriesWithPins - 2 * static_cast<int>(ghosts.size()));
}

QTEST_MAIN(TestLectureCharts)
#include "test_lecturecharts.moc"
