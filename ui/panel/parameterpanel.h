// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The parameter panel: a ParameterControl per parameter, grouped as links / collective / pipeline /
// compression, plus the preset choosers of table 1. It shows a scenario (sync) and reports what a person
// chose (signals); the window turns those into model edits.
#pragma once

#include "parameterspec.h"

#include "commviz/scenario.h"

#include <QWidget>

#include <map>

class QCheckBox;
class QComboBox;

namespace commviz::ui {

class ParameterControl;

class ParameterPanel : public QWidget {
    Q_OBJECT
public:
    explicit ParameterPanel(QWidget *parent = nullptr);

    void sync(const Scenario &s);
    [[nodiscard]] ParameterControl *control(Param p) const { return m_controls.at(p); }
    [[nodiscard]] QComboBox *presetBox(bool intra) const { return intra ? m_intraPreset : m_interPreset; }
    [[nodiscard]] QCheckBox *snapBox() const { return m_snap; }

Q_SIGNALS:
    void paramEdited(commviz::ui::Param param, double value, bool dragging);
    void presetChosen(bool intra, const commviz::Link &link, const QString &name);
    void playClicked(commviz::ui::Param param);

protected:
    void changeEvent(QEvent *event) override;

private:
    QComboBox *makePresetBox(bool intra);
    void retranslatePresetBox(QComboBox *box, bool intra);
    void selectPreset(QComboBox *box, const Link &link);

    std::map<Param, ParameterControl *> m_controls;
    QComboBox *m_interPreset = nullptr;
    QComboBox *m_intraPreset = nullptr;
    QCheckBox *m_snap = nullptr;
};

} // namespace commviz::ui
