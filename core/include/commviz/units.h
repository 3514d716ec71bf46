// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Units: parse what people type ("5us", "400 Gbps", "1 GiB") into base units, and format base units
// for people ("42.4 ms", "250 KB", "8.2×").
//
// Base units everywhere in core: seconds, bytes, bytes per second. Decimal prefixes are powers of ten
// (1 KB = 1e3 B), binary prefixes powers of two (1 KiB = 1024 B); bit rates are divided by 8
// (400 Gbps = 50 GB/s). A bare number is in base units. Parsing never throws: a rejected text comes
// back as an Error that names the parameter, the text and the accepted forms.
#pragma once

#include "commviz/result.h"

#include <string>
#include <string_view>

namespace commviz {

enum class Quantity { Time, Size, Bandwidth, Count, Ratio, Fraction };

// `parameter` names the field in error messages ("alpha", "--size").
Result<double> parseTime(std::string_view text, std::string_view parameter = "time");
Result<double> parseSize(std::string_view text, std::string_view parameter = "size");
Result<double> parseBandwidth(std::string_view text, std::string_view parameter = "bandwidth");
// A plain number, optionally with a trailing "x" or "×" (ratios) — for counts and ratios.
Result<double> parseNumber(std::string_view text, std::string_view parameter = "value");
Result<double> parseQuantity(Quantity q, std::string_view text, std::string_view parameter);
// The same, but a negative number is returned instead of refused: for a parameter whose valid range then says
// what is wrong ("beta = -5 B/s is out of range: it must be > 0").
Result<double> parseSignedQuantity(Quantity q, std::string_view text, std::string_view parameter);

// What a person typed, as a message quotes it: on one line (control characters as '?') and at most 48 bytes, cut at
// a character boundary with "…" ("aaaa…" for a pasted megabyte).
std::string quotedInput(std::string_view text);
// A message for a terminal, whole: its line breaks and tabs kept, every other control character and each
// bidirectional control (which would reorder the line around a quoted name) as '?'. Bytes of a UTF-8 sequence cut
// at the end are left for the next call: `*cut` gets how many (0 to 2), not written.
std::string printableText(std::string_view text, std::size_t *cut = nullptr);

// Human formatting: the largest unit that keeps the number ≥ 1, then one decimal from 10 upwards and
// two below, trailing zeros dropped ("42.4 ms", "320.1 ms", "3.17 ms", "250 KB", "50 GB/s").
std::string formatTime(double seconds);
// Two decimals up to 100 ("67.74 ms", "7.74 ms"), one from there ("140.8 ms"): for figures that differ in the
// digit formatTime drops (SPEC.md's best bucket count, F = 67.74 ms).
std::string formatTimeFine(double seconds);
std::string formatSize(double bytes);
std::string formatBandwidth(double bytesPerSecond);
std::string formatRatio(double ratio);       // "8.2×", one decimal; "0.95×", not "1×", near 1
std::string formatPercent(double fraction);  // 0.304 -> "30.4%"
std::string formatFraction(double fraction); // 0.85 -> "0.85"
std::string formatCount(double count);       // "256", "1.5" — no unit
std::string formatLargeCount(double count);  // "70 B", "405.9 B", "989 T", "8 M"; below a million as formatCount
std::string formatQuantity(Quantity q, double value);
// The quantity's base unit, in which core computes and files and CSV store it: "s", "B", "B/s"; "" for counts,
// ratios and fractions.
std::string_view baseUnit(Quantity q);

// A number with up to `decimals` decimals, trailing zeros (and a trailing point) removed. From 1e15 up in
// scientific form with 3 significant digits: "1.5e300".
std::string formatTrimmed(double value, int decimals);

// Short axis-tick label: like formatTime/formatSize/formatBandwidth, but at most 3 significant digits.
std::string formatTick(Quantity q, double value);

} // namespace commviz
