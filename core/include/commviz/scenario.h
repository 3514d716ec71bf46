// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Scenario: every input of every model, with SPEC.md's defaults, and the interconnect presets of the
// source's table 1.
//
// A Scenario is a plain value: the UI edits one, core functions read one. validate() reports the first
// out-of-range field as an Error naming the parameter, the value and the valid range; models also check
// what they read, so a bad value can never reach a formula.
#pragma once

#include "commviz/result.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace commviz {

struct Link {
    double alpha_s = 5e-6;  // per-message start-up latency, ≥ 0
    double beta_Bps = 50e9; // bandwidth, > 0
    bool operator==(const Link &) const = default;
};

struct Preset {
    std::string key;  // stable identifier for files and the command line, e.g. "ib-ndr"
    std::string name; // as the source's table 1 names it
    Link link;
    std::string use; // typical use
};

// Table 1, in the source's order. TCP/IP's bandwidth "varies"; SPEC.md decides 10 GbE (1.25 GB/s).
const std::vector<Preset> &presets();
// By key (case-insensitive); also accepts the full name.
std::optional<Preset> findPreset(std::string_view keyOrName);
// The preset whose α and β `link` has, to within a relative 1e-9 (typed "10 µs" is 10 × 1e-6, which is
// not the double 10e-6), or null when it has none's.
const Preset *presetWithLink(const Link &link);

enum class Algorithm {
    AllReduceRing,
    AllReduceTree,
    AllReduceRhd,      // recursive halving-doubling
    AllReduceHierTree, // the source's three-phase hierarchical AllReduce
    AllReduceHierRail, // rail-parallel hierarchical AllReduce
    AllGatherRing,
    ReduceScatterRing,
    AllToAllPairwise,
    BroadcastTree,
    // Production refinements (SPEC.md section 6): AllReduce as production libraries run it. Not in
    // allAlgorithms(), which lists the source's textbook algorithms.
    AllReducePipelinedTree, // 6.1: the tree with M cut into k pipelined chunks
    AllReduceTwoLevelRing,  // 6.3: one ring over N = K·G GPUs, intra- and inter-node steps charged apart
    AllReduceInNetwork,     // 6.2: the switch reduces (SHARP, NVLS)
    AllReduceHierPipelined, // 9.2: hierarchical AllReduce with its levels overlapped (a production candidate)
};

const std::vector<Algorithm> &allAlgorithms();
const std::vector<Algorithm> &allReduceAlgorithms();
// The candidates of the production AllReduce (SPEC.md 6.5), in its tie-breaking order: ring, pipelined tree,
// two-level ring, rail-parallel hierarchical, hierarchical pipelined across levels, in-network reduction.
const std::vector<Algorithm> &productionAllReduceAlgorithms();
// Every AllReduce of sections 2, 3 and 6: the textbook ones, then the production refinements.
const std::vector<Algorithm> &anyAllReduceAlgorithms();
std::string algorithmKey(Algorithm a);      // "allreduce_ring", as eval's JSON names it
std::string algorithmName(Algorithm a);     // "AllReduce, ring", for people
std::string allReduceShortKey(Algorithm a); // "ring", "tree", "rhd", "hier_tree", "hier_rail", "hier_pipelined"
std::optional<Algorithm> findAlgorithm(std::string_view key);

struct LogGP {
    double L_s = 3e-6;
    double o_send_s = 1e-6;
    double o_recv_s = 1e-6;
    double g_s = 1e-6;
    // Gap per byte; nullopt means 1/β of the inter-node link (SPEC.md's default).
    std::optional<double> G_s_per_byte;
    bool operator==(const LogGP &) const = default;
};

struct Scenario {
    Link inter;                // α, β: InfiniBand NDR
    Link intra{500e-9, 450e9}; // α_intra, β_intra: NVLink 4.0
    int gpus = 256;            // N
    double size_bytes = 1e9;   // M (and the point-to-point n)
    int gpus_per_node = 8;     // G
    // Cluster tiers (SPEC.md section 9).
    int nodes_per_leaf = 32;     // S, nodes per leaf group, ≥ 1
    double oversubscription = 1; // σ, the spine's oversubscription, ≥ 1
    double spine_alpha_s = 1e-6; // α_spine, extra latency of a message through the spine, ≥ 0
    int stages = 8;              // p
    int microbatches = 16;       // m
    int virtual_stages = 4;      // V
    double ratio = 64;           // r
    double codec_s = 2e-3;       // T_codec = T_encode + T_decode
    Algorithm compression_collective = Algorithm::AllReduceRing;
    // Production refinements (SPEC.md section 6).
    double switch_efficiency = 0.85;   // η of in-network reduction, 0 < η ≤ 1
    bool in_network = false;           // the fabric reduces in its switches (SHARP, NVLS)
    std::optional<double> chunk_bytes; // the pipelined tree's chunk size c > 0; nullopt: the optimal k
    // Gradient buckets (SPEC.md section 7).
    double backward_s = 60e-3;                              // T_b, the backward pass, ≥ 0
    double bucket_bytes = 25 * 1048576.0;                   // b, bucket size > 0 (PyTorch DDP's bucket_cap_mb = 25)
    Algorithm bucket_collective = Algorithm::AllReduceRing; // any of anyAllReduceAlgorithms()
    // How the window and exports draw, not a model input: the production refinements (SPEC.md section 6)
    // beside the textbook models on the Collectives, Algorithm selection and Measured pages.
    bool production_view = false;
    // The training step (SPEC.md section 10): the model, its tensor and expert parallelism, and the GPU. The
    // pipeline is p, m and V above; the data-parallel size is d = N/(t·p).
    double model_params = 70e9;                  // Φ, parameters active per token, > 0
    double inactive_params = 0;                  // Φ_x, further (expert) parameters a token does not use, ≥ 0
    int layers = 80;                             // L
    int hidden = 8192;                           // h
    int sequence_tokens = 4096;                  // s
    int microbatch_sequences = 1;                // b_μ
    int tensor_parallel = 8;                     // t, with sequence parallelism
    int expert_parallel = 1;                     // e (1: no expert parallelism)
    int experts_per_token = 1;                   // k
    double peak_flops = 989e12;                  // F, a GPU's peak dense BF16 FLOP/s (H100 SXM)
    double compute_efficiency = 0.5;             // u, the fraction of F the kernels reach, 0 < u ≤ 1
    double gpu_memory_bytes = 80 * 1073741824.0; // C, 80 GiB
    LogGP loggp;
    int stream_messages = 16; // k, for the LogGP stream comparison
    bool operator==(const Scenario &) const = default;
};

// First invalid field, or the scenario itself.
Result<Scenario> validate(const Scenario &s);

// Checks shared by models and parsers; each returns an Error naming `parameter` when violated.
std::optional<Error> checkNonNegative(std::string_view parameter, double value, std::string_view unitHint = "");
std::optional<Error> checkPositive(std::string_view parameter, double value, std::string_view unitHint = "");
std::optional<Error> checkAtLeast(std::string_view parameter, double value, double minimum);
std::optional<Error> checkWholeAtLeast(std::string_view parameter, double value, long long minimum);
// 0 < value ≤ 1.
std::optional<Error> checkFraction(std::string_view parameter, double value);

} // namespace commviz
