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

} // namespace commviz::ui::napkin
