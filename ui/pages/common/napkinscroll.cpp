// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/common/napkinscroll.h"

#include <QEvent>
#include <QScrollBar>

#include <algorithm>

namespace commviz::ui {

NapkinScroll::NapkinScroll(QWidget *page) : QScrollArea(page), m_page(page)
{
    page->installEventFilter(this);
}

QSize NapkinScroll::sizeHint() const
{
    int w = widthFor(46);
    w = std::min(w, std::max(widthFor(20), m_page->width() * 3 / 10));
    return {w, QScrollArea::sizeHint().height()};
}

QSize NapkinScroll::minimumSizeHint() const
{
    return {widthFor(14), QScrollArea::minimumSizeHint().height()};
}

bool NapkinScroll::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_page && event->type() == QEvent::Resize)
        updateGeometry();
    return QScrollArea::eventFilter(watched, event);
}

int NapkinScroll::widthFor(int chars) const
{
    return chars * fontMetrics().horizontalAdvance(QLatin1Char('n')) + verticalScrollBar()->sizeHint().width() +
           2 * frameWidth();
}

} // namespace commviz::ui
