// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartPanel: one chart as every page draws it — the view a page fills with core's sweeps (Series::setData), put
// together from pieces that each do one thing:
//   PlotAxes (plotaxes.h)         the axes as numbers: ranges, ticks in units, a draft's steady ranges, the map
//   ChartSeries (chartseries.h)   the series: their curves, their data in base units (SeriesStore, with its CSV
//                                 table) and names, the legend's entries, and pins (frozen ghosts of the curves);
//                                 what a page's Series handles (series.h) do
//   ChartItems (chartitems.h)     what is drawn around and over the data, and where: the title and margins
//                                 (chartframe.h), grid, axis labels, legend, colour scale, rectangle layers, veil
//   ChartMinimum (chartminimum.h) the readable minimum size a page's layout must give the chart
//   PointReadout (pointreadout.h) what the chart says about a point: tooltips' texts and the keyboard readout
//   LookKeeper (lookkeeper.h)     the chart's own look kept while projector mode's or an export's is set
//   RenderScope (renderscope.h)   the chart made ready for an export's painter, then put back
// This class is the widget and the glue: it owns the Qt Charts objects (its view, ChartView in chartview.h, is
// private), feeds the pieces what they measure, names and translates, and passes on events. Pages hold Series
// handles, set a ChartLook (chartlook.h) and put their own items on the chart with addOverlay. The interface is what
// pages, exports and the chart's own items call; what only tests read (the texts as placed, the series' and pins'
// data, the legend, the readout, and what Qt Charts itself holds) they reach through ChartInspector
// (chartinspector.h), a friend linked by tests only.
//
// How much of Qt Charts is left, and why: a QChart lays out the plot area, two QCategoryAxis keep the
// ranges and draw the axis lines, QScatterSeries draw markers, and QLineSeries hold a curve's name and pen. Everything
// drawn on every frame is the panel's own: Qt Charts' line items and grid lines cost most of a frame, and it lays the
// whole chart out again whenever an axis label changes. Qt Charts is deprecated upstream since Qt 6.10 (Qt Graphs
// replaces it, which Debian 12's Qt 6.4 lacks), so it stays inside ui/chart: commviz_chart links it PRIVATE, and no
// file outside this folder includes a Qt Charts header.
#pragma once

#include "chartlook.h"
#include "chartminimum.h"
#include "chartseries.h"
#include "colormap.h"
#include "csvtable.h"
#include "drawndata.h"
#include "hovertips.h"
#include "palette.h"
#include "plotaxes.h"
#include "rectlayer.h"
#include "series.h"
#include "seriesstore.h"

#include "commviz/units.h"

#include <QColor>
#include <QString>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QCategoryAxis;
class QChart;
class QGraphicsItem;
class QGraphicsScene;
class QLineSeries;
class QPainter;
class QXYSeries;

namespace commviz::ui {

class ChartItems;
class ChartView;
class LookKeeper;
class PointReadout;

class ChartPanel : public QWidget {
    Q_OBJECT
public:
    ChartPanel(const QString &name, const QString &title, AxisSpec x, AxisSpec y, QWidget *parent = nullptr);
    ~ChartPanel() override;

    // `title`, the axes' titles and the series' names are English source texts marked with QT_TR_NOOP in the
    // page that makes the chart: the chart translates them in that page's context (set by ChartPage::addChart)
    // and again on its own QEvent::LanguageChange, so a language switch needs no page code for them. A title
    // or a series' name the page sets itself (setChartTitle, Series::rename, Series::setShownName) is the page's:
    // the page re-sets it when it redraws on the same event, which Qt sends to the page first.
    [[nodiscard]] QString name() const { return m_name; }
    [[nodiscard]] QString title() const { return translated(m_title); }
    void setTranslationContext(const QByteArray &context);
    [[nodiscard]] QString translated(const QString &source) const;
    // The drawn title. It is the panel's own text item, not the QChart's title: a QChart lays itself out
    // again (measuring every axis label) on each new title, and titles carry the slider values.
    void setChartTitle(const QString &title);
    [[nodiscard]] QString chartTitle() const;

    Series addLine(const QString &name, const QColor &color, Qt::PenStyle style = Qt::SolidLine, qreal width = 2.5,
                   bool inLegend = true);
    Series addMarker(const QString &name, const QColor &color, qreal size = 11, bool inLegend = true);
    RectLayer *addRectLayer(RectLayer::Place place = RectLayer::Place::UnderGrid);
    // The legend's font as the look set it: a page's own labels match it.
    [[nodiscard]] QFont legendFont() const;
    // Where the chart draws its data (the chart's coordinates): every visible curve's pieces (marker lines and
    // pins' ghosts too) and every visible marker's square: a page puts its own labels clear of it, and tests check
    // that none lies over the data.
    using DrawnData = ui::DrawnData;
    [[nodiscard]] DrawnData drawnData() const { return m_series->drawn(); }

