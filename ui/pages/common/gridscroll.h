// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// GridScroll: a page's charts' scroll area. It scrolls vertically when the grid is one column, never horizontally,
// and asks for no more room than one column. Keys belong to the page (the Algorithms page's ← →, the lecture's Page
// keys), not to scrolling. The vertical scroll bar's room is always kept (drawn empty when there is nothing to
// scroll): a grid near the viewport's height, whose charts grow and shrink with a slider, then never starts or stops
// scrolling mid-drag, which narrowed and widened every chart on the page by the bar's width (a relayout and a
// repaint of every chart, twice a drag).
#pragma once

#include <QScrollArea>

#include <utility>

namespace commviz::ui {

class GridScroll : public QScrollArea {
public:
    explicit GridScroll(QWidget *parent = nullptr);
    [[nodiscard]] QSize minimumSizeHint() const override;
    // At least 70 characters wide: when the page is short of room the charts keep more of it than the napkin.
    [[nodiscard]] QSize sizeHint() const override;

protected:
    void keyPressEvent(QKeyEvent *event) override;
    // The grid's new minimum or wanted width (a wider table, a larger font) reaches the page's layout. A relayout
    // inside the grid that changes neither (a label's new text on every slider step) stops here: above the page,
    // the window's layout asks every label of every page for its height again, a third of a frame. The grid's own
    // size follows at once, in the same pass.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    std::pair<int, int> m_widths{-1, -1}; // the grid's minimum and wanted width the page's layout last saw
};

} // namespace commviz::ui
