// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LookKeeper: a chart's look relative to its own (chartlook.h), projector mode's and exports'. While another look is
// set it keeps the chart's own fonts, text colours, pens and marker sizes, sets every one at the new look, and at
// the default look puts them back as they were. A look set later starts from those, never from another look's.
#pragma once

#include "chartlook.h"

#include <QBrush>
#include <QFont>
#include <QPen>

#include <map>
#include <optional>

class QCategoryAxis;
class QChart;
class QWidget;
class QXYSeries;

namespace commviz::ui {

class ChartFrame;
class LegendItem;

class LookKeeper {
public:
    // What a look sets: the chart's parts. The chart's series' pens and markers, its title's font (the frame keeps
    // it on the QChart too), the legend's, the axes' (AxisLabels draws with them), the widget's (the rectangle
    // layers' texts and the readout), and the font of every text item a page put on the chart.
    struct Parts {
        QChart *chart;
        ChartFrame *frame;
        LegendItem *legend;
        QCategoryAxis *x;
        QCategoryAxis *y;
        QWidget *widget;
    };
    explicit LookKeeper(Parts parts) : m_parts(parts) {}

    // Sets `look`; false when it is the look set already (nothing changes). The owner lays the chart out again.
    bool set(const ChartLook &look);
    [[nodiscard]] const ChartLook &look() const { return m_look; }
    // A series about to be deleted (a pin's ghost) leaves the own look kept.
    void forget(const QXYSeries *series);
    // The smallest of the chart's fonts' sizes now, in points (96 logical pixels an inch).
    [[nodiscard]] double smallestFontPoints() const;

private:
    struct Own {
        QFont title;
        QBrush titleBrush;
        QFont legend;
        struct Axis {
            QFont labels;
            QBrush labelsBrush;
            QFont title;
            QBrush titleBrush;
        };
        Axis x;
        Axis y;
        QFont widget;
        bool ownWidgetFont; // else the widget inherits its font again (projector mode enlarges the window's)
        std::map<const QXYSeries *, QPen> pens;
        std::map<const QXYSeries *, qreal> markerSizes;
    };
    [[nodiscard]] Own current() const;
    void apply(const Own &own, const ChartLook &look);

    Parts m_parts;
    std::optional<Own> m_own; // while a look other than the default is set
    ChartLook m_look;
};

} // namespace commviz::ui
