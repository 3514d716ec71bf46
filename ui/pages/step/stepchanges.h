// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Training step page's "which change helps most": core's stepChanges() at the current scenario, best first, as
// rows of a table (step time, MFU, tokens per second, under a row for the scenario now), and a click on a row that
// can run adopting its change (`adopt`; the page proposes it as one undo step). Its texts are the page's (translated
// in its context).
#pragma once

#include "commviz/scenario.h"
#include "commviz/step.h"
#include "commviz/stepchanges.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <vector>

class QTableWidget;

namespace commviz::ui {

class StepChanges {
    Q_DECLARE_TR_FUNCTIONS(commviz::ui::StepPage)
public:
    // Fills `table` (made by the page, four columns); `adopt(scenario, name)` is called on a click on a change that
    // can run.
    StepChanges(QTableWidget *table, std::function<void(const Scenario &, const QString &)> adopt);

    // The changes of `s`, whose step is `st`.
    void draw(const Scenario &s, const TrainingStep &st);
    // No changes (the layout cannot run).
    void clear();
    // What the table lists, in its order.
    [[nodiscard]] const std::vector<StepChange> &changes() const { return m_changes; }

private:
    // "double t → 16 (d = 8)".
    static QString changeName(const StepChange &c);
    void adoptChange(int row);

    QTableWidget *m_changesTable;
    std::function<void(const Scenario &, const QString &)> m_adopt;
    std::vector<StepChange> m_changes;
};

} // namespace commviz::ui
