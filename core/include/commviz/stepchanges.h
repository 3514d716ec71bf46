// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// "Which change helps most?" (SPEC.md 10.4, the Training step page): the step after one change of the layout each —
// t and p doubled and halved at the same N (d = N/(t·p) adjusting), m and V doubled — and at the bucket size that
// minimises the step's exposed data-parallel time, sorted by MFU, the best first. A change is a whole scenario, so a
// window can adopt it as one undo step.
//
// Sorted by MFU rather than by step time: doubling m or halving d changes the tokens a step trains, so step times
// of different changes are not comparable; MFU (∝ tokens per second at the same N) is.
#pragma once

#include "commviz/result.h"
#include "commviz/scenario.h"
#include "commviz/step.h"

#include <optional>
#include <vector>

namespace commviz {

enum class StepChangeKind {
    DoubleTensor,
    HalveTensor,
    DoubleStages,
    HalveStages,
    DoubleMicrobatches,
    DoubleVirtual,
    BestBucket,
};

struct StepChange {
    StepChangeKind kind = StepChangeKind::DoubleTensor;
    Scenario scenario;                          // the scenario with the change made
    Result<TrainingStep> step = TrainingStep{}; // trainingStep(scenario): NotApplicable (or an Error) names why not
    [[nodiscard]] bool usable() const { return step.ok() && step.value().fits; }
};

// The bucket count B in 1 … min(kMaxBuckets, ⌊G_d⌋) that minimises the step's exposed data-parallel time
// E_DP(B) = max(t_b/B + B·c(B), t_b + c(B)) − t_b, c(B) = AllReduce(G_d/B) over the data-parallel group (the smaller B
// on a tie), and the bucket size b that gives it. Exact: c is affine in its size, L + w·G_d/B, so the two terms cross
// at B = 1 and B = (t_b − w·G_d)/L and the real minimum is max(√(t_b/L), (t_b − w·G_d)/L); its whole neighbours are
// compared. None when d = 1 (no data-parallel AllReduce, no buckets) or when the step is not applicable.
struct StepBuckets {
    long long count = 1;
    double bucket_bytes = 0;
    double exposed_s = 0; // E_DP at that count
};
std::optional<StepBuckets> bestStepBuckets(const Scenario &s);

// The changes that exist (halving needs t, p ≥ 2; the bucket size needs d ≥ 2 and a different size), each with its
// step: the usable ones (applicable and fitting in memory) by MFU, highest first (ties in the order of
// StepChangeKind), then the rest in that order. An Error when the scenario's own step is one.
Result<std::vector<StepChange>> stepChanges(const Scenario &s);

} // namespace commviz
