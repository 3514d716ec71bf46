// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Where a fresh window opens: its preferred size centred on the screen when it fits, else the screen's whole
// available area, maximised.
#pragma once

#include <QRect>
#include <QSize>

class QWidget;

namespace commviz::ui {

// Where a window that would like `preferred` opens on a screen whose available area is `available`: that
// size, centred, when it fits; otherwise the whole available area, maximised.
struct WindowPlacement {
    QRect geometry;
    bool maximized = false;
};
[[nodiscard]] WindowPlacement placeWindow(QSize preferred, QRect available);

// The size a fresh window would like.
inline constexpr QSize kPreferredWindowSize{1600, 1000};

// Places `window` (a fresh profile's) on its screen: kPreferredWindowSize centred, or maximised when it does not fit.
void placeOnScreen(QWidget *window);

} // namespace commviz::ui
