// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commviz/units.h"

#include "textformats.h"

#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <string>

namespace commviz {
namespace {

struct Suffix {
    std::string_view text;
    double factor;
};

// Longest suffixes first is not needed: we match the whole remainder exactly.
constexpr std::array kTimeSuffixes{
    Suffix{"", 1.0},
    Suffix{"s", 1.0},
    Suffix{"sec", 1.0},
    Suffix{"ms", 1e-3},
    Suffix{"us", 1e-6},
    Suffix{"\xC2\xB5s", 1e-6} /* µs, micro sign */,
    Suffix{"\xCE\xBCs", 1e-6} /* μs, Greek mu */,
    Suffix{"ns", 1e-9},
};

constexpr std::array kSizeSuffixes{
    Suffix{"", 1.0},
    Suffix{"B", 1.0},
    Suffix{"KB", 1e3},
    Suffix{"kB", 1e3},
    Suffix{"MB", 1e6},
    Suffix{"GB", 1e9},
    Suffix{"TB", 1e12},
    Suffix{"PB", 1e15},
    Suffix{"EB", 1e18},
    Suffix{"KiB", 1024.0},
    Suffix{"MiB", 1048576.0},
    Suffix{"GiB", 1073741824.0},
    Suffix{"TiB", 1099511627776.0},
};

constexpr std::array kBandwidthSuffixes{
    Suffix{"", 1.0},         Suffix{"B/s", 1.0},      Suffix{"KB/s", 1e3},        Suffix{"kB/s", 1e3},
    Suffix{"MB/s", 1e6},     Suffix{"GB/s", 1e9},     Suffix{"TB/s", 1e12},       Suffix{"PB/s", 1e15},
    Suffix{"EB/s", 1e18},    Suffix{"KiB/s", 1024.0}, Suffix{"MiB/s", 1048576.0}, Suffix{"GiB/s", 1073741824.0},
    Suffix{"bps", 0.125},    Suffix{"b/s", 0.125},    Suffix{"Kbps", 1e3 / 8},    Suffix{"kbps", 1e3 / 8},
    Suffix{"Kb/s", 1e3 / 8}, Suffix{"kb/s", 1e3 / 8}, Suffix{"Mbps", 1e6 / 8},    Suffix{"Mb/s", 1e6 / 8},
    Suffix{"Gbps", 1e9 / 8}, Suffix{"Gb/s", 1e9 / 8}, Suffix{"Tbps", 1e12 / 8},   Suffix{"Tb/s", 1e12 / 8},
};

std::string_view trim(std::string_view s)
{
    const auto isSpace = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

// Splits "1.5e-6 s" into the number and the unit text. The number is the longest prefix that
// from_chars accepts; a leading '+' is allowed.
bool splitNumber(std::string_view text, double &number, std::string_view &unit)
{
    text = trim(text);
    if (!text.empty() && text.front() == '+')
        text.remove_prefix(1);
    const char *begin = text.data();
    const char *end = begin + text.size();
    const auto [ptr, ec] = std::from_chars(begin, end, number);
    if (ec != std::errc() || ptr == begin)
        return false;
    unit = trim(std::string_view(ptr, static_cast<std::size_t>(end - ptr)));
    return true;
}

// What parsing says about one kind of quantity, each a whole sentence naming the kind.
struct KindTexts {
    TextFormat empty;       // %1 the parameter
    TextFormat notAKind;    // %1 the parameter, %2 the text
    TextFormat negative;    // %1 the parameter, %2 the text
    TextFormat unknownUnit; // %1 the parameter, %2 the text, %3 the unit
};

constexpr KindTexts kTimeTexts{formats::kTimeEmpty, formats::kNotATime, formats::kNegativeTime,
                               formats::kUnknownTimeUnit};
constexpr KindTexts kSizeTexts{formats::kSizeEmpty, formats::kNotASize, formats::kNegativeSize,
                               formats::kUnknownSizeUnit};
constexpr KindTexts kBandwidthTexts{formats::kBandwidthEmpty, formats::kNotABandwidth, formats::kNegativeBandwidth,
                                    formats::kUnknownBandwidthUnit};
constexpr KindTexts kNumberTexts{formats::kNumberEmpty, formats::kNotANumber, formats::kNegativeNumber,
                                 formats::kUnknownNumberUnit};

template <std::size_t K>
Result<double> parseWith(std::string_view text, std::string_view parameter, const std::array<Suffix, K> &suffixes,
                         const KindTexts &kind, bool allowNegative = false)
{
    const std::string name(parameter);
    const std::string shown = quotedInput(trim(text));
    const auto reject = [&](TextFormat why, std::vector<TextArg> args) {
        return Error{name, Text(why, std::move(args))};
    };
    if (shown.empty())
        return reject(kind.empty, {name});
    double number = 0;
    std::string_view unit;
    if (!splitNumber(text, number, unit))
        return reject(kind.notAKind, {name, shown});
    if (!std::isfinite(number))
        return reject(formats::kNotFinite, {name, shown});
    for (const Suffix &s : suffixes) {
        if (unit == s.text) {
            const double value = number * s.factor;
            if (!std::isfinite(value))
                return reject(formats::kTooLarge, {name, shown});
            if (value < 0 && !allowNegative)
                return reject(kind.negative, {name, shown});
            return value;
        }
    }
    return reject(kind.unknownUnit, {name, shown, quotedInput(unit)});
}

// Picks the unit for `value` from a ladder (factor ascending), so that the shown number is ≥ 1.
struct Step {
    double factor;
    const char *unit;
};

// How many decimals a formatted number keeps: Normal one from 10 up and two below, Tick at most 3 significant
// digits, Fine two up to 100 and one from there.
enum class Digits { Normal, Tick, Fine };

template <std::size_t K> std::string formatLadder(double value, const std::array<Step, K> &ladder, Digits digits)
{
    if (!std::isfinite(value))
        return "—";
    const double mag = std::fabs(value);
    std::size_t i = 0;
    if (mag > 0) {
        while (i + 1 < K && mag >= ladder[i + 1].factor * 0.99995)
            ++i;
    }
    const double shown = value / ladder[i].factor;
    const double shownMag = std::fabs(shown);
    int decimals = shownMag >= 10 ? 1 : 2;
    if (digits == Digits::Tick)
        decimals = shownMag >= 100 ? 0 : decimals;
    else if (digits == Digits::Fine)
        decimals = shownMag >= 100 ? 1 : 2;
    return formatTrimmed(shown, decimals) + " " + ladder[i].unit;
}

constexpr std::array kTimeLadder{Step{1e-9, "ns"}, Step{1e-6, "\xC2\xB5s"}, Step{1e-3, "ms"}, Step{1.0, "s"}};
constexpr std::array kSizeLadder{Step{1.0, "B"},   Step{1e3, "KB"},  Step{1e6, "MB"}, Step{1e9, "GB"},
                                 Step{1e12, "TB"}, Step{1e15, "PB"}, Step{1e18, "EB"}};
constexpr std::array kBandwidthLadder{Step{1.0, "B/s"},   Step{1e3, "KB/s"},  Step{1e6, "MB/s"}, Step{1e9, "GB/s"},
                                      Step{1e12, "TB/s"}, Step{1e15, "PB/s"}, Step{1e18, "EB/s"}};

constexpr std::array kRatioSuffixes{Suffix{"", 1.0}, Suffix{"x", 1.0}, Suffix{"\xC3\x97", 1.0}};
// Counts as people say large ones: "70 B" parameters, "989 T" FLOP/s (the window's form; files keep "70e9").
constexpr std::array kCountSuffixes{Suffix{"", 1.0},  Suffix{"x", 1.0}, Suffix{"\xC3\x97", 1.0}, Suffix{"K", 1e3},
                                    Suffix{"k", 1e3}, Suffix{"M", 1e6}, Suffix{"B", 1e9},        Suffix{"T", 1e12}};
constexpr std::array kFractionSuffixes{Suffix{"", 1.0}, Suffix{"%", 0.01}};

Result<double> parseKind(Quantity q, std::string_view text, std::string_view parameter, bool allowNegative)
{
    switch (q) {
    case Quantity::Time:
        return parseWith(text, parameter, kTimeSuffixes, kTimeTexts, allowNegative);
    case Quantity::Size:
        return parseWith(text, parameter, kSizeSuffixes, kSizeTexts, allowNegative);
    case Quantity::Bandwidth:
        return parseWith(text, parameter, kBandwidthSuffixes, kBandwidthTexts, allowNegative);
    case Quantity::Fraction:
        return parseWith(text, parameter, kFractionSuffixes, kNumberTexts, allowNegative);
    case Quantity::Count:
        return parseWith(text, parameter, kCountSuffixes, kNumberTexts, allowNegative);
    case Quantity::Ratio:
        break;
    }
    return parseWith(text, parameter, kRatioSuffixes, kNumberTexts, allowNegative);
}

} // namespace

Result<double> parseTime(std::string_view text, std::string_view parameter)
{
    return parseWith(text, parameter, kTimeSuffixes, kTimeTexts);
}

Result<double> parseSize(std::string_view text, std::string_view parameter)
{
    return parseWith(text, parameter, kSizeSuffixes, kSizeTexts);
}

Result<double> parseBandwidth(std::string_view text, std::string_view parameter)
{
    return parseWith(text, parameter, kBandwidthSuffixes, kBandwidthTexts);
}

Result<double> parseNumber(std::string_view text, std::string_view parameter)
{
    return parseWith(text, parameter, kRatioSuffixes, kNumberTexts);
}

Result<double> parseQuantity(Quantity q, std::string_view text, std::string_view parameter)
{
    return parseKind(q, text, parameter, false);
}

Result<double> parseSignedQuantity(Quantity q, std::string_view text, std::string_view parameter)
{
    return parseKind(q, text, parameter, true);
}

std::string formatTrimmed(double value, int decimals)
{
    if (!std::isfinite(value))
        return "—";
    std::array<char, 64> buf{};
    const double mag = std::fabs(value);
    if (mag >= 1e15) {
        // "1.5e+300" → "1.5e300": a fixed form would print hundreds of digits.
        std::snprintf(buf.data(), buf.size(), "%.3g", value);
        std::string s(buf.data());
        const std::size_t e = s.find('e');
        if (e == std::string::npos)
            return s;
        std::string exponent = s.substr(e + 1);
        const bool negative = exponent.front() == '-';
        exponent.erase(0, exponent.find_first_not_of("+-0"));
        return s.substr(0, e) + "e" + (negative ? "-" : "") + exponent;
    }
    std::snprintf(buf.data(), buf.size(), "%.*f", decimals, value);
    std::string s(buf.data());
    if (s.find('.') != std::string::npos) {
        while (!s.empty() && s.back() == '0')
            s.pop_back();
        if (!s.empty() && s.back() == '.')
            s.pop_back();
    }
    if (s == "-0")
        s = "0";
    return s;
}

std::string formatTime(double seconds)
{
    return formatLadder(seconds, kTimeLadder, Digits::Normal);
}
std::string formatTimeFine(double seconds)
{
    return formatLadder(seconds, kTimeLadder, Digits::Fine);
}
std::string formatSize(double bytes)
{
    return formatLadder(bytes, kSizeLadder, Digits::Normal);
}
std::string formatBandwidth(double bytesPerSecond)
{
    return formatLadder(bytesPerSecond, kBandwidthLadder, Digits::Normal);
}
std::string formatRatio(double ratio)
{
    // One decimal, but never "1×" for a ratio that is not 1: a speed-up of 0.95 is a loss and 1.04 a gain.
    const bool roundsToOne = std::fabs(ratio - 1) < 0.05;
    return formatTrimmed(ratio, roundsToOne && std::fabs(ratio - 1) >= 0.005 ? 2 : 1) + "\xC3\x97";
}
std::string formatPercent(double fraction)
{
    return formatTrimmed(fraction * 100.0, 1) + "%";
}
std::string formatFraction(double fraction)
{
    return formatTrimmed(fraction, 3);
}
std::string formatCount(double count)
{
    return formatTrimmed(count, std::fabs(count) >= 10 ? 1 : 2);
}

std::string formatLargeCount(double count)
{
    constexpr std::array<Step, 3> ladder{Step{1e6, "M"}, Step{1e9, "B"}, Step{1e12, "T"}};
    if (!std::isfinite(count) || std::fabs(count) < 1e6)
        return formatCount(count);
    std::size_t i = 0;
    while (i + 1 < ladder.size() && std::fabs(count) >= ladder[i + 1].factor)
        ++i;
    return formatTrimmed(count / ladder[i].factor, 3) + " " + ladder[i].unit;
}

std::string_view baseUnit(Quantity q)
{
    switch (q) {
    case Quantity::Time:
        return "s";
    case Quantity::Size:
        return "B";
    case Quantity::Bandwidth:
        return "B/s";
    case Quantity::Count:
    case Quantity::Ratio:
    case Quantity::Fraction:
        break;
    }
    return "";
}

std::string formatQuantity(Quantity q, double value)
{
    switch (q) {
    case Quantity::Time:
        return formatTime(value);
    case Quantity::Size:
        return formatSize(value);
    case Quantity::Bandwidth:
        return formatBandwidth(value);
    case Quantity::Ratio:
        return formatRatio(value);
    case Quantity::Fraction:
        return formatFraction(value);
    case Quantity::Count:
        break;
    }
    return formatCount(value);
}

std::string formatTick(Quantity q, double value)
{
    if (value == 0)
        return "0"; // an axis origin needs no unit
    switch (q) {
    case Quantity::Time:
        return formatLadder(value, kTimeLadder, Digits::Tick);
    case Quantity::Size:
        return formatLadder(value, kSizeLadder, Digits::Tick);
    case Quantity::Bandwidth:
        return formatLadder(value, kBandwidthLadder, Digits::Tick);
    case Quantity::Ratio:
        return formatTrimmed(value, std::fabs(value) >= 10 ? 0 : 1) + "\xC3\x97";
    case Quantity::Fraction:
        return formatTrimmed(value, 2);
    case Quantity::Count:
        break;
    }
    return formatTrimmed(value, std::fabs(value) >= 100 ? 0 : 1);
}

} // namespace commviz
