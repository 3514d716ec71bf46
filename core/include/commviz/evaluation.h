// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Evaluation: every model quantity for one scenario, in one value — what `commviz eval` prints and the
// napkin-math panels substitute into their formulas.
#pragma once

#include "commviz/models.h"
#include "commviz/scenario.h"

#include <utility>
#include <vector>

namespace commviz {

struct Evaluation {
    Scenario inputs;
    Result<Cost> p2p = Cost{};
    Result<double> crossover = 0.0;                              // n*
    std::vector<std::pair<Algorithm, Result<Cost>>> collectives; // allAlgorithms() order
    Result<double> ringTreeCrossover = 0.0;                      // M×(N)
    Result<Choice> best = Choice{};
    Result<double> bubble = 0.0;
    Result<double> bubbleInterleaved = 0.0;
    Result<int> minMicrobatches20 = 1; // smallest m with eq. 10 ≤ 20%
    Result<CompressionResult> compression = CompressionResult{};

    [[nodiscard]] const Result<Cost> &cost(Algorithm a) const;
};

// Precondition: none; an invalid scenario gives Error results (check validate() first to report it).
Evaluation evaluate(const Scenario &s);

} // namespace commviz
