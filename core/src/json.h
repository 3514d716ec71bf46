// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A small JSON reader for nccl-tests' -J output (see measure_parse.cpp): values, arrays and objects with
// their keys in order, bounded nesting (64 levels) and size (a million values), no exceptions. Private to core.
#pragma once

#include "commviz/jsonnumbers.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace commviz {

struct Json {
    enum class Kind { Null, Bool, Number, String, Array, Object } kind = Kind::Null;
    double num = 0;
    bool boolean = false;
    std::string str;
    std::vector<Json> items;       // Array elements, or Object values
    std::vector<std::string> keys; // Object keys, parallel to items

    [[nodiscard]] const Json *get(std::string_view key) const
    {
        if (kind != Kind::Object)
            return nullptr;
        for (std::size_t i = 0; i < keys.size(); ++i) {
            if (keys[i] == key)
                return &items[i];
        }
        return nullptr;
    }
};

// Why a document was refused, when it was for a number no double holds (jsonnumbers.h); else range is Fits.
struct JsonProblem {
    JsonNumberRange range = JsonNumberRange::Fits;
    std::string key;    // the member the number is the value of ("time"), "" outside every object
    std::string number; // compactly: "1e400", "1.23e9999"
    // A bound the document passed, when that was the reason: nested deeper than kMaxJsonDepth, or more values
    // than kMaxJsonValues.
    enum class Limit { None, Depth, Values } limit = Limit::None;
};

inline constexpr int kMaxJsonDepth = 64; // bounded recursion: hostile input cannot blow the stack
// Bounded memory: a value costs about 100 bytes held, so a 64 MiB file of "[1,1,1,…]" would take gigabytes.
// nccl-tests writes about 20 values per result; a million is far beyond any real run.
inline constexpr std::size_t kMaxJsonValues = 1'000'000;

// The document `text` holds, or nullopt when it is not one whole JSON value or exceeds the bounds; `problem`, when
// given, says whether a number out of range was the reason.
std::optional<Json> readJson(std::string_view text, JsonProblem *problem = nullptr);

} // namespace commviz
