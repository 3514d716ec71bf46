// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/common/diagramitem.h"

#include "chartpanel.h"

#include <utility>

namespace commviz::ui {

DiagramItem::DiagramItem(Paint paint, ChartPanel *panel) : m_paint(std::move(paint)), m_panel(panel)
{
    panel->addOverlay(this);
    setZValue(100);
}

void DiagramItem::resized()
{
    prepareGeometryChange();
    update();
}

QRectF DiagramItem::boundingRect() const
{
    return parentItem() ? parentItem()->boundingRect() : QRectF(); // the chart (ChartPanel::addOverlay)
}

void DiagramItem::paint(QPainter *painter, const QStyleOptionGraphicsItem * /*option*/, QWidget * /*widget*/)
{
    const QRectF r = boundingRect();
    if (!r.isEmpty())
        m_paint(*painter, r, m_panel->font());
}

} // namespace commviz::ui
