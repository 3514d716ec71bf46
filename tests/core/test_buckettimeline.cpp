// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The gradient buckets' timeline (SPEC.md section 7) over random parameter sets, each test its own seeded generator
// named in every failure: its blocks never overlap nor start before their bucket is ready, and the spans a chart
// draws at lower detail hold every block, also for timelines too large to list.
#include "bucketstest.h"
#include "randomscenario.h"
#include "testutil.h"

#include "commviz/buckets.h"
#include "commviz/sweep.h"

#include <QTest>

using namespace commviz;
using namespace bucketstest;
using testutil::where;

namespace {

// A random bucket scenario whose timeline can be listed: at most 1000 buckets.
Scenario randomListedScenario(Random &r)
{
    Scenario s = randomBucketScenario(r);
    s.bucket_bytes = std::max(1.0, s.size_bytes) * r.logUniform(1e-3, 2);
    return s;
}

} // namespace

class TestBucketTimeline : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void timelineBlocksNeverOverlapNorStartEarly();
    void networkSpansAreTheTimelinesBlocksMerged();
    void networkSpansCoverTimelinesTooLargeToList();
};

void TestBucketTimeline::timelineBlocksNeverOverlapNorStartEarly()
{
    Random r(7105);
    for (int i = 0; i < kRandomSets; ++i) {
        const Scenario s = randomListedScenario(r);
        const QString at = where(r, i, s);
        const BucketTimeline t = bucketTimeline(s).value();
        QVERIFY2(std::ssize(t.buckets) == t.plan.count, qPrintable(at));
        double previousEnd = 0;
        double previousReady = 0;
        for (const BucketBlock &b : t.buckets) {
            QVERIFY2(b.start_s >= b.ready_s, qPrintable(at));
            QVERIFY2(b.start_s >= previousEnd, qPrintable(at)); // one AllReduce at a time
            QVERIFY2(b.ready_s >= previousReady && b.ready_s <= s.backward_s, qPrintable(at));
            QVERIFY2(testutil::closeRel(b.end_s - b.start_s, t.plan.per_bucket_s, 1e-9) ||
                         std::fabs(b.end_s - b.start_s - t.plan.per_bucket_s) <= 1e-12 * b.end_s,
                     qPrintable(at));
            previousEnd = b.end_s;
            previousReady = b.ready_s;
        }
        QVERIFY2(t.buckets.back().ready_s == s.backward_s, qPrintable(at));
        QVERIFY2(testutil::closeRel(t.buckets.back().end_s, t.plan.finish_s, 1e-9), qPrintable(at));
    }
}

// The spans a chart draws at lower detail hold every block of the listed timeline, and a gap between two spans is
// a real gap of at least the resolution.
void TestBucketTimeline::networkSpansAreTheTimelinesBlocksMerged()
{
    Random r(7107);
    for (int i = 0; i < kRandomSets; ++i) {
        const Scenario s = randomListedScenario(r);
        const QString at = where(r, i, s);
        const BucketTimeline t = bucketTimeline(s).value();
        const double gap = r.chance(0.5) ? 0.0 : t.plan.finish_s * r.logUniform(1e-6, 1e-1);
        const std::vector<BucketSpan> spans = bucketNetworkSpans(t.plan, s.backward_s, gap).value();
        QVERIFY2(!spans.empty() && spans.front().first == 1 && spans.back().last == t.plan.count, qPrintable(at));
        const double tolerance = 1e-9 * std::max(t.plan.finish_s, 1e-300);
        for (std::size_t k = 0; k < spans.size(); ++k) {
            const BucketSpan &span = spans[k];
            QVERIFY2(std::fabs(span.start_s - t.buckets[std::size_t(span.first - 1)].start_s) <= tolerance,
                     qPrintable(at));
            QVERIFY2(std::fabs(span.end_s - t.buckets[std::size_t(span.last - 1)].end_s) <= tolerance, qPrintable(at));
            if (k > 0) {
                QVERIFY2(span.first == spans[k - 1].last + 1, qPrintable(at));
                QVERIFY2(span.start_s - spans[k - 1].end_s >= gap - tolerance, qPrintable(at));
            }
        }
        QVERIFY2(std::fabs(spans.back().end_s - t.plan.finish_s) <= tolerance, qPrintable(at));
    }
}

void TestBucketTimeline::networkSpansCoverTimelinesTooLargeToList()
{
    Scenario s;
    s.bucket_bytes = 1; // 1e9 buckets: ring AllReduces of 1 B, back to back from T_b/B on
    QVERIFY(!bucketTimeline(s).ok());
    const BucketPlan p = bucketPlan(s).value();
    const std::vector<BucketSpan> spans = bucketNetworkSpans(p, s.backward_s, 0).value();
    QCOMPARE(spans.size(), std::size_t(1));
    QCOMPARE(spans.front().last, p.count);
    QCOMPARE(spans.front().end_s, p.finish_s);
    // Buckets that each run alone and are far apart cannot all be spans beyond kMaxTimelineBuckets.
    Scenario alone;
    alone.gpus = 1; // c = 0: every bucket alone, T_b/B apart
    alone.bucket_bytes = 1e9 / 100000.0;
    const BucketPlan q = bucketPlan(alone).value();
    QCOMPARE(q.count, 100000LL);
    QCOMPARE(bucketNetworkSpans(q, alone.backward_s, 0).error().parameter, std::string("bucket"));
    QCOMPARE(bucketNetworkSpans(q, alone.backward_s, 1e-6).value().size(), std::size_t(1)); // 0.6 µs apart
}

QTEST_APPLESS_MAIN(TestBucketTimeline)
#include "test_buckettimeline.moc"
