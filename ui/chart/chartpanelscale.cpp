// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartPanel's colour scale (colorscaleitem.h): kept apart from chartpanel.cpp, which lays out everything else.
#include "chartpanel.h"

#include <QChart>

namespace commviz::ui {

void ChartPanel::setColorScale(ColorMap map)
{
    if (!m_colorScale) {
        m_colorScale = new ColorScaleItem(chart());
        m_colorScale->setFont(m_yLabels->look().labels);
        m_colorScale->setTextBrush(m_yLabels->look().labelsBrush);
    }
    const QString title = translated(map.title);
    m_colorScale->setMap(std::move(map));
    m_colorScale->setTitle(title);
    placeTitleAndMargins();
    relayoutLayers();
}

void ChartPanel::setColorScaleCurrent(std::optional<double> value)
{
    m_scaleCurrent = value;
    // The mark on the scale is the current point's value: a hidden answer hides it too.
    if (m_colorScale)
        m_colorScale->setCurrent(m_answerHidden ? std::nullopt : value);
}

} // namespace commviz::ui