    // While a draft is drawn (see setDraft) a linear range that still holds [lo, hi] and is at most twice as
    // wide is kept, and a growing one gets a quarter more room: a steady axis is easier to read during a
    // drag, and every change of one moves its labels and grid and maps every curve again. Log ranges
    // (whole decades) follow at once. The first call after the draft is exact.
    void setXRange(double lo, double hi);
    void setYRange(double lo, double hi);
    // Rows labelled by name (bars, Gantt stages): label i at y = i, range [-0.5, n - 0.5]. With RowNames::Every
    // every row's name is drawn: the chart asks for the height its rows' names take (its minimum height grows, so a
    // page too short for it scrolls) instead of naming every other row. For a few rows (bars), not a Gantt chart's
    // many stages.
    enum class RowNames { AsRoomAllows, Every };
    void setYCategories(const QStringList &labels, RowNames names = RowNames::AsRoomAllows);
    // The y range that holds every series' data; on a log axis widened to whole decades.
    void fitYToData(double floor = 0);
    // The axes as numbers (plotaxes.h): what each shows (xMin() … yMax()), their ticks and labels, whether a
    // draft holds a range (heldRange()), and the map between data and axis coordinates (log10 on log axes).
    [[nodiscard]] const PlotAxes &axes() const { return m_axes; }

    // A slider is being dragged: steady axis ranges (see setXRange), and once the drag changes something in the plot
    // (draftPlot) curves without antialiasing and heatmaps without cell labels: a frame costs about half, and the
    // eye follows the motion, not the edges. A chart the drag leaves as it is keeps its smooth picture: neither the
    // drag's first frame nor its release repaints it. The release draws a drafted chart smooth and exact again, in
    // one paint. (The items' repaints go through the scene with the refresh's own changes; QGraphicsView::
    // setRenderHint repainted the whole view at once, ahead of the scene's changes, and then the plot a second time.)
    void setDraft(bool draft);
    // The plot is about to change during a drag (new points, markers, rectangles): its curves and layers take the
    // draft's look now, all at once (CurveItem::relayout, RectLayer::draft). Called by the chart's own items.
    void draftPlot();

    // Data (base units) → the chart's coordinates. The chart's items map many points at once with
    // axes().map(plotArea()) (a Gantt chart maps thousands of bars on a frame).
    [[nodiscard]] QPointF toScene(double x, double y) const;

    // A series' data in base units (seriesstore.h), as the CSV export and ChartInspector give it.
    using SeriesData = ui::SeriesData;
    // The CSV export's text (csvtable.h): the series' data, or the table a chart drawn with rectangles (bars,
    // heatmaps, timelines) makes from what it draws them from, given by setTable and made when asked for.
    [[nodiscard]] QString csv() const;
    void setTable(std::function<CsvTable()> f) { m_table = std::move(f); }

    // A heatmap's colour scale right of the plot area, drawn by the chart, so exports carry it too
    // (colorscaleitem.h). The map's title is an English source text, translated like the series' names. A second
    // call replaces the map. setColorScaleCurrent marks the current point's value on it.
    void setColorScale(ColorMap map);
    void setColorScaleCurrent(std::optional<double> value);

    // Pins: every named solid line curve's current data (every named line when none is solid) frozen as a
    // faint dashed ghost, shown in the legend once as `label`, so a later state can be compared on the same axes.
    // Ghosts are not the page's series: Series::setData() and draw() never move them and they stay out of the
    // series' data and the CSV. pin() returns how many curves were pinned (0 when the chart has none, and then
    // nothing is added); clearPins() how many pins it removed (the ranges held them: the page redraws).
    int pin(const QString &label) { return m_series->pin(label); }
    int clearPins() { return m_series->clearPins(); }

    // The chart's look relative to its own (chartlook.h): projector mode's larger texts, thicker curves and black
    // text; an export's font scale. The default look puts every font, pen and marker back as it was; a new look
    // starts from those (lookkeeper.h).
    void setLook(const ChartLook &look);
    // The smallest of the chart's fonts' sizes in points (96 logical pixels an inch): the report sizes its charts
    // so that no text is printed below its least.
    [[nodiscard]] double smallestFontPoints() const;

    // Draws the chart laid out at `options.size` logical pixels (with its look's fonts times `options.fontScale`)
    // into `target` of any painter, scaled when their sizes differ: exports and the report draw through this. The
    // chart's size, fonts and data are its own again afterwards, and nothing is painted on screen in between
    // (renderscope.h).
    struct RenderOptions {
        QSizeF size;
        double fontScale = 1;
    };
    void render(QPainter &painter, const QRectF &target, const RenderOptions &options);

    // For a chart that is one drawing of its own (the Algorithms page's diagram): no axes, grid, axis labels,
    // legend or title are drawn (title() and chartTitle() still name it); the owner draws over the chart's
    // whole rectangle with its own item. `drawingHeight` says how tall the drawing must be at a font to be read at
    // that font's size: the chart's minimum height, so that a short page (projector mode) scrolls instead of the
    // drawing shrinking its text.
    void hidePlot(std::function<int(const QFont &)> drawingHeight = {});

