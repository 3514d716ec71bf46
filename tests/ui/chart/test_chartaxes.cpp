// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A chart's axes stay finite whatever it is given: the range and tick arithmetic (axisrange.h) over any double,
// NaN and infinities included, and whole charts fed data at the ends of what a double holds (1e308, 5e-324,
// ranges of zero width, a log axis with nothing above its floor). Each must keep finite, ordered ranges and
// ticks, export an SVG, a PNG and a CSV with no "nan" or "inf" in them, and make Qt say nothing (no "Ignored NaN,
// Inf, or -Inf value.": every message is caught with qInstallMessageHandler).
#include "axisrange.h"
#include "chartinspector.h"
#include "chartpanel.h"
#include "exporter.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

using namespace commviz;
using namespace commviz::ui;

namespace {

QStringList g_messages;

void catchMessages(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type != QtDebugMsg && !message.contains("propagateSizeHints")) // the offscreen platform's notice
        g_messages << message;
}

// Special doubles, and random ones over the whole range of magnitudes, with either sign.
double anyDouble(std::mt19937_64 &rng)
{
    static const double kSpecial[] = {std::numeric_limits<double>::quiet_NaN(),
                                      std::numeric_limits<double>::infinity(),
                                      -std::numeric_limits<double>::infinity(),
                                      0.0,
                                      -0.0,
                                      std::numeric_limits<double>::denorm_min(),
                                      1e-320,
                                      std::numeric_limits<double>::min(),
                                      1e-300,
                                      1,
                                      10,
                                      1e300,
                                      1e308,
                                      std::numeric_limits<double>::max()};
    std::uniform_int_distribution<int> pick(0, 2 * int(std::size(kSpecial)) - 1);
    const int i = pick(rng);
    if (i < int(std::size(kSpecial)))
        return kSpecial[i];
    std::uniform_real_distribution<double> exponent(-330, 308);
    const double v = std::pow(10.0, exponent(rng));
    return i % 2 == 0 ? v : -v;
}

QString badNumbers(const QByteArray &bytes)
{
    static const QRegularExpression bad(QStringLiteral("\\b(nan|-?inf)\\b"), QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = bad.match(QString::fromUtf8(bytes));
    return m.hasMatch() ? m.captured(0) : QString();
}

} // namespace

class TestChartAxes : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void rangesAndTicksAreFiniteForAnyDouble();
    void drawableRangesAreKeptAsTheyAre();
    void extremeDataKeepsTheAxesFiniteAndQtQuiet_data();
    void extremeDataKeepsTheAxesFiniteAndQtQuiet();
    void xLabelsNeverTouch();
    void namingEveryRowAsksForItsHeight();
    void aTimelineAsksForItsRowsHeight();
    void aDraftTimelineHoldsItsMinimum();
    void aDraftTitleHoldsItsLines();
    void logAxesOfFewDecadesLabelTwoAndFiveSteps_data();
    void logAxesOfFewDecadesLabelTwoAndFiveSteps();

private:
    QtMessageHandler m_previous = nullptr;
};

void TestChartAxes::initTestCase()
{
    m_previous = qInstallMessageHandler(&catchMessages);
}

void TestChartAxes::cleanupTestCase()
{
    qInstallMessageHandler(m_previous);
}

