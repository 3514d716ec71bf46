// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/common/napkintext.h"

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

QString keepFactorsTogether(const QString &html)
{
    // A product's factors join while the joined run stays short: a longer one would not fit a narrow panel whole, and
    // Qt would break it anywhere ("TFLOP/" | "s"), which reads worse than a break between two factors.
    constexpr qsizetype kLongest = 16;
    static const QRegularExpression product(QStringLiteral("[^ <>]+(?: \u00d7 [^ <>]+)+"));
    const QString times = QStringLiteral(" \u00d7 ");
    QString out;
    qsizetype last = 0;
    for (QRegularExpressionMatchIterator it = product.globalMatch(html); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += QStringView(html).mid(last, m.capturedStart() - last);
        const QStringList factors = m.captured().split(times);
        QString run = factors.front();
        for (qsizetype i = 1; i < factors.size(); ++i) {
            const QString joined = run + QStringLiteral("\u00a0\u00d7\u00a0") + factors[i];
            if (joined.size() <= kLongest) {
                run = joined;
            } else {
                out += run + times;
                run = factors[i];
            }
        }
        out += run;
        last = m.capturedEnd();
    }
    out += QStringView(html).mid(last);
    // A short quotient in parentheses ("(L/p)") is one factor: no break after its slash.
    static const QRegularExpression quotient(QStringLiteral("\\(([^()\\s<>/]{1,5})/([^()\\s<>/]{1,5})\\)"));
    out.replace(quotient, QStringLiteral("(\\1/\u2060\\2)"));
    out.replace(QStringLiteral("lg "), QStringLiteral("lg\u00a0")); // "lg N" is one factor
    out.replace(QStringLiteral("log2 "), QStringLiteral("log2\u00a0"));
    return out;
}

QString q(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

} // namespace commviz::ui::napkin
