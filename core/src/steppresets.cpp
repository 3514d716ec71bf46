// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commviz/steppresets.h"

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

constexpr double kGiB = 1073741824.0;

const std::vector<ModelPreset> kModels{
    {"llama3-8b", "Llama 3 8B", 8.0e9, 0, 32, 4096, 1},         {"llama3-70b", "Llama 3 70B", 70.6e9, 0, 80, 8192, 1},
    {"llama3-405b", "Llama 3 405B", 405.9e9, 0, 126, 16384, 1}, {"gpt3-175b", "GPT-3 175B", 175e9, 0, 96, 12288, 1},
    {"deepseek-v3", "DeepSeek-V3", 37e9, 634e9, 61, 7168, 8},
};

const std::vector<GpuPreset> kGpus{
    {"a100", "A100", 312e12, 80 * kGiB},
    {"h100", "H100 SXM", 989e12, 80 * kGiB},
    {"b200", "B200", 2.25e15, 180e9},
};

template <class P> std::optional<P> findIn(const std::vector<P> &all, std::string_view keyOrName)
{
    for (const P &p : all) {
        if (equalsIgnoreCase(p.key, keyOrName) || equalsIgnoreCase(p.name, keyOrName))
            return p;
    }
    return std::nullopt;
}

} // namespace

const std::vector<ModelPreset> &modelPresets()
{
    return kModels;
}

const std::vector<GpuPreset> &gpuPresets()
{
    return kGpus;
}

std::optional<ModelPreset> findModelPreset(std::string_view keyOrName)
{
    return findIn(kModels, keyOrName);
}

std::optional<GpuPreset> findGpuPreset(std::string_view keyOrName)
{
    return findIn(kGpus, keyOrName);
}

void applyModelPreset(Scenario &s, const ModelPreset &p)
{
    s.model_params = p.model_params;
    s.inactive_params = p.inactive_params;
    s.layers = p.layers;
    s.hidden = p.hidden;
    s.experts_per_token = p.experts_per_token;
}

void applyGpuPreset(Scenario &s, const GpuPreset &p)
{
    s.peak_flops = p.peak_flops;
    s.gpu_memory_bytes = p.memory_bytes;
}

} // namespace commviz
