// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A drawing made a chart: a diagram (anything with paint(QPainter &, const QRectF &, const QFont &)) painted over
// a ChartPanel's whole rectangle, in the chart's coordinates, above everything else, so that exports and the
// report draw it like any chart (the Algorithms page's AllReduce, the Cluster page's levels).
#pragma once

#include "chartpanel.h"

#include <QChart>
#include <QGraphicsItem>
#include <QPainter>

namespace commviz::ui {

template <class Diagram> class DiagramItem : public QGraphicsItem {
public:
    DiagramItem(Diagram *diagram, ChartPanel *panel) : QGraphicsItem(panel->chart()), m_diagram(diagram), m_panel(panel)
    {
        setZValue(100);
    }
    // The chart's size changed: paint again over all of it.
    void resized()
    {
        prepareGeometryChange();
        update();
    }
    [[nodiscard]] QRectF boundingRect() const override { return {QPointF(0, 0), m_panel->chart()->size()}; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem * /*option*/, QWidget * /*widget*/) override
    {
        const QRectF r = boundingRect();
        if (!r.isEmpty())
            m_diagram->paint(*painter, r, m_panel->font());
    }

private:
    Diagram *m_diagram;
    ChartPanel *m_panel;
};

} // namespace commviz::ui
