// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Page 6, measured: "does our cluster behave as the model says?" answered from the benchmark output people
// already have (nccl-tests text or -J JSON, OSU Micro-Benchmarks v5/v7).
//
// Data flow: the session's Measurements store holds every imported table with its fit and regimes; this page
// only keeps its view state (which table, which y quantity, which link the sliders' model uses) and draws the
// selected table on two charts (MeasuredChart: time, and algbw or busbw) from core's sweeps: the points, the
// fit, the regimes and their boundaries, the textbook model at the sliders and, in the production view, the
// production model and its protocol switch sizes. Beside them: the fit's summary, "Is it healthy?" (busbw at
// the largest size against the stated link), a per-range table and the boundaries. "Use fitted α, β" asks
// which link the fit describes and proposes the scenario change (ChartPage::scenarioProposed), which the
// window makes one undo step.
#pragma once

#include "pages/common/chartpage.h"
#include "pages/measured/usefitteddialog.h"

#include "commviz/measure.h"
#include "commviz/sweep.h"

#include <functional>
#include <optional>

class QLabel;

namespace commviz::ui {

class MeasuredChart;
class MeasuredControls;
class MeasuredEmptyState;
class MeasuredRegimesPanel;
class Measurements;

class MeasuredPage : public ChartPage {
    Q_OBJECT
public:
    enum class View { Time, AlgBw, BusBw };

    // Reads `measurements` (not owned; it outlives the page) and follows its imports.
    explicit MeasuredPage(Measurements *measurements, QWidget *parent = nullptr);

    [[nodiscard]] Measurements *measurements() const { return m_store; }
    [[nodiscard]] int tableCount() const;
    [[nodiscard]] int currentIndex() const { return m_current; }
    void selectTable(int index);
    // nullptr before any import.
    [[nodiscard]] const MeasurementEntry *currentEntry() const;
    [[nodiscard]] const MeasuredTable *currentTable() const;
    // The fit of the selected table, or why it was refused; nullptr before any import.
    [[nodiscard]] const Result<MeasuredFit> *currentFit() const;

    // The view actually drawn: osu_bw tables have no time view, and busbw needs a known collective and N.
    [[nodiscard]] View view() const;
    void setView(View v);
    // The link whose sliders the model curves use: chosen on the page (or by "Use fitted α, β"), else the
    // table's default (defaultLink()).
    [[nodiscard]] LinkKind link() const;
    void setLink(LinkKind link);
    [[nodiscard]] bool canUseFitted() const;

    // "Use fitted α, β" asks with askUseFitted(); tests replace the question.
    using UseFittedPrompt = std::function<std::optional<UseFittedChoice>(const UseFittedOffer &)>;
    void setUseFittedPrompt(UseFittedPrompt prompt) { m_useFittedPrompt = std::move(prompt); }

    [[nodiscard]] std::vector<ChartPanel *> contentCharts() const override;
    [[nodiscard]] QString noContentText() const override;
    [[nodiscard]] MeasuredChart *measuredChart(bool time) const { return time ? m_timeChart : m_bandwidthChart; }

protected:
    void draw(const Scenario &s) override;
    void retranslate() override;

private:
    void onImported(int first);
    void rebuildCombo();
    void redraw();
    void updateControls();
    void showEmptyState(bool empty);
    void useFitted();

    Measurements *m_store;
    int m_current = -1;
    View m_view = View::Time;
    View m_bandwidthView = View::BusBw; // what the bandwidth chart shows while the time chart is on screen
    std::optional<LinkKind> m_linkChoice;
    QString m_lastUse; // what "Use fitted α, β" moved, until another table is chosen
    UseFittedPrompt m_useFittedPrompt;
    Scenario m_scenario;

    MeasuredControls *m_controls = nullptr;
    QLabel *m_status = nullptr; // the fit's summary, and what "Use fitted α, β" moved
    QLabel *m_health = nullptr; // "Is it healthy?"
    MeasuredEmptyState *m_empty = nullptr;
    MeasuredRegimesPanel *m_regimes = nullptr;

    MeasuredChart *m_timeChart = nullptr;
    MeasuredChart *m_bandwidthChart = nullptr;
};

} // namespace commviz::ui
