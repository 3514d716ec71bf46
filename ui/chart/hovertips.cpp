// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hovertips.h"

#include <QCursor>
#include <QLineSeries>
#include <QToolTip>

namespace commviz::ui {

HoverTips::HoverTips(QWidget *owner, std::function<QString(const QXYSeries *, const QPointF &)> pointText)
    : m_owner(owner), m_pointText(std::move(pointText))
{}

std::optional<std::pair<QXYSeries *, QPointF>> curvePointNear(const std::vector<CurveItem *> &curves,
                                                              const QPointF &scenePos, double radius)
{
    // The topmost curve first: the last added.
    for (auto it = curves.rbegin(); it != curves.rend(); ++it) {
        if (const std::optional<QPointF> p = (*it)->pointNear(scenePos, radius))
            return std::pair<QXYSeries *, QPointF>((*it)->series(), *p);
    }
    return std::nullopt;
}

void HoverTips::show(const QString &text)
{
    QToolTip::showText(QCursor::pos(), text, m_owner);
}

void HoverTips::hover(const QPointF &scenePos, const std::vector<CurveItem *> &curves,
                      const std::vector<RectLayer *> &layers)
{
    constexpr double kRadius = 5; // pixels from the line
    if (const auto hit = curvePointNear(curves, scenePos, kRadius)) {
        show(m_pointText(hit->first, hit->second));
        m_curveTip = true;
        return;
    }
    if (m_curveTip) {
        QToolTip::hideText();
        m_curveTip = false;
    }
    // The topmost layer's rectangle speaks (bars over the row bands they lie on); of equal layers the last added,
    // which is drawn over the others.
    const RectLayer *top = nullptr;
    std::optional<QString> text;
    for (const RectLayer *layer : layers) {
        if (top != nullptr && layer->zValue() < top->zValue())
            continue;
        if (std::optional<QString> t = layer->tooltipAt(scenePos)) {
            top = layer;
            text = std::move(t);
        }
    }
    if (text)
        show(*text);
}

void HoverTips::markerHovered(const QXYSeries *series, const QPointF &axisPoint, bool state)
{
    if (state)
        show(m_pointText(series, axisPoint));
    else
        QToolTip::hideText();
}

} // namespace commviz::ui
