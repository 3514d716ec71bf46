// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/common/gridscroll.h"

#include <QEvent>
#include <QKeyEvent>
#include <QScrollBar>

#include <algorithm>

namespace commviz::ui {

QSize GridScroll::minimumSizeHint() const
{
    const int w = widget() ? widget()->minimumSizeHint().width() : 0;
    return {w + verticalScrollBar()->sizeHint().width() + 2 * frameWidth(), 120};
}

QSize GridScroll::sizeHint() const
{
    const QSize s = widget() ? widget()->sizeHint() : QSize();
    const int w = std::max(s.width(), 70 * fontMetrics().horizontalAdvance(QLatin1Char('n')));
    return {w + verticalScrollBar()->sizeHint().width() + 2 * frameWidth(), s.height()};
}

void GridScroll::keyPressEvent(QKeyEvent *event)
{
    event->ignore();
}

bool GridScroll::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == widget() && event->type() == QEvent::LayoutRequest) {
        const std::pair<int, int> widths(widget()->minimumSizeHint().width(), widget()->sizeHint().width());
        if (widths != m_widths) {
            m_widths = widths;
            updateGeometry();
        }
    }
    return QScrollArea::eventFilter(watched, event);
}

} // namespace commviz::ui
