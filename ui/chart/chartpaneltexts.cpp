// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartPanel::drawnData: where the chart's data lie (a page's own labels keep clear of them); the current point's
// values for keyboard users.
#include "chartpanel.h"
#include "chartview.h"

#include "polyline.h"

#include <QChart>
#include <QKeyEvent>
#include <QLabel>
#include <QLineSeries>
#include <QScatterSeries>

#include <algorithm>

namespace commviz::ui {

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
