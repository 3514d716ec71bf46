// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Text: a sentence for people, kept as data so that any language can show it.
//
// Core speaks English and knows no Qt, yet the window and the commands speak Chinese too. So what core says
// (an Error's message, a NotApplicable's reason, a warning) is not a finished string but an English format
// with numbered placeholders — %1, %2, … as QString::arg numbers them — and the arguments that fill them.
// english() fills the format as it is; the window first looks the format up in its catalogue
// (ui::coreText()). Arguments are language-neutral — numbers with their units, the user's input, parameter
// symbols — or sentences of their own, translated the same way, so a translator always sees whole sentences.
// textFormats() lists every format core uses: the catalogue is checked against it.
#pragma once

#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

// For lupdate, which files core's English texts in the window's catalogue (ui/document/CMakeLists.txt aliases
// these to QT_TR_NOOP and Q_DECLARE_TR_FUNCTIONS): COMMVIZ_TEXT marks a text core says, and the
// COMMVIZ_TEXT_CONTEXT below, in the first block of namespace commviz that lupdate reads, files every text
// marked in namespace commviz under the one context "commviz::Core". Mark texts at namespace scope (tables,
// constants), not inside functions, where lupdate guesses the context from the function. Both expand to
// nothing but the text: core never translates.
#define COMMVIZ_TEXT(text) text
#define COMMVIZ_TEXT_CONTEXT(context)

namespace commviz {
COMMVIZ_TEXT_CONTEXT(commviz::Core)

// One of core's English formats. Core's own are the constants that textFormats() lists.
struct TextFormat {
    std::string_view english;
};

struct Text;
// Verbatim text (shown as it is in every language) or a nested sentence (translated too).
using TextArg = std::variant<std::string, Text>;

struct Text {
    std::string format;        // English, with %1, %2, … where the arguments go; empty: no text
    std::vector<TextArg> args; // args[0] fills %1, args[1] fills %2, …

    Text() = default;
    Text(TextFormat f, std::vector<TextArg> a = {}); // NOLINT(google-explicit-constructor): a format reads as a Text
    // One of core's fixed English names (algorithmName(), scheduleName()), translated like a sentence.
    static Text name(std::string english);
    // Text already in its final language (the window's own messages): every language shows it as it is.
    static Text verbatim(std::string finished);

    [[nodiscard]] bool empty() const { return format.empty(); }
    [[nodiscard]] std::string english() const;
    // The sentence in another language: `wording` gives each format's translation (this one's and every
    // nested one's) before its arguments fill it in.
    [[nodiscard]] std::string render(const std::function<std::string(const std::string &format)> &wording) const;
};

// `format` with %1 … %99 replaced by args[0] … args[98] in one pass, so an argument that itself contains
// "%1" stays as it is; a placeholder without an argument, and any other '%', stay as written.
std::string fillPlaceholders(std::string_view format, std::span<const std::string> args);

// Every format core builds its texts from, once each.
std::span<const TextFormat> textFormats();

} // namespace commviz
