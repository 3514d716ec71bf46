// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// commviz_bench_schedule: what the pipeline schedule simulation (simulateSchedule(), schedule.h) costs, the call
// the Pipeline page and every export of its timeline make. Prints one line per case: `case NAME passes P
// work W median_ms X max_ms Y`, where work counts how often a pass was looked at (at most 2·passes + p). It
// prints figures; it asserts nothing (machines are noisy). `lanes NAME …` lines time scheduleLanes(), the timeline
// drawn at lower detail.
#include "commviz/schedule.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

using namespace commviz;

namespace {

using Clock = std::chrono::steady_clock;

void report(const std::string &name, const ScheduleInput &in, int repeats)
{
    std::vector<double> ms;
    long long work = 0;
    std::size_t passes = 0;
    for (int i = 0; i < repeats; ++i) {
        const auto start = Clock::now();
        const Result<ScheduleResult> r = simulateSchedule(in);
        ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
        if (!r.ok()) {
            std::printf("case %-36s refused: %s\n", name.c_str(), r.error().message.english().c_str());
            return;
        }
        work = r.value().work;
        passes = 0;
        for (const auto &stage : r.value().stages)
            passes += stage.size();
    }
    std::sort(ms.begin(), ms.end());
    std::printf("case %-36s passes %8zu work %8lld median_ms %8.2f max_ms %8.2f\n", name.c_str(), passes, work,
                ms[ms.size() / 2], ms.back());
}

// scheduleLanes(), the timeline at lower detail: every stage's row in `columns` columns, no pass kept.
void reportLanes(const std::string &name, const ScheduleInput &in, int columns, int repeats)
{
    std::vector<int> stages;
    for (int s = 0; s < in.stages; ++s)
        stages.push_back(s);
    std::vector<double> ms;
    long long passes = 0;
    std::size_t spans = 0;
    for (int i = 0; i < repeats; ++i) {
        const auto start = Clock::now();
        const Result<ScheduleLanes> r = scheduleLanes(in, stages, columns);
        ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
        if (!r.ok()) {
            std::printf("lanes %-35s refused: %s\n", name.c_str(), r.error().message.english().c_str());
            return;
        }
        passes = r.value().passes;
        spans = 0;
        for (const auto &lane : r.value().lanes)
            spans += lane.size();
    }
    std::sort(ms.begin(), ms.end());
    std::printf("lanes %-35s passes %8lld spans %8zu median_ms %8.2f max_ms %8.2f\n", name.c_str(), passes, spans,
                ms[ms.size() / 2], ms.back());
}

} // namespace

int main()
{
    report("interleaved p=64 m=1024 V=8", {Schedule::Interleaved, 64, 1024, 8, 1.0, 2.0}, 9);
    report("1F1B p=64 m=1024", {Schedule::OneFOneB, 64, 1024, 1, 1.0, 2.0}, 21);
    report("1F1B p=50000 m=1", {Schedule::OneFOneB, 50000, 1, 1, 1.0, 2.0}, 21);
    report("GPipe p=50000 m=1", {Schedule::GPipe, 50000, 1, 1, 1.0, 2.0}, 21);
    report("interleaved p=50000 m=50000 V=1", {Schedule::Interleaved, 50000, 50000, 1, 1.0, 2.0}, 1);
    report("1F1B p=1000 m=1000 (the 2,000,000-pass cap)", {Schedule::OneFOneB, 1000, 1000, 1, 1.0, 2.0}, 5);
    reportLanes("interleaved p=64 m=1024 V=8, 1200 columns", {Schedule::Interleaved, 64, 1024, 8, 1.0, 2.0}, 1200, 9);
    reportLanes("interleaved p=128 m=4096 V=8, 1200 columns", {Schedule::Interleaved, 128, 4096, 8, 1.0, 2.0}, 1200, 5);
    reportLanes("1F1B p=128 m=4096, 1200 columns", {Schedule::OneFOneB, 128, 4096, 1, 1.0, 2.0}, 1200, 9);
    return 0;
}
