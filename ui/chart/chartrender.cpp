// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartPanel::render: the chart drawn by its own QGraphicsScene with an explicit source rectangle, so an export has
// the window's colours, fonts and labels. For the drawing the QChart is laid out at the requested logical size and
// put back afterwards, within one call, so a live window never shows it.
#include "chartpanel.h"

#include <QChart>
#include <QGraphicsLayout>
#include <QGraphicsObject>
#include <QGraphicsScene>
#include <QPainter>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>

namespace commviz::ui {
namespace {

// The chart at a logical size for the lifetime of this object, then back at its own size. Charts of hidden pages
// have never been laid out, and a visible chart has the window's size; either way a drawing must not depend on it.
class ChartAtSize {
public:
    ChartAtSize(QChart *chart, const QSizeF &size) : m_chart(chart), m_old(m_chart->size()) { resizeTo(size); }
    ~ChartAtSize() { resizeTo(m_old); }
    ChartAtSize(const ChartAtSize &) = delete;
    ChartAtSize &operator=(const ChartAtSize &) = delete;

    // The chart's own rectangle: the scene's rectangle can grow far past it.
    [[nodiscard]] QRectF sceneRect() const { return QRectF(m_chart->scenePos(), m_chart->size()); }

private:
    void resizeTo(const QSizeF &size)
    {
        m_chart->resize(size);
        // The layout would otherwise run on the next event loop pass, after the render.
        if (QGraphicsLayout *layout = m_chart->layout())
            layout->activate();
    }

    QChart *m_chart;
    QSizeF m_old;
};

// Qt Charts' own items of the line series hidden for the lifetime of this object. The panel draws every curve
// itself (CurveItem) and leaves Qt's series without points, but Qt's LineChartItem still strokes its empty path
// for a dashed pen, which QPdfWriter writes as a bare "h f" (poppler: "No current point in closepath").
class QtLineItemsHidden {
public:
    explicit QtLineItemsHidden(QChart *chart) { hideIn(chart); }
    ~QtLineItemsHidden()
    {
        for (QGraphicsObject *item : m_hidden)
            item->show();
    }
    QtLineItemsHidden(const QtLineItemsHidden &) = delete;
    QtLineItemsHidden &operator=(const QtLineItemsHidden &) = delete;

private:
    void hideIn(QGraphicsItem *parent)
    {
        for (QGraphicsItem *item : parent->childItems()) {
            QGraphicsObject *object = item->toGraphicsObject();
            if (object && object->isVisible() && qstrcmp(object->metaObject()->className(), "LineChartItem") == 0) {
                object->hide();
                m_hidden.push_back(object);
            } else {
                hideIn(item);
            }
        }
    }

    std::vector<QGraphicsObject *> m_hidden;
};

struct AxisRange {
    double x0, x1, y0, y1;
    [[nodiscard]] bool contains(const QPointF &p) const
    {
        return p.x() >= x0 && p.x() <= x1 && p.y() >= y0 && p.y() <= y1;
    }
};

// The visible range of the axes a series is attached to, slightly widened so that points on the frame
// count as inside.
std::optional<AxisRange> visibleRange(QXYSeries *series)
{
    std::optional<std::pair<double, double>> x;
    std::optional<std::pair<double, double>> y;
    for (QAbstractAxis *axis : series->attachedAxes()) {
        const auto *value = qobject_cast<const QValueAxis *>(axis); // QCategoryAxis is one too
        if (!value)
            continue;
        const double slack = (value->max() - value->min()) * 1e-9;
        (axis->orientation() == Qt::Horizontal ? x : y) = std::pair(value->min() - slack, value->max() + slack);
    }
    if (!x || !y)
        return std::nullopt;
    return AxisRange{x->first, x->second, y->first, y->second};
}

// Marker series cut to the visible axis range for the lifetime of this object, then restored: QSvgGenerator
// in Qt 6.4 drops the clip, so markers off the axes would be drawn over the labels. (Curves cut
// themselves: CurveItem.)
class MarkersClippedToAxes {
public:
    explicit MarkersClippedToAxes(QChart *chart)
    {
        for (QAbstractSeries *abstract : chart->series()) {
            auto *series = qobject_cast<QScatterSeries *>(abstract);
            if (!series || series->count() == 0)
                continue;
            const std::optional<AxisRange> range = visibleRange(series);
            if (!range)
                continue;
            const QList<QPointF> points = series->points();
            QList<QPointF> inside;
            std::copy_if(points.begin(), points.end(), std::back_inserter(inside),
                         [&](const QPointF &p) { return range->contains(p); });
            if (inside.size() == points.size())
                continue;
            m_saved.emplace_back(series, points);
            series->replace(inside);
        }
    }
    ~MarkersClippedToAxes()
    {
        for (auto &[series, points] : m_saved)
            series->replace(points);
    }
    MarkersClippedToAxes(const MarkersClippedToAxes &) = delete;
    MarkersClippedToAxes &operator=(const MarkersClippedToAxes &) = delete;

private:
    std::vector<std::pair<QXYSeries *, QList<QPointF>>> m_saved;
};

// The chart's look (`current`) with its fonts at a factor for the lifetime of this object (before it is sized: the
// layout follows them).
class FontsScaled {
public:
    FontsScaled(ChartPanel *panel, const ChartLook &current, double factor) : m_panel(panel), m_old(current)
    {
        ChartLook look = m_old;
        look.textScale *= factor;
        m_panel->setLook(look);
    }
    ~FontsScaled() { m_panel->setLook(m_old); }
    FontsScaled(const FontsScaled &) = delete;
    FontsScaled &operator=(const FontsScaled &) = delete;

private:
    ChartPanel *m_panel;
    ChartLook m_old;
};

} // namespace

void ChartPanel::render(QPainter &painter, const QRectF &target, const RenderOptions &options)
{
    const FontsScaled fonts(this, m_look, options.fontScale);
    const ChartAtSize sized(chart(), options.size);
    const QtLineItemsHidden hidden(chart());
    const MarkersClippedToAxes clipped(chart());
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    painter.fillRect(target, Qt::white);
    scene()->render(&painter, target, sized.sceneRect(), Qt::KeepAspectRatio);
}

} // namespace commviz::ui
