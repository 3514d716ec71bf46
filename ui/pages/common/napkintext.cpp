// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/common/napkintext.h"

namespace commviz::ui::napkin {

QString block(const QString &heading, const QStringList &steps, const QString &result, const QString &note)
{
    QString html = "<p style='margin: 0 0 10px 0'><b>" + heading + "</b><br>";
    for (const QString &step : steps)
        html += "<span style='font-family: monospace'>" + step + "</span><br>";
    html += "<span style='font-family: monospace'>= <b>" + result + "</b></span>";
    if (!note.isEmpty())
        html += "<br><span style='color: #555'>" + note + "</span>";
    return html + "</p>";
}

QString keepFactorsTogether(const QString &html)
{
    QString out = html;
    out.replace(QStringLiteral(" \u00d7 "), QStringLiteral("\u00a0\u00d7\u00a0"));
    out.replace(QStringLiteral("lg "), QStringLiteral("lg\u00a0")); // "lg N" is one factor
    out.replace(QStringLiteral("log2 "), QStringLiteral("log2\u00a0"));
    return out;
}

QString q(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

} // namespace commviz::ui::napkin
