// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "algorithmchart.h"

#include "chartpanel.h"

#include <QChart>
#include <QGraphicsItem>
#include <QPainter>

namespace commviz::ui {

// The diagram over the chart's whole rectangle, in the chart's coordinates, above everything else.
class DiagramItem : public QGraphicsItem {
public:
    DiagramItem(AlgorithmDiagram *diagram, ChartPanel *panel)
        : QGraphicsItem(panel->chart()), m_diagram(diagram), m_panel(panel)
    {
        setZValue(100);
    }
    void resized()
    {
        prepareGeometryChange();
        update();
    }
    [[nodiscard]] QRectF boundingRect() const override { return {QPointF(0, 0), m_panel->chart()->size()}; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem * /*option*/, QWidget * /*widget*/) override
    {
        const QRectF r = boundingRect();
        if (!r.isEmpty())
            m_diagram->paint(*painter, r, m_panel->font());
    }

private:
    AlgorithmDiagram *m_diagram;
    ChartPanel *m_panel;
};

AlgorithmChart::AlgorithmChart(const char *title, QWidget *parent)
    : m_panel(new ChartPanel(QStringLiteral("algorithms_diagram"), QString::fromUtf8(title), AxisSpec{}, AxisSpec{},
                             parent))
{
    m_panel->hidePlot();
    m_item = new DiagramItem(&m_diagram, m_panel);
    QObject::connect(m_panel->chart(), &QGraphicsWidget::geometryChanged, m_panel, [this] { m_item->resized(); });
    m_panel->setCsvSource([this] { return m_diagram.csv(); });
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
