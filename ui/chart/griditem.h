// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsItem>
#include <QRectF>

#include <vector>

namespace commviz::ui {

class ChartPanel;

// The grid: a line at every tick of both axes, drawn by the panel as rectangles one logical pixel wide
// (so an export at twice the density draws them two pixels wide), and a short tick mark outside the plot
// area. Qt Charts' grid lines are line items that each set up a stroke on every repaint: a tenth of a
// frame.
class GridItem : public QGraphicsItem {
public:
    GridItem(ChartPanel *panel, QGraphicsItem *parent);
    void relayout();
    [[nodiscard]] QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    ChartPanel *m_panel;
    std::vector<QRectF> m_lines;
    QRectF m_bounds;
};

} // namespace commviz::ui
