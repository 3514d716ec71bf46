// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the explorer window's charts draw, on the offscreen platform: a drag draws drafts (steady axes, the napkin a
// moment later) and its release draws everything exact; chart titles carry the numbers; the panel's own mapping,
// axis labels and hover tooltips agree with Qt Charts; and a drag leaves no stale pixels on the screen.
#include "testutil.h"
#include "windowtest.h"

#include "chartinspector.h"
#include "chartpanel.h"
#include "mainwindow.h"
#include "pages/common/chartpage.h"
#include "pages/common/napkinview.h"
#include "parametercontrol.h"
#include "parameterpanel.h"
#include "scenariomodel.h"

#include "commviz/models.h"
#include "commviz/units.h"

#include <QScreen>
#include <QSlider>
#include <QTest>
#include <QToolTip>

#include <map>
#include <random>

using namespace commviz;
using namespace commviz::ui;
using windowtest::series;

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

// Counts the paint events of the widgets it watches.
class PaintCounter : public QObject {
public:
    std::map<const QObject *, int> paints;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++paints[watched];
        return false;
    }
};

} // namespace

class TestExplorerCharts : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void aDraftKeepsAxesSteadyAndTheReleaseMakesThemExact();
    void aDraftsNapkinFollowsLaterAndTheReleaseAtOnce();
    void aReleasePaintsEachChartTheDragChangedOnce();
    void aChartTheDragLeavesKeepsItsSmoothPicture();
    void chartTitlesCarryNumbersWithoutTheChartsOwnTitle();
    void toSceneAgreesWithQtCharts();
    void hoveringACurveShowsItsValues();
    void axisLabelsAreThePanelsAndADraftKeepsTheirRoom();
    void aDragLeavesNoStalePixels_data();
    void aDragLeavesNoStalePixels();

private:
    std::unique_ptr<MainWindow> m_window;
};

void TestExplorerCharts::init()
{
    m_window = windowtest::openWindow(testutil::freshSettingsPath());
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestExplorerCharts::cleanup()
{
    m_window.reset();
}

void TestExplorerCharts::aDraftKeepsAxesSteadyAndTheReleaseMakesThemExact()
{
    ChartPanel chart("c", "t", {"x", Quantity::Time, false}, {"y", Quantity::Time, true});
    chart.setXRange(0, 100);
    chart.setYRange(1e-6, 1);
    chart.addLine("curve", Qt::red, Qt::SolidLine, 2).setData({0, 50, 100}, {1e-5, 1e-4, 1e-3});
    chart.setDraft(true);
    chart.setXRange(0, 60); // still holds the data and fills more than half: kept
    QCOMPARE(chart.axes().xMax(), 100.0);
    chart.setXRange(0, 40); // less than half: follows
    QCOMPARE(chart.axes().xMax(), 40.0);
    chart.setXRange(0, 80); // grows, with a quarter more room for the next frames
    QCOMPARE(chart.axes().xMax(), 100.0);
    chart.setXRange(0, 90);
    QCOMPARE(chart.axes().xMax(), 100.0);
    chart.setYRange(1e-5, 1e-1); // a log axis (whole decades) follows at once
    QCOMPARE(chart.axes().yMin(), 1e-5);
    QCOMPARE(chart.axes().yMax(), 1e-1);
    chart.setYRange(1e-5, 10.0);
    QCOMPARE(chart.axes().yMax(), 10.0);
    QVERIFY(!ChartInspector(&chart).antialiased());

    chart.setDraft(false);
    QVERIFY(ChartInspector(&chart).antialiased());
    chart.setXRange(0, 90); // the release: exact
    QCOMPARE(chart.axes().xMin(), 0.0);
    QCOMPARE(chart.axes().xMax(), 90.0);
}

// A slider's release (the page leaves the draft, then draws the new state) paints each chart the drag changed once,
// and no other. A smooth view (QGraphicsView::setRenderHint) used to repaint all of it first, and then again what
// the new state moved; every chart used to take the draft's look when the drag started, and its smooth one again
// at the release, whether the drag changed it or not.
void TestExplorerCharts::aReleasePaintsEachChartTheDragChangedOnce()
{
    m_window->showPage(PageId::Selection);
    ChartPage *page = m_window->currentPage();
    QTRY_VERIFY(chartsLaidOut(page));
    Scenario s;
    page->refresh(s);
    QTest::qWait(100);
    PaintCounter counter;
    for (const ChartPanel *chart : page->charts())
        ChartInspector(chart).surface()->installEventFilter(&counter);
    page->setDraft(true);
    QTest::qWait(100);
    for (const ChartPanel *chart : page->charts()) { // a drag that has moved nothing yet repaints nothing
        QVERIFY(ChartInspector(chart).antialiased());
        QCOMPARE(counter.paints[ChartInspector(chart).surface()], 0);
    }
    s.inter.alpha_s = 50e-6; // moves the latency-bound side of the charts
    page->refresh(s);
    QTest::qWait(100); // the draft's frame painted
    int drafted = 0;
    for (const ChartPanel *chart : page->charts())
        drafted += ChartInspector(chart).antialiased() ? 0 : 1;
    QVERIFY(drafted > 0);
    counter.paints.clear();
    page->setDraft(false);
    page->refresh(s);
    QTest::qWait(200); // every paint the release asks for
    int shown = 0;
    for (const ChartPanel *chart : page->charts()) {
        QVERIFY(ChartInspector(chart).antialiased());
        if (!chart->isVisible())
            continue; // the production view's chart
        ++shown;
        QVERIFY2(counter.paints[ChartInspector(chart).surface()] <= 1,
                 qPrintable(chart->name() + ": " + QString::number(counter.paints[ChartInspector(chart).surface()])));
    }
    QCOMPARE(shown, 4);
}

// A chart whose plot a drag leaves as it is keeps its smooth picture: neither the drag nor its release repaints it.
// Once the drag moves a curve, every curve of the chart takes the draft's look until the release.
void TestExplorerCharts::aChartTheDragLeavesKeepsItsSmoothPicture()
{
    ChartPanel chart("c", "t", {"x", Quantity::Time, false}, {"y", Quantity::Time, false});
    chart.resize(500, 400);
    chart.setXRange(0, 10);
    chart.setYRange(0, 10);
    const Series moved = chart.addLine("moved", Qt::red, Qt::SolidLine, 2);
    const Series still = chart.addLine("still", Qt::blue, Qt::SolidLine, 2);
    moved.setData({0, 10}, {1, 2});
    still.setData({0, 10}, {5, 6});
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QTest::qWait(100); // laid out and painted
    PaintCounter counter;
    ChartInspector(&chart).surface()->installEventFilter(&counter);
    chart.setDraft(true);
    QTest::qWait(50);
    chart.setDraft(false);
    QTest::qWait(50);
    QCOMPARE(counter.paints[ChartInspector(&chart).surface()], 0);
    QVERIFY(ChartInspector(&chart).antialiased());

    chart.setDraft(true);
    moved.setData({0, 10}, {1, 3});
    QVERIFY(!ChartInspector(&chart).antialiased());
    chart.setDraft(false);
    QVERIFY(ChartInspector(&chart).antialiased());
}

void TestExplorerCharts::aDraftsNapkinFollowsLaterAndTheReleaseAtOnce()
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
    const ChartPanel::SeriesData t = series(*m_window, PageId::P2p, "p2p_time", "T(n)");
    COMPARE_REL(t.ys.front(), p2pTime(s.inter, t.xs.front()).value().total_s(), 1e-12);
    QTRY_VERIFY(napkin->toPlainText().contains("500 KB"));

    // The release shows the last state at once.
    s.inter.alpha_s = 2e-6; // 100 KB
    p2p->refresh(s);
    QVERIFY(napkin->toPlainText().contains("500 KB"));
    p2p->setDraft(false);
    QVERIFY(napkin->toPlainText().contains("100 KB"));
}

