// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The pieces a ChartPanel is made of, each alone: PlotAxes keeps every range finite whatever the data
// (NaN, infinities, 1e308, zeros on a log axis), SeriesStore writes the CSV with its header even when empty,
// ChartFrame wraps a long title onto lines that fit instead of cutting it, and ChartMinimum asks for a readable plot
// plus what lies around it.
#include "chartframe.h"
#include "chartminimum.h"
#include "legenditem.h"
#include "plotaxes.h"
#include "seriesstore.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QTest>

#include <cmath>
#include <limits>
#include <random>

using namespace commviz;
using namespace commviz::ui;

class TestChartPieces : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aLogAxisRangeIsFiniteWhateverTheData_data();
    void aLogAxisRangeIsFiniteWhateverTheData();
    void aLinearAxisRangeIsFiniteWhateverTheData();
    void ticksAreFewAndFiniteForAnyRange();
    void aDraftKeepsALinearRangeThatStillHoldsTheData();
    void anEmptyChartsCsvIsItsHeader();
    void csvSharesTheLongestCurvesColumn();
    void csvWritesEveryKindOfCell();
    void aLongTitleWrapsOntoLinesThatFit_data();
    void aLongTitleWrapsOntoLinesThatFit();
    void aChineseTitleKeepsItsPunctuationOffTheLinesEnds();
    void aWhiteMarkerShowsInTheLegend();
    void aChartsMinimumIsAReadablePlotAndWhatLiesAroundIt();
    void aDraftTimelinesMinimumIsHeld();
};

void TestChartPieces::aLogAxisRangeIsFiniteWhateverTheData_data()
{
    const double inf = std::numeric_limits<double>::infinity();
    QTest::addColumn<std::vector<double>>("values");
    QTest::newRow("ordinary") << std::vector<double>{1e-6, 3e-3, 0.5};
    QTest::newRow("past 1e308") << std::vector<double>{1e-3, 1.7e308};
    QTest::newRow("infinities and NaN") << std::vector<double>{inf, -inf, std::nan(""), 2.0};
    QTest::newRow("zeros and negatives") << std::vector<double>{0.0, -5.0, 1e-9};
    QTest::newRow("the smallest doubles") << std::vector<double>{5e-324, 1e-310};
    QTest::newRow("one value") << std::vector<double>{42.0};
}

void TestChartPieces::aLogAxisRangeIsFiniteWhateverTheData()
{
    QFETCH(std::vector<double>, values);
    PlotAxes axes({"x", Quantity::Size, true}, {"y", Quantity::Time, true});
    const auto range = axes.yRangeFor(values, 0);
    QVERIFY(range.has_value());
    QVERIFY(std::isfinite(range->first) && std::isfinite(range->second));
    QVERIFY(range->first > 0 && range->second > range->first);
    QVERIFY(axes.setYRange(range->first, range->second) || axes.yMin() == range->first);
    for (const Tick &t : axes.yTicks())
        QVERIFY(std::isfinite(t.at));
    QVERIFY(std::isfinite(axes.map(QRectF(0, 0, 400, 300))(QPointF(0, axes.toAxisY(values.back()))).y()));
}

void TestChartPieces::aLinearAxisRangeIsFiniteWhateverTheData()
{
    const double inf = std::numeric_limits<double>::infinity();
    PlotAxes axes({"x", Quantity::Count}, {"y", Quantity::Count});
    for (const std::vector<double> &values :
         {std::vector<double>{1.7e308, 1.0}, {inf, std::nan(""), 3.0}, {-1e308, 1e308}, {0.0}}) {
        const auto range = axes.yRangeFor(values, 0);
        QVERIFY(range.has_value());
        QVERIFY2(std::isfinite(range->first) && std::isfinite(range->second), qPrintable(QString::number(values[0])));
        QVERIFY(range->second > range->first);
    }
    QVERIFY(!axes.yRangeFor({inf, std::nan("")}, 0).has_value()); // nothing to show: the range stays
    QVERIFY(!axes.setYRange(0, inf));
}

