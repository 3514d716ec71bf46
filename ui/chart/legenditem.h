// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LegendItem: the chart's legend, drawn by the panel below the x axis. Entries flow onto as many rows as the
// chart's width needs, and an entry wider than a whole row wraps its own text: nothing is cut short
// ("AllReduce…" twice could not be told apart). Qt Charts' legend elides instead, so it stays hidden.
#pragma once

#include "statictexts.h"

#include <QBrush>
#include <QFont>
#include <QGraphicsItem>
#include <QPen>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <vector>

namespace commviz::ui {

class LegendItem : public QGraphicsItem {
public:
    struct Entry {
        QString text;
        bool marker = false; // a marker series (a dot or a square), else a line
        QPen pen;            // a line's pen
        QBrush brush;        // a marker's fill
        bool square = false;
    };

    explicit LegendItem(QGraphicsItem *parent);
    void setEntries(std::vector<Entry> entries);
    [[nodiscard]] const std::vector<Entry> &entries() const { return m_entries; }
    void setFont(const QFont &font);
    [[nodiscard]] const QFont &font() const { return m_font; }
    void setTextBrush(const QBrush &brush);
    // Lays the entries out on rows `width` wide and returns the height they take (0 without entries).
    double layout(double width);
    [[nodiscard]] double height() const { return m_height; }

    // Where each entry's text lies (item coordinates) and the lines it is drawn on: for tests that check
    // nothing overlaps and nothing is cut.
    struct Placed {
        QRectF swatch;
        QRectF text;
        QStringList lines;
    };
    [[nodiscard]] const std::vector<Placed> &placed() const { return m_placed; }

    [[nodiscard]] QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    std::vector<Entry> m_entries;
    std::vector<Placed> m_placed;
    QFont m_font;
    QBrush m_textBrush = QBrush(Qt::black);
    double m_width = -1;
    double m_height = 0;
    QRectF m_bounds;
    StaticTexts m_texts; // the entries' lines, laid out once: a chart's legend is repainted with its curves
};

} // namespace commviz::ui
