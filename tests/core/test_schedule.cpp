// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The pipeline schedule simulator against eq. 10 and eq. 11, over many random (p, m, V).
#include "randomscenario.h"
#include "testutil.h"

#include "commviz/models.h"
#include "commviz/schedule.h"

#include <QTest>

using namespace commviz;

class TestSchedule : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void idleFractionMatchesTheFormula();
    void passesNeverOverlapAndRespectDependencies();
    void peakInFlightIsMForGPipeAndPMinusSFor1F1B();
    void interleavingNeedsMAMultipleOfP();
    void rejectsBadInput();
    void workGrowsWithThePassesNotWithTheirSquare_data();
    void workGrowsWithThePassesNotWithTheirSquare();
    void timelineIsThatOfTheStageBySweepReference();
    void scheduleOfMoreThanTwoMillionPassesIsRefusedBeforeAnyWork();
};

void TestSchedule::idleFractionMatchesTheFormula()
{
    testutil::Random random(20261201);
    for (int i = 0; i < 1200; ++i) {
        const auto schedule = static_cast<Schedule>(i % 3);
        const int p = random.uniformInt(1, 12);
        const int v = random.uniformInt(1, 5);
        const int m = schedule == Schedule::Interleaved ? p * random.uniformInt(1, 6) : random.uniformInt(1, 40);
        const double tf = random.logUniform(1e-4, 1);
        const double tb = random.uniformInt(0, 1) ? 2 * tf : tf * random.logUniform(0.5, 3);
        const ScheduleResult r = simulateSchedule({schedule, p, m, v, tf, tb}).value();
        const double expected = schedule == Schedule::Interleaved ? bubbleFractionInterleaved(p, m, v).value()
                                                                  : bubbleFraction(p, m).value();
        if (!testutil::closeRel(r.idle_fraction, expected, 1e-9) && std::fabs(r.idle_fraction - expected) > 1e-12)
            QFAIL(qPrintable(QString("%1 p=%2 m=%3 V=%4: measured %5, formula %6")
                                 .arg(QString::fromStdString(scheduleName(schedule)))
                                 .arg(p)
                                 .arg(m)
                                 .arg(v)
                                 .arg(r.idle_fraction)
                                 .arg(expected)));
    }
}

void TestSchedule::passesNeverOverlapAndRespectDependencies()
{
    for (Schedule schedule : {Schedule::GPipe, Schedule::OneFOneB, Schedule::Interleaved}) {
        const ScheduleResult r = simulateSchedule({schedule, 4, 8, 2, 1.0, 2.0}).value();
        QCOMPARE(r.stages.size(), std::size_t(4));
        const int v = schedule == Schedule::Interleaved ? 2 : 1;
        for (const auto &stage : r.stages) {
            QCOMPARE(stage.size(), std::size_t(2 * 8 * v)); // every micro-batch forward and backward
            for (std::size_t k = 1; k < stage.size(); ++k)
                QVERIFY(stage[k].start_s >= stage[k - 1].end_s - 1e-12);
        }
        // A micro-batch's forward on stage 1 starts after its forward on stage 0 ends.
        const auto &s0 = r.stages[0];
        const auto &s1 = r.stages[1];
        for (const Pass &a : s1) {
            if (!a.forward || a.chunk != 0)
                continue;
            for (const Pass &b : s0) {
                if (b.forward && b.chunk == 0 && b.microbatch == a.microbatch)
                    QVERIFY(a.start_s >= b.end_s - 1e-12);
            }
        }
    }
}

