// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A drawing made a chart: a diagram's paint function called over a ChartPanel's whole rectangle, in the chart's
// coordinates, above everything else, so that exports and the report draw it like any chart (the Algorithms
// page's AllReduce, the Cluster page's levels).
#pragma once

#include <QFont>
#include <QGraphicsItem>
#include <QRectF>

#include <functional>

class QPainter;

namespace commviz::ui {

class ChartPanel;

class DiagramItem : public QGraphicsItem {
public:
    using Paint = std::function<void(QPainter &, const QRectF &, const QFont &)>;
    DiagramItem(Paint paint, ChartPanel *panel);
    // The chart's size changed: paint again over all of it.
    void resized();
    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    Paint m_paint;
    ChartPanel *m_panel;
};

} // namespace commviz::ui
