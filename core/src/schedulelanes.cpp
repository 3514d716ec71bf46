// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// scheduleLanes: the schedule simulator's passes binned into columns per stage, without keeping the passes.
#include "commviz/schedule.h"

#include "schedulesim.h"

#include "commviz/scenario.h"

#include "textformats.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

namespace commviz {
namespace {

// Forward and backward time in each column of one stage.
using Bins = std::vector<std::array<double, 2>>;

void add(Bins &bins, double width, const Pass &pass)
{
    const auto first = static_cast<std::size_t>(std::max(0.0, std::floor(pass.start_s / width)));
    const auto last = static_cast<std::size_t>(std::max(0.0, std::floor(pass.end_s / width)));
    if (bins.size() <= last)
        bins.resize(last + 1, {0.0, 0.0});
    for (std::size_t c = first; c <= last; ++c) {
        const double c0 = static_cast<double>(c) * width;
        const double overlap = std::min(pass.end_s, c0 + width) - std::max(pass.start_s, c0);
        if (overlap > 0)
            bins[c][pass.forward ? 0 : 1] += overlap;
    }
}

} // namespace

Result<ScheduleLanes> scheduleLanes(const ScheduleInput &in, const std::vector<int> &stages, int columns)
{
    if (auto e = detail::checkSchedule(in, kMaxLanePasses, formats::kLanesTooLarge))
        return *e;
    if (auto e = checkWholeAtLeast("columns", columns, 1))
        return *e;
    const int p = in.stages;
    std::vector<int> laneOf(static_cast<std::size_t>(p), -1);
    for (std::size_t i = 0; i < stages.size(); ++i) {
        const int stage = stages[i];
        if (auto e = checkWholeAtLeast("stage", stage, 0))
            return *e;
        if (stage >= p)
            return Error{"stage",
                         Text(formats::kMustBeAtMost, {"stage", std::to_string(stage), std::to_string(p - 1)})};
        if (laneOf[static_cast<std::size_t>(stage)] < 0)
            laneOf[static_cast<std::size_t>(stage)] = static_cast<int>(i);
    }
    const int v = in.schedule == Schedule::Interleaved ? in.virtualStages : 1;
    // The makespan eq. 10 and 11 give (the simulator's equals it: SPEC.md section 4); the columns are laid on it
    // and grow should the simulated one be longer.
    const double expected = (in.forward_s + in.backward_s) * (in.microbatches + (p - 1.0) / v);
    const double width = expected / columns;

    ScheduleLanes out;
    out.stages = stages;
    std::vector<Bins> bins(stages.size());
    double busy = 0;
    const auto bin = [&](int stage, const Pass &pass) {
        busy += pass.end_s - pass.start_s;
        out.makespan_s = std::max(out.makespan_s, pass.end_s);
        ++out.passes;
        const int lane = laneOf[static_cast<std::size_t>(stage)];
        if (lane >= 0)
            add(bins[static_cast<std::size_t>(lane)], width, pass);
    };
    if (!detail::runSchedule(in, bin, out.work))
        return Error{"schedule", Text(formats::kScheduleDeadlocked, {Text::name(scheduleName(in.schedule))})};
    out.idle_fraction = 1.0 - busy / (p * out.makespan_s);
    out.column_s = width;
    out.columns = std::max(1, static_cast<int>(std::ceil(out.makespan_s / width - 1e-9)));

    out.lanes.resize(stages.size());
    for (std::size_t i = 0; i < stages.size(); ++i) {
        // A stage asked for twice shares the first one's bins.
        const Bins &b = bins[static_cast<std::size_t>(laneOf[static_cast<std::size_t>(stages[i])])];
        std::vector<PhaseSpan> &lane = out.lanes[i];
        for (int c = 0; c < out.columns; ++c) {
            const double c0 = c * width;
            const double c1 = std::min(out.makespan_s, c0 + width);
            const auto at = static_cast<std::size_t>(c);
            const double forward = at < b.size() ? b[at][0] : 0.0;
            const double backward = at < b.size() ? b[at][1] : 0.0;
            // The phase that fills most of the column's busy time; idle only when no pass runs in it (past a
            // rounding error), so that a pass narrower than a column still shows.
            Phase phase = forward >= backward ? Phase::Forward : Phase::Backward;
            if (forward + backward <= 1e-9 * width)
                phase = Phase::Idle;
            if (!lane.empty() && lane.back().phase == phase)
                lane.back().end_s = c1;
            else
                lane.push_back({c0, c1, phase});
        }
    }
    return out;
}

} // namespace commviz
