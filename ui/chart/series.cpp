// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "series.h"

#include "chartseries.h"

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
    if (m_owner)
        m_owner->setData(m_series, xs, ys);
}

void Series::setVLine(std::optional<double> x) const
{
    if (m_owner)
        m_owner->setVLine(m_series, x);
}

void Series::setHLine(std::optional<double> y) const
{
    if (m_owner)
        m_owner->setHLine(m_series, y);
}

void Series::setInLegend(bool visible) const
{
    if (m_owner)
        m_owner->setInLegend(m_series, visible);
}

void Series::rename(const QString &name) const
{
    if (m_owner)
        m_owner->rename(m_series, name);
}

QString Series::name() const
{
    return m_series ? m_series->name() : QString();
}

} // namespace commviz::ui
