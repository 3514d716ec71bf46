// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plotaxes.h"
#include "statictexts.h"

#include <QBrush>
#include <QFont>
#include <QGraphicsItem>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <vector>

namespace commviz::ui {

class ChartPanel;

// The axes' tick labels and titles, drawn by the panel in room it keeps for them around the plot area
// (ChartPanel::placeTitleAndMargins). Qt Charts lays the whole chart out again, measuring every label
// with a text document, whenever one label changes: a third of the frames of a drag that moves an axis.
// One item per axis: the x axis's below the plot area, the y axis's left of it (its title turned).
class AxisLabels : public QGraphicsItem {
public:
    static constexpr double kTickLength = 4; // the tick marks outside the plot area
    static constexpr double kGap = 3;        // between a tick mark, its label and the axis title

    struct Look {
        QFont labels;
        QBrush labelsBrush;
        QFont title;
        QBrush titleBrush;
    };

    AxisLabels(ChartPanel *panel, Qt::Orientation orientation, QGraphicsItem *parent);
    void setLook(const Look &look);
    [[nodiscard]] const Look &look() const { return m_look; }
    // The room beside the plot area, across the axis: the tick marks, the labels (for the y axis the
    // widest, held while a draft is drawn so that a drag does not lay the chart out again; for the x
    // axis a line) and the title's line when there is a title.
    [[nodiscard]] double room() const;
    // The height of the tallest tick label (a row's name on more lines is taller).
    [[nodiscard]] double tallestLabel() const;
    // How long the title may be along its axis (the plot area's height for the y axis): a longer one is
    // drawn on more lines (0: one line).
    void setTitleLength(double length) { m_titleLength = length; }
    // The title's lines at that length.
    [[nodiscard]] QStringList titleLines() const;
    // Where a y title `length` long is centred along `area`.
    [[nodiscard]] static double verticalTitleCentre(const QRectF &area, double length);
    void relayout();
    // The release of a drag: the y labels' room a draft held becomes their own width again (laid out only if it
    // differs: a chart the drag left as it is is not repainted).
    void settle();
    [[nodiscard]] QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    // Where paint() puts each tick label and the title (the chart's coordinates; a turned title's box
    // as it lies): for tests that check nothing is cut or overlaps.
    struct Placed {
        QString text;
        QRectF rect;
        bool title = false;
    };
    [[nodiscard]] std::vector<Placed> placed() const;

private:
    [[nodiscard]] const std::vector<Tick> &ticks() const;
    [[nodiscard]] QString title() const;
    [[nodiscard]] double widestLabel() const;
    [[nodiscard]] QStringList labelLines(const QString &label) const;

    ChartPanel *m_panel;
    Qt::Orientation m_orientation;
    Look m_look;
    double m_heldWidth = 0; // the y labels' width a draft keeps
    double m_titleLength = 0;
    QRectF m_bounds;
    StaticTexts m_labels; // one cache per font: a cache of another font starts again
    StaticTexts m_title;
};

} // namespace commviz::ui
