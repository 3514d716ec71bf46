// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// textWidth: QFontMetricsF::horizontalAdvance, remembered. That call shapes its text every time it is asked,
// and a chart measures its tick labels, its titles (each line a title could wrap to) and its legend on every
// frame of a drag, the same texts in the same few fonts. The width depends only on the text and the font
// (the chart's fonts are the screen's: QFontMetricsF of the font alone, no paint device), so a remembered
// width is the width.
#pragma once

#include <QFont>
#include <QString>

namespace commviz::ui {

[[nodiscard]] double textWidth(const QFont &font, const QString &text);

// `font` laid out without HarfBuzz's shaping (QFont::PreferNoShaping): for text that is laid out anew on every frame
// of a drag (the napkin, the training step's headline and tables) in Latin, Greek and Chinese, which join no letters,
// in fonts whose kerning nobody misses. Shaping was nine tenths of laying out a new napkin.
[[nodiscard]] QFont unshaped(QFont font);

} // namespace commviz::ui
