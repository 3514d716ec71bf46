// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Cluster presets (SPEC.md 9.3): illustrative clusters after public reference designs, each setting N, G, both
// links, S, σ and α_spine at once; every value stays editable afterwards.
#pragma once

#include "commviz/scenario.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace commviz {

struct ClusterPreset {
    std::string key;  // stable identifier for the command line, e.g. "dgx-h100-superpod"
    std::string name; // for people (marked for the catalogue)
    int gpus = 1;     // N
    int gpus_per_node = 1;
    Link intra;
    Link inter;
    int nodes_per_leaf = 1;
    double oversubscription = 1;
    double spine_alpha_s = 0;
};

// SPEC.md 9.3's table, in its order.
const std::vector<ClusterPreset> &clusterPresets();
// By key (case-insensitive); also accepts the full name.
std::optional<ClusterPreset> findClusterPreset(std::string_view keyOrName);
// `s` with the preset's N, G, links, S, σ and α_spine; everything else as it was.
Scenario withClusterPreset(Scenario s, const ClusterPreset &p);

} // namespace commviz
