// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Pipeline schedule simulator: GPipe, 1F1B and interleaved 1F1B (Megatron-LM) on p stages.
//
// Each stage runs a fixed order of forward and backward micro-batch passes; a pass starts when its stage
// is free and the pass it depends on (the previous virtual stage's forward, the next one's backward) has
// finished. Communication is free. The result is each stage's busy intervals, the makespan, the measured
// idle fraction (which equals eq. 10, or eq. 11 when m is a multiple of p) and each stage's peak number
// of micro-batches held in flight.
#pragma once

#include "commviz/result.h"

#include <optional>
#include <string>
#include <vector>

namespace commviz {

enum class Schedule { GPipe, OneFOneB, Interleaved };

std::string scheduleName(Schedule s); // "GPipe", "1F1B", "interleaved 1F1B"

struct ScheduleInput {
    Schedule schedule = Schedule::OneFOneB;
    int stages = 8;          // p
    int microbatches = 16;   // m
    int virtualStages = 4;   // V, used by Interleaved only
    double forward_s = 1.0;  // t_f per micro-batch per stage (a chunk takes t_f / V)
    double backward_s = 2.0; // t_b per micro-batch per stage
};

struct Pass {
    double start_s = 0;
    double end_s = 0;
    int microbatch = 0;
    int chunk = 0; // model chunk on this stage, 0..V−1 (always 0 unless interleaved)
    bool forward = true;
};

struct ScheduleResult {
    std::vector<std::vector<Pass>> stages; // per stage, in execution order
    double makespan_s = 0;
    double idle_fraction = 0;           // 1 − busy / (p · makespan)
    std::vector<double> peak_in_flight; // per stage, in micro-batches (chunks count 1/V each)
    // How many times the simulator looked at a pass: at most twice per pass plus once per stage (a stage is
    // looked at again only when a pass it waits for has finished), so the cost is O(passes + p).
    long long work = 0;
};

// The micro-batches stage `stage` (0-based, in [0, p)) holds in flight at its peak, in closed form (SPEC.md section
// 4): GPipe m, 1F1B min(p − s, m). They are what simulateSchedule's peak_in_flight measures, in O(1) instead of
// O(p·m), for a napkin redrawn on every frame of a drag. Interleaved 1F1B has no closed form here: nullopt, as for
// p, m < 1 or a stage out of range.
std::optional<int> peakInFlight(Schedule schedule, int stages, int microbatches, int stage);

// The most passes (2·p·m·V; V = 1 unless interleaved) a schedule may have: p·m·V up to a million.
inline constexpr double kMaxSchedulePasses = 2e6;

// Errors: p, m, V < 1; t_f, t_b not > 0; interleaved with m not a multiple of p; more than kMaxSchedulePasses.
Result<ScheduleResult> simulateSchedule(const ScheduleInput &in);

// A timeline drawn at lower detail, when its passes are narrower than a pixel: what each stage does in each of
// `columns` equal columns of the makespan, as spans. A column gets the phase that fills most of its busy time
// (forward on a tie), and is idle only when no pass runs in it, so that a pass narrower than a column still shows;
// neighbouring columns of one phase are one span, so a stage's spans cover [0, makespan] and neighbours differ in
// phase. A phase of the legend, never a blend of two.
enum class Phase { Idle, Forward, Backward };

struct PhaseSpan {
    double start_s = 0;
    double end_s = 0;
    Phase phase = Phase::Idle;
};

struct ScheduleLanes {
    std::vector<int> stages;                   // the stages asked for (0-based), in the order asked
    std::vector<std::vector<PhaseSpan>> lanes; // per stage asked for
    double makespan_s = 0;
    double idle_fraction = 0; // of every stage, as ScheduleResult's
    double column_s = 0;      // one column's time
    int columns = 0;          // columns of column_s that cover the makespan
    long long passes = 0;     // every stage's
    long long work = 0;       // as ScheduleResult's
};

// The most passes scheduleLanes simulates: p·m·V up to 5 million (interleaved p = 128, m = 4096, V = 8 has 8.4
// million passes).
inline constexpr double kMaxLanePasses = 1e7;

// The schedule of `in` as lanes of `columns` (≥ 1) columns for the 0-based `stages` (each in [0, p)). It runs the
// simulator of simulateSchedule but keeps no pass: time O(passes + p), memory O(m·p·V) finish times plus
// O(stages·columns). Errors: simulateSchedule's (with kMaxLanePasses as the limit), a stage out of range, columns < 1.
Result<ScheduleLanes> scheduleLanes(const ScheduleInput &in, const std::vector<int> &stages, int columns);

} // namespace commviz
