// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// NapkinScroll: the napkin panel's scroll area beside a page's charts. About 46 average characters wide when there
// is room, down to 20 when the page is narrow and 14 at the least (a 1024 px window, where the charts need their
// 280 px plots), in the current font (projector mode widens it); its text never widens it.
#pragma once

#include <QScrollArea>

namespace commviz::ui {

class NapkinScroll : public QScrollArea {
public:
    // Follows `page`'s width: the napkin asks for at most 30% of it, so that the charts keep the rest (projector
    // mode's larger font would otherwise give the napkin half of a 1280 px window).
    explicit NapkinScroll(QWidget *page);
    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    [[nodiscard]] int widthFor(int chars) const;

    QWidget *m_page;
};

} // namespace commviz::ui