void TestSchedule::peakInFlightIsMForGPipeAndPMinusSFor1F1B()
{
    testutil::Random random(20261201);
    for (int i = 0; i < 200; ++i) {
        const int p = random.uniformInt(1, 10);
        const int m = random.uniformInt(1, 30);
        const ScheduleResult gpipe = simulateSchedule({Schedule::GPipe, p, m, 1, 1.0, 2.0}).value();
        const ScheduleResult oneF = simulateSchedule({Schedule::OneFOneB, p, m, 1, 1.0, 2.0}).value();
        for (int s = 0; s < p; ++s) {
            QCOMPARE(gpipe.peak_in_flight[std::size_t(s)], double(m));
            QCOMPARE(oneF.peak_in_flight[std::size_t(s)], double(std::min(p - s, m)));
            // The closed form the napkin reads is the simulator's.
            QCOMPARE(double(peakInFlight(Schedule::GPipe, p, m, s).value()), gpipe.peak_in_flight[std::size_t(s)]);
            QCOMPARE(double(peakInFlight(Schedule::OneFOneB, p, m, s).value()), oneF.peak_in_flight[std::size_t(s)]);
        }
        QVERIFY(!peakInFlight(Schedule::Interleaved, p, m, 0).has_value());
        QVERIFY(!peakInFlight(Schedule::OneFOneB, p, m, p).has_value());
        QVERIFY(!peakInFlight(Schedule::GPipe, p, m, -1).has_value());
    }
}

void TestSchedule::interleavingNeedsMAMultipleOfP()
{
    const Result<ScheduleResult> r = simulateSchedule({Schedule::Interleaved, 8, 12, 4, 1.0, 2.0});
    QVERIFY(r.isError());
    QCOMPARE(QString::fromStdString(r.error().message.english()),
             QString("microbatches = 12 is out of range for interleaved 1F1B: it must be a multiple of p = 8"));
}

void TestSchedule::rejectsBadInput()
{
    QVERIFY(simulateSchedule({Schedule::GPipe, 0, 8, 1, 1.0, 2.0}).isError());
    QVERIFY(simulateSchedule({Schedule::GPipe, 4, 0, 1, 1.0, 2.0}).isError());
    QVERIFY(simulateSchedule({Schedule::GPipe, 4, 8, 1, 0.0, 2.0}).isError());
    QVERIFY(simulateSchedule({Schedule::GPipe, 4, 8, 1, 1.0, std::nan("")}).isError());
    QCOMPARE(simulateSchedule({Schedule::GPipe, 2000, 1000, 1, 1.0, 2.0}).error().parameter,
             std::string("microbatches"));
}

void TestSchedule::workGrowsWithThePassesNotWithTheirSquare_data()
{
    QTest::addColumn<int>("schedule");
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("m");
    QTest::addColumn<int>("v");
    QTest::newRow("1F1B p=50000 m=1") << int(Schedule::OneFOneB) << 50000 << 1 << 1;
    QTest::newRow("GPipe p=50000 m=1") << int(Schedule::GPipe) << 50000 << 1 << 1;
    QTest::newRow("1F1B p=5000 m=20") << int(Schedule::OneFOneB) << 5000 << 20 << 1;
    QTest::newRow("interleaved p=64 m=1024 V=8") << int(Schedule::Interleaved) << 64 << 1024 << 8;
    QTest::newRow("interleaved p=1000 m=1000 V=1") << int(Schedule::Interleaved) << 1000 << 1000 << 1;
}

// The work is counted, not timed: a stage is looked at again only when a pass it waits for has finished, so each
// pass is looked at most twice (blocked, then run) and each stage once at the start.
void TestSchedule::workGrowsWithThePassesNotWithTheirSquare()
{
    QFETCH(int, schedule);
    QFETCH(int, p);
    QFETCH(int, m);
    QFETCH(int, v);
    const Result<ScheduleResult> r = simulateSchedule({static_cast<Schedule>(schedule), p, m, v, 1.0, 2.0});
    QVERIFY(r.ok());
    const long long passes = 2LL * p * m * (schedule == int(Schedule::Interleaved) ? v : 1);
    QVERIFY2(r.value().work <= 2 * passes + p,
             qPrintable(QString("%1 passes took %2 looks").arg(passes).arg(r.value().work)));
    const double expected = schedule == int(Schedule::Interleaved) ? bubbleFractionInterleaved(p, m, v).value()
                                                                   : bubbleFraction(p, m).value();
    COMPARE_REL(r.value().idle_fraction, expected, 1e-9);
}

