// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ColorScaleItem: a heatmap's colour scale, drawn by the chart right of its plot area (so every export draws it
// too): the map's title, a bar as tall as the plot area in the map's colours (solid steps, which an SVG keeps),
// a tick and label at each of the map's ticks that fits (the ends and the middle always), and the current value
// marked. ChartPanel::setColorScale adds it and keeps room for it (room()).
#pragma once

#include "colormap.h"
#include "statictexts.h"

#include <QBrush>
#include <QFont>
#include <QGraphicsItem>
#include <QImage>
#include <QPolygonF>

#include <optional>
#include <vector>

namespace commviz::ui {

class ColorScaleItem : public QGraphicsItem {
public:
    static constexpr double kGap = 12;      // between the plot area and the bar, at least
    static constexpr double kBarWidth = 14; // the bar
    static constexpr double kTick = 4;      // its tick marks

    struct Label {
        double value;
        QString text;
        QRectF box; // in the chart's coordinates
    };

    explicit ColorScaleItem(QGraphicsItem *parent);
    void setMap(ColorMap map);
    [[nodiscard]] const ColorMap &map() const { return m_map; }
    void setTitle(const QString &translatedTitle);
    void setFont(const QFont &font);
    void setTextBrush(const QBrush &brush);
    void setCurrent(std::optional<double> value);
    [[nodiscard]] std::optional<double> current() const { return m_current; }
    // The width it needs right of the plot area.
    [[nodiscard]] double room() const;
    // Lays it out beside `plotArea` (the chart's coordinates).
    void relayout(const QRectF &plotArea);
    // The labels drawn, bottom to top, as laid out (tests).
    [[nodiscard]] const std::vector<Label> &labels() const { return m_labels; }
    [[nodiscard]] QRectF bar() const { return m_bar; }

    [[nodiscard]] QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    // The current value's arrow beside the bar, if the value is on the map.
    [[nodiscard]] std::optional<QPolygonF> marker(std::optional<double> value) const;

    ColorMap m_map;
    QString m_title;
    QFont m_font;
    QBrush m_brush{Qt::black};
    std::optional<double> m_current;
    QRectF m_area;
    QRectF m_bar;
    QRectF m_titleBox;
    std::vector<Label> m_labels;
    QRectF m_bounds;
    std::vector<QColor> m_steps; // the bar's colours, bottom to top (setMap)
    QImage m_stepImage;          // the same, one pixel wide, top to bottom
    StaticTexts m_texts;         // the title and labels, laid out once: the scale is repainted on every frame of a drag
};

} // namespace commviz::ui
