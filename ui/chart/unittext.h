// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A number and its unit stay on one line ("1 GB", "42.4 ms", "256 GPUs", "50 GB/s", "32 个节点"), wherever text wraps:
// a chart's title (ChartFrame), the napkin panel and the lecture banner.
#pragma once

#include <QString>

namespace commviz::ui {

// The space at `i` lies between a number and the unit after it: no line breaks there.
bool joinsNumberAndUnit(const QString &text, qsizetype i);
// `text` with a no-break space at each such space and a word joiner after the slash of "GB/s", for text that a
// Qt text layout wraps (it may break after a slash).
QString keepNumbersWithUnits(const QString &text);

} // namespace commviz::ui
