// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QHash>
#include <QStaticText>
#include <QString>

#include <cstddef>

namespace commviz::ui {

// Texts laid out once per text and font (QStaticText): a label that is drawn again and again is not
// shaped again. Texts of earlier frames are dropped once there are more than `keep` of them.
class StaticTexts {
public:
    const QStaticText &get(const QString &text, const QFont &font, std::size_t keep);

private:
    QHash<QString, QStaticText> m_texts;
    QFont m_font;
};

} // namespace commviz::ui
