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

namespace {

// A joined run of factors at most this long: a longer one would not fit a narrow panel whole, and Qt would break it
// anywhere ("TFLOP/" | "s"), which reads worse than a break between two factors.
constexpr qsizetype kLongest = 16;

// `factors` joined by `join` in runs of at most kLongest characters, the runs by `between` (where a line may break).
QString inRuns(const QStringList &factors, const QString &join, const QString &between)
{
    QString out;
    QString run = factors.front();
    for (qsizetype i = 1; i < factors.size(); ++i) {
        const QString joined = run + join + factors[i];
        if (joined.size() <= kLongest) {
            run = joined;
        } else {
            out += run + between;
            run = factors[i];
        }
    }
    return out + run;
}

// `text` split at every `separator` outside parentheses.
QStringList splitOutsideParentheses(const QString &text, const QString &separator)
{
    QStringList parts{QString()};
    int depth = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (depth == 0 && QStringView(text).mid(i).startsWith(separator)) {
            parts << QString();
            i += separator.size() - 1;
            continue;
        }
        depth += text[i] == '(' ? 1 : text[i] == ')' && depth > 0 ? -1 : 0;
        parts.back() += text[i];
    }
    return parts;
}

// `text` with every match of `re` replaced by what `f` makes of it.
template <typename F> QString replaceEach(const QString &text, const QRegularExpression &re, F f)
{
    QString out;
    qsizetype last = 0;
    for (QRegularExpressionMatchIterator it = re.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += QStringView(text).mid(last, m.capturedStart() - last);
        out += f(m.captured());
        last = m.capturedEnd();
    }
    out += QStringView(text).mid(last);
    return out;
}

} // namespace

QString keepFactorsTogether(const QString &html)
{
    static const QRegularExpression product(QStringLiteral("[^ <>]+(?: \u00d7 [^ <>]+)+"));
    const QString times = QStringLiteral(" \u00d7 ");
    QString out = replaceEach(html, product, [&](const QString &factors) {
        return inRuns(factors.split(times), QStringLiteral("\u00a0\u00d7\u00a0"), times);
    });
    // A long chain of "·" factors ("4·(L/p)·AllReduce_t(a)") may break after a dot between runs, never inside
    // parentheses ("AllToAll_e(k·a/t)" stays whole).
    static const QRegularExpression chain(QStringLiteral("[^\\s<>\u00a0]+(?:\u00b7[^\\s<>\u00a0]+)+"));
    const QString dot = QStringLiteral("\u00b7");
    out = replaceEach(out, chain, [&](const QString &factors) {
        return factors.size() <= kLongest ? factors
                                          : inRuns(splitOutsideParentheses(factors, dot), dot, dot + QChar(0x200b));
    });
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
