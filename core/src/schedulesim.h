// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The pipeline schedule simulator's engine, shared by simulateSchedule (which keeps every pass) and
// scheduleLanes (which keeps only what a drawing at a given number of columns needs). Internal to core.
#pragma once

#include "commviz/schedule.h"

#include "textformats.h"

#include <algorithm>
#include <optional>
#include <vector>

namespace commviz::detail {

struct Op {
    int microbatch;
    int chunk;
    bool forward;
};

// Each stage's fixed order of passes, by index: no order is held in memory.
class StageOrders {
public:
    StageOrders(Schedule schedule, int p, int m, int v) : m_schedule(schedule), m_p(p), m_m(m), m_v(v) {}
    [[nodiscard]] long long count() const { return 2LL * m_m * chunks(); }
    [[nodiscard]] Op at(int stage, long long i) const
    {
        if (m_schedule == Schedule::GPipe)
            return i < m_m ? Op{static_cast<int>(i), 0, true} : Op{static_cast<int>(i - m_m), 0, false};
        const long long total = static_cast<long long>(m_m) * chunks();
        const long long warmup = m_schedule == Schedule::Interleaved
                                     ? std::min<long long>((m_p - stage - 1) * 2LL + (m_v - 1LL) * m_p, total)
                                     : std::min<long long>(m_p - stage - 1, total);
        if (i < warmup)
            return op(i, true);
        const long long steady = 2 * (total - warmup);
        if (i < warmup + steady) {
            const long long j = i - warmup;
            return j % 2 == 0 ? op(warmup + j / 2, true) : op(j / 2, false);
        }
        return op(total - warmup + (i - warmup - steady), false);
    }

private:
    [[nodiscard]] int chunks() const { return m_schedule == Schedule::Interleaved ? m_v : 1; }
    // Megatron-LM's interleaved order: micro-batches go through a stage's chunks in groups of p.
    [[nodiscard]] Op op(long long i, bool forward) const
    {
        if (chunks() == 1)
            return {static_cast<int>(i), 0, forward};
        int chunk = static_cast<int>((i / m_p) % m_v);
        if (!forward)
            chunk = m_v - 1 - chunk;
        return {static_cast<int>((i / (static_cast<long long>(m_p) * m_v)) * m_p + i % m_p), chunk, forward};
    }

    Schedule m_schedule;
    int m_p, m_m, m_v;
};

// The input's errors, in simulateSchedule's order, with `maxPasses` as the size limit and `tooLarge` its message.
std::optional<Error> checkSchedule(const ScheduleInput &in, double maxPasses, const TextFormat &tooLarge);

// Runs the schedule, handing every pass to `sink(stage, pass)` in each stage's order. Returns false when it
// deadlocks. `work` counts how often a pass was looked at. The input must have passed checkSchedule.
template <class Sink> bool runSchedule(const ScheduleInput &in, Sink &&sink, long long &work)
{
    const int p = in.stages;
    const int m = in.microbatches;
    const int v = in.schedule == Schedule::Interleaved ? in.virtualStages : 1;
    const int virtualStages = p * v;
    const double tf = in.forward_s / v;
    const double tb = in.backward_s / v;
    const StageOrders orders(in.schedule, p, m, v);
    const long long perStage = orders.count();

    // Finish times of each (micro-batch, virtual stage) pass; negative = not yet run. Stored by virtual stage, so
    // that a stage running micro-batch after micro-batch reads and writes neighbouring entries (by micro-batch
    // they were a virtual stage's count of entries apart: a cache miss per pass at p = 128, V = 8).
    std::vector<double> fwdEnd(static_cast<std::size_t>(m) * virtualStages, -1.0);
    std::vector<double> bwdEnd(fwdEnd.size(), -1.0);
    const auto index = [&](int mb, int vs) { return static_cast<std::size_t>(vs) * m + mb; };

    std::vector<long long> next(static_cast<std::size_t>(p), 0);
    std::vector<double> freeAt(static_cast<std::size_t>(p), 0.0);
    // Event-driven: a stage is looked at again only when a pass it may be waiting for has finished (the
    // previous virtual stage's forward, the next one's backward, or its own last forward), so every pass
    // is looked at a bounded number of times and the work is O(passes + p). A start time depends only on
    // the stage's order and on the one pass it waits for, so the order in which stages are looked at does
    // not change the result.
    std::vector<int> pending;
    pending.reserve(static_cast<std::size_t>(p));
    std::vector<char> queued(static_cast<std::size_t>(p), 1);
    for (int s = p - 1; s >= 0; --s)
        pending.push_back(s);
    const auto wake = [&](int stage) {
        if (!queued[static_cast<std::size_t>(stage)]) {
            queued[static_cast<std::size_t>(stage)] = 1;
            pending.push_back(stage);
        }
    };
    std::size_t done = 0;
    const std::size_t all = 2 * fwdEnd.size();
    while (!pending.empty()) {
        const int s = pending.back();
        pending.pop_back();
        queued[static_cast<std::size_t>(s)] = 0;
        auto &cursor = next[static_cast<std::size_t>(s)];
        while (cursor < perStage) {
            const Op op = orders.at(s, cursor);
            const int vs = op.chunk * p + s;
            ++work;
            double ready = 0;
            if (op.forward) {
                if (vs > 0) {
                    ready = fwdEnd[index(op.microbatch, vs - 1)];
                    if (ready < 0)
                        break;
                }
            } else {
                ready =
                    vs + 1 < virtualStages ? bwdEnd[index(op.microbatch, vs + 1)] : fwdEnd[index(op.microbatch, vs)];
                if (ready < 0)
                    break;
            }
            const double start = std::max(ready, freeAt[static_cast<std::size_t>(s)]);
            const double end = start + (op.forward ? tf : tb);
            (op.forward ? fwdEnd : bwdEnd)[index(op.microbatch, vs)] = end;
            freeAt[static_cast<std::size_t>(s)] = end;
            sink(s, Pass{start, end, op.microbatch, op.chunk, op.forward});
            ++cursor;
            ++done;
            // The one pass that may have waited for this one, on its own stage.
            if (op.forward && vs + 1 < virtualStages)
                wake((vs + 1) % p);
            else if (!op.forward && vs > 0)
                wake((vs - 1) % p);
        }
    }
    return done == all;
}

} // namespace commviz::detail
