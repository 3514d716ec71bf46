// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "axisrange.h"

#include <algorithm>
#include <cmath>

namespace commviz::ui {
namespace {

constexpr double kLogMin = 1e-300;
constexpr double kLogMax = 1e300;
constexpr std::size_t kMaxLinearTicks = 64;

// At least this share of the larger end between lo and hi: below it the ticks and the map from axis to screen
// lose their meaning (and a tick step below a number's last digit would never move on from it).
constexpr double kMinRelativeWidth = 1e-12;

double decade(double v)
{
    if (!(v > 0)) // zero, negative or NaN
        return -kMaxLogDecade;
    return std::clamp(std::log10(v), -kMaxLogDecade, kMaxLogDecade);
}

// A log axis spanning less than this many decades has too few whole decades to read a value off: its ticks
// are 1, 2 and 5 times each power of ten, or every digit's, or linear steps (fewDecadeTicks).
constexpr double kFewDecades = 2;

// The multiples `steps` of every power of ten from a to b (axis coordinates), at most 64.
std::vector<double> multiplesBetween(double a, double b, std::initializer_list<double> steps)
{
    std::vector<double> ticks;
    for (double decade = std::floor(a) - 1; decade <= std::ceil(b) && ticks.size() < kMaxLinearTicks; ++decade) {
        for (double m : steps) {
            const double at = decade + std::log10(m);
            if (at >= a - 1e-9 && at <= b + 1e-9)
                ticks.push_back(at);
        }
    }
    return ticks;
}

// Ticks of a log axis spanning less than kFewDecades: 1-2-5 of each decade (100 ms, 200 ms, 500 ms, 1 s), every
// digit (1 … 9) where those are fewer than four, and where even those are fewer than three (300 ms to 400 ms), a
// nice linear step in data units placed on the log axis.
std::vector<double> fewDecadeTicks(double a, double b)
{
    std::vector<double> ticks = multiplesBetween(a, b, {1, 2, 5});
    if (ticks.size() < 4)
        ticks = multiplesBetween(a, b, {1, 2, 3, 4, 5, 6, 7, 8, 9});
    if (ticks.size() >= 3)
        return ticks;
    const double lo = std::pow(10.0, a);
    const double hi = std::pow(10.0, b);
    const double step = niceStep(hi - lo, 4);
    ticks.clear();
    for (double v = std::ceil(lo / step - 1e-9) * step; v <= hi * (1 + 1e-12) && ticks.size() < kMaxLinearTicks;
         v += step) {
        if (v > 0)
            ticks.push_back(std::clamp(std::log10(v), a, b));
    }
    return ticks;
}

} // namespace

AxisRange drawableRange(double lo, double hi, bool log)
{
    if (log) {
        if (lo >= kLogMin && hi <= kLogMax && hi > lo && std::log10(hi) - std::log10(lo) >= kMinRelativeWidth)
            return {lo, hi};
        double a = decade(lo);
        double b = std::isnan(hi) ? kMaxLogDecade : decade(hi);
        if (!(b - a >= kMinRelativeWidth)) {
            b = std::min(a + 1, kMaxLogDecade);
            a = b - 1;
        }
        return {std::pow(10.0, a), std::pow(10.0, b)};
    }
    const auto largest = [](double a, double b) { return std::max(std::fabs(a), std::fabs(b)); };
    if (lo >= -kMaxLinear && hi <= kMaxLinear && hi > lo && hi - lo > largest(lo, hi) * kMinRelativeWidth)
        return {lo, hi};
    double a = std::isnan(lo) ? -kMaxLinear : std::clamp(lo, -kMaxLinear, kMaxLinear);
    double b = std::isnan(hi) ? kMaxLinear : std::clamp(hi, -kMaxLinear, kMaxLinear);
    if (!(b - a > largest(a, b) * kMinRelativeWidth)) {
        double width = largest(a, b) * 1e-6;
        if (!(width > 0))
            width = 1;
        b = a + width;
        if (b > kMaxLinear) {
            b = kMaxLinear;
            a = b - width;
        }
    }
    return {a, b};
}

std::optional<AxisRange> fittedRange(double lo, double hi, bool log)
{
    if (!std::isfinite(lo) || !std::isfinite(hi) || hi < lo)
        return std::nullopt;
    if (log) {
        if (!(lo > 0))
            return std::nullopt;
        const double first = std::clamp(std::floor(std::log10(lo) + 1e-9), -kMaxLogDecade, kMaxLogDecade - 1);
        const double last = std::min(std::ceil(std::log10(hi) - 1e-9), kMaxLogDecade);
        const double bottom = std::pow(10.0, first);
        return AxisRange{bottom, last > first ? std::pow(10.0, last) : bottom * 10};
    }
    lo = std::max(std::min(lo, 0.0), -kMaxLinear);
    hi = std::min(hi, kMaxLinear);
    if (hi <= lo)
        hi = lo + std::max(1.0, std::fabs(lo) * 1e-6); // + 1 alone would vanish beside a huge lo
    const double step = niceStep(hi - lo, 5);
    // 4% of room above the data, rounded up to a step (measured from lo when all of it lies below 0).
    double top = hi > 0 ? std::ceil(hi * 1.04 / step) * step : lo + std::ceil((hi - lo) * 1.04 / step) * step;
    if (!(top > lo))
        top = lo + step;
    return AxisRange{lo, top};
}

double niceStep(double span, int target)
{
    const double raw = span / std::max(target, 1);
    if (!(raw > 0) || !std::isfinite(raw))
        return 1;
    // The power of ten stays a normal double: 10^-308 and below round to 0, 10^309 to infinity.
    const double power = std::pow(10.0, std::clamp(std::floor(std::log10(raw)), -307.0, 307.0));
    for (double m : {1.0, 2.0, 5.0}) {
        if (m * power >= raw)
            return m * power;
    }
    return 10 * power;
}

std::vector<double> tickPositions(double a, double b, bool log)
{
    std::vector<double> ticks;
    if (!std::isfinite(a) || !std::isfinite(b) || b < a)
        return ticks;
    if (log) {
        a = std::max(a, -kMaxLogDecade);
        b = std::min(b, kMaxLogDecade);
        if (b - a < kFewDecades)
            return fewDecadeTicks(a, b);
        const double first = std::ceil(a - 1e-9);
        const double last = std::floor(b + 1e-9);
        const double step = std::max(1.0, std::ceil((last - first + 1) / 7.0));
        for (double k = first; k <= last; k += step)
            ticks.push_back(k);
        return ticks;
    }
    const double step = niceStep(b - a, 6);
    // Counted as well: where a step is below the last digit of the numbers, adding it changes nothing.
    int n = 0;
    for (double v = std::ceil(a / step - 1e-9) * step; v <= b + step * 1e-9 && n < static_cast<int>(kMaxLinearTicks);
         v += step, ++n)
        ticks.push_back(std::fabs(v) < step * 1e-9 ? 0.0 : v);
    return ticks;
}

} // namespace commviz::ui
