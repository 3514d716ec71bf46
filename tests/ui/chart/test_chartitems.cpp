// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The geometry behind CurveItem: polylines cut to the plot area (by hand, since SVG drops the clip) and
// straight runs merged within a tolerance. Checked as properties over many random polylines, and on
// cases whose answer is known. A region's name is drawn over the grid, so that no gridline strikes it.
#include "chartinspector.h"
#include "chartpanel.h"
#include "curveitem.h"
#include "polyline.h"
#include "rectlayer.h"

#include <QApplication>
#include <QImage>
#include <QTest>

#include <cmath>
#include <limits>
#include <random>

using namespace commviz::ui;

namespace {

QPolygonF randomWalk(std::mt19937 &rng, int n)
{
    std::normal_distribution<double> step(0, 20);
    std::uniform_real_distribution<double> dx(0, 8);
    QPolygonF line;
    QPointF p(0, 100);
    for (int i = 0; i < n; ++i) {
        line.append(p);
        p += QPointF(dx(rng), step(rng));
    }
    return line;
}

} // namespace

class TestChartLayers : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void clippedPiecesLieInsideAndKeepTheInsidePoints();
    void aLineThatLeavesAndComesBackIsCutInTwo();
    void simplifiedLinesStayWithinTheTolerance();
    void aStraightLineKeepsOnlyItsEnds();
    void aCornerIsKept();
    void dashesFollowThePatternInPenWidths();
    void dashesLieOnTheLineAndCoverTheirShare();
    void noGridlineStrikesARegionsName();
    void noGridlineCrossesBarsOrCellsButRegionsShowIt();
    void aCellTooNarrowForItsTextShowsItsShorterOne();
    void aCurrentPointOffTheAxesSaysSoInTheLegend();
    void aDraftLegendHoldsItsRows();
};

void TestChartLayers::clippedPiecesLieInsideAndKeepTheInsidePoints()
{
    std::mt19937 rng(11);
    const QRectF area(40, 20, 300, 160);
    for (int trial = 0; trial < 300; ++trial) {
        const QPolygonF line = randomWalk(rng, 2 + trial % 120);
        const std::vector<QPolygonF> pieces = clipPolyline(line, area);
        const QRectF slack = area.adjusted(-1e-9, -1e-9, 1e-9, 1e-9);
        for (const QPolygonF &piece : pieces) {
            QVERIFY(piece.size() >= 2);
            for (const QPointF &p : piece)
                QVERIFY2(slack.contains(p), qPrintable(QStringLiteral("(%1, %2)").arg(p.x()).arg(p.y())));
        }
        // Every point of the line inside the area is a vertex of some piece.
        for (const QPointF &p : line) {
            if (!area.contains(p))
                continue;
            const bool found =
                std::any_of(pieces.begin(), pieces.end(), [&](const QPolygonF &piece) { return piece.contains(p); });
            QVERIFY2(found, qPrintable(QStringLiteral("lost (%1, %2)").arg(p.x()).arg(p.y())));
        }
    }
}

void TestChartLayers::aLineThatLeavesAndComesBackIsCutInTwo()
{
    const QRectF area(0, 0, 100, 100);
    const QPolygonF line{{10, 50}, {50, 150}, {90, 50}};
    const std::vector<QPolygonF> pieces = clipPolyline(line, area);
    QCOMPARE(pieces.size(), std::size_t(2));
    QCOMPARE(pieces[0].front(), QPointF(10, 50));
    QCOMPARE(pieces[0].back(), QPointF(30, 100));
    QCOMPARE(pieces[1].front(), QPointF(70, 100));
    QCOMPARE(pieces[1].back(), QPointF(90, 50));
    QVERIFY(clipPolyline(QPolygonF{{-10, -10}, {-5, 200}}, area).empty());
}

