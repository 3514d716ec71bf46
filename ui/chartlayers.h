// The chart's own drawing beside what Qt Charts draws: rectangle layers (heatmap cells, shaded regions,
// Gantt bars and their labels) and the names of a category axis's rows, both in the ChartPanel's data
// coordinates, and the cache of laid-out texts they share.
#pragma once

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QGraphicsItem>
#include <QHash>
#include <QStaticText>
#include <QString>
#include <QStringList>

#include <vector>

namespace commviz::ui {

class ChartPanel;

// Texts laid out once per text and font (QStaticText): a label that is drawn again and again is not
// shaped again. Texts of earlier frames are dropped once there are more than `keep` of them.
class StaticTexts {
public:
    const QStaticText &get(const QString &text, const QFont &font, std::size_t keep);

private:
    QHash<QString, QStaticText> m_texts;
    QFont m_font;
};

// Filled rectangles in data coordinates, drawn under the grid: heatmap cells, shaded regions, Gantt bars.
class RectLayer : public QGraphicsItem {
public:
    struct Rect {
        double x0, x1, y0, y1; // data coordinates (base units)
        QColor color;
        QString text; // drawn centred when it fits
    };

    RectLayer(ChartPanel *panel, QGraphicsItem *parent);
    void setRects(std::vector<Rect> rects);
    [[nodiscard]] const std::vector<Rect> &rects() const { return m_rects; }
    // The rectangle under a scene position, if any (for tooltips).
    [[nodiscard]] const Rect *rectAt(const QPointF &scenePos) const;
    void relayout();

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    [[nodiscard]] QRectF sceneRectFor(const Rect &r) const;
    ChartPanel *m_panel;
    std::vector<Rect> m_rects;
    std::vector<QRectF> m_boxes; // m_rects in scene coordinates, clipped to m_bounds
    StaticTexts m_labels;        // a Gantt chart repeats "1" … "16" hundreds of times
    QRectF m_bounds;
};

// The names of a category axis's rows, right-aligned left of the plot area. The panel draws them itself:
// Qt Charts measures every category label with a text document whenever they or the range change, which
// was a third of a frame while a drag of p renamed the Gantt chart's rows.
class RowLabels : public QGraphicsItem {
public:
    RowLabels(ChartPanel *panel, QGraphicsItem *parent);
    void setLabels(const QStringList &labels);
    void setLook(const QFont &font, const QBrush &brush);
    // The widest name in the current font: the room the panel keeps left of the plot area.
    [[nodiscard]] double width() const;
    void relayout();

    [[nodiscard]] QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    ChartPanel *m_panel;
    QStringList m_labels;
    QFont m_font;
    QBrush m_brush;
    QRectF m_bounds;
    StaticTexts m_texts;
};

} // namespace commviz::ui
