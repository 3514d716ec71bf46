// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// commviz_bench_schedule: what the pipeline schedule simulation (simulateSchedule(), schedule.h) costs, the call
// the Pipeline page and every export of its timeline make. Prints one line per case: `case NAME passes P
// work W median_ms X max_ms Y`, where work counts how often a pass was looked at (at most 2·passes + p). It
// prints figures; it asserts nothing (machines are noisy).
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

} // namespace

int main()
{
    report("interleaved p=64 m=1024 V=8", {Schedule::Interleaved, 64, 1024, 8, 1.0, 2.0}, 9);
    report("1F1B p=64 m=1024", {Schedule::OneFOneB, 64, 1024, 1, 1.0, 2.0}, 21);
    report("1F1B p=50000 m=1", {Schedule::OneFOneB, 50000, 1, 1, 1.0, 2.0}, 21);
    report("GPipe p=50000 m=1", {Schedule::GPipe, 50000, 1, 1, 1.0, 2.0}, 21);
    report("interleaved p=50000 m=50000 V=1", {Schedule::Interleaved, 50000, 50000, 1, 1.0, 2.0}, 1);
    report("1F1B p=1000 m=1000 (the 2,000,000-pass cap)", {Schedule::OneFOneB, 1000, 1000, 1, 1.0, 2.0}, 5);
    return 0;
}
