// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A time column's unit is the one its header states (SPEC.md 8.1, issue 22): "Latency (ns)", nccl-tests' units
// line "(ms)", "(s)", "(us)"; microseconds only when the header names none. Logs of our own making: exact
// model times printed in the stated unit must fit back to the α and β they were made with.
#include "measuretest.h"

#include <QTest>

#include <algorithm>
#include <cstdio>
#include <string>

using namespace commviz;
using namespace measuretest;

namespace {

// osu_latency on 2 ranks (p2p): T = α + M/β printed in `scale` units per second.
std::string osuLatencyLog(const std::string &header, double scale)
{
    std::string log = "# OSU MPI Latency Test v7.3\n" + header + "\n";
    for (double m = 1; m <= 4194304; m *= 4) {
        char row[80];
        std::snprintf(row, sizeof row, "%-10.0f %.6f\n", m, (2e-6 + m / 10e9) * scale);
        log += row;
    }
    return log;
}

// all_reduce_perf on 4 ranks, ring: T = 6α + 1.5·M/β, the units line stating `unit`.
std::string ncclLog(const std::string &unit, double scale)
{
    std::string log = "# nThread 1 nGpus 1 minBytes 8 maxBytes 1073741824 step: 4(factor)\n"
                      "#       size         count      type   redop    root     time   algbw   busbw #wrong"
                      "     time   algbw   busbw #wrong\n"
                      "#        (B)    (elements)                               (" +
                      unit + ")  (GB/s)  (GB/s)            (" + unit + ")  (GB/s)  (GB/s)\n";
    for (double m = 1024; m <= 1073741824; m *= 4) {
        const double t = (6 * 3e-6 + 1.5 * m / 2e9) * scale;
        char row[200];
        std::snprintf(row, sizeof row, "%12.0f %12.0f float sum -1 %12.6f 1 1 0 %12.6f 1 1 0\n", m, m / 4, t, t);
        log += row;
    }
    return log;
}

} // namespace

class TestMeasureUnits : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void osuHeaderUnitIsUsed_data();
    void osuHeaderUnitIsUsed();
    void ncclUnitsLineIsUsed_data();
    void ncclUnitsLineIsUsed();
    void damagedRowsAreSkippedAndNamed_data();
    void damagedRowsAreSkippedAndNamed();
};

void TestMeasureUnits::osuHeaderUnitIsUsed_data()
{
    QTest::addColumn<QString>("header");
    QTest::addColumn<double>("scale");
    QTest::addColumn<QString>("unit");
    QTest::newRow("ns") << "# Size          Latency (ns)" << 1e9 << "ns";
    QTest::newRow("us") << "# Size          Latency (us)" << 1e6 << "us";
    QTest::newRow("Avg Latency(us)") << "# Size       Avg Latency(us)" << 1e6 << "us";
    QTest::newRow("ms") << "# Size          Latency (ms)" << 1e3 << "ms";
    QTest::newRow("none: microseconds") << "# Size          Latency" << 1e6 << "us";
}

void TestMeasureUnits::osuHeaderUnitIsUsed()
{
    QFETCH(QString, header);
    QFETCH(double, scale);
    QFETCH(QString, unit);
    const ParseResult parsed = parseMeasurements(osuLatencyLog(header.toStdString(), scale));
    QCOMPARE(parsed.tables.size(), std::size_t(1));
    const MeasuredTable &t = parsed.tables.front();
    QCOMPARE(QString::fromStdString(t.time_unit), unit);
    const Result<MeasuredFit> fit = fitTable(t);
    QVERIFY(fit.ok());
    QVERIFY(std::abs(fit.value().alpha_s / 2e-6 - 1) < 1e-3);
    QVERIFY(std::abs(fit.value().beta_Bps / 10e9 - 1) < 1e-3);
}

void TestMeasureUnits::ncclUnitsLineIsUsed_data()
{
    QTest::addColumn<QString>("unit");
    QTest::addColumn<double>("scale");
    QTest::newRow("us") << "us" << 1e6;
    QTest::newRow("ms") << "ms" << 1e3;
    QTest::newRow("s") << "s" << 1.0;
    QTest::newRow("ns") << "ns" << 1e9;
}

