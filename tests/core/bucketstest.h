// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the gradient-bucket suites share: how many random parameter sets a property is checked over, and a random
// scenario that exercises every bucket collective, T_b and bucket size.
#pragma once

#include "randomscenario.h"

#include "commviz/buckets.h"
#include "commviz/models.h"

#include <algorithm>

namespace bucketstest {

using commviz::Algorithm;
using commviz::Scenario;
using testutil::Random;

inline constexpr int kRandomSets = 1000;

// A random scenario with a random bucket collective (any AllReduce; the pipelined tree now and then with a chunk
// size), T_b (0 now and then) and bucket size b between M/10^5 and 2·M.
inline Scenario randomBucketScenario(Random &r)
{
    Scenario s = testutil::randomScenario(r);
    s.gpus_per_node = 1;       // every AllReduce applies
    s.nodes_per_leaf = s.gpus; // in one leaf group
    const auto &any = commviz::anyAllReduceAlgorithms();
    s.bucket_collective = any[std::size_t(r.uniformInt(0, int(any.size()) - 1))];
    if (!commviz::isPowerOfTwo(s.gpus) && s.bucket_collective == Algorithm::AllReduceRhd)
        s.bucket_collective = Algorithm::AllReduceRing;
    if (s.bucket_collective == Algorithm::AllReducePipelinedTree && r.chance(0.3))
        s.chunk_bytes = std::max(1.0, s.size_bytes) * r.logUniform(1e-5, 1);
    s.backward_s = r.chance(0.1) ? 0.0 : r.logUniform(1e-5, 10);
    s.bucket_bytes = std::max(1.0, s.size_bytes) * r.logUniform(1e-5, 2);
    return s;
}

} // namespace bucketstest
