// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commviz/text.h"

#include "textformats.h"

#include <algorithm>
#include <cassert>

namespace commviz {

Text::Text(TextFormat f, std::vector<TextArg> a) : format(f.english), args(std::move(a))
{
    // A format missing from the list would never be translated.
    assert(std::any_of(formats::kTextFormats.begin(), formats::kTextFormats.end(),
                       [&](TextFormat listed) { return listed.english == f.english; }));
}

Text Text::name(std::string english)
{
    Text t;
    t.format = std::move(english);
    return t;
}

Text Text::verbatim(std::string finished)
{
    // "%1" is in no catalogue, so every language fills it with the text as it is.
    Text t;
    t.format = "%1";
    t.args.emplace_back(std::move(finished));
    return t;
}

std::string Text::english() const
{
    return render([](const std::string &f) { return f; });
}

std::string Text::render(const std::function<std::string(const std::string &format)> &wording) const
{
    if (format.empty())
        return {};
    std::vector<std::string> filled;
    filled.reserve(args.size());
    for (const TextArg &arg : args) {
        if (const auto *nested = std::get_if<Text>(&arg))
            filled.push_back(nested->render(wording));
        else
            filled.push_back(std::get<std::string>(arg));
    }
    return fillPlaceholders(wording(format), filled);
}

std::string fillPlaceholders(std::string_view format, std::span<const std::string> args)
{
    const auto digit = [&](std::size_t i) { return i < format.size() && format[i] >= '0' && format[i] <= '9'; };
    std::string out;
    out.reserve(format.size());
    for (std::size_t i = 0; i < format.size(); ++i) {
        if (format[i] == '%' && digit(i + 1)) {
            std::size_t number = static_cast<std::size_t>(format[i + 1] - '0');
            std::size_t length = 2;
            if (digit(i + 2)) {
                number = number * 10 + static_cast<std::size_t>(format[i + 2] - '0');
                length = 3;
            }
            if (number >= 1 && number <= args.size()) {
                out += args[number - 1];
                i += length - 1;
                continue;
            }
        }
        out += format[i];
    }
    return out;
}

std::span<const TextFormat> textFormats()
{
    return formats::kTextFormats;
}

} // namespace commviz