    // Predict, then reveal (a lecture question, answerveil.h): while the answer is hidden the chart draws no
    // markers and no marker lines, and with `veil` an opaque "?" covers its plot area; showing the answer again
    // fades the veil out.
    void setAnswerHidden(bool hidden, bool veil = false);

    // A page's own item on the chart (labels, a box, a whole drawing) in the chart's coordinates, above the plot;
    // the chart owns it and is its parent item (an item that covers the chart takes its parent's boundingRect(),
    // and follows resized()).
    void addOverlay(QGraphicsItem *item);

    // The readable minimum (chartminimum.h): a plot area at least kMinPlotWidth × kMinPlotHeight pixels, and on a
    // timeline every row at least kMinRowPixels high. minimumSizeHint() is that plus what the chart draws around its
    // plot (title, tick labels, axis titles, legend, colour scale) as last laid out, so a page that cannot give a
    // chart that much scrolls instead of squashing it, and a narrow page stacks its charts.
    static constexpr int kMinPlotHeight = ChartMinimum::kMinPlotHeight;
    static constexpr int kMinPlotWidth = ChartMinimum::kMinPlotWidth;
    static constexpr int kMinRowPixels = ChartMinimum::kMinRowPixels;
    // The y axis is a timeline whose rows are `rowUnits` axis units apart (Gantt stages, the buckets' compute and
    // network rows): the plot is then at least kMinRowPixels a row high over the y range set last (call it after
    // the range, once a frame: the minimum reaches the page's layout at once; while a draft is drawn it is held, and
    // the release makes it exact: chartminimum.h). 0: not a timeline.
    void setTimelineRows(double rowUnits);
    [[nodiscard]] QSize minimumSizeHint() const override;
    // A fixed preferred size (at least the minimum): QGraphicsView's own follows its scene's rectangle, which
    // only ever grows, so a page would lay out differently after a drag than when opened on the same values.
    [[nodiscard]] QSize sizeHint() const override;

    // The plot area in the chart's coordinates (empty until the chart is first laid out).
    [[nodiscard]] QRectF plotArea() const;

Q_SIGNALS:
    // The plot area moved or changed size (the chart's coordinates): a page's overlays follow it.
    void plotAreaChanged(const QRectF &area);
    // The whole chart changed size (an overlay that covers it follows).
    void resized();
    // A left click on the chart, at a point in the chart's coordinates (a rectangle layer's rectAt takes it). A chart
    // whose clicks are listened to shows a pointing hand from then on (a QSignalSpy listens too).
    void clicked(const QPointF &at);

protected:
    void connectNotify(const QMetaMethod &signal) override;
    void resizeEvent(QResizeEvent *event) override;
    // Space or Enter shows the current point's values (showCurrentPoint).
    void keyPressEvent(QKeyEvent *event) override;
    // A new font (a look, projector mode) changes a drawing's minimum height (hidePlot).
    void changeEvent(QEvent *event) override;

private:
    friend class ChartView;
    friend class ChartInspector;
    [[nodiscard]] QChart *chart() const;
    [[nodiscard]] QGraphicsScene *scene() const;
    [[nodiscard]] QString xTitle() const { return translated(m_axes.x().title); }
    [[nodiscard]] QString yTitle() const { return translated(m_axes.y().title); }
    // What the view passes on (chartview.h): the pointer at a scene position.
    void hoverAt(const QPointF &scenePos);
    void placeTitleAndMargins();
    void setAxisTitles();
    // Re-sets the static title, the axes' titles and the series' names in the current language (the page's own
    // title and names stay).
    void retranslate();
    // The current point's values for people at a keyboard (pointreadout.h): reaching the chart with Tab, or Space
    // or Enter while it has focus, shows them in a box beside the marker until the chart loses focus.
    void showCurrentPoint();
    void relayoutLayers();
    // m_minimum's size to the panel's minimum size: a new minimum reaches the page's layout.
    void applyMinimum();
    void rebuildLegend();

    ChartView *m_view = nullptr;
    QString m_name;
    QString m_title;
    std::unique_ptr<ChartItems> m_items; // title, grid, labels, legend, colour scale, layers, veil
    QByteArray m_context = "commviz::ui::ChartPanel";
    QString m_shownTitle; // the translation of m_title the panel last showed
    PlotAxes m_axes;
    std::unique_ptr<PointReadout> m_readout; // tooltips' texts and the current point's values for keyboard users
    HoverTips m_tips;
    QCategoryAxis *m_axisX = nullptr;
    QCategoryAxis *m_axisY = nullptr;
    QLineSeries *m_anchor = nullptr;
    std::unique_ptr<ChartSeries> m_series;
    std::function<CsvTable()> m_table;
    std::unique_ptr<LookKeeper> m_looks;
    bool m_nameEveryRow = false;
    bool m_plotDrafted = false; // draftPlot() during this drag
    ChartMinimum m_minimum;     // the readable minimum size
};

} // namespace commviz::ui
