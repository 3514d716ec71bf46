// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commviz/schedule.h"

#include "commviz/scenario.h"

#include "commviz/parameters.h"

#include "textformats.h"

#include <algorithm>
#include <cmath>

namespace commviz {
namespace {

// In Schedule's order; marked for the catalogue, which translates them.
const char *const kScheduleNames[] = {COMMVIZ_TEXT("GPipe"), COMMVIZ_TEXT("1F1B"), COMMVIZ_TEXT("interleaved 1F1B")};

struct Op {
    int microbatch;
    int chunk;
    bool forward;
};

// Megatron-LM's interleaved order: micro-batches go through a stage's chunks in groups of p.
Op interleavedOp(int i, int p, int v, bool forward)
{
    int chunk = (i / p) % v;
    if (!forward)
        chunk = v - 1 - chunk;
    return {(i / (p * v)) * p + i % p, chunk, forward};
}

std::vector<Op> stageOrder(Schedule schedule, int stage, int p, int m, int v)
{
    std::vector<Op> ops;
    if (schedule == Schedule::GPipe) {
        for (int i = 0; i < m; ++i)
            ops.push_back({i, 0, true});
        for (int i = 0; i < m; ++i)
            ops.push_back({i, 0, false});
        return ops;
    }
    const int chunks = schedule == Schedule::Interleaved ? v : 1;
    const int total = m * chunks;
    const int warmup = schedule == Schedule::Interleaved ? std::min((p - stage - 1) * 2 + (v - 1) * p, total)
                                                         : std::min(p - stage - 1, total);
    const auto op = [&](int i, bool forward) {
        return chunks == 1 ? Op{i, 0, forward} : interleavedOp(i, p, chunks, forward);
    };
    for (int i = 0; i < warmup; ++i)
        ops.push_back(op(i, true));
    for (int i = 0; i < total - warmup; ++i) {
        ops.push_back(op(warmup + i, true));
        ops.push_back(op(i, false));
    }
    for (int i = total - warmup; i < total; ++i)
        ops.push_back(op(i, false));
    return ops;
}

} // namespace

std::string scheduleName(Schedule s)
{
    return kScheduleNames[static_cast<std::size_t>(s)];
}

Result<ScheduleResult> simulateSchedule(const ScheduleInput &in)
{
    if (auto e = checkWholeAtLeast(paramName(Param::Stages), in.stages, 1))
        return *e;
    if (auto e = checkWholeAtLeast(paramName(Param::Microbatches), in.microbatches, 1))
        return *e;
    if (auto e = checkWholeAtLeast(paramName(Param::Virtual), in.virtualStages, 1))
        return *e;
    if (auto e = checkPositive("forward_time", in.forward_s, "s"))
        return *e;
    if (auto e = checkPositive("backward_time", in.backward_s, "s"))
        return *e;
    const int p = in.stages;
    const int m = in.microbatches;
    const int v = in.schedule == Schedule::Interleaved ? in.virtualStages : 1;
    // A timeline of more passes than this could not be drawn or read; refuse before anything is allocated.
    // The simulation's work is proportional to its passes (plus p), so this bounds its time and memory too.
    const double passes = 2.0 * p * m * v;
    if (passes > kMaxSchedulePasses)
        return Error{std::string(paramName(Param::Microbatches)),
                     Text(formats::kScheduleTooLarge, {std::to_string(static_cast<long long>(passes))})};
    if (in.schedule == Schedule::Interleaved && m % p != 0)
        return Error{std::string(paramName(Param::Microbatches)),
                     Text(formats::kInterleavedNeedsMultiple, {std::to_string(m), std::to_string(p)})};
    const int virtualStages = p * v;
    const double tf = in.forward_s / v;
    const double tb = in.backward_s / v;

    // Finish times of each (micro-batch, virtual stage) pass; negative = not yet run.
    std::vector<double> fwdEnd(static_cast<std::size_t>(m) * virtualStages, -1.0);
    std::vector<double> bwdEnd(fwdEnd.size(), -1.0);
    const auto index = [&](int mb, int vs) { return static_cast<std::size_t>(mb) * virtualStages + vs; };

    std::vector<std::vector<Op>> orders;
    for (int s = 0; s < p; ++s)
        orders.push_back(stageOrder(in.schedule, s, p, m, v));

    ScheduleResult result;
    result.stages.resize(static_cast<std::size_t>(p));
    for (int s = 0; s < p; ++s)
        result.stages[static_cast<std::size_t>(s)].reserve(orders[static_cast<std::size_t>(s)].size());
    std::vector<std::size_t> next(static_cast<std::size_t>(p), 0);
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
        auto &order = orders[static_cast<std::size_t>(s)];
        auto &cursor = next[static_cast<std::size_t>(s)];
        while (cursor < order.size()) {
            const Op &op = order[cursor];
            const int vs = op.chunk * p + s;
            ++result.work;
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
            result.stages[static_cast<std::size_t>(s)].push_back({start, end, op.microbatch, op.chunk, op.forward});
            ++cursor;
            ++done;
            // The one pass that may have waited for this one, on its own stage.
            if (op.forward && vs + 1 < virtualStages)
                wake((vs + 1) % p);
            else if (!op.forward && vs > 0)
                wake((vs - 1) % p);
        }
    }
    if (done < all)
        return Error{"schedule", Text(formats::kScheduleDeadlocked, {Text::name(scheduleName(in.schedule))})};

    double busy = 0;
    for (const auto &stage : result.stages) {
        double inFlight = 0;
        double peak = 0;
        for (const Pass &pass : stage) {
            busy += pass.end_s - pass.start_s;
            result.makespan_s = std::max(result.makespan_s, pass.end_s);
            inFlight += (pass.forward ? 1.0 : -1.0) / v;
            peak = std::max(peak, inFlight);
        }
        result.peak_in_flight.push_back(peak);
    }
    result.idle_fraction = 1.0 - busy / (p * result.makespan_s);
    return result;
}

} // namespace commviz
