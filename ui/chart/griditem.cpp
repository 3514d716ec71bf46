// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "griditem.h"

#include "axislabels.h"
#include "chartpanel.h"

#include <QPainter>

#include <cmath>
#include <vector>

namespace commviz::ui {

GridItem::GridItem(ChartPanel *panel, QGraphicsItem *parent) : QGraphicsItem(parent), m_panel(panel)
{
    setZValue(2); // Qt Charts' grid: over the shading layers, under bars and cells (RectLayer::Place), axes, series
}

void GridItem::relayout()
{
    prepareGeometryChange();
    const QRectF area = m_panel->plotArea();
    m_lines.clear();
    // On whole pixels, as the axis labels are; the chart's origin is on a whole pixel of the view.
    const AxisMap map = m_panel->axes().map(area);
    const double tick = AxisLabels::kTickLength;
    // A category axis's ticks are its rows or columns, which the bars and cells mark already (the same below).
    for (const Tick &x : m_panel->axes().x().categories.isEmpty() ? m_panel->axes().xTicks() : std::vector<Tick>{}) {
        const double at = std::floor(map(QPointF(x.at, 0)).x());
        if (at >= std::floor(area.left()) && at <= area.right())
            m_lines.emplace_back(at, area.top(), 1, area.height() + tick);
    }
    // A category axis's ticks are its rows, which the bars and bands mark already.
    const bool rows = !m_panel->axes().y().categories.isEmpty();
    for (const Tick &y : rows ? std::vector<Tick>{} : m_panel->axes().yTicks()) {
        const double at = std::floor(map(QPointF(0, y.at)).y());
        if (at >= std::floor(area.top()) && at <= area.bottom())
            m_lines.emplace_back(area.left() - tick, at, area.width() + tick, 1);
    }
    m_bounds = area.adjusted(-tick - 1, -1, 1, tick + 1);
    update();
}

void GridItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    static const QColor kGrid(0xe4, 0xe4, 0xe4);
    const bool smooth = painter->testRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::Antialiasing, false);
    for (const QRectF &line : m_lines)
        painter->fillRect(line, kGrid);
    painter->setRenderHint(QPainter::Antialiasing, smooth);
}

} // namespace commviz::ui
