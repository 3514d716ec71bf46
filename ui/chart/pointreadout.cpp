// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pointreadout.h"

#include <QGraphicsView>
#include <QLabel>

#include <algorithm>

namespace commviz::ui {

void PointReadout::show(const QString &text, const QPointF &at, const QFont &font)
{
    if (text.isEmpty()) {
        hide();
        return;
    }
    if (!m_label) {
        m_label = new QLabel(m_view->viewport());
        m_label->setObjectName("chartReadout");
        m_label->setTextFormat(Qt::RichText);
        m_label->setAttribute(Qt::WA_TransparentForMouseEvents);
        m_label->setAutoFillBackground(true);
        m_label->setFrameShape(QFrame::Box);
        m_label->setMargin(4);
    }
    m_label->setFont(font);
    m_label->setText(text);
    m_label->adjustSize();
    const QPoint point = m_view->mapFromScene(at);
    const QSize box = m_label->size();
    const QRect view = m_view->viewport()->rect();
    int x = point.x() + 12;
    if (x + box.width() > view.right())
        x = point.x() - 12 - box.width();
    int y = point.y() + 12;
    if (y + box.height() > view.bottom())
        y = point.y() - 12 - box.height();
    m_label->move(std::clamp(x, 0, std::max(0, view.width() - box.width())),
                  std::clamp(y, 0, std::max(0, view.height() - box.height())));
    m_label->show();
    m_label->raise();
}

void PointReadout::hide()
{
    if (m_label)
        m_label->hide();
}

bool PointReadout::isShown() const
{
    return m_label && m_label->isVisible();
}

} // namespace commviz::ui
