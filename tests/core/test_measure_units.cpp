// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A time column's unit is the one its header states (SPEC.md 8.1, issue 22): "Latency (ns)", nccl-tests' units
// line "(ms)", "(s)", "(us)"; microseconds only when the header names none. Logs of our own making: exact
// model times printed in the stated unit must fit back to the α and β they were made with.
#include "measuretest.h"

#include <QTest>

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

QTEST_APPLESS_MAIN(TestMeasureUnits)
#include "test_measure_units.moc"
