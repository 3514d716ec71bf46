// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "utf16.h"

#include <algorithm>
#include <cstdint>

namespace commviz {
namespace {

std::uint8_t byteAt(std::string_view s, std::size_t i)
{
    return static_cast<std::uint8_t>(s[i]);
}

void appendUtf8(std::string &out, char32_t c)
{
    if (c < 0x80) {
        out.push_back(static_cast<char>(c));
    } else if (c < 0x800) {
        out.push_back(static_cast<char>(0xC0 | (c >> 6)));
        out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else if (c < 0x10000) {
        out.push_back(static_cast<char>(0xE0 | (c >> 12)));
        out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else {
        out.push_back(static_cast<char>(0xF0 | (c >> 18)));
        out.push_back(static_cast<char>(0x80 | ((c >> 12) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    }
}

// Without a mark: the first characters (up to 32) are ASCII, not NUL, with a 0 byte beside each.
std::optional<bool> looksLikeUtf16(std::string_view b)
{
    const std::size_t n = std::min<std::size_t>(b.size() / 2, 32);
    if (n < 2)
        return std::nullopt;
    bool little = true;
    bool big = true;
    for (std::size_t i = 0; i < n; ++i) {
        const std::uint8_t lo = byteAt(b, 2 * i);
        const std::uint8_t hi = byteAt(b, 2 * i + 1);
        little = little && hi == 0 && lo != 0 && lo < 0x80;
        big = big && lo == 0 && hi != 0 && hi < 0x80;
    }
    if (little)
        return true;
    if (big)
        return false;
    return std::nullopt;
}

} // namespace

std::optional<std::string> utf8FromUtf16(std::string_view b)
{
    std::optional<bool> little;
    std::size_t i = 0;
    if (b.size() >= 2 && byteAt(b, 0) == 0xFF && byteAt(b, 1) == 0xFE) {
        little = true;
        i = 2;
    } else if (b.size() >= 2 && byteAt(b, 0) == 0xFE && byteAt(b, 1) == 0xFF) {
        little = false;
        i = 2;
    } else {
        little = looksLikeUtf16(b);
    }
    if (!little)
        return std::nullopt;
    const auto unit = [&](std::size_t at) -> char32_t {
        return *little ? char32_t(byteAt(b, at) | (byteAt(b, at + 1) << 8))
                       : char32_t((byteAt(b, at) << 8) | byteAt(b, at + 1));
    };
    std::string out;
    out.reserve(b.size() / 2);
    for (; i + 1 < b.size(); i += 2) {
        char32_t c = unit(i);
        if (c >= 0xD800 && c < 0xDC00 && i + 3 < b.size() && unit(i + 2) >= 0xDC00 && unit(i + 2) < 0xE000) {
            c = 0x10000 + ((c - 0xD800) << 10) + (unit(i + 2) - 0xDC00);
            i += 2;
        } else if (c >= 0xD800 && c < 0xE000) {
            c = 0xFFFD;
        }
        appendUtf8(out, c);
    }
    return out;
}

} // namespace commviz
