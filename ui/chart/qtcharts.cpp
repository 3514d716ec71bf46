// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qtcharts.h"

#include "chartpanel.h"
#include "translation.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>

namespace commviz::ui::qtcharts {

void styleChart(QChart *c)
{
    QFont titleFont = c->titleFont();
    titleFont.setFamilies(cjkFamilies(titleFont.family()));
    titleFont.setPointSizeF(11);
    titleFont.setBold(true);
    c->setTitleFont(titleFont);
    c->legend()->setAlignment(Qt::AlignBottom);
    QFont legendFont = c->legend()->font();
    legendFont.setFamilies(cjkFamilies(legendFont.family()));
    legendFont.setPointSizeF(8.5);
    c->legend()->setFont(legendFont);
    c->layout()->setContentsMargins(2, 2, 2, 2);
    c->setBackgroundRoundness(0);
    c->setBackgroundVisible(false); // the scene's background is the one fill (styleView)
    // The panel keeps the chart's minimum (ChartPanel::minimumSizeHint): Qt Charts' own, which its view would take
    // as its minimum on every resize, depends on the order its axes' ranges came in.
    c->setMinimumSize(0, 0);
}

void styleView(QChartView *view)
{
    // Nearly every item moves on a refresh; a spatial index would be rebuilt each time for nothing.
    view->scene()->setItemIndexMethod(QGraphicsScene::NoIndex);
    view->setRenderHint(QPainter::Antialiasing);
    // Repaint what changed: with no relayout on a new title or a steady axis, most frames move a few
    // curves or a marker, not the whole chart (SmartViewportUpdate measured a third faster than full
    // repaints; aDragLeavesNoStalePixels checks what it leaves on the screen). Nothing here needs the
    // painter state saved between items.
    view->setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    view->setOptimizationFlag(QGraphicsView::DontSavePainterState, true);
    // One fill per frame, of the scene's background (which exports draw too): not the chart's, the
    // viewport's and the page's behind it as well. Solid white: the theme's is a gradient from white to
    // white, which Qt fills span by span.
    view->scene()->setBackgroundBrush(kBackground);
    view->viewport()->setAutoFillBackground(false);
    view->viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    view->setMouseTracking(true);
}

QCategoryAxis *addRangeAxis(QChart *chart, Qt::Alignment where)
{
    auto *axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    QFont f = axis->titleFont();
    f.setFamilies(cjkFamilies(f.family()));
    f.setPointSizeF(9.5);
    f.setBold(false);
    axis->setTitleFont(f);
    QFont labels = axis->labelsFont();
    labels.setFamilies(cjkFamilies(labels.family()));
    axis->setLabelsFont(labels);
    // GridItem draws the grid and AxisLabels the labels and the title, in the looks set here (which
    // projector mode changes); Qt Charts keeps the range and the axis line.
    axis->setGridLineVisible(false);
    axis->setLabelsVisible(false);
    axis->setTitleVisible(false);
    chart->addAxis(axis, where);
    return axis;
}

QLineSeries *addAnchor(QChart *chart, QCategoryAxis *x, QCategoryAxis *y)
{
    auto *anchor = new QLineSeries;
    chart->addSeries(anchor);
    anchor->attachAxis(x);
    anchor->attachAxis(y);
    for (QLegendMarker *marker : chart->legend()->markers(anchor))
        marker->setVisible(false);
    return anchor;
}

void setRange(QCategoryAxis *axis, std::pair<double, double> range)
{
    axis->setRange(range.first, range.second);
}

void onLookChanged(QCategoryAxis *axis, QObject *context, const std::function<void()> &f)
{
    QObject::connect(axis, &QAbstractAxis::labelsFontChanged, context, f);
    QObject::connect(axis, &QAbstractAxis::labelsBrushChanged, context, f);
    QObject::connect(axis, &QAbstractAxis::titleFontChanged, context, f);
    QObject::connect(axis, &QAbstractAxis::titleBrushChanged, context, f);
}

void hideEverything(QChart *chart)
{
    for (QGraphicsItem *item : chart->childItems())
        item->hide();
    for (QAbstractAxis *axis : chart->axes())
        axis->setVisible(false);
}

void setInLegend(QChart *chart, QAbstractSeries *series, bool visible)
{
    QLegend *legend = chart->legend();
    bool changed = false;
    for (QLegendMarker *marker : legend->markers(series)) {
        if (marker->isVisible() != visible) { // a change lays the chart out again
            marker->setVisible(visible);
            changed = true;
        }
    }
    // Qt Charts keeps a hidden marker's room until the legend is laid out again.
    if (changed && legend->layout())
        legend->layout()->invalidate();
}

} // namespace commviz::ui::qtcharts
