#include "commviz/units.h"

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
    Suffix{"KiB", 1024.0},
    Suffix{"MiB", 1048576.0},
    Suffix{"GiB", 1073741824.0},
    Suffix{"TiB", 1099511627776.0},
};

constexpr std::array kBandwidthSuffixes{
    Suffix{"", 1.0},
    Suffix{"B/s", 1.0},
    Suffix{"KB/s", 1e3},
    Suffix{"kB/s", 1e3},
    Suffix{"MB/s", 1e6},
    Suffix{"GB/s", 1e9},
    Suffix{"TB/s", 1e12},
    Suffix{"KiB/s", 1024.0},
    Suffix{"MiB/s", 1048576.0},
    Suffix{"GiB/s", 1073741824.0},
    Suffix{"bps", 0.125},
    Suffix{"b/s", 0.125},
    Suffix{"Kbps", 1e3 / 8},
    Suffix{"kbps", 1e3 / 8},
    Suffix{"Kb/s", 1e3 / 8},
    Suffix{"kb/s", 1e3 / 8},
    Suffix{"Mbps", 1e6 / 8},
    Suffix{"Mb/s", 1e6 / 8},
    Suffix{"Gbps", 1e9 / 8},
    Suffix{"Gb/s", 1e9 / 8},
    Suffix{"Tbps", 1e12 / 8},
    Suffix{"Tb/s", 1e12 / 8},
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

template <std::size_t K>
Result<double> parseWith(std::string_view text, std::string_view parameter, const std::array<Suffix, K> &suffixes,
                         std::string_view kind, std::string_view examples)
{
    const std::string shown(trim(text));
    const auto reject = [&](const std::string &why) {
        return Error{std::string(parameter), std::string(parameter) + ": \"" + shown + "\" " + why};
    };
    if (shown.empty())
        return reject(std::string("is empty; enter a ") + std::string(kind) + ", e.g. " + std::string(examples));
    double number = 0;
    std::string_view unit;
    if (!splitNumber(text, number, unit))
        return reject(std::string("is not a ") + std::string(kind) + "; use a number with a unit, e.g. " +
                      std::string(examples));
    if (!std::isfinite(number))
        return reject("is not a finite number");
    for (const Suffix &s : suffixes) {
        if (unit == s.text) {
            const double value = number * s.factor;
            if (!std::isfinite(value))
                return reject("is too large");
            if (value < 0)
                return reject(std::string("is negative; a ") + std::string(kind) + " must be ≥ 0");
            return value;
        }
    }
    return reject(std::string("has an unknown unit \"") + std::string(unit) + "\" for a " + std::string(kind) +
                  "; e.g. " + std::string(examples));
}

// Picks the unit for `value` from a ladder (factor ascending), so that the shown number is ≥ 1.
struct Step {
    double factor;
    const char *unit;
};

template <std::size_t K> std::string formatLadder(double value, const std::array<Step, K> &ladder, bool tick)
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
    std::string number;
    if (tick)
        number = formatTrimmed(shown, shownMag >= 100 ? 0 : shownMag >= 10 ? 1 : 2);
    else
        number = formatTrimmed(shown, shownMag >= 10 ? 1 : 2);
    return number + " " + ladder[i].unit;
}

constexpr std::array kTimeLadder{Step{1e-9, "ns"}, Step{1e-6, "\xC2\xB5s"}, Step{1e-3, "ms"}, Step{1.0, "s"}};
constexpr std::array kSizeLadder{Step{1.0, "B"},  Step{1e3, "KB"},  Step{1e6, "MB"},
                                 Step{1e9, "GB"}, Step{1e12, "TB"}, Step{1e15, "PB"}};
constexpr std::array kBandwidthLadder{Step{1.0, "B/s"}, Step{1e3, "KB/s"}, Step{1e6, "MB/s"}, Step{1e9, "GB/s"},
                                      Step{1e12, "TB/s"}};

} // namespace

Result<double> parseTime(std::string_view text, std::string_view parameter)
{
    return parseWith(text, parameter, kTimeSuffixes, "time", "5us, 500 ns, 2 ms or 1.5e-6s");
}

Result<double> parseSize(std::string_view text, std::string_view parameter)
{
    return parseWith(text, parameter, kSizeSuffixes, "size", "1GB, 250 KB, 1 GiB or 1e9B");
}

Result<double> parseBandwidth(std::string_view text, std::string_view parameter)
{
    return parseWith(text, parameter, kBandwidthSuffixes, "bandwidth", "50GB/s, 400Gbps or 5e10B/s");
}

Result<double> parseNumber(std::string_view text, std::string_view parameter)
{
    static constexpr std::array kRatioSuffixes{Suffix{"", 1.0}, Suffix{"x", 1.0}, Suffix{"\xC3\x97", 1.0}};
    return parseWith(text, parameter, kRatioSuffixes, "number", "256 or 64x");
}

Result<double> parseQuantity(Quantity q, std::string_view text, std::string_view parameter)
{
    switch (q) {
    case Quantity::Time:
        return parseTime(text, parameter);
    case Quantity::Size:
        return parseSize(text, parameter);
    case Quantity::Bandwidth:
        return parseBandwidth(text, parameter);
    case Quantity::Count:
    case Quantity::Ratio:
        break;
    }
    return parseNumber(text, parameter);
}

std::string formatTrimmed(double value, int decimals)
{
    if (!std::isfinite(value))
        return "—";
    std::array<char, 64> buf{};
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
    return formatLadder(seconds, kTimeLadder, false);
}
std::string formatSize(double bytes)
{
    return formatLadder(bytes, kSizeLadder, false);
}
std::string formatBandwidth(double bytesPerSecond)
{
    return formatLadder(bytesPerSecond, kBandwidthLadder, false);
}
std::string formatRatio(double ratio)
{
    return formatTrimmed(ratio, 1) + "\xC3\x97";
}
std::string formatPercent(double fraction)
{
    return formatTrimmed(fraction * 100.0, 1) + "%";
}
std::string formatCount(double count)
{
    return formatTrimmed(count, std::fabs(count) >= 10 ? 1 : 2);
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
        return formatLadder(value, kTimeLadder, true);
    case Quantity::Size:
        return formatLadder(value, kSizeLadder, true);
    case Quantity::Bandwidth:
        return formatLadder(value, kBandwidthLadder, true);
    case Quantity::Ratio:
        return formatTrimmed(value, std::fabs(value) >= 10 ? 0 : 1) + "\xC3\x97";
    case Quantity::Count:
        break;
    }
    return formatTrimmed(value, std::fabs(value) >= 100 ? 0 : 1);
}

} // namespace commviz
