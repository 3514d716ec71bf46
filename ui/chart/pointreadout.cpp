// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pointreadout.h"

#include "chartseries.h"
#include "plotaxes.h"

#include <QGraphicsView>
#include <QLabel>
#include <QStringList>
#include <QXYSeries>

#include <algorithm>

namespace commviz::ui {

PointReadout::PointReadout(QGraphicsView *view, const PlotAxes &axes, const ChartSeries &series,
                           std::function<QString(const QString &)> translate)
    : m_view(view), m_axes(axes), m_series(series), m_translate(std::move(translate))
{}

QString PointReadout::pointText(const QXYSeries *series, const QPointF &axisPoint) const
{
    const auto value = [](const AxisSpec &axis, double v) {
        return QString::fromStdString(formatQuantity(axis.quantity, v));
    };
    return "<b>" + series->name() + "</b><br>" + m_translate(m_axes.x().title) + " = " +
           value(m_axes.x(), m_axes.fromAxisX(axisPoint.x())) + "<br>" + m_translate(m_axes.y().title) + " = " +
           value(m_axes.y(), m_axes.fromAxisY(axisPoint.y()));
}

QString PointReadout::currentText() const
{
    QStringList parts;
    for (const auto &[series, points] : m_series.markerPoints()) {
        if (!series->isVisible() || m_series.answerHidden() || series->name().isEmpty())
            continue;
        for (const QPointF &p : points)
            parts << pointText(series, p);
    }
    return parts.join(QStringLiteral("<br><br>"));
}

void PointReadout::showCurrent(const AxisMap &map, const QRectF &plot, const QFont &font)
{
    QPointF at = plot.topLeft();
    for (const auto &[series, points] : m_series.markerPoints()) {
        if (series->isVisible() && !points.isEmpty() && plot.contains(map(points.front()))) {
            at = map(points.front());
            break;
        }
    }
    show(currentText(), at, font);
}

void PointReadout::show(const QString &text, const QPointF &at, const QFont &font)
{
    if (text.isEmpty()) {
        hide();
        return;
    }
    if (!m_label) {
        m_label = new QLabel(m_view->viewport());
        m_label->setObjectName("chartReadout");
        m_label->setTextFormat(Qt::RichText);
        m_label->setAttribute(Qt::WA_TransparentForMouseEvents);
        m_label->setAutoFillBackground(true);
        m_label->setFrameShape(QFrame::Box);
        m_label->setMargin(4);
    }
    m_label->setFont(font);
    m_label->setText(text);
    m_label->adjustSize();
    const QPoint point = m_view->mapFromScene(at);
    const QSize box = m_label->size();
    const QRect view = m_view->viewport()->rect();
    int x = point.x() + 12;
    if (x + box.width() > view.right())
        x = point.x() - 12 - box.width();
    int y = point.y() + 12;
    if (y + box.height() > view.bottom())
        y = point.y() - 12 - box.height();
    m_label->move(std::clamp(x, 0, std::max(0, view.width() - box.width())),
                  std::clamp(y, 0, std::max(0, view.height() - box.height())));
    m_label->show();
    m_label->raise();
}

void PointReadout::hide()
{
    if (m_label)
        m_label->hide();
}

bool PointReadout::isShown() const
{
    return m_label && m_label->isVisible();
}

} // namespace commviz::ui
