// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Gradient buckets (SPEC.md section 7) against its golden values, the best bucket count against brute force,
// properties of F over random parameter sets (each test its own seeded generator, named in every failure), the edge
// cases, and refusals that name the parameter. The timeline's properties are test_buckettimeline.
#include "bucketstest.h"
#include "randomscenario.h"
#include "testutil.h"

#include "commviz/buckets.h"
#include "commviz/sweep.h"

#include <QTest>

#include <limits>

using namespace commviz;
using namespace bucketstest;
using testutil::roundTo;
using testutil::where;

namespace {

double finishFor(const Scenario &s, long long count)
{
    return bucketsForCount(s, s.gpus, s.size_bytes, s.backward_s, count).value().finish_s;
}

// The best count's promises against the finish times of `counts`: no F of theirs is below it (beyond the tie
// tolerance), and every smaller count finishes later. When `counts` is every B in 1 … 65,536 (so its least F is the
// least there is), the rule itself: no smaller count comes within the tie tolerance of the least F.
void checkBestAgainst(const Scenario &s, const BucketPlan &best, const std::vector<long long> &counts,
                      const QString &at, bool everyCount)
{
    const long long most = mostBestBuckets(s.size_bytes); // no more buckets than M has bytes
    QVERIFY2(best.count >= 1 && best.count <= most, qPrintable(at + QStringLiteral(": B=%1").arg(best.count)));
    double least = best.finish_s;
    std::vector<double> finish;
    for (long long b : counts) {
        finish.push_back(b <= most ? finishFor(s, b) : std::numeric_limits<double>::infinity());
        least = std::min(least, finish.back());
    }
    QVERIFY2(best.finish_s <= least * (1 + 3 * kBucketTieTolerance),
             qPrintable(at + QStringLiteral(": best B=%1 F=%2, another F=%3")
                                 .arg(best.count)
                                 .arg(best.finish_s, 0, 'g', 17)
                                 .arg(least, 0, 'g', 17)));
    const double tie = everyCount ? least * (1 + kBucketTieTolerance) : best.finish_s;
    for (std::size_t i = 0; i < counts.size(); ++i) {
        if (counts[i] < best.count)
            QVERIFY2(finish[i] > tie,
                     qPrintable(at + QStringLiteral(": B=%1 ties the best B=%2").arg(counts[i]).arg(best.count)));
    }
}

} // namespace

class TestBuckets : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void goldenValues_data();
    void goldenValues();
    void smallBucketsAreWorseThanNoneAt256Gpus();

    void finishIsNeverBelowTbPlusCNorBc();
    void withoutBackwardTimeFinishIsBTimesC();
    void bestCountBeatsASampleOfOthers();
    void bestCountBeatsEveryOtherByBruteForce();

    void edgeCases();
    void invalidInputNamesTheParameter_data();
    void invalidInputNamesTheParameter();
    void sweepMatchesThePlans();
    void finishTermsAreTheTwoSidesOfTheMax();
    void bucketSizeForCountGivesExactlyThatCount();
};

void TestBuckets::goldenValues_data()
{
    QTest::addColumn<QString>("quantity");
    QTest::addColumn<double>("expected");
    QTest::addColumn<int>("decimals");
    QTest::newRow("25 MiB buckets, N=256 1GB IB NDR ring: B is 39") << "count" << 39.0 << 0;
    QTest::newRow("25 MiB buckets: c is 3.57 ms") << "c_ms" << 3.57 << 2;
    QTest::newRow("25 MiB buckets: F is 140.8 ms") << "finish_ms" << 140.8 << 1;
    QTest::newRow("25 MiB buckets: exposed is 80.8 ms") << "exposed_ms" << 80.8 << 1;
    QTest::newRow("one bucket: F is 102.4 ms") << "one_finish_ms" << 102.4 << 1;
    QTest::newRow("no overlap: T_b + T_AR(M) is 102.4 ms") << "no_overlap_ms" << 102.4 << 1;
    QTest::newRow("best bucket count is 8") << "best_count" << 8.0 << 0;
    QTest::newRow("best buckets are 125 MB") << "best_MB" << 125.0 << 0;
    QTest::newRow("best F is 67.74 ms") << "best_finish_ms" << 67.74 << 2;
    QTest::newRow("best exposed is 7.74 ms") << "best_exposed_ms" << 7.74 << 2;
}

