// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// HoverTips: what a chart says under the mouse — the nearest sample of a curve within a few pixels (core's
// exact values, in units), or else the tooltip of the rectangle under it (RectLayer::setTooltip: a heatmap cell's
// value, a Gantt pass).
#pragma once

#include "curveitem.h"
#include "rectlayer.h"

#include <QPointF>
#include <QString>

#include <functional>
#include <optional>
#include <utility>
#include <vector>

class QWidget;
class QXYSeries;

namespace commviz::ui {

class HoverTips {
public:
    // `pointText` writes the tooltip of a curve's point (axis coordinates).
    HoverTips(QWidget *owner, std::function<QString(const QXYSeries *, const QPointF &axisPoint)> pointText);

    // The mouse is at `scenePos`, over the curves (bottom to top) and rectangle layers given (in the order added).
    void hover(const QPointF &scenePos, const std::vector<CurveItem *> &curves, const std::vector<RectLayer *> &layers);
    // A marker series says it is hovered (Qt Charts draws markers).
    void markerHovered(const QXYSeries *series, const QPointF &axisPoint, bool state);

private:
    void show(const QString &text);

    QWidget *m_owner;
    std::function<QString(const QXYSeries *, const QPointF &)> m_pointText;
    bool m_curveTip = false; // the tooltip shown is a curve's
};

// The topmost curve passing within `radius` pixels of a scene position, and its point there.
std::optional<std::pair<QXYSeries *, QPointF>> curvePointNear(const std::vector<CurveItem *> &curves,
                                                              const QPointF &scenePos, double radius);

} // namespace commviz::ui