void TestChartAxes::rangesAndTicksAreFiniteForAnyDouble()
{
    const std::uint64_t seed = 20260502;
    std::mt19937_64 rng(seed);
    for (int i = 0; i < 20000; ++i) {
        const double lo = anyDouble(rng);
        const double hi = anyDouble(rng);
        const bool log = i % 2 == 0;
        const QString where = QString("seed %1, case %2: [%3, %4] %5")
                                  .arg(seed)
                                  .arg(i)
                                  .arg(lo, 0, 'g', 17)
                                  .arg(hi, 0, 'g', 17)
                                  .arg(log ? "log" : "linear");
        const AxisRange r = drawableRange(lo, hi, log);
        QVERIFY2(std::isfinite(r.lo) && std::isfinite(r.hi) && r.lo < r.hi && (!log || r.lo > 0), qPrintable(where));
        const double a = log ? std::log10(r.lo) : r.lo;
        const double b = log ? std::log10(r.hi) : r.hi;
        QVERIFY2(std::isfinite(b - a) && b > a, qPrintable(where));
        const std::vector<double> ticks = tickPositions(a, b, log);
        QVERIFY2(ticks.size() <= 64, qPrintable(where));
        for (double t : ticks)
            QVERIFY2(std::isfinite(t) && std::isfinite(log ? std::pow(10.0, t) : t), qPrintable(where));
        const double step = niceStep(hi - lo, 6);
        QVERIFY2(std::isfinite(step) && step > 0, qPrintable(where));
        if (const std::optional<AxisRange> f = fittedRange(std::min(lo, hi), std::max(lo, hi), log)) {
            QVERIFY2(std::isfinite(f->lo) && std::isfinite(f->hi) && f->lo < f->hi, qPrintable(where));
            const AxisRange shown = drawableRange(f->lo, f->hi, log);
            QVERIFY2(std::isfinite(shown.lo) && std::isfinite(shown.hi), qPrintable(where));
        }
    }
}

void TestChartAxes::drawableRangesAreKeptAsTheyAre()
{
    for (const auto &[lo, hi] : {std::pair{1.0, 1e18}, {1e-9, 2e-9}, {2.0, 1e9}, {1e-300, 1e300}}) {
        QCOMPARE(drawableRange(lo, hi, true).lo, lo);
        QCOMPARE(drawableRange(lo, hi, true).hi, hi);
    }
    for (const auto &[lo, hi] : {std::pair{0.0, 1.0}, {-0.5, 15.5}, {0.0, 1.23456e-20}, {-1e300, 1e300}}) {
        QCOMPARE(drawableRange(lo, hi, false).lo, lo);
        QCOMPARE(drawableRange(lo, hi, false).hi, hi);
    }
    QCOMPARE(fittedRange(3e-6, 4.2e-2, true)->lo, 1e-6);
    QCOMPARE(fittedRange(3e-6, 4.2e-2, true)->hi, 0.1);
    QCOMPARE(fittedRange(0, 97, false)->hi, 120.0); // steps of 20, 4% of room above 97
}

void TestChartAxes::extremeDataKeepsTheAxesFiniteAndQtQuiet_data()
{
    QTest::addColumn<bool>("logX");
    QTest::addColumn<bool>("logY");
    QTest::addColumn<std::vector<double>>("xs");
    QTest::addColumn<std::vector<double>>("ys");
    QTest::addColumn<double>("floor");
    const double big = std::numeric_limits<double>::max();
    const double tiny = std::numeric_limits<double>::denorm_min();
    const double inf = std::numeric_limits<double>::infinity();
    const double nan = std::numeric_limits<double>::quiet_NaN();
    QTest::newRow("log y up to 1.8e308") << true << true << std::vector{1.0, 10.0, 100.0}
                                         << std::vector{1e300, 1e308, big} << 0.0;
    QTest::newRow("log y down to 5e-324")
        << true << true << std::vector{1.0, 10.0, 100.0} << std::vector{tiny, 1e-320, 1e-310} << 0.0;
    QTest::newRow("log y with nothing above the floor")
        << true << true << std::vector{1.0, 10.0} << std::vector{1e-18, 2e-18} << 1e-9;
    QTest::newRow("linear y from -1.8e308 to 1.8e308")
        << false << false << std::vector{0.0, 1.0, 2.0} << std::vector{-big, 0.0, big} << 0.0;
    QTest::newRow("linear y all zero") << false << false << std::vector{0.0, 1.0} << std::vector{0.0, 0.0} << 0.0;
    QTest::newRow("linear y all 1e300") << false << false << std::vector{0.0, 1.0} << std::vector{1e300, 1e300} << 0.0;
    QTest::newRow("non-finite data") << true << false << std::vector{nan, inf, 1.0, 2.0}
                                     << std::vector{1.0, 2.0, inf, nan} << 0.0;
    QTest::newRow("log x of one value") << true << true << std::vector{5.0, 5.0} << std::vector{1.0, 1.0} << 0.0;
}