void TestBuckets::goldenValues()
{
    QFETCH(QString, quantity);
    QFETCH(double, expected);
    QFETCH(int, decimals);
    const Scenario s; // T_b = 60 ms, b = 25 MiB, ring AllReduce
    const BucketPlan plan = bucketPlan(s).value();
    const BucketPlan one = bucketsForCount(s, s.gpus, s.size_bytes, s.backward_s, 1).value();
    const BucketPlan best = bestBuckets(s).value();
    const double value = quantity == "count"             ? double(plan.count)
                         : quantity == "c_ms"            ? plan.per_bucket_s * 1e3
                         : quantity == "finish_ms"       ? plan.finish_s * 1e3
                         : quantity == "exposed_ms"      ? plan.exposed_s * 1e3
                         : quantity == "one_finish_ms"   ? one.finish_s * 1e3
                         : quantity == "no_overlap_ms"   ? plan.no_overlap_s * 1e3
                         : quantity == "best_count"      ? double(best.count)
                         : quantity == "best_MB"         ? best.bucket_bytes / 1e6
                         : quantity == "best_finish_ms"  ? best.finish_s * 1e3
                         : quantity == "best_exposed_ms" ? best.exposed_s * 1e3
                                                         : -1.0;
    QCOMPARE(roundTo(value, decimals), expected);
}

void TestBuckets::smallBucketsAreWorseThanNoneAt256Gpus()
{
    const Scenario s;
    QVERIFY(bucketPlan(s).value().finish_s > bucketPlan(s).value().no_overlap_s);
}

void TestBuckets::finishIsNeverBelowTbPlusCNorBc()
{
    Random r(7101);
    for (int i = 0; i < kRandomSets; ++i) {
        const Scenario s = randomBucketScenario(r);
        const BucketPlan p = bucketPlan(s).value();
        const QString at = where(r, i, s);
        QVERIFY2(p.finish_s >= (s.backward_s + p.per_bucket_s) * (1 - 1e-15), qPrintable(at));
        QVERIFY2(p.finish_s >= double(p.count) * p.per_bucket_s * (1 - 1e-15), qPrintable(at));
        QVERIFY2(p.count == std::max(1LL, static_cast<long long>(std::ceil(s.size_bytes / s.bucket_bytes))) ||
                     (double(p.count - 1) * s.bucket_bytes < s.size_bytes &&
                      double(p.count) * s.bucket_bytes >= s.size_bytes),
                 qPrintable(at));
        QCOMPARE(p.exposed_s, p.finish_s - s.backward_s);
    }
}

void TestBuckets::withoutBackwardTimeFinishIsBTimesC()
{
    Random r(7102);
    for (int i = 0; i < kRandomSets; ++i) {
        Scenario s = randomBucketScenario(r);
        s.backward_s = 0;
        const BucketPlan p = bucketPlan(s).value();
        QVERIFY2(testutil::closeRel(p.finish_s, double(p.count) * p.per_bucket_s, 1e-12), qPrintable(where(r, i, s)));
    }
}

void TestBuckets::bestCountBeatsASampleOfOthers()
{
    Random r(7103);
    for (int i = 0; i < kRandomSets; ++i) {
        const Scenario s = randomBucketScenario(r);
        const BucketPlan best = bestBuckets(s).value();
        std::vector<long long> counts;
        for (long long b = 1; b <= 32; ++b)
            counts.push_back(b);
        for (long long b = std::max(1LL, best.count - 16); b <= std::min<long long>(kMaxBestBuckets, best.count + 16);
             ++b)
            counts.push_back(b);
        for (int j = 0; j < 64; ++j)
            counts.push_back(r.uniformInt(1, kMaxBestBuckets));
        counts.push_back(kMaxBestBuckets);
        checkBestAgainst(s, best, counts, where(r, i, s), false);
    }
}

void TestBuckets::bestCountBeatsEveryOtherByBruteForce()
{
    Random r(7104);
    std::vector<long long> every;
    for (long long b = 1; b <= kMaxBestBuckets; ++b)
        every.push_back(b);
    // Every count for 30 random sets (two million plans: under the sanitizers 100 sets took three minutes); the
    // sample above reaches kRandomSets sets.
    for (int i = 0; i < 30; ++i) {
        const Scenario s = randomBucketScenario(r);
        checkBestAgainst(s, bestBuckets(s).value(), every, where(r, i, s), true);
    }
    // Flat cases, where every B ties: the first wins.
    Scenario flat;
    flat.inter.alpha_s = 0;
    flat.backward_s = 0;
    QCOMPARE(bestBuckets(flat).value().count, 1LL);
    flat.gpus = 1;
    flat.backward_s = 60e-3;
    QCOMPARE(bestBuckets(flat).value().count, 1LL);
}

