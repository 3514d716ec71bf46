// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartPanel::placedTexts and drawnData: where each of the chart's texts (for tests, through ChartInspector) and its
// data lie; the current point's values for keyboard users.
#include "chartpanel.h"
#include "chartview.h"

#include "polyline.h"

#include <QChart>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QKeyEvent>
#include <QLabel>
#include <QLineSeries>
#include <QScatterSeries>

#include <algorithm>

namespace commviz::ui {

std::vector<ChartPanel::PlacedText> ChartPanel::placedTexts() const
{
    std::vector<PlacedText> out;
    const QStringList title = m_frame->titleLines();
    if (!title.isEmpty())
        out.push_back({QStringLiteral("title"), title.join(' '), m_frame->titleRect()});
    for (const AxisLabels *axis : {m_xLabels, m_yLabels}) {
        if (!axis->isVisible())
            continue;
        const QString letter = axis == m_xLabels ? QStringLiteral("x") : QStringLiteral("y");
        for (const AxisLabels::Placed &p : axis->placed())
            out.push_back({letter + (p.title ? QStringLiteral(" title") : QStringLiteral(" label")), p.text, p.rect});
    }
    if (m_legend->isVisible()) {
        for (const LegendItem::Placed &p : m_legend->placed())
            out.push_back({QStringLiteral("legend"), p.lines.join(' '), m_legend->mapRectToParent(p.text)});
    }
    // The rectangle layers' texts: a cell's or a bar's own, and the regions' names.
    for (const RectLayer *layer : m_layers) {
        if (!layer->isVisible())
            continue;
        for (const RectLayer::DrawnText &t : layer->drawnTexts())
            out.push_back({QStringLiteral("cell"), t.text, t.rect});
        for (std::size_t i = 0; i < layer->labels().size() && i < layer->labelRects().size(); ++i) {
            if (!layer->labelRects()[i].isEmpty())
                out.push_back({QStringLiteral("region"), layer->labelText(i), layer->labelRects()[i]});
        }
    }
    // A page's own texts on the chart (the measured chart's regime labels, a heatmap's scale).
    const QStringList titleText{m_frame->titleLines().join('\n')};
    for (QGraphicsItem *item : scene()->items()) {
        if (!item->isVisible())
            continue;
        QString text;
        if (const auto *simple = dynamic_cast<const QGraphicsSimpleTextItem *>(item))
            text = simple->text();
        else if (const auto *rich = dynamic_cast<const QGraphicsTextItem *>(item))
            text = rich->toPlainText();
        else
            continue;
        if (text.isEmpty() || titleText.contains(text))
            continue;
        out.push_back({QStringLiteral("label"), text, chart()->mapRectFromScene(item->sceneBoundingRect())});
    }
    return out;
}

ChartPanel::DrawnData ChartPanel::drawnData() const
{
    DrawnData out;
    for (const CurveItem *curve : m_curveItems) {
        if (curve->isVisible() && curve->series()->isVisible() && curve->series()->pen().style() != Qt::NoPen)
            out.lines.insert(out.lines.end(), curve->pieces().begin(), curve->pieces().end());
    }
    for (const auto &[series, points] : m_markerPoints) {
        const auto *scatter = qobject_cast<const QScatterSeries *>(series);
        if (!scatter || !scatter->isVisible() || m_answerHidden)
            continue;
        const double side = scatter->markerSize();
        for (const QPointF &p : scatter->points()) {
            const QPointF at = axisToScene(p);
            if (chart()->plotArea().adjusted(-side, -side, side, side).contains(at))
                out.markers.emplace_back(at.x() - side / 2, at.y() - side / 2, side, side);
        }
    }
    return out;
}

bool ChartPanel::DrawnData::isClear(const QRectF &rect) const
{
    for (const QRectF &marker : markers) {
        if (marker.intersects(rect))
            return false;
    }
    for (const QPolygonF &line : lines) {
        if (line.boundingRect().adjusted(-1, -1, 1, 1).intersects(rect) && !clipPolyline(line, rect).empty())
            return false;
    }
    return true;
}

QRectF ChartPanel::plotArea() const
{
    return chart()->plotArea();
}

QString ChartPanel::currentPointText() const
{
    QStringList parts;
    for (const auto &[series, points] : m_markerPoints) {
        if (!series->isVisible() || m_answerHidden || series->name().isEmpty())
            continue;
        for (const QPointF &p : points)
            parts << pointText(series, p);
    }
    return parts.join(QStringLiteral("<br><br>"));
}

// A box on the chart, not a tooltip: Qt hides tooltips at the next key or focus change, and a keyboard user needs
// the values to stay until they move on. It lies on the view, so exports never show it.
void ChartPanel::showCurrentPoint()
{
    const QString text = currentPointText();
    if (text.isEmpty()) {
        if (m_readout)
            m_readout->hide();
        return;
    }
    if (!m_readout) {
        m_readout = new QLabel(m_view->viewport());
        m_readout->setObjectName("chartReadout");
        m_readout->setTextFormat(Qt::RichText);
        m_readout->setAttribute(Qt::WA_TransparentForMouseEvents);
        m_readout->setAutoFillBackground(true);
        m_readout->setFrameShape(QFrame::Box);
        m_readout->setMargin(4);
    }
    m_readout->setFont(font()); // projector mode's size too
    m_readout->setText(text);
    m_readout->adjustSize();
    // Beside the first marker in the plot (right of it and below, or wherever the view has room), else at the
    // plot's top left.
    QPointF at = plotArea().topLeft();
    for (const auto &[series, points] : m_markerPoints) {
        if (series->isVisible() && !points.isEmpty() && plotArea().contains(axisToScene(points.front()))) {
            at = axisToScene(points.front());
            break;
        }
    }
    const QPoint marker = m_view->mapFromScene(at);
    const QSize box = m_readout->size();
    const QRect view = m_view->viewport()->rect();
    int x = marker.x() + 12;
    if (x + box.width() > view.right())
        x = marker.x() - 12 - box.width();
    int y = marker.y() + 12;
    if (y + box.height() > view.bottom())
        y = marker.y() - 12 - box.height();
    m_readout->move(std::clamp(x, 0, std::max(0, view.width() - box.width())),
                    std::clamp(y, 0, std::max(0, view.height() - box.height())));
    m_readout->show();
    m_readout->raise();
}

void ChartPanel::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space || event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        showCurrentPoint();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

void ChartPanel::focusChanged(bool in, Qt::FocusReason reason)
{
    if (in && (reason == Qt::TabFocusReason || reason == Qt::BacktabFocusReason))
        showCurrentPoint();
    if (!in && m_readout)
        m_readout->hide();
}

} // namespace commviz::ui
