// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Prints the manual page's parameter options in roff, one per row of core's parameter registry, so
// `man commviz` describes each parameter exactly as `--help` does. The build writes it into commviz.1 where
// commviz.1.in has the line `.\" COMMVIZ_PARAMETER_OPTIONS`.
#include "commviz/parameters.h"

#include <iostream>
#include <string>
#include <utility>

namespace {

// roff spells a hyphen \- and has its own names for the Greek letters and signs the help uses.
std::string roff(std::string s)
{
    const std::pair<std::string, std::string> escapes[] = {
        {"\\", "\\e"},  {"-", "\\-"},   {"α", "\\(*a"}, {"β", "\\(*b"}, {"η", "\\(*y"},
        {"µ", "\\(*m"}, {"≥", "\\(>="}, {"≤", "\\(<="}, {"×", "\\(mu"}, {"’", "'"},
    };
    for (const auto &[from, to] : escapes) {
        for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
            s.replace(at, from.size(), to);
    }
    return s;
}

} // namespace

int main()
{
    using namespace commviz;
    for (const ParamInfo &info : parameters()) {
        std::cout << ".TP\n.BI \\-\\-" << roff(std::string(info.option)) << " \" " << roff(std::string(info.valueName))
                  << "\"\n"
                  << roff(std::string(info.help))
                  << " Default: " << roff(formatParam(info.param, paramDefault(info.param))) << ".\n";
    }
    return 0;
}
