// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "unittext.h"

#include <QRegularExpression>

namespace commviz::ui {
namespace {

// The units commviz writes after a number, each followed by a non-letter or the end; in Chinese the measure words
// 个 and 级 ("32 个节点", "第 2 级").
const QString kUnit = QStringLiteral(
    "(?:[KMGT]i?B/s|[KMGT]B|[KMG]iB|B|ns|µs|us|ms|s|Gbps|TFLOP/s|GPUs?|nodes?|\u4e2a|\u7ea7)(?:[^A-Za-z]|$)");

} // namespace

bool joinsNumberAndUnit(const QString &text, qsizetype i)
{
    static const QRegularExpression unit(kUnit);
    return i > 0 && i < text.size() && text[i] == QLatin1Char(' ') && text[i - 1].isDigit() &&
           unit.match(text, i + 1, QRegularExpression::NormalMatch, QRegularExpression::AnchorAtOffsetMatchOption)
               .hasMatch();
}

QString keepNumbersWithUnits(const QString &text)
{
    static const QRegularExpression space(QStringLiteral("(\\d) (?=") + kUnit + QStringLiteral(")"));
    static const QRegularExpression perSecond(QStringLiteral("(B|FLOP)/s\\b"));
    QString out = text;
    out.replace(space, QStringLiteral("\\1\u00a0"));
    return out.replace(perSecond, QStringLiteral("\\1/\u2060s"));
}

} // namespace commviz::ui
