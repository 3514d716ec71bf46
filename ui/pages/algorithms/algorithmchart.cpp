// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/algorithms/algorithmchart.h"

#include "chartpanel.h"
#include "pages/common/diagramitem.h"

#include <QGraphicsItem>
#include <QPainter>

namespace commviz::ui {

AlgorithmChart::AlgorithmChart(const char *title, QWidget *parent)
    : m_panel(new ChartPanel(QStringLiteral("algorithms_diagram"), QString::fromUtf8(title), AxisSpec{}, AxisSpec{},
                             parent))
{
    m_panel->hidePlot();
    m_item =
        new DiagramItem([this](QPainter &p, const QRectF &r, const QFont &f) { m_diagram.paint(p, r, f); }, m_panel);
    QObject::connect(m_panel, &ChartPanel::resized, m_panel, [this] { m_item->resized(); });
    m_panel->setTable([this] { return m_diagram.table(); });
}

void AlgorithmChart::setTrace(const AlgorithmTrace &trace, int step, const QString &caption)
{
    m_diagram.setTrace(trace, step, caption);
    m_panel->setChartTitle(caption);
    m_item->update();
}

void AlgorithmChart::setMessage(const QString &message)
{
    m_diagram.setMessage(message);
    m_panel->setChartTitle(message);
    m_item->update();
}

} // namespace commviz::ui
