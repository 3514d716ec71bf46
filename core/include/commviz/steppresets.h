// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Model and GPU presets of the training step (SPEC.md 10.4, after public model cards and data sheets; decision).
//
// A model preset sets Φ, Φ_x, L, h and k at once (a dense model: Φ_x = 0 and k = 1); a GPU preset sets F and C.
// Every value stays editable. Keys are for files and the command line (--model-preset, --gpu-preset).
#pragma once

#include "commviz/scenario.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace commviz {

struct ModelPreset {
    std::string key;  // "llama3-70b"
    std::string name; // "Llama 3 70B"
    double model_params = 0;
    double inactive_params = 0;
    int layers = 1;
    int hidden = 1;
    int experts_per_token = 1;
};

struct GpuPreset {
    std::string key;  // "h100"
    std::string name; // "H100 SXM"
    double peak_flops = 0;
    double memory_bytes = 0;
};

// In SPEC 10.4's order.
const std::vector<ModelPreset> &modelPresets();
const std::vector<GpuPreset> &gpuPresets();
// By key or name, case-insensitive.
std::optional<ModelPreset> findModelPreset(std::string_view keyOrName);
std::optional<GpuPreset> findGpuPreset(std::string_view keyOrName);

void applyModelPreset(Scenario &s, const ModelPreset &p);
void applyGpuPreset(Scenario &s, const GpuPreset &p);

} // namespace commviz
