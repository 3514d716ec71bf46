// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "textwidth.h"

#include <QFontMetricsF>
#include <QHash>

#include <algorithm>
#include <vector>

namespace commviz::ui {
namespace {

constexpr std::size_t kFonts = 16; // fonts remembered at once: a page uses a handful
constexpr qsizetype kTexts = 4096; // texts remembered per font before it starts again

struct Memo {
    QFont font;
    QFontMetricsF metrics;
    QHash<QString, double> widths;
};

} // namespace

double textWidth(const QFont &font, const QString &text)
{
    // Per thread, as fonts are; the most recently used font first, so the search is short.
    thread_local std::vector<Memo> memos;
    auto it = std::find_if(memos.begin(), memos.end(), [&](const Memo &m) { return m.font == font; });
    if (it == memos.end()) {
        if (memos.size() >= kFonts)
            memos.pop_back();
        memos.insert(memos.begin(), Memo{font, QFontMetricsF(font), {}});
        it = memos.begin();
    } else if (it != memos.begin()) {
        std::rotate(memos.begin(), it, it + 1);
        it = memos.begin();
    }
    if (const auto known = it->widths.constFind(text); known != it->widths.cend())
        return *known;
    if (it->widths.size() >= kTexts)
        it->widths.clear();
    const double width = it->metrics.horizontalAdvance(text);
    it->widths.insert(text, width);
    return width;
}

QFont unshaped(QFont font)
{
    font.setStyleStrategy(QFont::StyleStrategy(font.styleStrategy() | QFont::PreferNoShaping));
    return font;
}

} // namespace commviz::ui