void TestChartLayers::simplifiedLinesStayWithinTheTolerance()
{
    std::mt19937 rng(5);
    for (const double tolerance : {0.1, 0.5, 3.0}) {
        for (int trial = 0; trial < 200; ++trial) {
            const QPolygonF line = randomWalk(rng, 3 + trial);
            const QPolygonF kept = simplifyPolyline(line, tolerance);
            QCOMPARE(kept.front(), line.front());
            QCOMPARE(kept.back(), line.back());
            QVERIFY(kept.size() <= line.size());
            // The kept points are a subsequence of the line; each dropped point lies within the tolerance of
            // the kept segment that spans it.
            std::vector<qsizetype> at;
            for (qsizetype i = 0, k = 0; i < line.size() && k < kept.size(); ++i) {
                if (line[i] == kept[k]) {
                    at.push_back(i);
                    ++k;
                }
            }
            QCOMPARE(static_cast<qsizetype>(at.size()), kept.size());
            for (std::size_t k = 0; k + 1 < at.size(); ++k) {
                for (qsizetype i = at[k] + 1; i < at[k + 1]; ++i) {
                    const double d = distanceToSegment(line[i], line[at[k]], line[at[k + 1]]);
                    QVERIFY2(d <= tolerance,
                             qPrintable(QStringLiteral("%1 px off at tolerance %2").arg(d).arg(tolerance)));
                }
            }
        }
    }
}

void TestChartLayers::aStraightLineKeepsOnlyItsEnds()
{
    QPolygonF line;
    for (int i = 0; i <= 100; ++i)
        line.append(QPointF(i * 3.0, 7.0 + i * 1.5));
    QCOMPARE(simplifyPolyline(line, 0.1), (QPolygonF{line.front(), line.back()}));
}

void TestChartLayers::aCornerIsKept()
{
    // T(n) on log axes: flat, a bend, then a slope; the bend's points stay.
    const QPolygonF line{{0, 0}, {10, 0}, {20, 0}, {30, 0.05}, {40, 2}, {50, 10}, {60, 20}, {70, 30}};
    const QPolygonF kept = simplifyPolyline(line, 0.1);
    QVERIFY(kept.contains(QPointF(30, 0.05)) || kept.contains(QPointF(20, 0)));
    QVERIFY(kept.contains(QPointF(40, 2)));
    QVERIFY(kept.contains(QPointF(50, 10)));
    QVERIFY(!kept.contains(QPointF(10, 0)));
    QVERIFY(!kept.contains(QPointF(60, 20)));
}

void TestChartLayers::dashesFollowThePatternInPenWidths()
{
    // Qt::DashLine's pattern, {4, 2} pen widths, along 30 px at width 1: 0–4, 6–10, …, 24–28.
    const std::vector<QLineF> dashes = dashSegments(QPolygonF{{0, 0}, {30, 0}}, {4, 2}, 1);
    QCOMPARE(dashes.size(), std::size_t(5));
    for (std::size_t i = 0; i < dashes.size(); ++i) {
        QCOMPARE(dashes[i].p1(), QPointF(6.0 * static_cast<double>(i), 0));
        QCOMPARE(dashes[i].p2(), QPointF(6.0 * static_cast<double>(i) + 4, 0));
    }
    // At width 2 the same pattern is twice as long; a dash across a corner is cut there.
    const std::vector<QLineF> wide = dashSegments(QPolygonF{{0, 0}, {3, 0}, {3, 20}}, {4, 2}, 2);
    QCOMPARE(wide.front(), QLineF(QPointF(0, 0), QPointF(3, 0)));
    QCOMPARE(wide[1], QLineF(QPointF(3, 0), QPointF(3, 5)));
    QCOMPARE(wide[2], QLineF(QPointF(3, 9), QPointF(3, 17)));
    QVERIFY(dashSegments(QPolygonF{{0, 0}}, {4, 2}, 1).empty());
}

void TestChartLayers::dashesLieOnTheLineAndCoverTheirShare()
{
    std::mt19937 rng(3);
    const QList<qreal> pattern{4, 2, 1, 2}; // Qt::DashDotLine
    for (int trial = 0; trial < 200; ++trial) {
        const QPolygonF line = randomWalk(rng, 2 + trial % 60);
        double length = 0;
        for (qsizetype i = 1; i < line.size(); ++i)
            length += QLineF(line[i - 1], line[i]).length();
        double inked = 0;
        for (const QLineF &dash : dashSegments(line, pattern, 1.5)) {
            inked += dash.length();
            double nearest = std::numeric_limits<double>::infinity();
            for (qsizetype i = 1; i < line.size(); ++i) {
                nearest = std::min({nearest, distanceToSegment(dash.p1(), line[i - 1], line[i]) +
                                                 distanceToSegment(dash.p2(), line[i - 1], line[i])});
            }
            QVERIFY2(nearest < 1e-6, qPrintable(QString::number(nearest)));
        }
        // 5 of every 9 units are ink, up to one period at the end.
        QVERIFY2(std::abs(inked - length * 5 / 9) <= 9 * 1.5,
                 qPrintable(QStringLiteral("%1 of %2").arg(inked).arg(length)));
    }
}

