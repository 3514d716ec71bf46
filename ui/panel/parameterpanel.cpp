// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "parameterpanel.h"

#include "comboboxfit.h"
#include "coretext.h"
#include "language.h"
#include "parametercontrol.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>
#include <map>

namespace commviz::ui {

ParameterPanel::ParameterPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);

    const char *context = staticMetaObject.className();
    const auto group = [&](const char *title) {
        auto *box = new QGroupBox(this);
        setTrText(box, context, title);
        auto *v = new QVBoxLayout(box);
        v->setContentsMargins(8, 6, 8, 6);
        v->setSpacing(2);
        layout->addWidget(box);
        return v;
    };
    // Each row with the parameters it shows (showOnly); its group is the box of the layout it goes into.
    const auto row = [this](QVBoxLayout *to, std::vector<QWidget *> widgets, std::vector<Param> params) {
        m_rows.push_back({qobject_cast<QGroupBox *>(to->parentWidget()), std::move(widgets), std::move(params)});
    };
    const auto add = [&](QVBoxLayout *to, Param p) {
        auto *c = new ParameterControl(p, this);
        m_controls[p] = c;
        to->addWidget(c);
        row(to, {c}, {p});
        connect(c, &ParameterControl::valueEdited, this, &ParameterPanel::paramEdited);
        connect(c, &ParameterControl::playClicked, this, &ParameterPanel::playClicked);
    };
    const auto addSwitch = [&](QVBoxLayout *to, Param p) {
        // The box carries the symbol, a label beside it the meaning, wrapped: a check box's own text never wraps,
        // and at projector mode's size "in-network reduction available (SHARP, NVLS)" would widen the window.
        auto *box = new QCheckBox(this);
        box->setObjectName(paramKey(p));
        auto *meaning = new QLabel(this);
        meaning->setWordWrap(true);
        meaning->setBuddy(box);
        auto *line = new QHBoxLayout;
        line->setContentsMargins(0, 0, 0, 0);
        line->addWidget(box);
        line->addWidget(meaning, 1);
        m_switches[p] = box;
        m_switchLabels[p] = meaning;
        to->addLayout(line);
        row(to, {box, meaning}, {p});
        connect(box, &QCheckBox::toggled, this, [this, p](bool on) { Q_EMIT paramEdited(p, on ? 1.0 : 0.0, false); });
    };
    const auto addChoice = [&](QVBoxLayout *to, Param p) {
        auto *form = new QFormLayout;
        form->setContentsMargins(0, 0, 0, 0);
        form->setRowWrapPolicy(QFormLayout::WrapLongRows); // a narrow panel puts the list under its name
        auto *name = new QLabel(this);
        auto *box = new QComboBox(this);
        box->setObjectName(paramKey(p));
        box->setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Fixed); // its longest choice, whole
        for (std::size_t i = 0; i < paramChoices(p).size(); ++i)
            box->addItem(QString(), double(i));
        name->setBuddy(box);
        form->addRow(name, box);
        to->addLayout(form);
        m_choices[p] = {name, box};
        row(to, {name, box}, {p});
        connect(box, &QComboBox::activated, this,
                [this, p](int index) { Q_EMIT paramEdited(p, double(index), false); });
    };
    // A preset chooser sets its anchor and the parameters beside it: shown with any of them.
    const auto presetRow = [&](QVBoxLayout *to, const char *label, QComboBox *box, std::vector<Param> sets) {
        auto *form = new QFormLayout;
        form->setContentsMargins(0, 0, 0, 0);
        form->setRowWrapPolicy(QFormLayout::WrapLongRows);
        auto *name = new QLabel(this);
        setTrText(name, context, label);
        name->setBuddy(box);
        form->addRow(name, box);
        to->addLayout(form);
        row(to, {name, box}, std::move(sets));
    };

    // The registry's groups in its order, each parameter as its kind asks: a slider row, a check box or a list.
    const std::pair<ParamGroup, const char *> groups[] = {
        {ParamGroup::Links, QT_TR_NOOP("Links")},
        {ParamGroup::Collective, QT_TR_NOOP("Collective")},
        {ParamGroup::Cluster, QT_TR_NOOP("Cluster tiers")},
        {ParamGroup::Pipeline, QT_TR_NOOP("Pipeline")},
        {ParamGroup::Compression, QT_TR_NOOP("Compression")},
        {ParamGroup::Production, QT_TR_NOOP("Production refinements")},
        {ParamGroup::Buckets, QT_TR_NOOP("Gradient buckets")},
        {ParamGroup::Step, QT_TR_NOOP("Training step")},
    };
    for (const auto &[id, title] : groups) {
        QVBoxLayout *box = group(title);
        for (const ParamInfo &info : parameters()) {
            if (info.group != id) // the View group is set from the pages and the View menu
                continue;
            if (info.param == Param::Alpha)
                presetRow(box, QT_TR_NOOP("Inter-node preset"), makePresetBox(PresetBox::Kind::InterLink),
                          {Param::Alpha, Param::Beta});
            if (info.param == Param::IntraAlpha)
                presetRow(box, QT_TR_NOOP("Intra-node preset"), makePresetBox(PresetBox::Kind::IntraLink),
                          {Param::IntraAlpha, Param::IntraBeta});
            if (info.param == Param::ModelParams)
                presetRow(box, QT_TR_NOOP("Model preset"), makePresetBox(PresetBox::Kind::Model), {Param::ModelParams});
            if (info.param == Param::PeakFlops)
                presetRow(box, QT_TR_NOOP("GPU preset"), makePresetBox(PresetBox::Kind::Gpu), {Param::PeakFlops});
            if (info.param == Param::NodesPerLeaf)
                presetRow(box, QT_TR_NOOP("Cluster preset"), makePresetBox(PresetBox::Kind::Cluster),
                          {Param::NodesPerLeaf, Param::Oversubscription, Param::SpineAlpha});
            if (info.kind == ParamKind::Switch)
                addSwitch(box, info.param);
            else if (info.kind == ParamKind::Choice)
                addChoice(box, info.param);
            else
                add(box, info.param);
            if (info.param == Param::Gpus) {
                m_snap = new QCheckBox(this);
                setTrText(m_snap, context, QT_TR_NOOP("Snap N to powers of two"));
                setTrTip(m_snap, context, QT_TR_NOOP("Recursive halving-doubling needs N = 2^k"));
                box->addWidget(m_snap);
                row(box, {m_snap}, {Param::Gpus});
                connect(m_snap, &QCheckBox::toggled, this,
                        [this](bool on) { m_controls.at(Param::Gpus)->setSnapToPowersOfTwo(on); });
            }
        }
    }
    layout->addStretch(1);
    retranslateChoices();
    for (QComboBox *box : findChildren<QComboBox *>()) {
        fitToItems(box);
        box->installEventFilter(this);
    }
}

