// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Axis ranges and ticks that stay finite whatever the data: the arithmetic ChartPanel does on its axes, as plain
// functions of numbers.
//
// A chart's axes only ever hold drawable ranges: finite, lo < hi with room between them, within ±1e300 on a
// linear axis and within 10^-300 … 10^300 on a log one (axis coordinates are log10 there). Beyond those bounds a
// range's width, a tick's position or a point's place on the screen would overflow a double (10^309 is infinity,
// and an int cast of it undefined); data beyond them is left out like data off the axes. Every function here
// takes any double, NaN and infinities included, and gives finite numbers back.
#pragma once

#include <optional>
#include <vector>

namespace commviz::ui {

inline constexpr double kMaxLogDecade = 300; // log axes span 10^-300 … 10^300 at most
inline constexpr double kMaxLinear = 1e300;  // linear axes span ±1e300 at most

struct AxisRange {
    double lo;
    double hi;
};

// [lo, hi] itself when it is drawable, else the drawable range nearest to it: clamped to the bounds, NaN read as
// the bound's end, and an empty or reversed range widened from its lower end (to a decade on a log axis).
AxisRange drawableRange(double lo, double hi, bool log);

// The range that holds data from `lo` to `hi` as ChartPanel::fitYToData() shows it: whole decades on a log axis
// (lo > 0), on a linear one from 0 (or lo, when below 0) to a round step above hi. Nothing when lo or hi is not
// finite or hi < lo.
std::optional<AxisRange> fittedRange(double lo, double hi, bool log);

// 1, 2 or 5 times a power of ten, so that `span` holds about `target` steps; finite and > 0 for any span.
double niceStep(double span, int target);

// The ticks' positions in axis coordinates (log10 on a log axis) from a to b: whole decades, thinned to about 7, or
// multiples of a nice step, at most 64 of them.
std::vector<double> tickPositions(double a, double b, bool log);

} // namespace commviz::ui
