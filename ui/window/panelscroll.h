// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The parameter panel's scroll area: as wide as the panel's controls in the current font (never cutting one), and
// scrolling vertically.
#pragma once

#include <QScrollArea>
#include <QSize>

namespace commviz::ui {

class PanelScroll : public QScrollArea {
public:
    using QScrollArea::QScrollArea;
    // The panel's own width plus the scroll bar: its widest control is never cut, whatever the font.
    [[nodiscard]] QSize minimumSizeHint() const override;
    [[nodiscard]] QSize sizeHint() const override;
};

} // namespace commviz::ui
