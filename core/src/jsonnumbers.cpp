// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commviz/jsonnumbers.h"

#include <charconv>
#include <cmath>
#include <vector>

namespace commviz {
namespace {

constexpr std::size_t kMaxKeyBytes = 64;
constexpr std::size_t kMaxShownToken = 16;

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool isNumberChar(char c)
{
    return isDigit(c) || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E';
}

// A token's parts by JSON's grammar: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
struct Parts {
    bool negative = false;
    std::string_view integer;
    std::string_view fraction;
    bool exponentNegative = false;
    std::string_view exponent;
};

bool split(std::string_view t, Parts &p)
{
    std::size_t i = 0;
    const auto digits = [&] {
        const std::size_t start = i;
        while (i < t.size() && isDigit(t[i]))
            ++i;
        return t.substr(start, i - start);
    };
    if (i < t.size() && t[i] == '-') {
        p.negative = true;
        ++i;
    }
    p.integer = digits();
    if (p.integer.empty() || (p.integer.size() > 1 && p.integer.front() == '0'))
        return false;
    if (i < t.size() && t[i] == '.') {
        ++i;
        p.fraction = digits();
        if (p.fraction.empty())
            return false;
    }
    if (i < t.size() && (t[i] == 'e' || t[i] == 'E')) {
        ++i;
        if (i < t.size() && (t[i] == '+' || t[i] == '-'))
            p.exponentNegative = t[i++] == '-';
        p.exponent = digits();
        if (p.exponent.empty())
            return false;
    }
    return i == t.size();
}

// The exponent as written, saturated far beyond any double's.
long long exponentOf(const Parts &p)
{
    long long e = 0;
    for (char c : p.exponent)
        e = std::min(e * 10 + (c - '0'), 1'000'000'000'000LL);
    return p.exponentNegative ? -e : e;
}

// The significant digits (without leading zeros) and the decimal exponent of the first of them; empty for 0.
std::string significant(const Parts &p, long long &exponent)
{
    std::string all = std::string(p.integer) + std::string(p.fraction);
    const std::size_t first = all.find_first_not_of('0');
    if (first == std::string::npos)
        return {};
    exponent = static_cast<long long>(p.integer.size()) - 1 - static_cast<long long>(first) + exponentOf(p);
    all.erase(0, first);
    return all;
}

} // namespace

JsonNumberRange jsonNumberRange(std::string_view token)
{
    Parts p;
    if (!split(token, p))
        return JsonNumberRange::NotANumber;
    double v = 0;
    const auto [end, ec] = std::from_chars(token.data(), token.data() + token.size(), v);
    if (ec == std::errc() && end == token.data() + token.size() && std::isfinite(v))
        return JsonNumberRange::Fits;
    long long exponent = 0;
    if (significant(p, exponent).empty())
        return JsonNumberRange::Fits; // 0 with any exponent
    return exponent > 0 ? JsonNumberRange::TooLarge : JsonNumberRange::TooSmall;
}

std::string_view jsonNumberEndingAt(std::string_view text, std::size_t end)
{
    end = std::min(end, text.size());
    std::size_t start = end;
    while (start > 0 && isNumberChar(text[start - 1]))
        --start;
    return text.substr(start, end - start);
}

std::string jsonKeyAt(std::string_view text, std::size_t offset)
{
    offset = std::min(offset, text.size());
    std::vector<std::string> enclosing; // the key each open container is the value of
    std::string key;                    // the key the next value belongs to
    std::string lastString;
    bool lastWasString = false;
    for (std::size_t i = 0; i < offset; ++i) {
        const char c = text[i];
        if (c == '"') {
            lastString.clear();
            for (++i; i < offset && text[i] != '"'; ++i) {
                if (text[i] == '\\' && ++i >= offset)
                    break;
                if (lastString.size() < kMaxKeyBytes) // an escaped character as itself (\" is "), on one line
                    lastString.push_back(static_cast<unsigned char>(text[i]) < 0x20 ? '?' : text[i]);
            }
            lastWasString = true;
            continue;
        }
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
            continue;
        if (c == ':' && lastWasString)
            key = lastString;
        else if (c == '{' || c == '[')
            enclosing.push_back(key);
        else if ((c == '}' || c == ']') && !enclosing.empty()) {
            key = enclosing.back();
            enclosing.pop_back();
        }
        lastWasString = false;
    }
    return key;
}

std::string compactJsonNumber(std::string_view token)
{
    Parts p;
    if (token.size() <= kMaxShownToken || !split(token, p))
        return std::string(token.substr(0, kMaxShownToken)) + (token.size() > kMaxShownToken ? "…" : "");
    long long exponent = 0;
    std::string digits = significant(p, exponent);
    if (digits.empty())
        return p.negative ? "-0" : "0";
    digits.resize(std::min<std::size_t>(digits.size(), 3));
    while (digits.size() > 1 && digits.back() == '0')
        digits.pop_back();
    std::string out = p.negative ? "-" : "";
    out += digits.substr(0, 1);
    if (digits.size() > 1)
        out += "." + digits.substr(1);
    return out + "e" + std::to_string(exponent);
}

} // namespace commviz