void TestChartAxes::extremeDataKeepsTheAxesFiniteAndQtQuiet()
{
    QFETCH(bool, logX);
    QFETCH(bool, logY);
    QFETCH(std::vector<double>, xs);
    QFETCH(std::vector<double>, ys);
    QFETCH(double, floor);
    g_messages.clear();
    ChartPanel chart("extreme", "extreme", {"x", Quantity::Size, logX}, {"y", Quantity::Time, logY});
    chart.resize(900, 600);
    const Series line = chart.addLine("curve", Qt::red);
    const Series marker = chart.addMarker("marker", Qt::blue);
    line.setData(xs, ys);
    marker.setData({xs.back()}, {ys.back()});
    chart.fitYToData(floor);
    const auto [xMin, xMax] = std::minmax_element(xs.begin(), xs.end());
    chart.setXRange(*xMin, *xMax); // NaN ends and empty ranges too
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));

    for (const auto &[lo, hi] :
         {std::pair{chart.axes().xMin(), chart.axes().xMax()}, {chart.axes().yMin(), chart.axes().yMax()}})
        QVERIFY2(std::isfinite(lo) && std::isfinite(hi) && lo < hi, qPrintable(QString("[%1, %2]").arg(lo).arg(hi)));
    for (const std::vector<Tick> *ticks : {&chart.axes().xTicks(), &chart.axes().yTicks()}) {
        QVERIFY(ticks->size() <= 64);
        for (const Tick &t : *ticks)
            QVERIFY2(std::isfinite(t.at) && !t.label.contains("inf") && !t.label.contains("nan"), qPrintable(t.label));
    }
    const QPointF corner = chart.toScene(chart.axes().xMax(), chart.axes().yMax());
    QVERIFY(std::isfinite(corner.x()) && std::isfinite(corner.y()));
    for (ExportFormat format : {ExportFormat::Svg, ExportFormat::Png, ExportFormat::Csv, ExportFormat::Pdf}) {
        QByteArray bytes;
        ChartExportOptions options;
        options.format = format;
        QVERIFY(!renderChart(&chart, options, &bytes));
        if (format == ExportFormat::Svg || format == ExportFormat::Csv)
            QVERIFY2(badNumbers(bytes).isEmpty(), qPrintable(formatName(format) + ": " + badNumbers(bytes)));
    }
    QVERIFY2(g_messages.isEmpty(), qPrintable(g_messages.join("\n")));
}

// Narrow charts put fewer x labels, never two that touch ("100 ms200 ms300 ms" on the Collectives page's bar
// chart at 1280 px in Chinese): a third of a line between neighbours, and at least the ends' worth of labels.
void TestChartAxes::xLabelsNeverTouch()
{
    for (const bool log : {false, true}) {
        for (int width = 160; width <= 900; width += 37) {
            ChartPanel chart(QStringLiteral("narrow"), QStringLiteral("narrow"),
                             {"x", log ? Quantity::Size : Quantity::Time, log}, {"y", Quantity::Count, false});
            chart.resize(width, 300);
            chart.setXRange(log ? 1.0 : 0.0, log ? 1e9 : 0.3);
            chart.setYRange(0, 1);
            chart.show();
            QVERIFY(QTest::qWaitForWindowExposed(&chart));
            std::vector<QRectF> labels;
            for (const ChartInspector::PlacedText &t : ChartInspector(&chart).placedTexts()) {
                if (t.kind == QLatin1String("x label"))
                    labels.push_back(t.rect);
            }
            const QString where = QStringLiteral("%1 px, %2").arg(width).arg(log ? "log" : "linear");
            QVERIFY2(labels.size() >= 2, qPrintable(where));
            std::sort(labels.begin(), labels.end(),
                      [](const QRectF &a, const QRectF &b) { return a.left() < b.left(); });
            const double gap = QFontMetricsF(chart.font()).height() / 4;
            for (std::size_t i = 1; i < labels.size(); ++i)
                QVERIFY2(labels[i].left() - labels[i - 1].right() >= gap,
                         qPrintable(QStringLiteral("%1: labels %2 px apart")
                                        .arg(where)
                                        .arg(labels[i].left() - labels[i - 1].right())));
        }
    }
}

