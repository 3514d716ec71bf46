// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commviz/clusterpresets.h"

#include "commviz/text.h"

#include <algorithm>
#include <cctype>

namespace commviz {
namespace {

bool equalsIgnoreCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

constexpr Link kNvlink4{500e-9, 450e9};
constexpr Link kNvlink5{500e-9, 900e9};
constexpr Link kIbNdr{5e-6, 50e9};
constexpr Link kRoce400{10e-6, 50e9};

// SPEC.md 9.3, marked at namespace scope for the catalogue, which translates the names.
const std::vector<ClusterPreset> kClusterPresets{
    {"dgx-h100-superpod", COMMVIZ_TEXT("DGX H100 SuperPOD, 4 scalable units of 32 nodes"), 1024, 8, kNvlink4, kIbNdr,
     32, 1, 1e-6},
    {"gb200-nvl72", COMMVIZ_TEXT("GB200 NVL72, 16 racks (8 per scalable unit)"), 1152, 72, kNvlink5, kIbNdr, 8, 1,
     1e-6},
    {"ethernet-2to1", COMMVIZ_TEXT("Ethernet, 2:1 oversubscribed spine"), 512, 8, kNvlink4, kRoce400, 16, 2, 1e-6},
};

} // namespace

const std::vector<ClusterPreset> &clusterPresets()
{
    return kClusterPresets;
}

std::optional<ClusterPreset> findClusterPreset(std::string_view keyOrName)
{
    for (const ClusterPreset &p : clusterPresets()) {
        if (equalsIgnoreCase(p.key, keyOrName) || equalsIgnoreCase(p.name, keyOrName))
            return p;
    }
    return std::nullopt;
}

Scenario withClusterPreset(Scenario s, const ClusterPreset &p)
{
    s.gpus = p.gpus;
    s.gpus_per_node = p.gpus_per_node;
    s.intra = p.intra;
    s.inter = p.inter;
    s.nodes_per_leaf = p.nodes_per_leaf;
    s.oversubscription = p.oversubscription;
    s.spine_alpha_s = p.spine_alpha_s;
    return s;
}

} // namespace commviz