// The simulator as it was first written: sweep every stage in turn until none can run a pass. Quadratic in p,
// and the plainest statement of the rules; the event-driven simulator must agree with it pass for pass.
namespace {

std::vector<std::vector<Pass>> sweepReference(const ScheduleResult &fast, const ScheduleInput &in)
{
    const int p = in.stages;
    const int v = in.schedule == Schedule::Interleaved ? in.virtualStages : 1;
    const int vsCount = p * v;
    const double tf = in.forward_s / v;
    const double tb = in.backward_s / v;
    std::vector<double> fwd(std::size_t(in.microbatches) * vsCount, -1), bwd(fwd.size(), -1);
    const auto at = [&](int mb, int vs) { return std::size_t(mb) * vsCount + vs; };
    std::vector<std::vector<Pass>> out(static_cast<std::size_t>(p));
    std::vector<std::size_t> next(std::size_t(p), 0);
    std::vector<double> freeAt(std::size_t(p), 0);
    for (bool progress = true; progress;) {
        progress = false;
        for (int s = 0; s < p; ++s) {
            // The order of a stage's passes is the fast simulator's; their times are recomputed here.
            const std::vector<Pass> &order = fast.stages[std::size_t(s)];
            for (std::size_t &k = next[std::size_t(s)]; k < order.size(); ++k) {
                const Pass &op = order[k];
                const int vs = op.chunk * p + s;
                double ready = 0;
                if (op.forward && vs > 0)
                    ready = fwd[at(op.microbatch, vs - 1)];
                else if (!op.forward)
                    ready = vs + 1 < vsCount ? bwd[at(op.microbatch, vs + 1)] : fwd[at(op.microbatch, vs)];
                if (ready < 0)
                    break;
                const double start = std::max(ready, freeAt[std::size_t(s)]);
                const double end = start + (op.forward ? tf : tb);
                (op.forward ? fwd : bwd)[at(op.microbatch, vs)] = end;
                freeAt[std::size_t(s)] = end;
                out[std::size_t(s)].push_back({start, end, op.microbatch, op.chunk, op.forward});
                progress = true;
            }
        }
    }
    return out;
}

} // namespace

void TestSchedule::timelineIsThatOfTheStageBySweepReference()
{
    testutil::Random r(20260417);
    for (int set = 0; set < 300; ++set) {
        const auto schedule = static_cast<Schedule>(set % 3);
        const int p = r.uniformInt(1, 24);
        const int v = r.uniformInt(1, 4);
        const int m = schedule == Schedule::Interleaved ? p * r.uniformInt(1, 4) : r.uniformInt(1, 40);
        const ScheduleInput in{schedule, p, m, v, r.logUniform(1e-3, 1), r.logUniform(1e-3, 2)};
        const ScheduleResult fast = simulateSchedule(in).value();
        const std::vector<std::vector<Pass>> slow = sweepReference(fast, in);
        const QString where = QString("seed %1, set %2: %3 p=%4 m=%5 V=%6")
                                  .arg(r.seed())
                                  .arg(set)
                                  .arg(QString::fromStdString(scheduleName(schedule)))
                                  .arg(p)
                                  .arg(m)
                                  .arg(v);
        for (int s = 0; s < p; ++s) {
            const auto &a = fast.stages[std::size_t(s)];
            const auto &b = slow[std::size_t(s)];
            QVERIFY2(a.size() == b.size(), qPrintable(where));
            for (std::size_t k = 0; k < a.size(); ++k)
                QVERIFY2(a[k].start_s == b[k].start_s && a[k].end_s == b[k].end_s,
                         qPrintable(where + QString(", stage %1 pass %2").arg(s).arg(k)));
        }
    }
}

void TestSchedule::scheduleOfMoreThanTwoMillionPassesIsRefusedBeforeAnyWork()
{
    // p·m·V = 1e6 exactly is the largest accepted; beyond, the message says what to keep small.
    QVERIFY(simulateSchedule({Schedule::OneFOneB, 1000, 1000, 7, 1.0, 2.0}).ok()); // V unused by 1F1B
    const Result<ScheduleResult> big = simulateSchedule({Schedule::Interleaved, 1000, 1000, 2, 1.0, 2.0});
    QVERIFY(big.isError());
    QCOMPARE(QString::fromStdString(big.error().message.english()),
             QString("a schedule of 4000000 passes is too large to simulate; keep p·m·V at most 1000000"));
    QVERIFY(simulateSchedule({Schedule::GPipe, 1000000000, 1000000000, 1000000000, 1.0, 2.0}).isError());
}

QTEST_APPLESS_MAIN(TestSchedule)
#include "test_schedule.moc"
