// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartFrame: what a chart keeps around its plot area — the title above it, wrapped onto as many lines as
// the chart's width needs (never cut short), room on the left for the y labels and title (the chart's left
// margin), room below for the x labels and title and the legend's rows under them,
// and half a label's room on the right for the last x label. Only a new font, a wider y label, longer row names
// or a title that needs another line lay the chart out again.
#pragma once

#include <QBrush>
#include <QFont>
#include <QString>
#include <QStringList>

#include <functional>

class QChart;
class QGraphicsItem;
class QGraphicsSimpleTextItem;

namespace commviz::ui {
class LegendItem;
}

namespace commviz::ui {

class ChartFrame {
public:
    explicit ChartFrame(QChart *chart);

    void setTitle(const QString &title);
    [[nodiscard]] const QString &title() const { return m_title; }
    // The lines the title is drawn on at the chart's current width.
    [[nodiscard]] QStringList titleLines() const;
    // Where the title's lines are drawn (the chart's coordinates); empty without a title.
    [[nodiscard]] QRectF titleRect() const;
    void setTitleFont(const QFont &font);
    void setTitleBrush(const QBrush &brush);

    // Lays the frame out for the chart's size: `yRoom` gives the y axis labels' room for a plot area of the
    // given height (AxisLabels, whose title wraps to it), `xRoom` is the x axis labels' room, `xLabels` their
    // font, and the legend's rows go below the x labels; `rightRoom` is kept right of the plot area (a colour
    // scale's). While `draft`, the room for the title's lines and the legend's rows only grows (as the y labels'
    // does): a title whose number wraps it onto a second line at every other step of a drag, or a legend entry
    // that changes its name, would lay the whole page out at each step.
    void place(const std::function<double(double)> &yRoom, double xRoom, const QFont &xLabels, LegendItem *legend,
               double rightRoom, bool draft);
    // Puts the legend below the x labels of a plot area.
    static void placeLegend(LegendItem *legend, const QRectF &plotArea, double xRoom, double chartWidth);

    // Whether `item` is the title's text item (a page's own texts on the chart are the others).
    [[nodiscard]] bool isTitleItem(const QGraphicsItem *item) const;
    // `text` on lines no wider than `width` in `font`, broken between words (and inside a word only when it
    // is wider than a line on its own). Chinese breaks between any two characters.
    [[nodiscard]] static QStringList wrap(const QString &text, const QFont &font, double width);
    // The same for a name (a bar's row): broken at spaces and after Chinese punctuation only, never inside a
    // word ("AllReduce，环形" keeps "环形" whole); a word wider than `width` stays whole on its line.
    [[nodiscard]] static QStringList wrapAtWords(const QString &text, const QFont &font, double width);

private:
    QChart *m_chart;
    QGraphicsSimpleTextItem *m_item;
    QString m_title;
    qsizetype m_heldLines = 0; // the title's room in lines (place)
    double m_heldLegend = 0;   // and the legend's height
};

} // namespace commviz::ui
