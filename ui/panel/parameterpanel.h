// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The parameter panel: every parameter of core's registry in its group, a ParameterControl for numbers, a
// check box for switches and a list for choices, plus the preset choosers (PresetBox: the links of table 1, the
// cluster presets of SPEC.md 9.3 and the training step's models and GPUs of SPEC.md 10.4). It shows a scenario (sync)
// and reports what a person chose (signals); the window turns those into model edits.
#pragma once

#include "parameterspec.h"
#include "presetbox.h"

#include "commviz/scenario.h"

#include <QWidget>

#include <functional>
#include <map>
#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;

namespace commviz::ui {

class ParameterControl;

class ParameterPanel : public QWidget {
    Q_OBJECT
public:
    explicit ParameterPanel(QWidget *parent = nullptr);

    void sync(const Scenario &s);
    // The row of a parameter with a slider (real and whole numbers); nullptr for switches and choices.
    [[nodiscard]] ParameterControl *control(Param p) const
    {
        const auto it = m_controls.find(p);
        return it == m_controls.end() ? nullptr : it->second;
    }
    [[nodiscard]] QCheckBox *switchBox(Param p) const { return m_switches.at(p); }
    [[nodiscard]] QComboBox *choiceBox(Param p) const { return m_choices.at(p).second; }
    // The preset choosers (presetbox.h).
    [[nodiscard]] QComboBox *presetBox(bool intra) const
    {
        return m_presets.at(intra ? PresetBox::Kind::IntraLink : PresetBox::Kind::InterLink);
    }
    [[nodiscard]] QComboBox *clusterPresetBox() const { return m_presets.at(PresetBox::Kind::Cluster); }
    [[nodiscard]] QComboBox *modelPresetBox() const { return m_presets.at(PresetBox::Kind::Model); }
    [[nodiscard]] QComboBox *gpuPresetBox() const { return m_presets.at(PresetBox::Kind::Gpu); }
    [[nodiscard]] QCheckBox *snapBox() const { return m_snap; }
    // Only the rows of `params` and their groups (projector mode: the page's own parameters; a preset chooser with
    // the parameters it sets, the snap box with N); nullopt shows every row as it was before the first call.
    void showOnly(const std::optional<std::vector<Param>> &params);

Q_SIGNALS:
    void paramEdited(commviz::Param param, std::optional<double> value, bool dragging);
    // A preset was chosen: `apply` makes its change to a scenario, which the window makes one undo step named
    // `description`.
    void presetChosen(const std::function<void(commviz::Scenario &)> &apply, const QString &description);
    void playClicked(commviz::Param param);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    PresetBox *makePresetBox(PresetBox::Kind kind);
    void retranslateChoices();

    std::map<Param, ParameterControl *> m_controls;
    std::map<Param, QCheckBox *> m_switches;
    std::map<Param, QLabel *> m_switchLabels; // each switch's meaning, beside it
    std::map<Param, std::pair<QLabel *, QComboBox *>> m_choices;
    std::map<PresetBox::Kind, PresetBox *> m_presets;
    QCheckBox *m_snap = nullptr;
    struct Row {
        QGroupBox *group;
        std::vector<QWidget *> widgets;
        std::vector<Param> params; // shown when any of them is
    };
    std::vector<Row> m_rows;
    std::map<QWidget *, bool> m_hiddenBefore; // while showOnly() holds: which rows and groups were hidden before
};

} // namespace commviz::ui