void ParameterPanel::retranslateChoices()
{
    for (auto &[p, box] : m_switches) {
        box->setText(paramSymbol(p));
        box->setAccessibleName(paramLabel(p));
        box->setToolTip(coreText(std::string(parameter(p).help)));
        m_switchLabels.at(p)->setText(paramLabel(p));
        m_switchLabels.at(p)->setToolTip(box->toolTip());
    }
    for (auto &[p, row] : m_choices) {
        row.first->setText(paramSymbol(p));
        row.first->setToolTip(paramLabel(p));
        row.second->setAccessibleName(paramLabel(p));
        row.second->setToolTip(paramLabel(p));
        for (int i = 0; i < row.second->count(); ++i)
            row.second->setItemText(i, algorithmText(choiceAlgorithm(p, i)));
    }
}

void ParameterPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateChoices(); // the preset boxes re-set their own texts
        for (const auto &[param, row] : m_choices)
            fitToItems(row.second);
    }
    QWidget::changeEvent(event);
}

bool ParameterPanel::eventFilter(QObject *watched, QEvent *event)
{
    // A list's own font (the window's, in projector mode or back) arrives after the panel's.
    if (auto *box = qobject_cast<QComboBox *>(watched); box && event->type() == QEvent::FontChange)
        fitToItems(box);
    return QWidget::eventFilter(watched, event);
}

void ParameterPanel::showOnly(const std::optional<std::vector<Param>> &params)
{
    if (!params) { // every row as it was before the first call
        for (const auto &[widget, hidden] : m_hiddenBefore)
            widget->setHidden(hidden);
        m_hiddenBefore.clear();
        return;
    }
    if (m_hiddenBefore.empty()) {
        for (const Row &r : m_rows) {
            for (QWidget *w : r.widgets)
                m_hiddenBefore.emplace(w, w->isHidden());
            if (r.group)
                m_hiddenBefore.emplace(r.group, r.group->isHidden());
        }
    }
    std::map<QGroupBox *, bool> groupShown;
    for (const Row &r : m_rows) {
        const bool shown = std::any_of(r.params.begin(), r.params.end(), [&params](Param p) {
            return std::find(params->begin(), params->end(), p) != params->end();
        });
        for (QWidget *w : r.widgets)
            w->setVisible(shown);
        groupShown[r.group] = groupShown[r.group] || shown;
    }
    for (const auto &[group, shown] : groupShown) {
        if (group)
            group->setVisible(shown);
    }
}

void ParameterPanel::sync(const Scenario &s)
{
    for (const auto &[param, control] : m_controls)
        control->setValue(paramValue(s, param));
    for (const auto &[param, box] : m_switches) {
        const QSignalBlocker block(box);
        box->setChecked(paramNumber(s, param) != 0);
    }
    for (const auto &[param, row] : m_choices) {
        const QSignalBlocker block(row.second);
        row.second->setCurrentIndex(static_cast<int>(paramNumber(s, param)));
    }
    for (const auto &[kind, box] : m_presets)
        box->sync(s);
}

PresetBox *ParameterPanel::makePresetBox(PresetBox::Kind kind)
{
    auto *box = new PresetBox(kind, this);
    m_presets[kind] = box;
    connect(box, &PresetBox::chosen, this, &ParameterPanel::presetChosen);
    return box;
}

} // namespace commviz::ui
