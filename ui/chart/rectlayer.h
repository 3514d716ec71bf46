// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "statictexts.h"

#include <QColor>
#include <QGraphicsItem>
#include <QRectF>
#include <QString>

#include <cstddef>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace commviz::ui {

class ChartPanel;
struct AxisMap;

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
    // The tooltip of the topmost rectangle under a scene position; nullopt over none, or when it has nothing to say.
    [[nodiscard]] std::optional<QString> tooltipAt(const QPointF &scenePos) const;
    // Lays the rectangles out for the chart's state: a draft's draws no cell texts (hundreds of them cost more than
    // the cells). draft() leaves them out from now on (ChartPanel::draftPlot), settle() brings them back (the release).
    void relayout();
    [[nodiscard]] bool smooth() const { return m_smooth; }
    void draft();
    void settle();

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
    bool m_smooth = true;     // laid out for a smooth picture, not a draft's
    Tooltip m_tooltip;
};

} // namespace commviz::ui
