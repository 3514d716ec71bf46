// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A list as wide as its longest item, so that a narrow panel never cuts an entry ("InfiniBand NDR (400 G").
#pragma once

class QComboBox;

namespace commviz::ui {

// Sets `box`'s minimum width to its longest item's text in its own font plus what the style draws around the text
// field. A box that elides on purpose (QComboBox::AdjustToMinimumContentsLengthWithIcon: its list shows the names
// whole) is left as it is.
void fitToItems(QComboBox *box);

} // namespace commviz::ui