// A region named across the whole plot, over a gridline: the grid's colour must not show through its name's
// box (before, the names were drawn with the rectangles, under the grid, and "LL" was struck out).
void TestChartLayers::noGridlineStrikesARegionsName()
{
    ChartPanel panel("regions", "Regions", {"x", commviz::Quantity::Count, false},
                     {"y", commviz::Quantity::Count, false});
    panel.resize(480, 360);
    panel.setXRange(0, 10);
    panel.setYRange(0, 10);
    RectLayer *layer = panel.addRectLayer();
    layer->setRects({{0, 10, 0, 10, QColor(200, 220, 255), QString(), false}});
    layer->setLabels({{0, 10, 0, 10, QStringLiteral("LL LL LL LL LL LL LL LL"), Qt::AlignCenter, {}}});
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QTRY_VERIFY(!layer->labelRects().empty() && !layer->labelRects().front().isEmpty());
    const QImage image = panel.grab().toImage();
    const QRect name = ChartInspector(&panel).toSurface(layer->labelRects().front()).adjusted(1, 1, -1, -1);
    QVERIFY(name.width() * name.height() > 100);
    const auto gridPixels = [&name](const QImage &picture) {
        const QColor grid(0xe4, 0xe4, 0xe4);
        int count = 0;
        for (int y = name.top(); y <= name.bottom(); ++y) {
            for (int x = name.left(); x <= name.right(); ++x)
                count += picture.pixelColor(x, y) == grid ? 1 : 0;
        }
        return count;
    };
    QCOMPARE(gridPixels(image), 0);
    // The name goes with its layer, and then the gridlines there show (a gridline does cross the box).
    layer->setVisible(false);
    QVERIFY(gridPixels(panel.grab().toImage()) > 0);
}

// Bars and heatmap cells lie over the grid (a grid line crossed every bar and its text); a region's shading lies
// under it, and the grid shows through.
void TestChartLayers::noGridlineCrossesBarsOrCellsButRegionsShowIt()
{
    for (const RectLayer::Place place : {RectLayer::Place::OverGrid, RectLayer::Place::UnderGrid}) {
        ChartPanel panel("bars", "Bars", {"x", commviz::Quantity::Count, false},
                         {"y", commviz::Quantity::Count, false});
        panel.resize(480, 360);
        panel.setXRange(0, 10);
        panel.setYRange(0, 10);
        RectLayer *layer = panel.addRectLayer(place);
        layer->setRects({{0, 10, 0, 10, QColor(200, 120, 60), QString(), false}});
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QTRY_VERIFY(panel.plotArea().width() > 100);
        const QImage image = panel.grab().toImage();
        const QRect plot = ChartInspector(&panel).toSurface(panel.plotArea()).adjusted(2, 2, -2, -2);
        int bar = 0, other = 0;
        for (int y = plot.top(); y <= plot.bottom(); y += 3) {
            for (int x = plot.left(); x <= plot.right(); ++x)
                ++(image.pixelColor(x, y) == QColor(200, 120, 60) ? bar : other);
        }
        QVERIFY(bar > 0);
        if (place == RectLayer::Place::OverGrid)
            QCOMPARE(other, 0);
        else
            QVERIFY2(other > 0, "the grid shows through a region"); // a vertical grid line crosses every row
    }
}

