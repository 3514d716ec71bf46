// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Hover read-outs with real mouse events (issue 23 item 6): the mouse over a curve's sample shows that sample's
// values, over a heatmap cell the cell's bubble fraction, over a schedule block its pass; a chart reached with the
// keyboard (Tab) shows its current point's values beside the marker until it loses focus, and Space shows them again.
// The expected texts are built here from the charts' own data, not read back from the tooltip code. A chart whose
// clicks something listens to shows a pointing hand over it. Each rectangle layer says its own tooltip.
#include "chartinspector.h"
#include "chartpanel.h"
#include "pages/p2p/p2ppage.h"
#include "pages/pipeline/pipelinepage.h"
#include "pages/selection/selectionpage.h"
#include "testutil.h"

#include "commviz/models.h"
#include "commviz/units.h"

#include <QLabel>
#include <QTest>
#include <QToolTip>

#include <cmath>
#include <optional>

using namespace commviz;
using namespace commviz::ui;

namespace {

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

// Waits until `chart`'s plot area has stopped moving (a page lays out over a few turns of the event loop).
bool settled(const ChartPanel *chart)
{
    QRectF last;
    int same = 0;
    return QTest::qWaitFor(
        [&] {
            const QRectF now = chart->plotArea();
            same = !now.isEmpty() && now == last ? same + 1 : 0;
            last = now;
            QTest::qWait(20);
            return same >= 3;
        },
        3000);
}

// Moves the mouse to `scenePos` of `chart` as the window system would, and waits for a tooltip holding `expected`.
bool hoverShows(ChartPanel *chart, const QPointF &scenePos, const QString &expected)
{
    QToolTip::hideText();
    const ChartInspector inside(chart);
    const QPoint at = inside.toSurface(scenePos);
    QTest::mouseMove(inside.surface(), at + QPoint(3, 0)); // from beside it, so the move is a move
    QTest::mouseMove(inside.surface(), at);
    return QTest::qWaitFor([&] { return QToolTip::isVisible() && QToolTip::text().contains(expected); }, 2000);
}

// A scene point over rectangle `index` of `layer`'s rectangles, away from every curve, or nullopt.
std::optional<QPointF> clearPointOver(const ChartPanel *chart, const RectLayer *layer, std::size_t index)
{
    const QRectF plot = chart->plotArea();
    const ChartPanel::DrawnData drawn = chart->drawnData();
    for (double y = plot.top() + 2; y < plot.bottom(); y += 3) {
        for (double x = plot.left() + 2; x < plot.right(); x += 3) {
            const QPointF p(x, y);
            if (layer->rectAt(p) != &layer->rects()[index])
                continue;
            if (drawn.isClear(QRectF(p - QPointF(8, 8), QSizeF(16, 16))))
                return p;
        }
    }
    return std::nullopt;
}

} // namespace

class TestHoverTips : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aCurvesSampleShowsItsValues();
    void aHeatmapCellShowsItsBubble();
    void aScheduleBlockShowsItsPass();
    void aRegimeCellShowsWhatItsTextSays();
    void theKeyboardReachesTheCurrentPointsValues();
    void aChartWhoseClicksAreHeardShowsAPointingHand();
    void eachRectangleLayerSaysItsOwn();
};

void TestHoverTips::aCurvesSampleShowsItsValues()
{
    P2pPage page;
    page.resize(1280, 900);
    page.show();
    QVERIFY(QTest::qWaitForWindowActive(&page));
    page.refresh(Scenario());
    ChartPanel *chart = page.chart("p2p_time");
    QVERIFY(settled(chart));
    const ChartInspector inspect(chart);
    const std::optional<ChartPanel::SeriesData> t = inspect.series(inspect.seriesData().front().name);
    QVERIFY(t && t->xs.size() > 10);
    // A sample in the middle of the curve: its size and time as the chart formats them.
    const std::size_t i = t->xs.size() / 2;
    const QPointF at = chart->toScene(t->xs[i], t->ys[i]);
    QVERIFY(hoverShows(chart, at, q(formatQuantity(Quantity::Time, t->ys[i]))));
    QVERIFY(QToolTip::text().contains(q(formatQuantity(Quantity::Size, t->xs[i]))));
}

