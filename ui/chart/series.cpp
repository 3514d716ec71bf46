// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "series.h"

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

QString Series::name() const
{
    return m_series ? m_series->name() : QString();
}

} // namespace commviz::ui
