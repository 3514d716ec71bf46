// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "renderscope.h"

#include <QChart>
#include <QGraphicsLayout>
#include <QGraphicsObject>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <optional>

namespace commviz::ui {
namespace {

struct AxisRange {
    double x0, x1, y0, y1;
    [[nodiscard]] bool contains(const QPointF &p) const
    {
        return p.x() >= x0 && p.x() <= x1 && p.y() >= y0 && p.y() <= y1;
    }
};

// The visible range of the axes a series is attached to, slightly widened so that points on the frame
// count as inside.
std::optional<AxisRange> visibleRange(QXYSeries *series)
{
    std::optional<std::pair<double, double>> x;
    std::optional<std::pair<double, double>> y;
    for (QAbstractAxis *axis : series->attachedAxes()) {
        const auto *value = qobject_cast<const QValueAxis *>(axis); // QCategoryAxis is one too
        if (!value)
            continue;
        const double slack = (value->max() - value->min()) * 1e-9;
        (axis->orientation() == Qt::Horizontal ? x : y) = std::pair(value->min() - slack, value->max() + slack);
    }
    if (!x || !y)
        return std::nullopt;
    return AxisRange{x->first, x->second, y->first, y->second};
}

} // namespace

RenderScope::RenderScope(QChart *chart, const QSizeF &size) : m_chart(chart), m_oldSize(chart->size())
{
    resizeTo(size);
    hideLineItems(m_chart);
    clipMarkers();
}

RenderScope::~RenderScope()
{
    for (auto &[series, points] : m_clipped)
        series->replace(points);
    for (QGraphicsObject *item : m_hidden)
        item->show();
    resizeTo(m_oldSize);
}

QRectF RenderScope::sceneRect() const
{
    return {m_chart->scenePos(), m_chart->size()};
}

void RenderScope::resizeTo(const QSizeF &size)
{
    m_chart->resize(size);
    // The layout would otherwise run on the next event loop pass, after the render.
    if (QGraphicsLayout *layout = m_chart->layout())
        layout->activate();
}

void RenderScope::hideLineItems(QGraphicsItem *parent)
{
    for (QGraphicsItem *item : parent->childItems()) {
        QGraphicsObject *object = item->toGraphicsObject();
        if (object && object->isVisible() && qstrcmp(object->metaObject()->className(), "LineChartItem") == 0) {
            object->hide();
            m_hidden.push_back(object);
        } else {
            hideLineItems(item);
        }
    }
}

void RenderScope::clipMarkers()
{
    for (QAbstractSeries *abstract : m_chart->series()) {
        auto *series = qobject_cast<QScatterSeries *>(abstract);
        if (!series || series->count() == 0)
            continue;
        const std::optional<AxisRange> range = visibleRange(series);
        if (!range)
            continue;
        const QList<QPointF> points = series->points();
        QList<QPointF> inside;
        std::copy_if(points.begin(), points.end(), std::back_inserter(inside),
                     [&](const QPointF &p) { return range->contains(p); });
        if (inside.size() == points.size())
            continue;
        m_clipped.emplace_back(series, points);
        series->replace(inside);
    }
}

} // namespace commviz::ui