void TestHoverTips::aHeatmapCellShowsItsBubble()
{
    PipelinePage page;
    page.resize(1400, 1000);
    page.show();
    QVERIFY(QTest::qWaitForWindowActive(&page));
    page.refresh(Scenario());
    ChartPanel *chart = page.chart("pipeline_bubble_heatmap");
    QVERIFY(settled(chart));
    const RectLayer *cells = ChartInspector(chart).rectLayers().front();
    QVERIFY(cells->rects().size() > 20);
    // A few cells across the map; the expected bubble comes from core for the cell's p and m.
    int checked = 0;
    for (std::size_t k = 0; k < cells->rects().size(); k += cells->rects().size() / 5) {
        const std::optional<QPointF> p = clearPointOver(chart, cells, k);
        if (!p)
            continue;
        const RectLayer::Rect &r = cells->rects()[k];
        const int stages = static_cast<int>(std::lround((r.x0 + r.x1) / 2));
        QVERIFY2(hoverShows(chart, *p, QString("p = %1 stages").arg(stages)),
                 qPrintable(QString("cell %1 (p = %2): tooltip \"%3\"").arg(k).arg(stages).arg(QToolTip::text())));
        QVERIFY(QToolTip::text().contains("bubble"));
        ++checked;
    }
    QVERIFY(checked >= 3);
}

void TestHoverTips::aScheduleBlockShowsItsPass()
{
    PipelinePage page;
    page.resize(1400, 1000);
    page.show();
    QVERIFY(QTest::qWaitForWindowActive(&page));
    page.refresh(testutil::pipelineScenario(4, 8, 1));
    page.settle(); // the simulation behind the timeline
    ChartPanel *chart = page.chart("pipeline_schedule");
    QVERIFY(settled(chart));
    const RectLayer *passes = ChartInspector(chart).rectLayers().front();
    QTRY_VERIFY(!passes->rects().empty());
    const std::optional<QPointF> p = clearPointOver(chart, passes, 0);
    QVERIFY(p);
    QVERIFY2(hoverShows(chart, *p, "stage"), qPrintable(QToolTip::text()));
}

// The regime map's cells draw no text (it would clutter the map) and their tooltips say which M and N they span,
// written here from each cell's own bounds.
void TestHoverTips::aRegimeCellShowsWhatItsTextSays()
{
    SelectionPage page;
    page.resize(1400, 1000);
    page.show();
    QVERIFY(QTest::qWaitForWindowActive(&page));
    page.refresh(Scenario());
    ChartPanel *chart = page.chart("selection_regime_map");
    QVERIFY(settled(chart));
    const RectLayer *cells = ChartInspector(chart).rectLayers().front();
    QVERIFY(cells->rects().size() > 20);
    QVERIFY(cells->drawnTexts().empty());
    int checked = 0;
    for (std::size_t k = 0; k < cells->rects().size(); k += cells->rects().size() / 5) {
        const std::optional<QPointF> p = clearPointOver(chart, cells, k);
        if (!p)
            continue;
        const RectLayer::Rect &r = cells->rects()[k];
        const QString range = QString("M from %1 to %2").arg(q(formatSize(r.y0)), q(formatSize(r.y1)));
        QVERIFY2(hoverShows(chart, *p, range),
                 qPrintable(QString("cell %1: tooltip \"%2\"").arg(k).arg(QToolTip::text())));
        ++checked;
    }
    QVERIFY(checked >= 3);
}

