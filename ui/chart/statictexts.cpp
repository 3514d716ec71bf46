// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "statictexts.h"

#include <QTransform>

namespace commviz::ui {

const QStaticText &StaticTexts::get(const QString &text, const QFont &font, std::size_t keep)
{
    if (font != m_font || static_cast<std::size_t>(m_texts.size()) > keep) {
        m_texts.clear();
        m_font = font;
    }
    auto it = m_texts.find(text);
    if (it == m_texts.end()) {
        QStaticText laidOut(text);
        laidOut.setTextFormat(Qt::PlainText);
        laidOut.setPerformanceHint(QStaticText::AggressiveCaching);
        laidOut.prepare(QTransform(), font);
        it = m_texts.insert(text, laidOut);
    }
    return *it;
}

} // namespace commviz::ui
