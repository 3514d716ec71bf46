// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// PresetBox: one of the parameter panel's preset choosers (the inter- and intra-node link presets of table 1, the
// cluster presets of SPEC.md 9.3, the model and GPU presets of SPEC.md 10.4): the presets by name, then "Custom".
// Choosing a preset proposes its change to the scenario (chosen()), which the window makes one undo step; sync()
// shows the preset the scenario has, else "Custom". It re-sets its own texts on a language change.
#pragma once

#include "commviz/scenario.h"

#include <QComboBox>
#include <QString>

#include <functional>
#include <string>
#include <vector>

namespace commviz::ui {

class PresetBox : public QComboBox {
    Q_OBJECT
public:
    enum class Kind { InterLink, IntraLink, Cluster, Model, Gpu };
    explicit PresetBox(Kind kind, QWidget *parent = nullptr);
    // Shows the first preset the scenario has (see Choice::isIn), else "Custom"; proposes nothing.
    void sync(const Scenario &s);

Q_SIGNALS:
    // A preset was chosen: `apply` makes its change to a scenario; `description` names the undo step.
    void chosen(const std::function<void(commviz::Scenario &)> &apply, const QString &description);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Choice {
        std::string key;                                 // the item's data, a preset's stable key
        std::function<QString()> name;                   // as the list shows it, in the current language
        std::function<void(Scenario &)> apply;           // the preset's change
        std::function<bool(const Scenario &)> isIn = {}; // the scenario has it; unset: applying changes nothing
    };
    [[nodiscard]] static std::vector<Choice> choicesFor(Kind kind);
    void retranslate();

    Kind m_kind;
    std::vector<Choice> m_choices;
};

} // namespace commviz::ui