void TestBuckets::edgeCases()
{
    Scenario s;
    // M = 0: one empty bucket, which still pays the collective's start-ups.
    s.size_bytes = 0;
    BucketPlan p = bucketPlan(s).value();
    QCOMPARE(p.count, 1LL);
    COMPARE_REL(p.finish_s, s.backward_s + 2 * 255 * s.inter.alpha_s, 1e-12);
    QCOMPARE(p.finish_s, p.no_overlap_s);
    QCOMPARE(bestBuckets(s).value().count, 1LL);
    // b > M: one bucket, the whole AllReduce after the backward pass.
    s = Scenario{};
    s.bucket_bytes = 2e9;
    p = bucketPlan(s).value();
    QCOMPARE(p.count, 1LL);
    QCOMPARE(p.finish_s, p.no_overlap_s);
    // Rounding in M/b must not add a bucket.
    s.bucket_bytes = 1e9 / 509;
    QCOMPARE(bucketPlan(s).value().count, 509LL);
    // N = 1: nothing is sent, F = T_b.
    s = Scenario{};
    s.gpus = 1;
    p = bucketPlan(s).value();
    QCOMPARE(p.per_bucket_s, 0.0);
    QCOMPARE(p.finish_s, s.backward_s);
    QCOMPARE(p.exposed_s, 0.0);
    // T_b = 0: nothing overlaps, one bucket is best.
    s = Scenario{};
    s.backward_s = 0;
    QCOMPARE(bestBuckets(s).value().count, 1LL);
    // A few bytes: no bucket smaller than a byte (SPEC's 1 … 65,536 chose 23 buckets of 0.04 B at M = 1 B).
    s = Scenario{};
    s.gpus = 2;
    for (const double bytes : {0.5, 1.0, 10.0, 1000.0}) {
        s.size_bytes = bytes;
        const long long most = std::max(1LL, static_cast<long long>(bytes));
        QCOMPARE(mostBestBuckets(bytes), most);
        std::vector<long long> every;
        for (long long b = 1; b <= 2 * most + 30; ++b)
            every.push_back(b);
        checkBestAgainst(s, bestBuckets(s).value(), every, QString::number(bytes), true);
    }
    s.size_bytes = 1;
    QCOMPARE(bestBuckets(s).value().count, 1LL);
    QCOMPARE(mostBestBuckets(1e12), static_cast<long long>(kMaxBestBuckets));
    // Very large M/b: refused, naming the bucket size, past 10^9 buckets; the timeline past 65,536.
    s = Scenario{};
    s.bucket_bytes = 0.5;
    const Result<BucketPlan> tooMany = bucketPlan(s);
    QCOMPARE(QString::fromStdString(tooMany.error().parameter), QString("bucket"));
    QCOMPARE(QString::fromStdString(tooMany.explanation().english()),
             QString("bucket = 0.5 B cuts M = 1 GB into more than 1000000000 buckets; use a larger bucket"));
    s.bucket_bytes = 1; // 10^9 buckets: counted, with F in closed form
    QCOMPARE(bucketPlan(s).value().count, kMaxBuckets);
    s.bucket_bytes = 1e3;
    const Result<BucketTimeline> long_ = bucketTimeline(s);
    QCOMPARE(QString::fromStdString(long_.error().parameter), QString("bucket"));
    QCOMPARE(QString::fromStdString(long_.explanation().english()),
             QString("a timeline of 1000000 buckets is too large to draw; use a bucket size that gives at most 65536"));
    s.bucket_bytes = 1e9 / 65536;
    QCOMPARE(bucketTimeline(s).value().buckets.size(), std::size_t(65536));
    s.bucket_bytes = 1e9 / 65536.5; // 65,537 buckets: one too many to draw
    QCOMPARE(QString::fromStdString(bucketTimeline(s).error().parameter), QString("bucket"));
}

