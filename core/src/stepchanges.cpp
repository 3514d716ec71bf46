// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commviz/stepchanges.h"

#include "commviz/buckets.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <optional>

namespace commviz {
namespace {

// Exposed times this close count as a tie, which goes to the smaller B.
constexpr double kTieTolerance = 1e-12;

std::optional<int> doubled(int v)
{
    return v <= INT_MAX / 2 ? std::optional(2 * v) : std::nullopt;
}

} // namespace

std::optional<StepBuckets> bestStepBuckets(const Scenario &s)
{
    const Result<TrainingStep> own = trainingStep(s);
    if (!own.ok() || own.value().layout.data_parallel == 1)
        return std::nullopt;
    const TrainingStep &st = own.value();
    const GroupSpan span = groupSpan(st.layout, st.layout.data).value();
    const double g = st.gradient_bytes;
    const double tb = st.backward_s;
    const auto exposed = [&](long long count) {
        const double b = static_cast<double>(count);
        return bucketFinish(tb, b, groupAllReduce(st.layout, span, g / b).total_s()) - tb;
    };
    const Cost whole = groupAllReduce(st.layout, span, g); // c(B) = L + w·G_d/B
    const double most = std::max(1.0, std::min(static_cast<double>(kMaxBuckets), std::floor(g)));
    double real = most;
    if (whole.latency_s > 0)
        real = std::max(std::sqrt(tb / whole.latency_s), (tb - whole.bandwidth_s) / whole.latency_s);
    real = std::clamp(real, 1.0, most);
    StepBuckets best;
    best.count = 0;
    for (const double candidate : {std::floor(real), std::ceil(real)}) {
        const auto count = static_cast<long long>(candidate);
        const double e = exposed(count);
        if (best.count == 0 || e < best.exposed_s * (1 - kTieTolerance)) {
            best.count = count;
            best.exposed_s = e;
        }
    }
    best.bucket_bytes = bucketSizeForCount(g, best.count);
    return best;
}

Result<std::vector<StepChange>> stepChanges(const Scenario &s)
{
    const Result<TrainingStep> own = trainingStep(s);
    if (own.isError())
        return own.forward<std::vector<StepChange>>();
    std::vector<StepChange> changes;
    const auto add = [&](StepChangeKind kind, const Scenario &changed) {
        Result<TrainingStep> step = trainingStep(changed);
        changes.push_back({kind, changed, std::move(step)});
    };
    const auto change = [&](StepChangeKind kind, int Scenario::*field, std::optional<int> value) {
        if (!value)
            return;
        Scenario changed = s;
        changed.*field = *value;
        add(kind, changed);
    };
    change(StepChangeKind::DoubleTensor, &Scenario::tensor_parallel, doubled(s.tensor_parallel));
    change(StepChangeKind::HalveTensor, &Scenario::tensor_parallel,
           s.tensor_parallel >= 2 ? std::optional(s.tensor_parallel / 2) : std::nullopt);
    change(StepChangeKind::DoubleStages, &Scenario::stages, doubled(s.stages));
    change(StepChangeKind::HalveStages, &Scenario::stages, s.stages >= 2 ? std::optional(s.stages / 2) : std::nullopt);
    change(StepChangeKind::DoubleMicrobatches, &Scenario::microbatches, doubled(s.microbatches));
    change(StepChangeKind::DoubleVirtual, &Scenario::virtual_stages, doubled(s.virtual_stages));
    if (own.ok()) {
        const std::optional<StepBuckets> buckets = bestStepBuckets(s);
        if (buckets && buckets->count != own.value().buckets) {
            Scenario changed = s;
            changed.bucket_bytes = buckets->bucket_bytes;
            add(StepChangeKind::BestBucket, changed);
        }
    }
    // Usable first, by MFU; stable, so ties and the rest keep the order of StepChangeKind.
    std::stable_sort(changes.begin(), changes.end(), [](const StepChange &a, const StepChange &b) {
        if (a.usable() != b.usable())
            return a.usable();
        return a.usable() && a.step.value().mfu > b.step.value().mfu;
    });
    return changes;
}

} // namespace commviz
