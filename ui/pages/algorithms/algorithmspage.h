// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Page "Algorithms": ring, tree and recursive halving-doubling AllReduce played step by step for a small N.
//
// The page asks core's traceAllReduce() for the chosen algorithm, the panel's N where it can be drawn (2 to 16;
// a larger N draws 8 ranks and says so) and the scenario's M, α and β; it keeps only a step index. AlgorithmView draws
// the ranks (a ring, a binomial tree or a hypercube grid), every rank's buffer as N chunk cells coloured by how many
// ranks each chunk is reduced over, and the current step's transfers as arrows; the napkin panel shows the step's α +
// bytes/β, the running total and the model's total, which the running total reaches at the last step. Stepping, playing
// (one step every 700 ms) and the keys Space, ← and → only move the index. The diagram is also the page's one chart,
// "algorithms_diagram" (AlgorithmChart), which exports and the report draw at exportStep().
#pragma once

#include "pages/algorithms/algorithmchart.h"
#include "pages/algorithms/algorithmview.h"
#include "pages/common/chartpage.h"

#include "commviz/algorithmsteps.h"

#include <QFont>
#include <QRectF>

#include <memory>
#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QPushButton;
class QTimer;

namespace commviz::ui {

class AlgorithmsPage : public ChartPage {
    Q_OBJECT
public:
    explicit AlgorithmsPage(QWidget *parent = nullptr);

    // 0 before the first step, stepCount() after the last.
    [[nodiscard]] int step() const { return m_step; }
    [[nodiscard]] int stepCount() const;
    [[nodiscard]] bool isPlaying() const;
    // The timer that plays the steps, kPlayIntervalMs apart: tests shorten it and check it stops.
    static constexpr int kPlayIntervalMs = 700;
    [[nodiscard]] QTimer *playTimer() const { return m_timer; }
    [[nodiscard]] QString counterText() const;
    [[nodiscard]] const AlgorithmView *view() const { return m_view; }
    [[nodiscard]] const std::optional<AlgorithmTrace> &trace() const { return m_trace; }
    // The step exports and the report draw (the "algorithms_diagram" chart): the page's step, or at the start,
    // when nothing has moved yet, the middle step (the end of the first phase), with its running total.
    [[nodiscard]] int exportStep() const;
    [[nodiscard]] const AlgorithmDiagram &exportDiagram() const { return m_export->diagram(); }
    [[nodiscard]] QString reportNapkinHtml() const override { return napkinFor(exportStep()); }

    void setAlgorithm(Algorithm a); // ring, tree or halving-doubling
    // The ranks drawn for the panel's N: N itself from 2 to 16, 8 beyond (too many to draw), N below 2 (which
    // the trace refuses, naming N).
    static int drawnGpus(int scenarioGpus);
    // What the page says about N: "N = 5", or that the panel's N = 256 is drawn as 8 ranks.
    [[nodiscard]] QString gpusText() const;
    void stepForward();
    void stepBack();
    void reset();
    void togglePlay();

Q_SIGNALS:
    void stepChanged(int step);
    void playingChanged(bool playing);

protected:
    void draw(const Scenario &s) override;
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void retranslate() override;

private:
    void inputsChanged();
    void setStep(int step);
    void setPlaying(bool playing);
    void updateUi();
    // The napkin math at `step` (AlgorithmsText's, or why there is no trace).
    [[nodiscard]] QString napkinFor(int step) const;
    [[nodiscard]] Algorithm currentAlgorithm() const;

    Scenario m_scenario;
    std::optional<AlgorithmTrace> m_trace;
    Text m_reason; // why there is no trace
    int m_step = 0;

    QComboBox *m_algorithm = nullptr;
    QLabel *m_gpus = nullptr; // gpusText()
    QPushButton *m_back = nullptr;
    QPushButton *m_play = nullptr;
    QPushButton *m_forward = nullptr;
    QPushButton *m_reset = nullptr;
    QLabel *m_counter = nullptr;
    QLabel *m_algorithmLabel = nullptr;
    QFont m_bigFont;
    AlgorithmView *m_view = nullptr;
    std::unique_ptr<AlgorithmChart> m_export;
    QTimer *m_timer = nullptr;
};

} // namespace commviz::ui
