// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// How the window fits a screen: where a fresh window opens, and the parameter panel's scroll area, which is as
// wide as the panel's controls in the current font (never cutting one) and scrolls vertically.
#pragma once

#include <QRect>
#include <QScrollArea>
#include <QSize>

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

class PanelScroll : public QScrollArea {
public:
    using QScrollArea::QScrollArea;
    // The panel's own width plus the scroll bar: its widest control is never cut, whatever the font.
    [[nodiscard]] QSize minimumSizeHint() const override;
    [[nodiscard]] QSize sizeHint() const override;
};

} // namespace commviz::ui