void TestHoverTips::theKeyboardReachesTheCurrentPointsValues()
{
    PipelinePage page;
    page.resize(1400, 1000);
    page.show();
    QVERIFY(QTest::qWaitForWindowActive(&page));
    Scenario s = testutil::pipelineScenario(8, 32, 1);
    page.refresh(s);
    ChartPanel *chart = page.chart("pipeline_bubble_heatmap");
    QVERIFY(settled(chart));
    const ChartInspector inspect(chart);
    QVERIFY(chart->focusPolicy() & Qt::TabFocus);
    const QString expected = QString("p = %1").arg(s.stages);
    QVERIFY2(inspect.currentPointText().contains(expected) && inspect.currentPointText().contains("m = 32"),
             qPrintable(inspect.currentPointText()));
    const auto readoutShows = [&] {
        return QTest::qWaitFor(
            [&] {
                return inspect.readout() && inspect.readout()->isVisible() &&
                       inspect.readout()->text().contains(expected);
            },
            2000);
    };
    // Tab reaches the chart: its values stay beside the marker, inside the view, through key presses.
    chart->setFocus(Qt::TabFocusReason);
    QVERIFY(readoutShows());
    QVERIFY(inspect.surface()->rect().contains(inspect.readout()->geometry()));
    QTest::keyClick(chart, Qt::Key_Shift);
    QVERIFY(inspect.readout()->isVisible());
    // It goes with the focus, and Space brings it back.
    chart->clearFocus();
    QTRY_VERIFY(!inspect.readout()->isVisible());
    chart->setFocus(Qt::OtherFocusReason);
    QTest::qWait(50);
    QVERIFY(!inspect.readout()->isVisible()); // a focus the mouse or the program gave says nothing by itself
    QTest::keyClick(chart, Qt::Key_Space);
    QVERIFY(readoutShows());
    // The values follow the scenario while it is shown (an undo with the chart focused).
    s.microbatches = 64;
    page.refresh(s);
    QTRY_VERIFY2(inspect.readout()->text().contains("m = 64"), qPrintable(inspect.readout()->text()));
    // Not part of what an export draws: it is on the view, not in the chart.
    QVERIFY(inspect.readout()->parentWidget() == inspect.surface());
}

void TestHoverTips::aChartWhoseClicksAreHeardShowsAPointingHand()
{
    ChartPanel chart(QStringLiteral("map"), QStringLiteral("map"), {"x", Quantity::Ratio, false},
                     {"y", Quantity::Ratio, false});
    const ChartInspector inspect(&chart);
    QCOMPARE(inspect.surface()->cursor().shape(), Qt::ArrowCursor);
    QPointF heard;
    QObject::connect(&chart, &ChartPanel::clicked, &chart, [&](const QPointF &at) { heard = at; });
    QCOMPARE(inspect.surface()->cursor().shape(), Qt::PointingHandCursor);
}

// Bars over a band: a bar says what its own layer's tooltip makes of it (with its index), the band where no bar
// is, and a layer without a tooltip its rectangle's text. The band is added first: the bar wins by lying on top.
void TestHoverTips::eachRectangleLayerSaysItsOwn()
{
    ChartPanel chart(QStringLiteral("bars"), QStringLiteral("bars"), {"x", Quantity::Ratio, false},
                     {"y", Quantity::Ratio, false});
    chart.resize(640, 420);
    chart.show();
    QVERIFY(QTest::qWaitForWindowActive(&chart));
    chart.setXRange(0, 10);
    chart.setYRange(0, 10);
    RectLayer *band = chart.addRectLayer();
    band->setRects({{0, 10, 0, 10, QColor("#eeeeee"), QStringLiteral("the band"), false}});
    RectLayer *bars = chart.addRectLayer(RectLayer::Place::OverGrid);
    bars->setRects({{1, 3, 1, 3, Qt::red, QStringLiteral("A")}, {5, 7, 5, 7, Qt::blue, QStringLiteral("B")}});
    bars->setTooltip(
        [](const RectLayer::Rect &r, std::size_t i) { return QString("bar %1 is %2").arg(i).arg(r.text); });
    QVERIFY(settled(&chart));
    QVERIFY2(hoverShows(&chart, chart.toScene(2, 2), "bar 0 is A"), qPrintable(QToolTip::text()));
    QVERIFY2(hoverShows(&chart, chart.toScene(6, 6), "bar 1 is B"), qPrintable(QToolTip::text()));
    QVERIFY2(hoverShows(&chart, chart.toScene(8.5, 1.5), "the band"), qPrintable(QToolTip::text()));
}

QTEST_MAIN(TestHoverTips)
#include "test_hovertips.moc"
