// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Training step page: where one step of a transformer's training goes (SPEC.md section 10).
//
// The step's parts as one stacked bar (every segment named) and as a table (time and share of the step), MFU and
// tokens per second in large type; the map of MFU over t and p (stepmapchart.h), a click on a cell adopting its
// layout; the parts against N (core's stepSweep); and "which change helps most" (core's stepChanges), a click on a
// row adopting it (stepchanges.h). Every adoption is proposed to the window (scenarioProposed): one undo step. Where
// the layout cannot run, core's reason is said in words in place of the bar, the table and the changes. The napkin
// writes section 10.3 with the current numbers (stepnapkin.h). Every number comes from core.
#pragma once

#include "csvtable.h"
#include "pages/common/chartpage.h"
#include "series.h"

#include "commviz/stepchanges.h"

#include <memory>
#include <vector>

class QLabel;
class QTableWidget;

namespace commviz::ui {

class RectLayer;
class RichTextLabel;
class StepChanges;
class StepMapChart;

class StepPage : public ChartPage {
    Q_OBJECT
public:
    explicit StepPage(QWidget *parent = nullptr);
    ~StepPage() override;

    [[nodiscard]] ChartPanel *partsChart() const { return m_bar; }
    [[nodiscard]] ChartPanel *mapChart() const { return m_mapPanel; }
    [[nodiscard]] ChartPanel *sweepChart() const { return m_sweep; }
    [[nodiscard]] StepMapChart *map() const { return m_map.get(); }
    [[nodiscard]] RectLayer *bars() const { return m_bars; }
    [[nodiscard]] QTableWidget *partsTable() const { return m_parts; }
    [[nodiscard]] QTableWidget *changesTable() const { return m_changesTable; }
    // What the changes table lists, in its order.
    [[nodiscard]] const std::vector<StepChange> &changes() const;
    // The large-type line (MFU, tokens per second) and the reason shown when the layout cannot run.
    [[nodiscard]] QString headline() const;
    [[nodiscard]] QString reasonText() const;
    [[nodiscard]] bool applicable() const { return m_applicable; }

    [[nodiscard]] QString reportTableHtml() const override;

    // The parts in the order the bar stacks them (SPEC.md 10.3), their names in the current language.
    static constexpr int kParts = 6;
    static QString partName(int part);
    static double partValue(const StepParts &parts, int part);

protected:
    void draw(const Scenario &s) override;
    void draftEnded() override;
    void retranslate() override;
    void changeEvent(QEvent *event) override;

private:
    void drawParts(const Scenario &s, const TrainingStep &st);
    // The parts chart's CSV header: part, time, share of the step.
    [[nodiscard]] CsvTable partsCsvHeader() const;
    void drawSweep(const Scenario &s);
    // The headline, parts, bar and changes when the layout can run, else the reason. Not while a slider is held:
    // showing or hiding them lays the whole page out and resizes every chart, twice the rest of a frame, and a drag
    // over N, G, S or p crosses layouts that cannot run several times. Meanwhile the held widgets show no numbers
    // of a layout that cannot run (the headline greyed, the parts' times blank, no bars, the bar's plain title: the
    // reason's longer one would change its height), or the reason's place says the layout can run; the release
    // shows what fits and titles the bar with the reason (draftEnded).
    void showApplicable(bool applicable);
    void fitTables();

    Scenario m_scenario;
    bool m_applicable = true; // the layout drawn can run
    bool m_shown = true;      // the headline, parts, bar and changes are shown (showApplicable)
    ChartPanel *m_bar = nullptr;
    RectLayer *m_bars = nullptr;
    std::vector<Series> m_partSwatches; // legend entries of the bar's segments
    ChartPanel *m_mapPanel = nullptr;
    std::unique_ptr<StepMapChart> m_map;
    ChartPanel *m_sweep = nullptr;
    std::vector<Series> m_sweepLines; // one per part, then the step
    Series m_sweepNow;
    QWidget *m_summary = nullptr;
    RichTextLabel *m_headline = nullptr;
    QString m_headlineHtml; // the headline of the last layout that could run
    QString m_barReason;    // the bar's title when the layout drawn cannot run
    QLabel *m_reason = nullptr;
    QTableWidget *m_parts = nullptr;
    QLabel *m_changesHeading = nullptr;
    QTableWidget *m_changesTable = nullptr;
    std::vector<double> m_partsFit, m_changesFit; // the tables' widest texts when their columns last fitted
    std::unique_ptr<StepChanges> m_changes;
};

// Tokens per second as a reader counts them: "204,818", and from a million on "2.35 M".
QString tokensText(double tokens);

} // namespace commviz::ui
