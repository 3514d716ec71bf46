// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// scheduleLanes, the schedule at lower detail: each column's phase is the one that fills most of its busy time in
// the simulator's own passes (idle only where no pass runs), the spans cover the makespan, and the largest schedules
// the Pipeline page draws (p = 128, m = 4096, V = 8) run without keeping their 8.4 million passes.
#include "commviz/models.h"
#include "commviz/schedule.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>

using namespace commviz;

Q_DECLARE_METATYPE(commviz::Schedule)

namespace {

// The phase of each column of one stage, counted from simulateSchedule's passes one by one.
std::vector<Phase> referenceColumns(const std::vector<Pass> &passes, double width, int columns, double makespan)
{
    std::vector<Phase> out;
    for (int c = 0; c < columns; ++c) {
        const double c0 = c * width;
        const double c1 = std::min(makespan, c0 + width);
        double forward = 0, backward = 0;
        for (const Pass &p : passes) {
            const double overlap = std::min(p.end_s, c1) - std::max(p.start_s, c0);
            if (overlap > 0)
                (p.forward ? forward : backward) += overlap;
        }
        out.push_back(forward + backward == 0 ? Phase::Idle : forward >= backward ? Phase::Forward : Phase::Backward);
    }
    return out;
}

} // namespace

class TestScheduleLanes : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void eachColumnHasThePhaseThatFillsMostOfIt_data();
    void eachColumnHasThePhaseThatFillsMostOfIt();
    void theLargestPageScheduleRunsAndMatchesEq11();
    void rejectsBadInput();
};

void TestScheduleLanes::eachColumnHasThePhaseThatFillsMostOfIt_data()
{
    QTest::addColumn<Schedule>("schedule");
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("m");
    QTest::addColumn<int>("v");
    QTest::addColumn<int>("columns");
    QTest::newRow("GPipe p=4 m=8, 7 columns") << Schedule::GPipe << 4 << 8 << 1 << 7;
    QTest::newRow("1F1B p=8 m=16, 50 columns") << Schedule::OneFOneB << 8 << 16 << 1 << 50;
    QTest::newRow("1F1B p=8 m=16, 1000 columns (wider than a pass)") << Schedule::OneFOneB << 8 << 16 << 1 << 1000;
    QTest::newRow("interleaved p=8 m=16 V=4, 13 columns") << Schedule::Interleaved << 8 << 16 << 4 << 13;
    QTest::newRow("interleaved p=4 m=32 V=8, 300 columns") << Schedule::Interleaved << 4 << 32 << 8 << 300;
    QTest::newRow("1F1B p=1 m=1, 1 column") << Schedule::OneFOneB << 1 << 1 << 1 << 1;
}

void TestScheduleLanes::eachColumnHasThePhaseThatFillsMostOfIt()
{
    QFETCH(Schedule, schedule);
    QFETCH(int, p);
    QFETCH(int, m);
    QFETCH(int, v);
    QFETCH(int, columns);
    const ScheduleInput in{schedule, p, m, v, 1.0, 2.0};
    const ScheduleResult full = simulateSchedule(in).value();
    std::vector<int> stages;
    for (int s = p - 1; s >= 0; --s)
        stages.push_back(s); // any order
    const Result<ScheduleLanes> result = scheduleLanes(in, stages, columns);
    QVERIFY2(result.ok(), result.ok() ? "" : result.explanation().english().c_str());
    const ScheduleLanes &lanes = result.value();
    QCOMPARE(lanes.makespan_s, full.makespan_s);
    QCOMPARE(lanes.idle_fraction, full.idle_fraction);
    QCOMPARE(lanes.columns, columns);
    QCOMPARE(lanes.stages, stages);
    QCOMPARE(lanes.lanes.size(), stages.size());
    for (std::size_t i = 0; i < stages.size(); ++i) {
        const std::vector<PhaseSpan> &lane = lanes.lanes[i];
        QVERIFY(!lane.empty());
        QCOMPARE(lane.front().start_s, 0.0);
        QCOMPARE(lane.back().end_s, full.makespan_s);
        for (std::size_t k = 1; k < lane.size(); ++k) {
            QCOMPARE(lane[k].start_s, lane[k - 1].end_s);
            QVERIFY(lane[k].phase != lane[k - 1].phase); // merged
        }
        const std::vector<Phase> expected = referenceColumns(full.stages[static_cast<std::size_t>(stages[i])],
                                                             lanes.column_s, columns, full.makespan_s);
        for (int c = 0; c < columns; ++c) {
            const double mid = (c + 0.5) * lanes.column_s;
            const auto span = std::find_if(lane.begin(), lane.end(), [&](const PhaseSpan &s) { return s.end_s > mid; });
            QVERIFY(span != lane.end());
            if (span->phase != expected[static_cast<std::size_t>(c)])
                QFAIL(qPrintable(QString("stage %1, column %2: phase %3, expected %4")
                                     .arg(stages[i])
                                     .arg(c)
                                     .arg(static_cast<int>(span->phase))
                                     .arg(static_cast<int>(expected[static_cast<std::size_t>(c)]))));
        }
    }
}

void TestScheduleLanes::theLargestPageScheduleRunsAndMatchesEq11()
{
    // 2·128·4096·8 = 8,388,608 passes: four times simulateSchedule's limit.
    const ScheduleInput in{Schedule::Interleaved, 128, 4096, 8, 1.0, 2.0};
    QVERIFY(!simulateSchedule(in).ok());
    const Result<ScheduleLanes> result = scheduleLanes(in, {0, 63, 127}, 900);
    QVERIFY2(result.ok(), result.ok() ? "" : result.explanation().english().c_str());
    const ScheduleLanes &lanes = result.value();
    QCOMPARE(lanes.passes, 8388608LL);
    QCOMPARE(lanes.columns, 900);
    const double eq11 = bubbleFractionInterleaved(128, 4096, 8).value();
    QVERIFY2(std::fabs(lanes.idle_fraction - eq11) < 1e-9, qPrintable(QString::number(lanes.idle_fraction)));
    QVERIFY(lanes.work <= 2 * lanes.passes + 128);
    // The first stage starts at once; the last one waits for the first micro-batch's forward through 127 stages.
    QVERIFY(lanes.lanes[0].front().phase != Phase::Idle);
    QCOMPARE(lanes.lanes[2].front().phase, Phase::Idle);
}

void TestScheduleLanes::rejectsBadInput()
{
    const ScheduleInput ok{Schedule::OneFOneB, 8, 16, 1, 1.0, 2.0};
    QVERIFY(!scheduleLanes(ok, {0}, 0).ok());
    QVERIFY(!scheduleLanes(ok, {8}, 10).ok());
    QVERIFY(!scheduleLanes(ok, {-1}, 10).ok());
    QVERIFY(!scheduleLanes({Schedule::Interleaved, 8, 15, 4, 1.0, 2.0}, {0}, 10).ok());
    const Result<ScheduleLanes> huge = scheduleLanes({Schedule::OneFOneB, 1000, 10000, 1, 1.0, 2.0}, {0}, 10);
    QVERIFY(!huge.ok());
    QCOMPARE(QString::fromStdString(huge.explanation().english()),
             QString("a schedule of 20000000 passes is too large to draw; keep p·m·V at most 5000000"));
}

QTEST_APPLESS_MAIN(TestScheduleLanes)
#include "test_schedulelanes.moc"
