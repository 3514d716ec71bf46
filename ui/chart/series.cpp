// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "series.h"

#include "chartpanel.h"

#include <QScatterSeries>

namespace commviz::ui {

void Series::setOutline(const QColor &color) const
{
    if (auto *marker = qobject_cast<QScatterSeries *>(m_series))
        marker->setBorderColor(color);
}

void Series::setSquare() const
{
    if (auto *marker = qobject_cast<QScatterSeries *>(m_series))
        marker->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
}

void Series::setShownName(const QString &name) const
{
    if (m_series)
        m_series->setName(name);
}

void Series::setData(const std::vector<double> &xs, const std::vector<double> &ys) const
{
    if (m_panel)
        m_panel->setData(*this, xs, ys);
}

void Series::setVLine(std::optional<double> x) const
{
    if (m_panel)
        m_panel->setVLine(*this, x);
}

void Series::setHLine(std::optional<double> y) const
{
    if (m_panel)
        m_panel->setHLine(*this, y);
}

void Series::setInLegend(bool visible) const
{
    if (m_panel)
        m_panel->showInLegend(*this, visible);
}

void Series::rename(const QString &name) const
{
    if (m_panel)
        m_panel->renameSeries(*this, name);
}

QString Series::name() const
{
    return m_series ? m_series->name() : QString();
}

} // namespace commviz::ui