void TestBuckets::invalidInputNamesTheParameter_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("message");
    const double nan = std::numeric_limits<double>::quiet_NaN();
    QTest::newRow("backward time -1 ms") << "backward" << -1e-3 << "backward = -1 ms is out of range: it must be ≥ 0";
    QTest::newRow("backward time NaN") << "backward" << nan << "backward = NaN is out of range: it must be ≥ 0";
    QTest::newRow("backward time infinite") << "backward" << std::numeric_limits<double>::infinity()
                                            << "backward = infinity is out of range: it must be ≥ 0";
    QTest::newRow("bucket size 0") << "bucket" << 0.0 << "bucket = 0 B is out of range: it must be > 0";
    QTest::newRow("bucket size -25 MB") << "bucket" << -25e6 << "bucket = -25 MB is out of range: it must be > 0";
    QTest::newRow("bucket size NaN") << "bucket" << nan << "bucket = NaN is out of range: it must be > 0";
    QTest::newRow("bucket collective AllGather")
        << "bucket_collective" << 0.0
        << "bucket_collective = allgather_ring is out of range: buckets are reduced with an AllReduce";
}

void TestBuckets::invalidInputNamesTheParameter()
{
    QFETCH(QString, field);
    QFETCH(double, value);
    QFETCH(QString, message);
    Scenario s;
    if (field == "backward")
        s.backward_s = value;
    else if (field == "bucket")
        s.bucket_bytes = value;
    else
        s.bucket_collective = Algorithm::AllGatherRing;
    const auto check = [&](const Error &e) {
        QCOMPARE(QString::fromStdString(e.parameter), field);
        QCOMPARE(QString::fromStdString(e.message.english()), message);
    };
    check(validate(s).error());
    check(bucketPlan(s).error());
    check(bucketTimeline(s).error());
    if (field != "bucket") // the best count does not read b
        check(bestBuckets(s).error());
    QVERIFY(bucketsVsSize(s, {1e6, 1e7}).finish_s.empty() || field == "bucket");
}

void TestBuckets::sweepMatchesThePlans()
{
    Scenario s;
    const std::vector<double> sizes = logSpace(1e3, 2e9, 60);
    const BucketCurves c = bucketsVsSize(s, sizes);
    QCOMPARE(c.bucket_bytes.size(), sizes.size());
    QCOMPARE(roundTo(c.no_overlap_s.value() * 1e3, 1), 102.4);
    for (std::size_t i = 0; i < sizes.size(); ++i) {
        Scenario at = s;
        at.bucket_bytes = sizes[i];
        const BucketPlan p = bucketPlan(at).value();
        QCOMPARE(c.count[i], p.count);
        QCOMPARE(c.finish_s[i], p.finish_s);
        QCOMPARE(c.exposed_s[i], p.exposed_s);
    }
    QCOMPARE(bucketsVsSize(s, {0.5, 0.0, 25e6}).bucket_bytes.size(), std::size_t(1)); // refused sizes are skipped
}

void TestBuckets::finishTermsAreTheTwoSidesOfTheMax()
{
    const BucketPlan p = bucketPlan(Scenario{}).value();
    const BucketFinishTerms t = bucketFinishTerms(60e-3, double(p.count), p.per_bucket_s);
    QCOMPARE(roundTo(t.network_bound_s * 1e3, 1), 140.8); // 60 ms / 39 + 39 × 3.57 ms
    QCOMPARE(roundTo(t.compute_bound_s * 1e3, 2), 63.57); // 60 ms + 3.57 ms
    QCOMPARE(std::max(t.network_bound_s, t.compute_bound_s), p.finish_s);
}

void TestBuckets::bucketSizeForCountGivesExactlyThatCount()
{
    // 1 GB into 29: 1e9/29 rounds so that 29 of it fall a hair short of 1 GB, and ⌈M/(M/29)⌉ is 30.
    QCOMPARE(bucketCount(1e9, 1e9 / 29).value(), 30LL);
    QCOMPARE(bucketCount(1e9, bucketSizeForCount(1e9, 29)).value(), 29LL);
    QCOMPARE(bucketSizeForCount(1e9, 8), 125e6);
    Random r(7106);
    for (int i = 0; i < kRandomSets; ++i) {
        const double m = r.logUniform(1, 1e11);
        const long long count = r.uniformInt(1, kMaxBestBuckets);
        const double b = bucketSizeForCount(m, count);
        QVERIFY2(bucketCount(m, b).value() == count,
                 qPrintable(QStringLiteral("seed 7106, set %1: M = %2, B = %3").arg(i).arg(m, 0, 'g', 17).arg(count)));
        QVERIFY2(testutil::closeRel(b, m / double(count), 1e-14), qPrintable(QString::number(i)));
    }
}

QTEST_APPLESS_MAIN(TestBuckets)
#include "test_buckets.moc"
