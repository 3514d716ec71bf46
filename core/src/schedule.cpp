// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commviz/schedule.h"

#include "schedulesim.h"

#include "commviz/scenario.h"

#include "commviz/parameters.h"

#include "textformats.h"

#include <algorithm>
#include <cmath>

namespace commviz {
namespace {

// In Schedule's order; marked for the catalogue, which translates them.
const char *const kScheduleNames[] = {COMMVIZ_TEXT("GPipe"), COMMVIZ_TEXT("1F1B"), COMMVIZ_TEXT("interleaved 1F1B")};

} // namespace

std::string scheduleName(Schedule s)
{
    return kScheduleNames[static_cast<std::size_t>(s)];
}

std::optional<Error> detail::checkSchedule(const ScheduleInput &in, double maxPasses, const TextFormat &tooLarge)
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
    const int v = in.schedule == Schedule::Interleaved ? in.virtualStages : 1;
    // A timeline of more passes than this could not be drawn or read; refuse before anything is allocated.
    // The simulation's work is proportional to its passes (plus p), so this bounds its time and memory too.
    const double passes = 2.0 * in.stages * in.microbatches * v;
    if (passes > maxPasses)
        return Error{std::string(paramName(Param::Microbatches)),
                     Text(tooLarge, {std::to_string(static_cast<long long>(passes))})};
    if (in.schedule == Schedule::Interleaved && in.microbatches % in.stages != 0)
        return Error{
            std::string(paramName(Param::Microbatches)),
            Text(formats::kInterleavedNeedsMultiple, {std::to_string(in.microbatches), std::to_string(in.stages)})};
    return std::nullopt;
}

Result<ScheduleResult> simulateSchedule(const ScheduleInput &in)
{
    if (auto e = detail::checkSchedule(in, kMaxSchedulePasses, formats::kScheduleTooLarge))
        return *e;
    const int p = in.stages;
    const int v = in.schedule == Schedule::Interleaved ? in.virtualStages : 1;
    ScheduleResult result;
    result.stages.resize(static_cast<std::size_t>(p));
    const long long perStage = detail::StageOrders(in.schedule, p, in.microbatches, v).count();
    for (auto &stage : result.stages)
        stage.reserve(static_cast<std::size_t>(perStage));
    const auto keep = [&](int stage, const Pass &pass) {
        result.stages[static_cast<std::size_t>(stage)].push_back(pass);
    };
    if (!detail::runSchedule(in, keep, result.work))
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

std::optional<int> peakInFlight(Schedule schedule, int stages, int microbatches, int stage)
{
    if (stages < 1 || microbatches < 1 || stage < 0 || stage >= stages)
        return std::nullopt;
    switch (schedule) {
    case Schedule::GPipe:
        return microbatches;
    case Schedule::OneFOneB:
        return std::min(stages - stage, microbatches);
    case Schedule::Interleaved:
        break;
    }
    return std::nullopt;
}

} // namespace commviz
