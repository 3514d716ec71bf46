// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartPanel: one chart as every page draws it — a QChart whose axes speak human units on linear or log
// scales, line and marker series fed straight from core's sweeps, rectangle layers (heatmaps, shaded
// regions, Gantt bars) that share the chart's axes, tooltips with exact values, and the series' data kept
// in base units for CSV export.
//
// Qt Charts lays out the plot area and the legend, keeps the axes' ranges and draws the axis lines and
// the markers. The curves, the grid, the axes' labels and titles and the rectangle layers are the panel's
// own items (chartlayers.h): Qt Charts' line items and grid lines cost most of a frame, and it lays the
// whole chart out again whenever an axis label changes. A line series is the curve's legend entry and
// holds its name and pen, not its points.
//
// Log axes are drawn as log10 of the data, their ticks labelled in units ("1 KB", "10 µs"): QLogValueAxis
// cannot label in units and drops a whole series at one zero value.
#pragma once

#include "chartlayers.h"
#include "palette.h"

#include "commviz/units.h"

#include <QChartView>
#include <QColor>
#include <QString>

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <vector>

class QAbstractSeries;
class QCategoryAxis;
class QValueAxis;
class QLineSeries;
class QScatterSeries;
class QXYSeries;

namespace commviz::ui {

// Set on an axis that only keeps room in the chart's layout (ChartPanel's y labels): nothing restyles it.
inline constexpr char kRoomOnlyAxis[] = "commvizRoomOnlyAxis";

struct AxisSpec {
    QString title; // "message size n": the English source, translated in the chart's context
    Quantity quantity = Quantity::Count;
    bool log = false;
    // Fixed labels instead of numeric ticks: label i sits at axis value i (set the range to
    // [-0.5, size - 0.5]). For bar and Gantt rows.
    QStringList categories = {};
};

class ChartPanel : public QChartView {
    Q_OBJECT
public:
    ChartPanel(const QString &name, const QString &title, AxisSpec x, AxisSpec y, QWidget *parent = nullptr);

    // `title`, the axes' titles and the series' names are English source texts marked with QT_TR_NOOP in the
    // page that makes the chart: the chart translates them in that page's context (set by ChartPage::addChart)
    // and again on retranslate(), so a language switch needs no page code for them.
    [[nodiscard]] QString name() const { return m_name; }
    [[nodiscard]] QString title() const { return translated(m_title); }
    void setTranslationContext(const QByteArray &context);
    // Re-sets the static title, the axes' titles and the series' names in the current language.
    void retranslate();
    // A series whose name is built from several texts: the page re-sets it on retranslate.
    void renameSeries(QXYSeries *series, const QString &name);
    [[nodiscard]] QString translated(const QString &source) const;
    [[nodiscard]] QString xTitle() const { return translated(m_x.title); }
    [[nodiscard]] QString yTitle() const { return translated(m_y.title); }
    // The drawn title. It is the panel's own text item, not the QChart's title: a QChart lays itself out
    // again (measuring every axis label) on each new title, and titles carry the slider values.
    void setChartTitle(const QString &title);
    [[nodiscard]] QString chartTitle() const { return m_chartTitle; }
    // The title's look; kept on the QChart too (QChart::titleFont() reads it back).
    void setTitleFont(const QFont &font);
    void setTitleBrush(const QBrush &brush);
    [[nodiscard]] const AxisSpec &xSpec() const { return m_x; }
    [[nodiscard]] const AxisSpec &ySpec() const { return m_y; }

    QLineSeries *addLine(const QString &name, const QColor &color, Qt::PenStyle style = Qt::SolidLine,
                         qreal width = 2.5, bool inLegend = true);
    QScatterSeries *addMarker(const QString &name, const QColor &color, qreal size = 11, bool inLegend = true);
    RectLayer *addRectLayer();
    // Shows or hides a series' legend entry (its curve stays); the legend closes the gap at once.
    void showInLegend(QAbstractSeries *series, bool visible);

    // Data in base units; points a log axis cannot show (≤ 0) are left out. One replace() per call.
    void setData(QXYSeries *series, const std::vector<double> &xs, const std::vector<double> &ys);
    // A vertical or horizontal line across the current range.
    void setVLine(QXYSeries *series, std::optional<double> x);
    void setHLine(QXYSeries *series, std::optional<double> y);

    // While a draft is drawn (see setDraft) a linear range that still holds [lo, hi] and is at most twice as
    // wide is kept, and a growing one gets a quarter more room: a steady axis is easier to read during a
    // drag, and every change of one moves its labels and grid and maps every curve again. Log ranges
    // (whole decades) follow at once. The first call after the draft is exact.
    void setXRange(double lo, double hi);
    void setYRange(double lo, double hi);
    // Rows labelled by name (bars, Gantt stages): label i at y = i, range [-0.5, n - 0.5].
    void setYCategories(const QStringList &labels);
    // The y range that holds every series' data; on a log axis widened to whole decades.
    void fitYToData(double floor = 0);
    [[nodiscard]] double xMin() const { return m_xRange[0]; }
    [[nodiscard]] double xMax() const { return m_xRange[1]; }
    [[nodiscard]] double yMin() const { return m_yRange[0]; }
    [[nodiscard]] double yMax() const { return m_yRange[1]; }
    // The ticks of each axis and their labels; none on a category axis.
    [[nodiscard]] const std::vector<Tick> &xTicks() const { return m_xTicks; }
    [[nodiscard]] const std::vector<Tick> &yTicks() const { return m_yTicks; }

    // A slider is being dragged: no antialiasing and no heatmap cell labels (a frame costs about half, and
    // the eye follows the motion, not the edges), and steady axis ranges (see setXRange). The release
    // draws the chart smooth and exact again.
    void setDraft(bool draft);
    [[nodiscard]] bool draft() const { return m_draft; }
    // This draft kept or padded a range: the release must set the data's exact ranges again.
    [[nodiscard]] bool heldRange() const { return m_heldRange; }

