// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "napkintext.h"

#include <QRegularExpression>

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

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

QString keepNumbersWithUnits(const QString &text)
{
    static const QRegularExpression space(QStringLiteral(
        "(\\d) (?=(?:[KMGT]i?B/s|[KMGT]B|[KMG]iB|B|ns|µs|us|ms|s|Gbps|TFLOP/s|GPUs?|nodes?)(?:[^A-Za-z]|$))"));
    // And never inside "GB/s": a text layout may break after the slash.
    static const QRegularExpression perSecond(QStringLiteral("(B|FLOP)/s\\b"));
    QString out = text;
    out.replace(space, QStringLiteral("\\1\u00a0"));
    return out.replace(perSecond, QStringLiteral("\\1/\u2060s"));
}

} // namespace commviz::ui::napkin
