// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The chart's own drawing items beside what Qt Charts draws: curves (curveitem.cpp), rectangle layers for
// heatmap cells, shaded regions and Gantt bars with their labels (rectlayer.cpp), the grid and the axes'
// labels, a category axis's row names too (axisitems.cpp), all in the ChartPanel's data coordinates, and
// the cache of laid-out texts they share.
#pragma once

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QGraphicsItem>
#include <QHash>
#include <QPolygonF>
#include <QStaticText>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <functional>
#include <limits>
#include <optional>
#include <utility>
#include <vector>

class QLineSeries;

namespace commviz::ui {

class ChartPanel;

// An affine map from a panel's axis coordinates (log10 on a log axis) to its chart's coordinates. Coordinates are
// first clamped to a box, the axis ranges widened by their own size on each side: a point far off the axes (1e300
// on an axis to 10) then lands just as far off the plot area, never at infinity. Rectangles stay exact under the
// clamp; curves are cut to the box before they are mapped (CurveItem), so they keep their direction.
struct AxisMap {
    double sx, ox, sy, oy;
    double x0 = -std::numeric_limits<double>::infinity(), x1 = std::numeric_limits<double>::infinity();
    double y0 = -std::numeric_limits<double>::infinity(), y1 = std::numeric_limits<double>::infinity();
    [[nodiscard]] QPointF operator()(const QPointF &axis) const
    {
        return {ox + sx * std::clamp(axis.x(), x0, x1), oy + sy * std::clamp(axis.y(), y0, y1)};
    }
    [[nodiscard]] QRectF box() const { return QRectF(QPointF(x0, y0), QPointF(x1, y1)); }
};

// Texts laid out once per text and font (QStaticText): a label that is drawn again and again is not
// shaped again. Texts of earlier frames are dropped once there are more than `keep` of them.
class StaticTexts {
public:
    const QStaticText &get(const QString &text, const QFont &font, std::size_t keep);

private:
    QHash<QString, QStaticText> m_texts;
    QFont m_font;
};

// Filled rectangles in data coordinates, under the grid or over it (Place): shaded regions, heatmap cells, bars.
// They lie on the chart's background: a translucent colour is mixed with it once and drawn opaque (a
// translucent fill blends every pixel of a region on every frame that repaints it), so rectangles of one
// layer or of two do not show through each other.
class RectLayer : public QGraphicsItem {
public:
    struct Rect {
        double x0, x1, y0, y1; // data coordinates (base units)
        QColor color;
        QString text;         // drawn centred when it fits, and the tooltip's
        bool drawText = true; // false: the text is only the tooltip's (a region named by a Label)
        QString shorter = {}; // drawn instead where `text` does not fit ("35%" for "35.2%" in a heatmap's cell)
        bool operator==(const Rect &) const = default;
    };
    // A region's name, drawn whole where `align` puts it in its box (data coordinates), even where the box
    // is narrower than the text, moved only as far as it takes to stay inside the plot area; on a faint
    // halo of the background, so that a reference curve behind it does not cross out a letter.
    struct Label {
        double x0, x1, y0, y1;
        QString text;
        Qt::Alignment align = Qt::AlignCenter; // AlignLeft: from the box's left edge (a bar's total past its end)
        // Drawn instead where the box is narrower than `text`; where it is narrower than this too, neither is
        // (a region's name, which must not cross its border). Empty: `text`, always.
        QString shorter;
        bool operator==(const Label &) const = default;
    };

    // Where the layer is drawn: under the grid (a region's shading, which the grid shows through) or over it (bars
    // and heatmap cells, which a grid line would cross, their texts too), always under the curves and the axes.
    enum class Place { UnderGrid, OverGrid };
    static constexpr double kOverGridZ = 2.5; // over the grid (2), under the axes (3) and the series