void TestExplorerCharts::chartTitlesCarryNumbersWithoutTheChartsOwnTitle()
{
    m_window->showPage(PageId::Collectives);
    ChartPanel *vsSize = m_window->currentPage()->chart("collectives_vs_size");
    QVERIFY(vsSize);
    QCOMPARE(vsSize->chartTitle(), QString("Cost against payload M at N = 256"));
    QVERIFY(ChartInspector(vsSize).qtTitle().isEmpty()); // a QChart title would lay the chart out on each change
    m_window->model()->setParam(Param::Gpus, 512);
    QTRY_COMPARE(vsSize->chartTitle(), QString("Cost against payload M at N = 512"));
}

void TestExplorerCharts::toSceneAgreesWithQtCharts()
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
            std::uniform_real_distribution<double> fx(chart->axes().toAxisX(chart->axes().xMin()),
                                                      chart->axes().toAxisX(chart->axes().xMax()));
            std::uniform_real_distribution<double> fy(chart->axes().toAxisY(chart->axes().yMin()),
                                                      chart->axes().toAxisY(chart->axes().yMax()));
            for (int i = 0; i < 50; ++i) {
                const double ax = fx(rng);
                const double ay = fy(rng);
                const QPointF ours = chart->toScene(chart->axes().fromAxisX(ax), chart->axes().fromAxisY(ay));
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

void TestExplorerCharts::hoveringACurveShowsItsValues()
{
    // The curves are the panel's own items: hovering one names it and shows the values of its sample
    // there, in units; off every curve the tooltip is no curve's.
    m_window->showPage(PageId::P2p);
    QTRY_VERIFY(chartsLaidOut(m_window->currentPage()));
    ChartPanel *chart = m_window->currentPage()->chart("p2p_time");
    QVERIFY(chart);
    const std::optional<ChartPanel::SeriesData> t = ChartInspector(chart).series("T(n)");
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
    QTest::mouseMove(inside.surface(), toView(t->xs[2], chart->axes().yMax() / 2));
    QTRY_VERIFY2(QToolTip::text().contains("latency-dominated"), qPrintable(QToolTip::text()));
    QVERIFY(!QToolTip::text().contains("T(n)"));
}

void TestExplorerCharts::axisLabelsAreThePanelsAndADraftKeepsTheirRoom()
{
    m_window->showPage(PageId::P2p);
    QTRY_VERIFY(chartsLaidOut(m_window->currentPage()));
    ChartPanel *time = m_window->currentPage()->chart("p2p_time");
    QStringList sizes;
    for (const Tick &t : time->axes().xTicks())
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
    QCOMPARE(bandwidth->axes().yTicks().back().label, QStringLiteral("5 GB/s"));
    QCOMPARE(plotLeft(), wide);
    bandwidth->setDraft(false);
    QVERIFY2(plotLeft() < wide, qPrintable(QStringLiteral("%1 → %2").arg(wide).arg(plotLeft())));
}

void TestExplorerCharts::aDragLeavesNoStalePixels_data()
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
void TestExplorerCharts::aDragLeavesNoStalePixels()
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

QTEST_MAIN(TestExplorerCharts)

#include "test_explorercharts.moc"
