// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ClusterDiagram: the cluster's three levels (SPEC.md 9.1) drawn as a chart, "cluster_diagram", so that the page,
// exports and the report show the same picture. From the top: the spine with its leaf groups, one leaf group with
// its nodes, one scale-up domain with its GPUs; each level a row of member boxes (at most a dozen drawn, then
// "… ×D"), its member count, its link (β per GPU, the spine's as β ÷ σ with σ:1) and its α. Thin lines zoom from
// one member into the row below. It draws core's clusterLevels(); it computes nothing.
#pragma once

#include "commviz/cluster.h"
#include "csvtable.h"

#include <QCoreApplication>
#include <QFont>
#include <QRectF>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

class QPainter;

namespace commviz::ui {

class ChartPanel;
class DiagramItem;

class ClusterDiagram {
    Q_DECLARE_TR_FUNCTIONS(commviz::ui::ClusterDiagram)
public:
    explicit ClusterDiagram(QWidget *parent);

    [[nodiscard]] ChartPanel *panel() const { return m_panel; }
    // The scenario's levels, or why there are none (N not a multiple of G).
    void setScenario(const Scenario &s);

    // What the last paint drew, for tests: every text and its rectangle (the chart's coordinates), the member
    // counts each level's row states, and the rectangle painted into.
    struct PlacedText {
        QRectF rect;
        QString text;
    };
    [[nodiscard]] const std::vector<PlacedText> &placedTexts() const { return m_texts; }
    [[nodiscard]] QRectF paintedRect() const { return m_painted; }
    [[nodiscard]] const std::optional<ClusterLevels> &levels() const { return m_levels; }
    // The three rows' headings as drawn ("Spine: 4 leaf groups", …), inside out.
    [[nodiscard]] QStringList rowHeadings() const;
    [[nodiscard]] CsvTable table() const;

    void paint(QPainter &p, const QRectF &rect, const QFont &base);

private:
    struct Row {
        QString heading;
        QString detail;
        int members = 1;
        bool present = true;     // false: the level does not exist here (no spine)
        bool raggedLast = false; // the last member is drawn dashed: a partly filled leaf group
        bool operator==(const Row &) const = default;
    };
    [[nodiscard]] std::vector<Row> rows() const; // top (spine) first
    [[nodiscard]] QString title() const;

    ChartPanel *m_panel = nullptr;
    DiagramItem *m_item = nullptr;
    std::optional<ClusterLevels> m_levels;
    Scenario m_scenario;
    QString m_message;
    std::pair<QString, std::vector<Row>> m_shown; // the title and rows painted: the same again is not repainted
    std::vector<PlacedText> m_texts;
    QRectF m_painted;
};

} // namespace commviz::ui
