// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/common/gridscroll.h"

#include <QEvent>
#include <QKeyEvent>
#include <QPaintEvent>
#include <QScrollBar>

#include <algorithm>

namespace commviz::ui {
namespace {

// The kept room: a scroll bar that draws nothing while there is nothing to scroll.
class GutterBar : public QScrollBar {
public:
    using QScrollBar::QScrollBar;

protected:
    void paintEvent(QPaintEvent *event) override
    {
        if (maximum() > minimum())
            QScrollBar::paintEvent(event);
    }
};

} // namespace

GridScroll::GridScroll(QWidget *parent) : QScrollArea(parent)
{
    setVerticalScrollBar(new GutterBar(Qt::Vertical, this));
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
}

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
        // The grid's size for its new minimum, in this pass (its layout, which Qt runs first, has just placed the
        // charts in its old size). Left to the request the layout posts to the viewport, the charts stayed squeezed
        // to their minimum until a later pass of the event loop: a second layout and paint of every chart, a frame
        // later (the next drag's first frame).
        QEvent request(QEvent::LayoutRequest);
        QScrollArea::event(&request);
    }
    return QScrollArea::eventFilter(watched, event);
}

} // namespace commviz::ui