// A heatmap cell shows its text where it fits, else its shorter one ("35%" for "35.2%"), else nothing: in projector
// mode most of the step map's cells were left blank.
void TestChartLayers::aCellTooNarrowForItsTextShowsItsShorterOne()
{
    ChartPanel panel("cells", "Cells", {"x", commviz::Quantity::Count, false}, {"y", commviz::Quantity::Count, false});
    panel.resize(480, 360);
    panel.setXRange(0, 10);
    panel.setYRange(0, 10);
    RectLayer *layer = panel.addRectLayer(RectLayer::Place::OverGrid);
    const QString wide = QStringLiteral("a text far wider than its cell");
    layer->setRects({{0, 5, 0, 10, Qt::white, QStringLiteral("35.2%"), true, QStringLiteral("35%")},
                     {5, 6, 0, 10, Qt::white, wide, true, QStringLiteral("35%")},
                     {6, 7, 0, 10, Qt::white, wide, true, wide}});
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QTRY_VERIFY(panel.plotArea().width() > 300);
    layer->relayout();
    const std::vector<RectLayer::DrawnText> drawn = layer->drawnTexts();
    QCOMPARE(drawn.size(), std::size_t(2));
    QCOMPARE(drawn[0].text, QStringLiteral("35.2%")); // it fits: the whole text
    QCOMPARE(drawn[1].text, QStringLiteral("35%"));
    QVERIFY(panel.plotArea().width() / 10 > drawn[1].rect.width() + 4);
}

// M = 1 PB on an axis that ends at 100 GB: the current point and line are not drawn, and the legend says why
// instead of naming a mark no one can find.
void TestChartLayers::aCurrentPointOffTheAxesSaysSoInTheLegend()
{
    ChartPanel panel("off", "Off", {"M", commviz::Quantity::Size, true}, {"T", commviz::Quantity::Time, true});
    panel.resize(480, 360);
    panel.setXRange(1e3, 1e11);
    panel.setYRange(1e-6, 1);
    const Series point = panel.addMarker("current", Qt::red);
    const Series line = panel.addLine("current M", Qt::gray, Qt::DashLine, 1.5);
    const Series curve = panel.addLine("T(M)", Qt::blue);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const auto legend = [&panel] {
        QStringList texts;
        for (const LegendItem::Entry &e : ChartInspector(&panel).legend()->entries())
            texts << e.text;
        return texts;
    };
    const auto at = [&](double m) {
        point.setData({m}, {1e-3});
        line.setVLine(m);
        curve.setData({1e3, 1e11}, {1e-5, 1e-1});
    };
    at(1e9);
    QCOMPARE(legend(), QStringList({"current", "current M", "T(M)"}));
    at(1e15);
    QCOMPARE(legend(), QStringList({"current (off the chart)", "current M (off the chart)", "T(M)"}));
    at(1e9); // back: the plain names
    QCOMPARE(legend(), QStringList({"current", "current M", "T(M)"}));
    at(1e15);
    panel.setXRange(1e3, 1e16); // a range that holds it
    QCOMPARE(legend(), QStringList({"current", "current M", "T(M)"}));
}

// A legend entry whose name changes during a drag (the Cluster page's "(needs whole leaf groups)" as S moves) took
// the legend from one row to two and back, and each change laid the page out and scrolled it.
void TestChartLayers::aDraftLegendHoldsItsRows()
{
    ChartPanel panel("rows", "Rows", {"x", commviz::Quantity::Count, false}, {"y", commviz::Quantity::Count, false});
    panel.resize(480, 360);
    panel.setXRange(0, 1);
    panel.setYRange(0, 1);
    std::vector<Series> lines;
    for (const char *name : {"a", "b", "c"})
        lines.push_back(panel.addLine(name, Qt::blue));
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const auto height = [&](bool longNames) {
        for (std::size_t i = 0; i < lines.size(); ++i) {
            const QString name = QString(QChar('a' + int(i)));
            lines[i].setShownName(longNames ? name + " (a name long enough to need a row of its own)" : name);
        }
        QCoreApplication::processEvents(); // Qt Charts lays the plot area out
        return panel.minimumSize().height();
    };
    const int oneRow = height(false);
    const int rows = height(true);
    QVERIFY2(rows > oneRow, qPrintable(QString("%1 %2").arg(rows).arg(oneRow)));
    QCOMPARE(height(false), oneRow); // exact
    panel.setDraft(true);
    QCOMPARE(height(true), rows);  // a draft's legend grows
    QCOMPARE(height(false), rows); // and is held
    panel.setDraft(false);         // the release: exact
    QCoreApplication::processEvents();
    QCOMPARE(panel.minimumSize().height(), oneRow);
}

QTEST_MAIN(TestChartLayers)
#include "test_chartitems.moc"
