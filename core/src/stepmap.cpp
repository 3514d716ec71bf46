// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SPEC 10.4: the step over t and p at the scenario's N, and over N at the scenario's layout.
#include "commviz/step.h"

#include "commviz/units.h"

#include "textformats.h"

#include <cmath>
#include <numeric>
#include <string>

namespace commviz {
namespace {

// MFUs this close count as a tie, which goes to the cell met first (the smaller t, then the smaller p).
constexpr double kMfuTieTolerance = 1e-12;

} // namespace

Result<StepMap> stepMap(const Scenario &s)
{
    StepMap map;
    double bestMfu = 0;
    for (int i = 0; i < kStepMapSide; ++i) {
        for (int j = 0; j < kStepMapSide; ++j) {
            Scenario cell = s;
            cell.tensor_parallel = 1 << i;
            cell.stages = 1 << j;
            Result<TrainingStep> step = trainingStep(cell);
            if (step.isError())
                return step.forward<StepMap>();
            if (step.ok() && step.value().fits && step.value().mfu > bestMfu * (1 + kMfuTieTolerance)) {
                bestMfu = step.value().mfu;
                map.best = static_cast<int>(map.cells.size());
            }
            map.cells.push_back({cell.tensor_parallel, cell.stages, std::move(step)});
        }
    }
    return map;
}

Result<std::vector<StepSweepPoint>> stepSweep(const Scenario &s)
{
    // Check the scenario at its own N first: an invalid value is an Error whatever N is.
    if (const Result<TrainingStep> own = trainingStep(s); own.isError())
        return own.forward<std::vector<StepSweepPoint>>();
    const double layout = double(s.tensor_parallel) * s.stages * s.expert_parallel; // up to 1e27: not an integer
    const double g = s.gpus_per_node;
    const bool tooLarge = layout > kStepSweepMaxGpus || g > kStepSweepMaxGpus ||
                          std::lcm(static_cast<long long>(layout), static_cast<long long>(g)) > kStepSweepMaxGpus;
    if (tooLarge)
        return NotApplicable{Text(formats::kStepSweepTooLarge,
                                  {formatTrimmed(layout, 0), formatTrimmed(g, 0), std::to_string(kStepSweepMaxGpus)})};
    const long long unit = std::lcm(static_cast<long long>(layout), static_cast<long long>(g));
    // Multiples k·unit with k log-spaced from 1 to the largest that fits, each k once.
    const double most = std::floor(double(kStepSweepMaxGpus) / double(unit));
    std::vector<StepSweepPoint> points;
    long long previous = 0;
    for (int i = 0; i < kStepSweepMaxPoints; ++i) {
        const double f = kStepSweepMaxPoints == 1 ? 0 : double(i) / (kStepSweepMaxPoints - 1);
        const auto k = static_cast<long long>(std::llround(std::pow(most, f)));
        if (k <= previous)
            continue;
        previous = k;
        const int gpus = static_cast<int>(k * unit);
        points.push_back({gpus, trainingStep(s, gpus)});
    }
    return points;
}

} // namespace commviz
