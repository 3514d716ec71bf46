// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "answerveil.h"

#include <QFont>
#include <QPainter>
#include <QPen>
#include <QPropertyAnimation>

#include <algorithm>

namespace commviz::ui {

AnswerVeil::AnswerVeil(QGraphicsItem *parent) : QGraphicsObject(parent)
{
    setZValue(8); // above the series (4) and the grid (2), below the axis labels and the title
    setAcceptedMouseButtons(Qt::NoButton);
    hide();
}

void AnswerVeil::setArea(const QRectF &area)
{
    if (area == m_area)
        return;
    prepareGeometryChange();
    m_area = area;
}

void AnswerVeil::cover()
{
    if (m_fade)
        m_fade->stop();
    m_covering = true;
    setOpacity(1.0);
    show();
}

void AnswerVeil::uncover(bool animated)
{
    m_covering = false;
    if (!isVisible())
        return;
    if (!animated) {
        hide();
        return;
    }
    auto *fade = new QPropertyAnimation(this, "opacity", this);
    m_fade = fade;
    fade->setDuration(kFadeMs);
    fade->setStartValue(1.0);
    fade->setEndValue(0.0);
    fade->setEasingCurve(QEasingCurve::OutCubic);
    connect(fade, &QPropertyAnimation::finished, this, [this] {
        if (!m_covering)
            hide();
    });
    fade->start(QAbstractAnimation::DeleteWhenStopped);
}

void AnswerVeil::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->fillRect(m_area, QColor(0xfff8dc)); // the lecture banner's colour: this is the question's part
    painter->setPen(QPen(QColor(0xd8c98a), 1));
    painter->drawRect(m_area.adjusted(0.5, 0.5, -0.5, -0.5));
    QFont f = painter->font();
    f.setBold(true);
    f.setPixelSize(std::max(12, static_cast<int>(std::min(m_area.height(), m_area.width()) / 3)));
    painter->setFont(f);
    painter->setPen(QColor(0x8a7a3a));
    painter->drawText(m_area, Qt::AlignCenter, QStringLiteral("?"));
}

} // namespace commviz::ui
