// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "algorithmview.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

namespace commviz::ui {

AlgorithmView::AlgorithmView(QWidget *parent) : QWidget(parent)
{
    setObjectName("algorithmView");
    setFocusPolicy(Qt::StrongFocus); // clicking the drawing gives the page the keys
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

QSize AlgorithmView::minimumSizeHint() const
{
    return {360, 300};
}

void AlgorithmView::setTrace(const AlgorithmTrace &trace, int step, const QString &caption)
{
    m_diagram.setTrace(trace, step, caption);
    update();
}

void AlgorithmView::setMessage(const QString &message)
{
    m_diagram.setMessage(message);
    update();
}

void AlgorithmView::paintEvent(QPaintEvent * /*event*/)
{
    QPainter p(this);
    m_diagram.paint(p, QRectF(rect()), font());
}

bool AlgorithmView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && m_diagram.hasTrace()) {
        const auto *help = static_cast<QHelpEvent *>(event);
        if (const auto cell = m_diagram.cellAt(help->pos())) {
            QToolTip::showText(help->globalPos(), m_diagram.describeCell(cell->first, cell->second), this);
            return true;
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
}

} // namespace commviz::ui
