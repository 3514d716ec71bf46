// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Training step page's map: MFU over the tensor-parallel size t (across) and the pipeline stages p (up), 1 to 64
// in powers of two at the scenario's N (d = N/(t·p)), from core's stepMap. Cells that cannot run are drawn grey with
// "n/a" (their tooltip gives core's reason), cells whose memory passes C pink with "no fit", the current layout and
// the best one (SPEC.md 10.4) framed, red and green. A click on a cell that can run asks for its layout
// (`adopt`); the page proposes it as one undo step. Its CSV holds every cell.
#pragma once

#include "csvtable.h"
#include "rectlayer.h"

#include "commviz/step.h"

#include <QCoreApplication>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>

namespace commviz::ui {

class ChartPanel;

class StepMapChart : public QObject {
    Q_OBJECT
public:
    // Fills `panel` (made by the page) with its layers and series; `adopt(t, p)` is called on a click.
    StepMapChart(ChartPanel *panel, std::function<void(int t, int p)> adopt);
    // Draws the map, its title and its cells' texts in the current language (the page redraws on a language
    // change); false (and an empty map) when core has none (an invalid value).
    bool draw(const Scenario &s, const Result<StepMap> &map);
    [[nodiscard]] RectLayer *cells() const { return m_cells; }
    [[nodiscard]] const StepMap &map() const { return m_map; }
    // The cell (t, p) under a point of the chart (its coordinates, as ChartPanel::clicked gives them), if it can run.
    [[nodiscard]] std::optional<std::pair<int, int>> layoutAt(const QPointF &chartPos) const;
    [[nodiscard]] CsvTable table() const;
    // "1", "2", … "64": the axes' labels (t and p at cell i).
    static QStringList axisLabels();

private:
    [[nodiscard]] QString tooltip(const StepMapCell &c) const;
    [[nodiscard]] std::optional<std::size_t> cellIndex(const RectLayer::Rect &r) const;
    void nameTitle();

    ChartPanel *m_panel;
    std::function<void(int, int)> m_adopt;
    RectLayer *m_cells = nullptr;
    StepMap m_map;
    double m_scaleTop = 0.5; // the colour scale's top (the MFU at full compute efficiency) as last set
    int m_gpus = 0;
    double m_efficiency = 0;
};

} // namespace commviz::ui
