// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// One chart of the Measured page: a table's points (out-of-place and in-place apart) in one of nccl-tests'
// columns, its fit, its regimes (SPEC.md section 8) with each boundary marked and labelled with its size, the
// textbook model at the sliders and, in the production view, the production model and the sizes where it
// switches protocol (SPEC.md 6.4), labelled too. Every curve is a core sweep (sweep.h); this class only hands
// them to the ChartPanel and keeps the labels on the plot when the chart is resized or exported.
#pragma once

#include "measurements.h"
#include "series.h"

#include "commviz/scenario.h"
#include "commviz/sweep.h"

#include <QColor>
#include <QObject>
#include <QString>

#include <array>
#include <vector>

class QGraphicsItem;

namespace commviz::ui {

class ChartPanel;

class MeasuredChart : public QObject {
    Q_OBJECT
public:
    // Adds the series to `chart` (made by the page, so the names are translated in its context).
    explicit MeasuredChart(ChartPanel *chart);

    struct Input {
        const MeasurementEntry *entry = nullptr;
        MeasuredQuantity quantity = MeasuredQuantity::Time;
        LinkKind link = LinkKind::Inter; // whose α, β the textbook model uses
        bool production = false;         // draw the production model and its switch sizes
    };
    void draw(const Input &in, const Scenario &s);
    // Empties every series and label (the chart's CSV then holds nothing stale).
    void clear();

    [[nodiscard]] ChartPanel *panel() const { return m_chart; }
    [[nodiscard]] bool hasData() const { return m_hasData; }
    // The labels on the plot, in drawing order ("23.2 KB", "LL→LL128 6.51 MB"), for tests.
    [[nodiscard]] QStringList labels() const;

    static constexpr int kCurvePoints = 200;

private:
    struct Label {
        double x = 0; // data coordinates (bytes)
        QString text;
        QColor color;
    };
    void setLabels(std::vector<Label> labels);
    void placeLabels();

    ChartPanel *m_chart;
    Series m_outOfPlace;
    Series m_inPlace;
    Series m_fitted;
    Series m_model;
    Series m_production;
    Series m_regimes;
    Series m_beta;
    std::array<Series, 2> m_boundaries{};
    std::array<Series, 2> m_switches{};
    std::vector<Label> m_labels;
    std::vector<QGraphicsItem *> m_labelItems;
    bool m_hasData = false;
};

} // namespace commviz::ui
