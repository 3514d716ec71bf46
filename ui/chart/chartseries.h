// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartSeries: a chart's series and what they hold. Qt Charts' line and scatter series keep each curve's name and
// pen and draw the markers; this class adds them to the chart on its two axes, draws each line with a CurveItem of
// its own, keeps every series' data in base units (SeriesStore) and the English source of its name, knows which
// are in the legend, and pins curves as ghosts (Pins). ChartPanel, the widget around it, hands out Series handles,
// lays the chart out and translates.
#pragma once

#include "drawndata.h"
#include "legenditem.h"
#include "pins.h"
#include "seriesstore.h"

#include <QColor>
#include <QList>
#include <QObject>
#include <QPen>
#include <QPointF>

#include <map>
#include <optional>
#include <set>
#include <vector>

class QCategoryAxis;
class QChart;
class QLineSeries;
class QScatterSeries;
class QXYSeries;

namespace commviz::ui {

class ChartPanel;
class CurveItem;

class ChartSeries : public QObject {
    Q_OBJECT
public:
    ChartSeries(ChartPanel *panel, QChart *chart, QCategoryAxis *x, QCategoryAxis *y);

    // A line drawn by a CurveItem, or markers drawn by Qt Charts; `name` is an English source text, translated by
    // the panel (ChartPanel::translated) now and again on translateNames().
    QLineSeries *addLine(const QString &name, const QPen &pen, bool inLegend);
    QScatterSeries *addMarker(const QString &name, const QColor &color, qreal size, bool inLegend);
    [[nodiscard]] bool isMarker(const QXYSeries *series) const { return m_markerPoints.count(series) != 0; }

    // Data in base units: the points the panel's axes show are kept (the CSV's data) and drawn.
    void setData(QXYSeries *series, const std::vector<double> &xs, const std::vector<double> &ys);
    // A vertical or horizontal line across the axes' current range (none without a value, or at a value a log axis
    // cannot show). A vertical line spans the range it is given, so it is no data for valuesToFit, and it is the
    // answer a hidden answer hides.
    void setVLine(QXYSeries *series, std::optional<double> x);
    void setHLine(QXYSeries *series, std::optional<double> y);
    void setInLegend(QXYSeries *series, bool visible);
    // The page's own name from now on: translateNames() leaves it (the legend follows: legendChanged).
    void rename(QXYSeries *series, const QString &name);
    // Every name the page did not set itself, in the panel's current language.
    void translateNames();

    // The curves and the markers in the box placed again (new ranges, a new plot area); the curves alone (a
    // draft's curves keep fewer points).
    void relayout();
    void relayoutCurves();
    // The release of a drag: the curves the drag laid out as drafts, smooth again.
    void settleCurves();
    // Predict, then reveal: while the answer is hidden no markers and no lines across the chart are drawn.
    void setAnswerHidden(bool hidden);
    [[nodiscard]] bool answerHidden() const { return m_answerHidden; }

    // Every visible named line's data frozen as ghosts under `label` (Pins::pin); the pins hold the axes' ranges.
    int pin(const QString &label);
    // Removes every pin; how many there were.
    int clearPins();
    [[nodiscard]] Pins &pins() { return m_pins; }
    [[nodiscard]] const Pins &pins() const { return m_pins; }

    // Every series' y data but the lines across the chart: what fitYToData fits.
    [[nodiscard]] std::vector<double> valuesToFit() const;
    // Where the chart draws its data now (drawndata.h).
    [[nodiscard]] DrawnData drawn() const;
    // The legend's entries, in the order the series were added: the visible named ones kept in the legend.
    [[nodiscard]] std::vector<LegendItem::Entry> legendEntries() const;
    [[nodiscard]] const SeriesStore &store() const { return m_store; }
    // Every line's curve, pins' ghosts too, bottom to top.
    [[nodiscard]] const std::vector<CurveItem *> &curves() const { return m_curveItems; }
    // Every marker series' points in axis coordinates, in the box or not.
    [[nodiscard]] const std::map<const QXYSeries *, QList<QPointF>> &markerPoints() const { return m_markerPoints; }

Q_SIGNALS:
    // An entry of the legend changed: a series added or removed, renamed, shown, hidden or restyled.
    void legendChanged();
    // A marker series has new data (a keyboard readout of its values says them again).
    void markerMoved();
    // A ghost is about to be deleted (what keeps its pen lets go of it).
    void removing(QXYSeries *series);

private:
    // A series on the chart and in the legend's order; keep() names a page's series and keeps its data.
    void add(QXYSeries *series, bool inLegend);
    void keep(QXYSeries *series, const QString &name);
    CurveItem *addCurve(QLineSeries *series);
    QLineSeries *addGhost(QLineSeries *of, const QPen &pen, const QString &name, bool inLegend);
    void removeGhost(QLineSeries *ghost);
    // Gives a marker series the points of its data that lie in the axis map's box (see AxisMap): Qt Charts maps
    // markers itself, and one far off the axes would land at infinity.
    void showMarkers(QXYSeries *series);
    // A mark (a marker series, a vertical line: the current point) with data that lies off the axes' ranges (M = 1 PB
    // on an axis that ends at 100 GB) is named "… (off the chart)" in the legend, which would else name a mark
    // no one can find.
    void updateOffChart(const QXYSeries *series);

    ChartPanel *m_panel;
    QChart *m_chart;
    QCategoryAxis *m_x;
    QCategoryAxis *m_y;
    SeriesStore m_store;
    Pins m_pins;
    std::vector<QXYSeries *> m_order; // every series added, ghosts too: the legend's order
    // A series' English source name and the translation last shown for it; a name the page set itself has none.
    struct SourceName {
        QString source;
        QString shown;
    };
    std::map<QXYSeries *, SourceName> m_sourceNames;
    std::map<const QXYSeries *, QList<QPointF>> m_markerPoints;
    std::map<const QXYSeries *, CurveItem *> m_curves; // every line series, pins' ghosts too
    std::vector<CurveItem *> m_curveItems;             // the same, bottom to top
    std::set<const QXYSeries *> m_spanning;
    std::set<const QXYSeries *> m_notInLegend;
    std::set<const QXYSeries *> m_offChart; // updateOffChart
    bool m_answerHidden = false;
};

} // namespace commviz::ui
