// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The pipeline schedule simulator against eq. 10 and eq. 11, over many random (p, m, V).
#include "testutil.h"

#include "commviz/models.h"
#include "commviz/schedule.h"

#include <QTest>

using namespace commviz;
using testutil::uniformInt;

class TestSchedule : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void idleFractionMatchesTheFormula();
    void passesNeverOverlapAndRespectDependencies();
    void peakInFlightIsMForGPipeAndPMinusSFor1F1B();
    void interleavingNeedsMAMultipleOfP();
    void rejectsBadInput();
};

void TestSchedule::idleFractionMatchesTheFormula()
{
    for (int i = 0; i < 1200; ++i) {
        const auto schedule = static_cast<Schedule>(i % 3);
        const int p = uniformInt(1, 12);
        const int v = uniformInt(1, 5);
        const int m = schedule == Schedule::Interleaved ? p * uniformInt(1, 6) : uniformInt(1, 40);
        const double tf = testutil::logUniform(1e-4, 1);
        const double tb = uniformInt(0, 1) ? 2 * tf : tf * testutil::logUniform(0.5, 3);
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
    for (int i = 0; i < 200; ++i) {
        const int p = uniformInt(1, 10);
        const int m = uniformInt(1, 30);
        const ScheduleResult gpipe = simulateSchedule({Schedule::GPipe, p, m, 1, 1.0, 2.0}).value();
        const ScheduleResult oneF = simulateSchedule({Schedule::OneFOneB, p, m, 1, 1.0, 2.0}).value();
        for (int s = 0; s < p; ++s) {
            QCOMPARE(gpipe.peak_in_flight[std::size_t(s)], double(m));
            QCOMPARE(oneF.peak_in_flight[std::size_t(s)], double(std::min(p - s, m)));
        }
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

QTEST_APPLESS_MAIN(TestSchedule)
#include "test_schedule.moc"