void TestMeasureUnits::ncclUnitsLineIsUsed()
{
    QFETCH(QString, unit);
    QFETCH(double, scale);
    const ParseResult parsed = parseMeasurements(ncclLog(unit.toStdString(), scale), ParseConfig{4});
    QCOMPARE(parsed.tables.size(), std::size_t(1));
    const MeasuredTable &t = parsed.tables.front();
    QCOMPARE(QString::fromStdString(t.time_unit), unit);
    const Result<MeasuredFit> fit = fitTable(t, FitConfig{"allreduce_ring", false});
    QVERIFY2(fit.ok(), fit.ok() ? "" : fit.explanation().english().c_str());
    QVERIFY(std::abs(fit.value().alpha_s / 3e-6 - 1) < 1e-2);
    QVERIFY(std::abs(fit.value().beta_Bps / 2e9 - 1) < 1e-3);
}

// A log cut off inside its last row, NUL bytes where rows were, and times of 1e308 µs (issue 22): each damaged row
// is left out with a warning that names its line and the damage, and the rest fits back to the α and β it was made
// with.
void TestMeasureUnits::damagedRowsAreSkippedAndNamed_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("warning");
    QTest::newRow("nccl cut mid-number") << "cut"
                                         << "the log ends inside this row";
    QTest::newRow("nccl NUL bytes") << "nul"
                                    << "holds NUL bytes";
    QTest::newRow("nccl 1e308 us") << "huge"
                                   << "a time over a day";
    QTest::newRow("osu cut mid-number") << "osu-cut"
                                        << "the log ends inside this row";
}

void TestMeasureUnits::damagedRowsAreSkippedAndNamed()
{
    QFETCH(QString, kind);
    QFETCH(QString, warning);
    const bool osu = kind.startsWith("osu");
    std::string log = osu ? osuLatencyLog("# Size          Latency (us)", 1e6) : ncclLog("us", 1e6);
    const std::size_t rows = std::count(log.begin(), log.end(), '\n') - (osu ? 2 : 3);
    const std::size_t lastRow = log.rfind('\n', log.size() - 2) + 1;
    if (kind.endsWith("cut")) {
        // Keep the row's first numbers and the first digits of its time: "… 536.87" of "… 536.870912".
        const std::size_t time = osu ? log.find(' ', lastRow) + 1 : log.find("-1", lastRow) + 3;
        log.resize(log.find_first_not_of(' ', time) + 3);
    } else if (kind == "nul") {
        std::fill(log.begin() + static_cast<std::ptrdiff_t>(lastRow) + 4, log.end() - 1, '\0');
    } else {
        const std::size_t time = log.find("-1", lastRow) + 3;
        log.replace(time, log.find(' ', log.find_first_not_of(' ', time)) - time, "1e308");
    }
    const ParseResult parsed = parseMeasurements(log, ParseConfig{osu ? std::optional<int>() : 4});
    QCOMPARE(parsed.tables.size(), std::size_t(1));
    const MeasuredTable &t = parsed.tables.front();
    QCOMPARE(t.out_of_place.size(), rows - 1);
    QVERIFY2(anyContains(t.warnings, warning.toStdString()), qPrintable(warning));
    const std::string line = "line " + std::to_string(std::count(log.begin(), log.begin() + lastRow, '\n') + 1);
    QVERIFY2(anyContains(t.warnings, line), line.c_str());
    const Result<MeasuredFit> fit = fitTable(t, FitConfig{osu ? "" : "allreduce_ring", false});
    QVERIFY2(fit.ok(), fit.ok() ? "" : fit.explanation().english().c_str());
    QVERIFY(std::abs(fit.value().beta_Bps / (osu ? 10e9 : 2e9) - 1) < 1e-3);
}

QTEST_APPLESS_MAIN(TestMeasureUnits)
#include "test_measure_units.moc"