    RectLayer(ChartPanel *panel, QGraphicsItem *parent);
    ~RectLayer() override;
    RectLayer(const RectLayer &) = delete;
    RectLayer &operator=(const RectLayer &) = delete;
    void setRects(std::vector<Rect> rects);
    [[nodiscard]] const std::vector<Rect> &rects() const { return m_rects; }
    void setLabels(std::vector<Label> labels);
    [[nodiscard]] const std::vector<Label> &labels() const { return m_labelSpecs; }
    // Where each label's text is drawn (the chart's coordinates, in setLabels' order; empty before the chart is
    // laid out): for tests that check it is whole and clear of the curves.
    [[nodiscard]] const std::vector<QRectF> &labelRects() const { return m_labelRects; }
    [[nodiscard]] const QString &labelText(std::size_t i) const; // text or shorter, as drawn
    // The rectangles' own texts where paint() draws them (the chart's coordinates; those that do not fit their
    // rectangle are not drawn): for the same tests.
    struct DrawnText {
        QString text;
        QRectF rect;
    };
    [[nodiscard]] std::vector<DrawnText> drawnTexts() const;
    // The rectangle under a scene position, if any (a click on the chart, ChartPanel::clicked, names a point).
    [[nodiscard]] const Rect *rectAt(const QPointF &scenePos) const;
    // What hovering rectangle i (rects()[i]) says: its `text` unless set (a heatmap cell's exact values, a Gantt
    // pass's times, a row band's meaning). Each layer says its own: bars over row bands never see the bands' rects.
    using Tooltip = std::function<QString(const Rect &rect, std::size_t i)>;
    void setTooltip(Tooltip tooltip) { m_tooltip = std::move(tooltip); }
    // The tooltip of the topmost rectangle under a scene position; nullopt over none.
    [[nodiscard]] std::optional<QString> tooltipAt(const QPointF &scenePos) const;
    void relayout();

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;

private:
    // The texts (the rectangles' own and the regions' names), above the grid (a gridline must not strike "LL"),
    // shown and hidden with the layer.
    class Names;
    void paintNames(QPainter *painter, const QRectF &exposedRect);
    [[nodiscard]] QRectF sceneRectFor(const Rect &r, const AxisMap &map) const;
    [[nodiscard]] std::optional<std::size_t> indexAt(const QPointF &scenePos) const;
    // Where rectangle i's text of `size` is drawn; nullopt when it is not (no text, or it does not fit).
    [[nodiscard]] std::optional<QRectF> textBox(std::size_t i, const QSizeF &size) const;
    // What rectangle i shows and where: its text where it fits, else its shorter one, else nothing (`size` measures a
    // text as drawn).
    [[nodiscard]] std::optional<std::pair<QString, QRectF>>
    shownText(std::size_t i, const std::function<QSizeF(const QString &)> &size) const;
    ChartPanel *m_panel;
    std::vector<Rect> m_rects;
    std::vector<QRectF> m_boxes; // m_rects in scene coordinates, clipped to m_bounds
    std::vector<QColor> m_fills; // m_rects' colours over the chart's background
    StaticTexts m_labels;        // a Gantt chart repeats "1" … "16" hundreds of times
    std::vector<Label> m_labelSpecs;
    std::vector<QRectF> m_labelRects;
    std::vector<bool> m_labelShort; // whether label i is drawn with its shorter text
    QRectF m_bounds;
    Names *m_names = nullptr; // a sibling in the chart, owned here
    Tooltip m_tooltip;
};

// One line series, drawn by the panel. Qt Charts' own line item strokes the whole outline of its curve
// for a hover shape on every change of data or range: half of a frame on a page of curves. The
// QLineSeries stays the curve's legend entry and holds its name and pen; it holds no points.
class CurveItem : public QGraphicsItem {
public:
    CurveItem(ChartPanel *panel, QLineSeries *series, QGraphicsItem *parent);
    [[nodiscard]] QLineSeries *series() const { return m_series; }
    // Points in axis coordinates (log10 on a log axis). Returns false, and repaints nothing, when they
    // are the ones already drawn.
    bool setPoints(QList<QPointF> axisPoints);
    [[nodiscard]] const QList<QPointF> &points() const { return m_points; }
    // The curve as drawn: its pieces inside the plot area, in the chart's coordinates.
    [[nodiscard]] const std::vector<QPolygonF> &pieces() const { return m_pieces; }
    void relayout();
    // The curve's point at a scene position, in axis coordinates, when the curve passes within
    // `radius`: the nearest sample if one is that close (core's exact values), else the point of the
    // segment under the cursor (a level line has only its two ends).
    [[nodiscard]] std::optional<QPointF> pointNear(const QPointF &scenePoint, double radius) const;

    [[nodiscard]] QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    ChartPanel *m_panel;
    QLineSeries *m_series;
    QList<QPointF> m_points;
    std::vector<QPolygonF> m_pieces; // in scene coordinates, cut to the plot area
    std::vector<QLineF> m_dashes;    // a dashed pen's dashes along m_pieces, drawn as lines on the screen
    QRectF m_bounds;
};

// A tick of an axis: where (axis coordinates, log10 on a log axis) and its label ("1 KB", "10 µs", or a
// row's name on a category axis).
struct Tick {
    double at;
    QString label;
};

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