    // Data ↔ axis coordinates (log10 on log axes).
    [[nodiscard]] double toAxisX(double x) const;
    [[nodiscard]] double toAxisY(double y) const;
    [[nodiscard]] double fromAxisX(double x) const;
    [[nodiscard]] double fromAxisY(double y) const;
    [[nodiscard]] QPointF toScene(double x, double y) const;
    [[nodiscard]] QPointF axisToScene(const QPointF &axis) const;
    // The same map, looked up once for many points (a Gantt chart maps thousands of bars on a frame).
    [[nodiscard]] AxisMap axisMap() const;

    // Base-unit data of each series that has a name, for CSV export and tests.
    struct SeriesData {
        QString name;
        std::vector<double> xs;
        std::vector<double> ys;
    };
    [[nodiscard]] std::vector<SeriesData> seriesData() const;
    // One named series' data; nullopt when it has no points (or no such series).
    [[nodiscard]] std::optional<SeriesData> series(const QString &name) const;
    [[nodiscard]] const std::vector<RectLayer *> &rectLayers() const { return m_layers; }
    [[nodiscard]] QString csv() const;
    // For charts drawn with rectangles only (bars): their own CSV instead of the series'.
    void setCsvSource(std::function<QString()> f) { m_csvSource = std::move(f); }

    // Extra lines for a tooltip over a rectangle layer (heatmap cell value, Gantt pass).
    void setRectTooltip(std::function<QString(const RectLayer::Rect &)> f) { m_rectTooltip = std::move(f); }

    // Pins: every named solid line curve's current data (every named line when none is solid) frozen as a
    // faint dashed ghost, shown in the legend once as
    // `label`, so a later state can be compared on the same axes. Ghosts are not the page's series:
    // setData() and draw() never move them and they stay out of seriesData() and the CSV. Returns how many
    // curves were pinned (0 when the chart has none, and then nothing is added).
    int pin(const QString &label);
    void clearPins();
    [[nodiscard]] int pinCount() const { return static_cast<int>(m_pins.size()); }
    // The ghosts' data in base units, named "<label> — <curve>" (tests).
    [[nodiscard]] std::vector<SeriesData> pinData() const;

    // The anchor series mapToPosition needs; attached to both axes, never drawn.
    [[nodiscard]] QLineSeries *anchor() const { return m_anchor; }

protected:
    void mouseMoveEvent(QMouseEvent *event) override;
    // The scene's background brush, filled without antialiasing: it covers whole pixels.
    void drawBackground(QPainter *painter, const QRectF &rect) override;

private:
    // Adds `s` to the chart on both axes, names it (translated), hides its legend entry unless wanted,
    // gives it hover tooltips and keeps its data for CSV.
    void registerSeries(QXYSeries *s, const QString &name, bool inLegend);
    void placeTitleAndMargins();
    void setAxisTitles();
    [[nodiscard]] bool moveRange(double (&shown)[2], double lo, double hi, bool log);
    // Gives a marker series the points of its data that lie in the axis map's box (see AxisMap).
    void showMarkers(QXYSeries *series);
    void rebuildTicks(QCategoryAxis *axis, const AxisSpec &spec, double lo, double hi);
    void relayoutLayers();
    CurveItem *addCurve(QLineSeries *series);
    // The curve under a scene position and its point there (axis coordinates), the topmost first.
    [[nodiscard]] std::optional<std::pair<QXYSeries *, QPointF>> curvePointNear(const QPointF &scenePos) const;
    void showPointTooltip(QXYSeries *series, const QPointF &axisPoint, bool state);
    [[nodiscard]] QString formatX(double x) const;
    [[nodiscard]] QString formatY(double y) const;

    QString m_name;
    QString m_title;
    QString m_chartTitle;
    QGraphicsSimpleTextItem *m_titleItem = nullptr;
    QByteArray m_context = "commviz::ui::ChartPanel";
    std::map<QXYSeries *, QString> m_sourceNames;
    AxisSpec m_x;
    AxisSpec m_y;
    QCategoryAxis *m_axisX = nullptr;
    QCategoryAxis *m_axisY = nullptr;
    QValueAxis *m_yRoom = nullptr; // keeps the room left of the plot area where m_yLabels draws
    QLineSeries *m_anchor = nullptr;
    bool m_draft = false;
    bool m_heldRange = false;
    double m_xRange[2] = {0, 1};
    double m_yRange[2] = {0, 1};
    std::vector<RectLayer *> m_layers;
    GridItem *m_grid = nullptr;
    AxisLabels *m_xLabels = nullptr;
    AxisLabels *m_yLabels = nullptr;
    std::vector<Tick> m_xTicks;
    std::vector<Tick> m_yTicks;
    std::map<QXYSeries *, SeriesData> m_data;
    std::map<QXYSeries *, QList<QPointF>> m_markerPoints; // every marker series' points, in axis coordinates
    std::map<QXYSeries *, CurveItem *> m_curves;          // every line series, pins' ghosts too
    std::vector<CurveItem *> m_curveItems;                // the same, bottom to top
    bool m_curveTooltip = false;                          // the tooltip shown is a curve's
    std::set<QXYSeries *> m_vLines;                       // series drawn by setVLine: not data for fitYToData
    std::vector<QXYSeries *> m_order;
    std::function<QString(const RectLayer::Rect &)> m_rectTooltip;
    std::function<QString()> m_csvSource;
    struct Pin {
        std::vector<QLineSeries *> ghosts;
        std::vector<SeriesData> data;
    };
    std::vector<Pin> m_pins;
};

} // namespace commviz::ui
