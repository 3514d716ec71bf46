// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariomodel.h"

#include <QUndoCommand>
#include <QUndoStack>

namespace commviz::ui {
namespace {

class ChangeCommand : public QUndoCommand {
public:
    ChangeCommand(ScenarioModel *model, Scenario before, Scenario after, const QString &text, int mergeId, bool open)
        : QUndoCommand(text), m_model(model), m_before(before), m_after(after), m_mergeId(mergeId), m_open(open)
    {
        // A no-op still closes an open drag by merging; otherwise the stack drops it.
        setObsolete(m_before == m_after);
    }

    void undo() override { m_model->assign(m_before); }
    void redo() override { m_model->assign(m_after); }
    [[nodiscard]] int id() const override { return m_mergeId; }

    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = static_cast<const ChangeCommand *>(other);
        if (!m_open || next->m_mergeId != m_mergeId)
            return false;
        m_after = next->m_after;
        m_open = next->m_open;
        setObsolete(m_before == m_after);
        return true;
    }

private:
    ScenarioModel *m_model;
    Scenario m_before;
    Scenario m_after;
    int m_mergeId;
    bool m_open; // a drag still under way: later edits of the same parameter join this step
};

} // namespace

ScenarioModel::ScenarioModel(QObject *parent) : QObject(parent), m_undo(new QUndoStack(this))
{}

void ScenarioModel::setParam(Param param, std::optional<double> value, bool dragging)
{
    Scenario next = m_scenario;
    setParamValue(next, param, value);
    // Merge id: one per parameter (1-based; -1 would mean "never merge").
    m_undo->push(new ChangeCommand(this, m_scenario, next,
                                   tr("Set %1 to %2").arg(paramSymbol(param), paramText(param, value)),
                                   static_cast<int>(param) + 1, dragging));
}

void ScenarioModel::setScenario(const Scenario &s, const QString &description)
{
    m_undo->push(new ChangeCommand(this, m_scenario, s, description, -1, false));
}

void ScenarioModel::reset(const Scenario &s)
{
    m_undo->clear();
    assign(s);
}

void ScenarioModel::assign(const Scenario &s)
{
    m_scenario = s;
    Q_EMIT changed();
}

} // namespace commviz::ui