// A log axis over less than two decades has one or two whole decades to read a value off (a Buckets chart of
// 300–400 ms showed only "100 ms" and "1 s"): it labels 2× and 5× steps, every digit where those are too few,
// and linear steps where even the digits are. Two decades and more keep whole decades.
// Rows named as room allows keep the chart's usual minimum; RowNames::Every asks for the height every name takes
// (a page too short then scrolls), and gives it back when asked no more.
void TestChartAxes::namingEveryRowAsksForItsHeight()
{
    QStringList names;
    for (int i = 0; i < 16; ++i)
        names << QStringLiteral("row %1").arg(i);
    ChartPanel chart(QStringLiteral("rows"), QStringLiteral("rows"), {"x", Quantity::Time, false},
                     {"", Quantity::Count, false});
    chart.setXRange(0, 1);
    chart.setYCategories(names);
    chart.resize(600, 200);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const int asRoomAllows = chart.minimumSizeHint().height();
    chart.setYCategories(names, ChartPanel::RowNames::Every);
    const double nameHeight = QFontMetricsF(chart.font()).height();
    QTRY_VERIFY2(
        chart.minimumSizeHint().height() > asRoomAllows && chart.minimumSizeHint().height() >= 16 * nameHeight,
        qPrintable(QStringLiteral("%1 px, %2 px before").arg(chart.minimumSizeHint().height()).arg(asRoomAllows)));
    chart.setYCategories(names);
    QTRY_COMPARE(chart.minimumSizeHint().height(), asRoomAllows);
}

// A timeline's rows (setTimelineRows, after the y range) are each at least kMinRowPixels high, and the page's layout
// takes that minimum at once.
void TestChartAxes::aTimelineAsksForItsRowsHeight()
{
    ChartPanel chart(QStringLiteral("timeline"), QStringLiteral("timeline"), {"time", Quantity::Time, false},
                     {"", Quantity::Count, false});
    chart.setXRange(0, 1);
    chart.setYCategories({QStringLiteral("stage 1"), QStringLiteral("stage 2")});
    const int plain = chart.minimumSizeHint().height();
    QVERIFY(plain < 40 * ChartPanel::kMinRowPixels);
    QStringList labels;
    for (int i = 0; i < 40; ++i)
        labels << QStringLiteral("stage %1").arg(i + 1);
    chart.setYCategories(labels);
    chart.setTimelineRows(1); // 40 rows
    const int forty = chart.minimumSizeHint().height();
    QVERIFY2(forty >= 40 * ChartPanel::kMinRowPixels, qPrintable(QString::number(forty)));
    QCOMPARE(chart.minimumSize().height(), forty);
    chart.setYRange(-0.5, 79.5);
    chart.setTimelineRows(1); // 80 rows of one unit
    QVERIFY2(chart.minimumSizeHint().height() >= 80 * ChartPanel::kMinRowPixels,
             qPrintable(QString::number(chart.minimumSizeHint().height())));
    QCOMPARE(chart.minimumSize().height(), chart.minimumSizeHint().height());
    chart.setYCategories(labels);
    chart.setTimelineRows(0); // not a timeline: no rows' minimum
    QCOMPARE(chart.minimumSizeHint().height(), plain);
    QCOMPARE(chart.minimumSize().height(), plain);
}

void TestChartAxes::aDraftTimelineHoldsItsMinimum()
{
    // A new minimum lays the page out again and repaints it: a drag of p lays it out once, at the release.
    ChartPanel chart(QStringLiteral("timeline"), QStringLiteral("timeline"), {"time", Quantity::Time, false},
                     {"", Quantity::Count, false});
    chart.setXRange(0, 1);
    const auto rows = [&chart](int n) {
        chart.setYRange(-0.5, n - 0.5);
        chart.setTimelineRows(1);
        return chart.minimumSize().height();
    };
    const int forty = rows(40);
    QCOMPARE(chart.minimumSizeHint().height(), forty);
    chart.setDraft(true);
    QCOMPARE(rows(20), forty); // held, lower
    QCOMPARE(rows(50), forty); // and higher
    QCOMPARE(chart.minimumSizeHint().height(), forty);
    chart.setDraft(false); // the release: exact
    const int fifty = chart.minimumSize().height();
    QVERIFY2(fifty >= 50 * ChartPanel::kMinRowPixels && fifty > forty,
             qPrintable(QString("%1 %2").arg(fifty).arg(forty)));
    QCOMPARE(chart.minimumSizeHint().height(), fifty);
    QVERIFY(rows(20) < forty);
}

