// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartview.h"

#include "chartpanel.h"
#include "pointreadout.h"
#include "qtcharts.h"

#include <QChart>
#include <QFocusEvent>
#include <QMouseEvent>
#include <QPainter>

namespace commviz::ui {

// Given its chart at construction: QChartView(QWidget *) makes a default QChart of its own that setChart() would
// replace without deleting.
ChartView::ChartView(ChartPanel *panel) : QChartView(new QChart, panel), m_panel(panel)
{
    setFocusPolicy(Qt::NoFocus); // reached through the panel: one stop in the tab order
    qtcharts::styleChart(chart());
    qtcharts::styleView(this);
}

void ChartView::mouseMoveEvent(QMouseEvent *event)
{
    QChartView::mouseMoveEvent(event);
    if (m_panel)
        m_panel->hoverAt(mapToScene(event->position().toPoint()));
}

void ChartView::mouseReleaseEvent(QMouseEvent *event)
{
    QChartView::mouseReleaseEvent(event);
    if (m_panel && event->button() == Qt::LeftButton)
        Q_EMIT m_panel->clicked(chart()->mapFromScene(mapToScene(event->position().toPoint())));
}

void ChartView::focusInEvent(QFocusEvent *event)
{
    QChartView::focusInEvent(event);
    const Qt::FocusReason reason = event->reason();
    if (m_panel && (reason == Qt::TabFocusReason || reason == Qt::BacktabFocusReason))
        m_panel->showCurrentPoint(); // reached with Tab: the current point's values
}

void ChartView::focusOutEvent(QFocusEvent *event)
{
    QChartView::focusOutEvent(event);
    if (m_panel)
        m_panel->m_readout->hide();
}

void ChartView::drawBackground(QPainter *painter, const QRectF &rect)
{
    // Qt's own fill keeps the view's antialiasing, which sends a rectangle through the antialiasing
    // rasterizer and Qt's threaded span fills: a third of a frame for a fill that covers whole pixels.
    const bool smooth = painter->testRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->fillRect(rect, scene()->backgroundBrush());
    painter->setRenderHint(QPainter::Antialiasing, smooth);
}

} // namespace commviz::ui
