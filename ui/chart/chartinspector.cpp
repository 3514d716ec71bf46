// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartinspector.h"

#include "chartpanel.h"
#include "chartview.h"
#include "qtcharts.h"

#include <QAbstractAxis>
#include <QChart>
#include <QGraphicsLayout>
#include <QLineSeries>
#include <QPainter>
#include <QScatterSeries>

namespace commviz::ui {

QWidget *ChartInspector::surface() const
{
    return m_panel->m_view->viewport();
}

QPoint ChartInspector::toSurface(const QPointF &chartPoint) const
{
    return m_panel->m_view->mapFromScene(m_panel->chart()->mapToScene(chartPoint));
}

QRect ChartInspector::toSurface(const QRectF &chartRect) const
{
    return m_panel->m_view->mapFromScene(m_panel->chart()->mapRectToScene(chartRect)).boundingRect();
}

QRectF ChartInspector::shownRect() const
{
    const ChartView *view = m_panel->m_view;
    return QRectF(QPointF(0, 0), m_panel->chartSize())
        .intersected(m_panel->chart()->mapRectFromScene(view->mapToScene(view->viewport()->rect()).boundingRect()));
}

int ChartInspector::seriesCount() const
{
    return static_cast<int>(m_panel->chart()->series().size());
}

std::vector<QList<QPointF>> ChartInspector::seriesPoints() const
{
    std::vector<QList<QPointF>> out;
    for (QAbstractSeries *s : m_panel->chart()->series()) {
        if (auto *xy = qobject_cast<QXYSeries *>(s))
            out.push_back(xy->points());
    }
    return out;
}

int ChartInspector::markerSeriesCount() const
{
    int n = 0;
    for (QAbstractSeries *s : m_panel->chart()->series())
        n += qobject_cast<QScatterSeries *>(s) != nullptr ? 1 : 0;
    return n;
}

bool ChartInspector::anyMarkerSeriesShown() const
{
    for (QAbstractSeries *s : m_panel->chart()->series()) {
        if (qobject_cast<QScatterSeries *>(s) != nullptr && s->isVisible())
            return true;
    }
    return false;
}

QString ChartInspector::qtTitle() const
{
    return m_panel->chart()->title();
}

QFont ChartInspector::titleFont() const
{
    return m_panel->chart()->titleFont();
}

bool ChartInspector::qtDrawsAxisTexts() const
{
    for (const QAbstractAxis *axis : m_panel->chart()->axes()) {
        if (axis->labelsVisible() || (axis->isTitleVisible() && !axis->property(qtcharts::kRoomOnlyAxis).toBool()))
            return true;
    }
    return false;
}

QPointF ChartInspector::qtMapToPosition(const QPointF &axisPoint) const
{
    return m_panel->chart()->mapToPosition(axisPoint, m_panel->m_anchor);
}

bool ChartInspector::antialiased() const
{
    return m_panel->m_view->renderHints().testFlag(QPainter::Antialiasing);
}

void ChartInspector::layOut() const
{
    if (QGraphicsLayout *layout = m_panel->chart()->layout())
        layout->activate();
}

void ChartInspector::setChartSize(const QSizeF &size) const
{
    m_panel->chart()->resize(size);
    layOut();
}

QRectF ChartInspector::plotAreaAt(const QSizeF &size) const
{
    const QSizeF own = m_panel->chartSize();
    setChartSize(size);
    const QRectF plot = m_panel->plotArea();
    setChartSize(own);
    return plot;
}

} // namespace commviz::ui
