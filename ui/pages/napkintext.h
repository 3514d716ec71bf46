// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Napkin-math text, as the source's worked examples read: a heading, the formula, the numbers substituted, and the
// result in bold. Every page's napkin panel, the report's napkin pages and the lecture banner write through these.
#pragma once

#include <QString>
#include <QStringList>

#include <string>

namespace commviz::ui::napkin {

QString block(const QString &heading, const QStringList &steps, const QString &result, const QString &note = {});
QString q(const std::string &s); // core's formatted text as a QString
// `text` with a no-break space between each number and the unit after it ("1 GB", "42.4 ms", "256 GPUs"): a line
// may break before the number, never between it and its unit (a narrow napkin column, a projector's banner), and a
// word joiner after the slash of "GB/s".
QString keepNumbersWithUnits(const QString &text);

} // namespace commviz::ui::napkin
