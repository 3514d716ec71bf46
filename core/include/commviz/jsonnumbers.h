// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// JSON numbers that no double holds. JSON's grammar puts no limit on a number (1e400 and a 10,000-digit integer
// are valid JSON), but a double does: beyond about ±1.8e308 a number overflows, and one closer to 0 than about
// 4.9e-324 is lost. Both of commviz's JSON readers (core's own, for nccl-tests' -J files, and Qt's, for scenario
// files) refuse such a number; these helpers find which one it is and under which key, and show it compactly
// ("1.23e9999"), so that the refusal can say the value is out of range instead of "illegal number".
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace commviz {

enum class JsonNumberRange {
    NotANumber, // not a number by JSON's grammar ("1e", "-", "01")
    Fits,       // a double holds it (denormals and 0e999999 too)
    TooLarge,   // beyond ±1.8e308
    TooSmall,   // not 0, but closer to 0 than 4.9e-324
};

// What `token` is (the whole of it: nothing may come before or after the number).
JsonNumberRange jsonNumberRange(std::string_view token);

// The number-like token of `text` that ends just before `end` (where Qt's parser reports an illegal number), or
// an empty view when the character before `end` cannot end a number.
std::string_view jsonNumberEndingAt(std::string_view text, std::size_t end);

// The key of the innermost object member whose value holds the position `offset` of `text` ("time" for a number
// inside {"out_of_place": {"time": …}}), or "" for a value outside every object. Reads `text` from the start up
// to `offset` as JSON tokens; keys are cut to 64 bytes.
std::string jsonKeyAt(std::string_view text, std::size_t offset);

// A number token as a person reads it in one line: short tokens as they are, longer ones as a mantissa of three
// significant digits and a decimal exponent ("1.23e9999" for a 10,000-digit integer, "-4.5e-1000").
std::string compactJsonNumber(std::string_view token);

} // namespace commviz
