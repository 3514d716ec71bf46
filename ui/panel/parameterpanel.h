// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The parameter panel: every parameter of core's registry in its group, a ParameterControl for numbers, a
// check box for switches and a list for choices, plus the link preset choosers of table 1 and the cluster presets
// of SPEC.md 9.3. It shows a scenario (sync) and reports what a person chose (signals); the window turns those
// into model edits.
#pragma once

#include "parameterspec.h"

#include "commviz/scenario.h"

#include <QWidget>

#include <map>

class QCheckBox;
class QComboBox;
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
    [[nodiscard]] QComboBox *presetBox(bool intra) const { return intra ? m_intraPreset : m_interPreset; }
    // The cluster presets of SPEC.md 9.3, then "Custom".
    [[nodiscard]] QComboBox *clusterPresetBox() const { return m_clusterPreset; }
    [[nodiscard]] QCheckBox *snapBox() const { return m_snap; }

Q_SIGNALS:
    void paramEdited(commviz::Param param, std::optional<double> value, bool dragging);
    void presetChosen(bool intra, const commviz::Link &link, const QString &name);
    void playClicked(commviz::Param param);
    // A cluster preset was chosen: the scenario last synced with its N, G, links, S, σ and α_spine (core's
    // withClusterPreset), for the window to apply as one undo step named `description`.
    void scenarioProposed(const commviz::Scenario &s, const QString &description);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QComboBox *makePresetBox(bool intra);
    void retranslatePresetBox(QComboBox *box, bool intra);
    static void fitToItems(QComboBox *box);
    void selectPreset(QComboBox *box, const Link &link);
    void retranslateChoices();
    QComboBox *makeClusterPresetBox();
    void retranslateClusterPresetBox();

    std::map<Param, ParameterControl *> m_controls;
    std::map<Param, QCheckBox *> m_switches;
    std::map<Param, std::pair<QLabel *, QComboBox *>> m_choices;
    QComboBox *m_interPreset = nullptr;
    QComboBox *m_intraPreset = nullptr;
    QComboBox *m_clusterPreset = nullptr;
    QCheckBox *m_snap = nullptr;
    Scenario m_synced; // what a cluster preset is applied to
};

} // namespace commviz::ui