void TestChartPieces::ticksAreFewAndFiniteForAnyRange()
{
    std::mt19937_64 rng(20261201);
    std::uniform_real_distribution<double> exponent(-300, 300);
    for (int i = 0; i < 2000; ++i) {
        const bool log = i % 2 == 0;
        PlotAxes axes({"x", Quantity::Time, log}, {"y", Quantity::Size, log});
        double lo = std::pow(10.0, exponent(rng));
        double hi = std::pow(10.0, exponent(rng));
        if (lo > hi)
            std::swap(lo, hi);
        axes.setXRange(lo, hi);
        QVERIFY2(axes.xTicks().size() <= 100, qPrintable(QString("seed 20261201, case %1").arg(i)));
        for (const Tick &t : axes.xTicks())
            QVERIFY2(std::isfinite(t.at) && !t.label.contains("nan") && !t.label.contains("inf"),
                     qPrintable(QString("seed 20261201, case %1: %2").arg(i).arg(t.label)));
    }
}

void TestChartPieces::aDraftKeepsALinearRangeThatStillHoldsTheData()
{
    PlotAxes axes({"x", Quantity::Count}, {"y", Quantity::Count});
    axes.setYRange(0, 100);
    axes.setDraft(true);
    QVERIFY(!axes.setYRange(0, 80)); // still holds it and fills more than half: kept
    QVERIFY(axes.heldRange());
    QVERIFY(axes.setYRange(0, 120)); // outgrown: a quarter more room
    QCOMPARE(axes.yMax(), 150.0);
    axes.setDraft(false);
    QVERIFY(axes.setYRange(0, 120)); // the release is exact
    QCOMPARE(axes.yMax(), 120.0);
}

void TestChartPieces::anEmptyChartsCsvIsItsHeader()
{
    SeriesStore store;
    int series = 0;
    store.add(&series, "T(n)");
    QCOMPARE(store.table("message size n", "time", Quantity::Size, Quantity::Time).text(),
             QString("message size n (B),T(n) (s)\n"));
}

void TestChartPieces::csvSharesTheLongestCurvesColumn()
{
    SeriesStore store;
    int a = 0, b = 0, marker = 0;
    store.add(&a, "ring");
    store.add(&b, "tree, with a comma");
    store.add(&marker, "current");
    store.set(&a, {1, 2, 3}, {10, 20, 30});
    store.set(&b, {1, 2, 3}, {11, 21, 31});
    store.set(&marker, {2}, {20});
    QCOMPARE(store.table("M", "T", Quantity::Size, Quantity::Time).text(),
             QString("M (B),ring (s),\"tree, with a comma (s)\",current: M (B),current: T (s)\n"
                     "1,10,11,2,20\n2,20,21,,\n3,30,31,,\n"));
}

void TestChartPieces::csvWritesEveryKindOfCell()
{
    CsvTable table({CsvTable::column("bucket size b", Quantity::Size), "buckets B",
                    CsvTable::column("step time", Quantity::Time), CsvTable::column("speed-up", Quantity::Ratio),
                    "marked"});
    table.addRow({1e9 / 3, 3, 0.1 + 0.2, {}, "best, and \"now\""});
    table.addRow({2.5e-7, 4096LL, 123456789012.0, 1.5, "line\nbreak"});
    QCOMPARE(table.rowCount(), std::size_t{2});
    QCOMPARE(table.text(), QString("bucket size b (B),buckets B,step time (s),speed-up,marked\n"
                                   "333333333.333,3,0.3,,\"best, and \"\"now\"\"\"\n"
                                   "2.5e-07,4096,123456789012,1.5,\"line\nbreak\"\n"));
}

void TestChartPieces::aLongTitleWrapsOntoLinesThatFit_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<double>("width");
    QTest::newRow("short") << "Cost against payload M at N = 256" << 600.0;
    QTest::newRow("long English") << "Cost against payload M at N = 256 GPUs, textbook and production side by side"
                                  << 260.0;
    QTest::newRow("Chinese") << QString::fromUtf8("在 N = 256 时开销随数据量 M 的变化：教科书模型与生产模型并列")
                             << 200.0;
}

