// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The fit's limits (issue 22): memory and time grow at most linearly with the rows. A table of more distinct
// sizes than the regime fit cuts is one range without the quadratic memo being allocated (32,768 sizes, what
// `all_reduce_perf -b 64K -e 2G -i 64K` prints, used to abort with std::bad_alloc); a table of more than
// kMaxMeasuredRows rows keeps that many, counts the rest, and the fit refuses it in words naming the limit.
#include "measuretest.h"

#include <QTest>

#include <string>

using namespace commviz;
using namespace measuretest;

class TestMeasureLimits : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void manyDistinctSizesAreOneRangeWithoutQuadraticMemory();
    void rowsPastTheLimitAreCountedAndRefusedInWords();
    void aJsonPastItsBoundsSaysWhichLimit();
};

void TestMeasureLimits::manyDistinctSizesAreOneRangeWithoutQuadraticMemory()
{
    const FitModel ring = findFitModel("allreduce_ring").value();
    std::vector<double> sizes;
    for (int i = 1; i <= 32768; ++i)
        sizes.push_back(65536.0 * i);
    const MeasuredTable t = syntheticTable("all_reduce_perf", 16, ring, 5e-6, 40e9, sizes);
    // (32,769)² memo slots of a range fit each would be tens of gigabytes: this threw std::bad_alloc.
    const Result<RegimeFit> fit = fitRegimes(t);
    QVERIFY(fit.ok());
    QCOMPARE(fit.value().count(), 1);
    QVERIFY(anyContains(fit.value().warnings, "32768 distinct sizes"));
    QVERIFY(anyContains(fit.value().warnings, std::to_string(kMaxRegimeSizes)));
}

void TestMeasureLimits::rowsPastTheLimitAreCountedAndRefusedInWords()
{
    std::string log = "# OSU MPI Allreduce Latency Test v7.3\n# Size       Avg Latency(us)\n";
    const std::size_t rows = kMaxMeasuredRows + 3;
    log.reserve(rows * 12);
    for (std::size_t i = 1; i <= rows; ++i)
        log += std::to_string(i * 4) + " 9.5\n";
    const ParseResult parsed = parseMeasurements(log, ParseConfig{4});
    QCOMPARE(parsed.tables.size(), std::size_t(1));
    const MeasuredTable &t = parsed.tables.front();
    QCOMPARE(t.out_of_place.size(), kMaxMeasuredRows);
    QCOMPARE(t.rows_over_limit, std::size_t(3));
    const Result<MeasuredFit> fit = fitTable(t);
    QVERIFY(!fit.ok());
    QCOMPARE(fit.error().parameter, std::string("points"));
    const std::string why = fit.error().message.english();
    QVERIFY2(why.find(std::to_string(rows) + " rows") != std::string::npos, why.c_str());
    QVERIFY2(why.find(std::to_string(kMaxMeasuredRows)) != std::string::npos, why.c_str());
    QVERIFY(!fitRegimes(t).ok());
}

// A valid nccl-tests JSON over the value cap (or nesting bound) says which limit it hit, not "no table found".
void TestMeasureLimits::aJsonPastItsBoundsSaysWhichLimit()
{
    std::string json = R"({"args": "all_reduce_perf -g 4", "results": [)";
    for (int i = 1; i <= 200000; ++i) // 6 values each, and the array: 1,200,002 values
        json += (i > 1 ? "," : "") + std::string(R"({"size": )") + std::to_string(i * 8) +
                R"(, "time": 12.5, "algBw": 1.0, "busBw": 1.5, "wrong": 0})";
    json += "]}";
    const ParseResult many = parseMeasurements(json, ParseConfig{});
    QVERIFY(many.tables.empty());
    QVERIFY(anyContains(many.warnings, "more than 1000000 values"));
    const std::string deep = R"({"results": )" + std::string(70, '[') + std::string(70, ']') + "}";
    const ParseResult nested = parseMeasurements(deep, ParseConfig{});
    QVERIFY(nested.tables.empty());
    QVERIFY(anyContains(nested.warnings, "nested deeper than 64 levels"));
}

QTEST_APPLESS_MAIN(TestMeasureLimits)
#include "test_measure_limits.moc"
