// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/algorithms/algorithmview.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPainter>
#include <QPicture>
#include <QToolTip>

#include <algorithm>

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
    const int w = std::max(width(), 360);
    if (w != m_minimumWidth) {
        m_minimumWidth = w;
        m_minimum = QSize(360, heightForCells(w));
    }
    return m_minimum;
}

int AlgorithmView::heightForCells(int width) const
{
    if (!m_diagram.hasTrace())
        return 300;
    // The diagram laid out on a recording device (nothing drawn) at growing heights, until its cells are
    // kMinCellPixels; a copy, so that the tooltips keep the painted layout.
    for (int h = 300; h < 1600; h += 20) {
        AlgorithmDiagram trial = m_diagram;
        QPicture picture;
        QPainter p(&picture);
        trial.paint(p, QRectF(0, 0, width, h), font());
        if (trial.cellSide() >= kMinCellPixels)
            return h;
    }
    return 1600;
}

void AlgorithmView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // The minimum height follows the width (a wider view fits the cells lower).
    if (width() != m_minimumWidth)
        updateGeometry();
}

void AlgorithmView::setTrace(const AlgorithmTrace &trace, int step, const QString &caption)
{
    const bool other =
        !m_diagram.trace() || m_diagram.trace()->gpus != trace.gpus || m_diagram.trace()->algorithm != trace.algorithm;
    m_diagram.setTrace(trace, step, caption);
    if (other) {
        m_minimumWidth = -1;
        updateGeometry();
    }
    update();
}

void AlgorithmView::setMessage(const QString &message)
{
    m_diagram.setMessage(message);
    m_minimumWidth = -1;
    updateGeometry();
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
