// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What a message may show of what a person typed or a file held (commviz/units.h): quotedInput, one short line;
// printableText, a whole message for a terminal. Both show control characters and the bidirectional controls as '?'.
#include "commviz/units.h"

#include <string>

namespace commviz {

namespace {

// The bytes of a bidirectional control at the start of `rest` (U+061C, U+200E/F, U+202A-E, U+2066-9), else 0.
std::size_t bidiControlBytes(std::string_view rest)
{
    const auto byte = [&](std::size_t k) { return k < rest.size() ? static_cast<unsigned char>(rest[k]) : 0; };
    const bool three =
        byte(0) == 0xE2 &&
        ((byte(1) == 0x80 && (byte(2) == 0x8E || byte(2) == 0x8F || (byte(2) >= 0xAA && byte(2) <= 0xAE))) ||
         (byte(1) == 0x81 && byte(2) >= 0xA6 && byte(2) <= 0xA9));
    if (three)
        return 3;
    return byte(0) == 0xD8 && byte(1) == 0x9C ? 2 : 0;
}

} // namespace

std::string quotedInput(std::string_view text)
{
    constexpr std::size_t kMaxBytes = 48;
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        // A UTF-8 sequence starts at a byte that is not 10xxxxxx: only there may the text be cut, unless more
        // continuation bytes follow than a sequence has (three), which no UTF-8 text holds (found by fuzz_units:
        // 250 of them were quoted whole, twice, past the message's one-line limit).
        if (out.size() >= kMaxBytes && ((c & 0xC0) != 0x80 || out.size() >= kMaxBytes + 3))
            return out + "\xE2\x80\xA6"; // …
        // The bidirectional controls would reorder the message around the quote, so they are shown as '?' too, as
        // the other controls.
        if (const std::size_t bidi = bidiControlBytes(text.substr(i)); bidi > 0) {
            out.push_back('?');
            i += bidi - 1;
            continue;
        }
        out.push_back(c < 0x20 || c == 0x7F ? '?' : static_cast<char>(c));
    }
    return out;
}

std::string printableText(std::string_view text, std::size_t *cut)
{
    // The start of a bidirectional control at the very end may be cut from the rest of its sequence.
    std::size_t keep = 0;
    const auto last = [&](std::size_t back) { return static_cast<unsigned char>(text[text.size() - back]); };
    if (cut != nullptr && !text.empty()) {
        if (last(1) == 0xE2 || last(1) == 0xD8)
            keep = 1;
        else if (text.size() >= 2 && last(2) == 0xE2 && (last(1) == 0x80 || last(1) == 0x81))
            keep = 2;
    }
    const std::string_view whole = text.substr(0, text.size() - keep);
    std::string out;
    out.reserve(whole.size());
    for (std::size_t i = 0; i < whole.size(); ++i) {
        const auto c = static_cast<unsigned char>(whole[i]);
        if (const std::size_t bidi = bidiControlBytes(whole.substr(i)); bidi > 0) {
            out.push_back('?');
            i += bidi - 1;
            continue;
        }
        const bool control = (c < 0x20 && c != '\n' && c != '\t') || c == 0x7F;
        out.push_back(control ? '?' : static_cast<char>(c));
    }
    if (cut != nullptr)
        *cut = keep;
    return out;
}

} // namespace commviz
