// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Napkin-math text, as the source's worked examples read: a heading, the formula, the numbers substituted, and the
// result in bold. Every page's napkin panel, and the report's napkin pages write through these.
#pragma once

#include <QString>
#include <QStringList>

#include <string>
#include <string_view>

namespace commviz::ui::napkin {

QString block(const QString &heading, const QStringList &steps, const QString &result, const QString &note = {});
QString q(std::string_view s); // core's text (a formatted number, a formula) as a QString
// `html` as the napkin panel shows it: a short product ("510 × 5 µs", "2·lg N·α") stays on one line (no-break spaces
// around × and after lg and log2), so a long line breaks between terms: at a sum, an equals sign or a slash. A long
// product ("8 × 8 × 989 TFLOP/s × 0.5") joins its factors in short runs, and breaks between them; so does a long chain
// of "·" factors ("4·(L/p)·" | "AllReduce_t(a)"). A short quotient in parentheses ("(L/p)") is one factor.
QString keepFactorsTogether(const QString &html);

} // namespace commviz::ui::napkin
