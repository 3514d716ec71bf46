// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ParameterSweep: the "play" button of a parameter. It moves one value back and forth across its slider's
// span (in log space for log-scale parameters, in whole numbers for counts) through
// ScenarioModel::setParam with dragging = true, so the charts redraw through the window's one update path and
// a whole sweep is one undo step; stopping gives the parameter back the value it had before the sweep.
#pragma once

#include "parameterspec.h"

#include <QElapsedTimer>
#include <QObject>

#include <optional>

class QTimer;

namespace commviz::ui {

class ScenarioModel;

class ParameterSweep : public QObject {
    Q_OBJECT
public:
    enum class Speed { Slow, Normal, Fast };

    explicit ParameterSweep(ScenarioModel *model, QObject *parent = nullptr);

    // Starts sweeping `p` from its current value upwards; a sweep of another parameter stops first.
    void start(Param p);
    // Ends the sweep where it is, closing its undo step.
    void stop();
    void setPaused(bool paused);
    void togglePause() { setPaused(!m_paused); }

    [[nodiscard]] std::optional<Param> param() const { return m_param; }
    [[nodiscard]] bool isActive() const { return m_param.has_value(); } // running or paused
    [[nodiscard]] bool isPaused() const { return m_paused; }

    void setSpeed(Speed speed) { m_speed = speed; }
    [[nodiscard]] Speed speed() const { return m_speed; }
    // Seconds for one pass across the whole span.
    [[nodiscard]] static double passSeconds(Speed speed);
    // The timer that moves the value: tests check it stops on a pause.
    [[nodiscard]] QTimer *timer() const { return m_timer; }

Q_SIGNALS:
    // Started, stopped, paused or resumed.
    void stateChanged();

private:
    void tick();

    ScenarioModel *m_model;
    QTimer *m_timer = nullptr;
    QElapsedTimer m_clock;
    std::optional<Param> m_param;
    bool m_paused = false;
    Speed m_speed = Speed::Normal;
    double m_phase = 0;             // [0, 2): up the span in [0, 1), back down in [1, 2)
    std::optional<double> m_before; // the value before the sweep, given back when it stops
};

} // namespace commviz::ui