void TestChartPieces::aLongTitleWrapsOntoLinesThatFit()
{
    QFETCH(QString, title);
    QFETCH(double, width);
    QFont font = QApplication::font();
    font.setPointSizeF(11);
    const QStringList lines = ChartFrame::wrap(title, font, width);
    QVERIFY(!lines.isEmpty());
    const QFontMetricsF metrics(font);
    QString joined;
    for (const QString &line : lines) {
        QVERIFY2(metrics.horizontalAdvance(line) <= width || !line.contains(' '), qPrintable(line));
        joined += line;
    }
    QString squeezed = title;
    squeezed.remove(' ');
    joined.remove(' ');
    QCOMPARE(joined, squeezed); // nothing is lost or cut
}

// Chinese typography: no line starts with closing punctuation (；，。）) nor ends with an opening one (（), and a
// number keeps its measure word (个), and "p = 8" or "t × p" is never split (no line starts or ends with "=" or "×");
// the step map's title wrapped before its "；" and between "p" and "= 8" at 1920 × 1080 in projector mode.
void TestChartPieces::aChineseTitleKeepsItsPunctuationOffTheLinesEnds()
{
    const QString title = QStringLiteral("N = 256 时 MFU 随 t × p 的分布（d = N/(t·p)；颜色越深越好，最高为 u = 50%），"
                                         "N = 256 个 GPU：32 个节点");
    const QString closing = QStringLiteral("\uff0c\u3002\u3001\uff1b\uff1a\uff09");
    QFont font = QApplication::font();
    font.setPointSizeF(11);
    for (double width = 60; width <= 600; width += 7) {
        const QStringList lines = ChartFrame::wrap(title, font, width);
        QCOMPARE(lines.join("").remove(' '), QString(title).remove(' '));
        for (const QString &line : lines) {
            QVERIFY2(!closing.contains(line.front()), qPrintable(QString::number(width) + ": " + lines.join(" | ")));
            QVERIFY2(line.back() != QChar(0xff08), qPrintable(QString::number(width) + ": " + lines.join(" | ")));
            QVERIFY2(!line.startsWith(QChar(0x4e2a)), qPrintable(QString::number(width) + ": " + lines.join(" | ")));
            for (const QChar op : {QChar('='), QChar(0xd7)})
                QVERIFY2(!line.startsWith(op) && !line.endsWith(op),
                         qPrintable(QString::number(width) + ": " + lines.join(" | ")));
        }
    }
}

// The regime map's "current (N, M)" point is white (it sits on coloured cells); its legend swatch sits on the
// legend's white background and must still be seen.
void TestChartPieces::aWhiteMarkerShowsInTheLegend()
{
    LegendItem legend(nullptr);
    LegendItem::Entry entry;
    entry.text = QStringLiteral("current (N, M)");
    entry.marker = true;
    entry.brush = QBrush(Qt::white);
    legend.setEntries({entry});
    QVERIFY(legend.layout(400) > 0);
    QImage image(420, static_cast<int>(legend.height()) + 10, QImage::Format_RGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.translate(5, 5);
        legend.paint(&painter, nullptr, nullptr);
    }
    const QRect swatch = legend.placed().front().swatch.translated(5, 5).toAlignedRect();
    int dark = 0;
    for (int y = swatch.top(); y <= swatch.bottom(); ++y)
        for (int x = swatch.left(); x <= swatch.right(); ++x)
            dark += qGray(image.pixel(x, y)) < 128 ? 1 : 0;
    QVERIFY2(dark >= 10, qPrintable(QStringLiteral("%1 dark pixels in the swatch").arg(dark)));
}