void TestChartAxes::aDraftTitleHoldsItsLines()
{
    // A title whose number wraps it at one step of a drag and not at the next laid the page out at every step.
    ChartPanel chart(QStringLiteral("title"), QStringLiteral("t"), {"time", Quantity::Time, false},
                     {"", Quantity::Count, false});
    chart.resize(480, 360);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.setXRange(0, 1);
    chart.setYRange(0, 1);
    const QString one = QStringLiteral("T = 1 s");
    const QString two = QStringLiteral("The step's parts: T = 11017.7 s at N = 16384 (t = 8, p = 1, d = 2048)");
    const auto height = [&chart](const QString &title) {
        chart.setChartTitle(title);
        QCoreApplication::processEvents(); // Qt Charts lays the plot area out
        return chart.minimumSize().height();
    };
    const int oneLine = height(one);
    const int twoLines = height(two);
    QCOMPARE(ChartInspector(&chart).titleLines().size(), 2);
    QVERIFY2(twoLines > oneLine, qPrintable(QString("%1 %2").arg(twoLines).arg(oneLine)));
    QCOMPARE(height(one), oneLine); // exact
    chart.setDraft(true);
    QCOMPARE(height(two), twoLines); // a draft's room grows
    QCOMPARE(height(one), twoLines); // and is held
    QCOMPARE(ChartInspector(&chart).titleLines().size(), 1);
    chart.setDraft(false); // the release: exact
    QCoreApplication::processEvents();
    QCOMPARE(chart.minimumSize().height(), oneLine);
}

void TestChartAxes::logAxesOfFewDecadesLabelTwoAndFiveSteps_data()
{
    QTest::addColumn<double>("lo");
    QTest::addColumn<double>("hi");
    QTest::addColumn<QStringList>("labels");
    QTest::newRow("one decade, 100 ms to 1 s") << 0.1 << 1.0 << QStringList{"100 ms", "200 ms", "500 ms", "1 s"};
    QTest::newRow("just under two decades")
        << 1e-3 << 0.09 << QStringList{"1 ms", "2 ms", "5 ms", "10 ms", "20 ms", "50 ms"};
    QTest::newRow("two decades keep whole decades") << 1e-3 << 0.1 << QStringList{"1 ms", "10 ms", "100 ms"};
    QTest::newRow("five decades keep whole decades")
        << 1e-6 << 0.1 << QStringList{"1 µs", "10 µs", "100 µs", "1 ms", "10 ms", "100 ms"};
    QTest::newRow("200 ms to 900 ms, every digit")
        << 0.2 << 0.9 << QStringList{"200 ms", "300 ms", "400 ms", "500 ms", "600 ms", "700 ms", "800 ms", "900 ms"};
    QTest::newRow("300 ms to 400 ms, linear steps") << 0.3 << 0.4 << QStringList{"300 ms", "350 ms", "400 ms"};
}

void TestChartAxes::logAxesOfFewDecadesLabelTwoAndFiveSteps()
{
    QFETCH(double, lo);
    QFETCH(double, hi);
    QFETCH(QStringList, labels);
    PlotAxes axes({"x", Quantity::Size, true}, {"y", Quantity::Time, true});
    QVERIFY(axes.setYRange(lo, hi));
    QStringList got;
    for (const Tick &t : axes.yTicks()) {
        got << t.label;
        QVERIFY2(t.at >= std::log10(lo) - 1e-9 && t.at <= std::log10(hi) + 1e-9, qPrintable(t.label));
    }
    QCOMPARE(got, labels);
}

QTEST_MAIN(TestChartAxes)
#include "test_chartaxes.moc"
