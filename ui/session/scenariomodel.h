// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The current scenario and its undo history: the one place the window's parameters live.
//
// Controls call setParam() or setScenario(); every change goes through the undo stack and ends in one
// changed() signal. Views never write here in response to changed(), so data flows one way:
// control → model → (changed) → window refresh → core → charts.
#pragma once

#include "parameterspec.h"

#include "commviz/scenario.h"

#include <QObject>

class QUndoStack;

namespace commviz::ui {

class ScenarioModel : public QObject {
    Q_OBJECT
public:
    explicit ScenarioModel(QObject *parent = nullptr);

    [[nodiscard]] const Scenario &scenario() const { return m_scenario; }
    [[nodiscard]] QUndoStack *undoStack() const { return m_undo; }

    // An edit of one parameter. While `dragging`, successive edits of the same parameter merge into one
    // undo step, closed by the first edit with dragging = false.
    void setParam(Param param, std::optional<double> value, bool dragging = false);
    // Several parameters at once (a preset, a lecture step, fitted values), as one undo step.
    void setScenario(const Scenario &s, const QString &description);
    // A new document (a file opened): replaces the scenario and clears the history.
    void reset(const Scenario &s);

    // Used by the undo commands only.
    void assign(const Scenario &s);

Q_SIGNALS:
    void changed();

private:
    Scenario m_scenario;
    QUndoStack *m_undo = nullptr;
};

} // namespace commviz::ui