void TestChartPieces::aChartsMinimumIsAReadablePlotAndWhatLiesAroundIt()
{
    using M = ChartMinimum;
    const QFont font;
    const int frame = 2;
    M minimum;
    // Before a layout: a guess of what lies around the plot, from the title's font.
    QVERIFY(minimum.size(font, font, frame).width() > M::kMinPlotWidth + frame);
    QVERIFY(minimum.size(font, font, frame).height() > M::kMinPlotHeight + frame);
    // After one: the chart's size less its plot's (rounded up, and a pixel for rounding), exactly as last laid out.
    QVERIFY(!minimum.setChrome(QSizeF(600, 400), QRectF())); // not laid out yet
    QVERIFY(minimum.setChrome(QSizeF(600, 400), QRectF(60.5, 30, 499.5, 300)));
    const QSize around(100 + 1 + 1, 100 + 1);
    QCOMPARE(minimum.size(font, font, frame),
             QSize(M::kMinPlotWidth, M::kMinPlotHeight) + around + QSize(frame, frame));
    QVERIFY(!minimum.setChrome(QSizeF(900, 400), QRectF(60.5, 30, 799.5, 300))); // wider, same around: no news
    // A timeline of 40 rows a unit apart: every row kMinRowPixels high.
    PlotAxes axes({"time", Quantity::Time, false}, {"", Quantity::Count, false});
    axes.setYRange(-0.5, 39.5);
    QVERIFY(minimum.setTimelineRows(1, axes));
    const int forty = 40 * M::kMinRowPixels + 1;
    QCOMPARE(minimum.size(font, font, frame).height(), forty + around.height() + frame);
    QVERIFY(!minimum.updatePlotHeight(axes));
    // Every row's name drawn: the taller of the two.
    QVERIFY(minimum.setNamedRowsHeight(2000));
    QVERIFY(!minimum.setNamedRowsHeight(2000));
    QCOMPARE(minimum.size(font, font, frame).height(), 2000);
    QVERIFY(minimum.setNamedRowsHeight(0));
    QVERIFY(minimum.setTimelineRows(0, axes)); // not a timeline
    QCOMPARE(minimum.size(font, font, frame).height(), M::kMinPlotHeight + around.height() + frame);
    // A drawing of the owner's over the whole chart, its title included: as tall as it asks at the widget's font,
    // never less than a plot, whatever lies around the hidden plot (a hidden title wrapped onto another line).
    minimum.hidePlot([](const QFont &f) { return 40 * QFontMetrics(f).height(); });
    QVERIFY(minimum.hasDrawing());
    QFont big = font;
    big.setPointSizeF(font.pointSizeF() * 2);
    const int small = minimum.size(font, font, frame).height();
    QCOMPARE(small, std::max(M::kMinPlotHeight, 40 * QFontMetrics(font).height()) + frame);
    QVERIFY(minimum.size(big, font, frame).height() > small);
    QVERIFY(minimum.setChrome(QSizeF(600, 400), QRectF(60.5, 52, 499.5, 278)));
    QCOMPARE(minimum.size(font, font, frame).height(), small);
}

void TestChartPieces::aDraftTimelinesMinimumIsHeld()
{
    using M = ChartMinimum;
    PlotAxes axes({"time", Quantity::Time, false}, {"", Quantity::Count, false});
    M minimum;
    const QFont font;
    minimum.setChrome(QSizeF(600, 400), QRectF(50, 30, 500, 300));
    const auto height = [&] { return minimum.size(font, font, 0).height(); };
    axes.setYRange(-0.5, 39.5);
    minimum.setTimelineRows(1, axes);
    const int forty = height();
    const int plotForty = 40 * M::kMinRowPixels + 1;
    axes.setDraft(true);
    axes.setYRange(-0.5, 19.5);
    QVERIFY(!minimum.updatePlotHeight(axes)); // held while the slider is held, lower
    axes.setYRange(-0.5, 59.5);
    QVERIFY(!minimum.updatePlotHeight(axes)); // and higher
    QVERIFY(!minimum.setTimelineRows(1, axes));
    QCOMPARE(height(), forty);
    axes.setDraft(false); // the release: exact
    axes.setYRange(-0.5, 49.5);
    QVERIFY(minimum.updatePlotHeight(axes));
    const double span = axes.yMax() - axes.yMin();
    QCOMPARE(height(), static_cast<int>(std::ceil(M::kMinRowPixels * span)) + 1 + (forty - plotForty));
    QVERIFY(height() > forty);
}

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    TestChartPieces test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_chartpieces.moc"
