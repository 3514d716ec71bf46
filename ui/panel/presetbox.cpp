// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "presetbox.h"

#include "comboboxfit.h"
#include "coretext.h"

#include "commviz/clusterpresets.h"
#include "commviz/steppresets.h"

#include <QEvent>
#include <QSignalBlocker>

namespace commviz::ui {
namespace {

struct Texts {
    const char *objectName;
    const char *accessibleName; // the row's label
    const char *description;    // the undo step's name, %1 the preset's
};

Texts textsFor(PresetBox::Kind kind)
{
    switch (kind) {
    case PresetBox::Kind::InterLink:
        return {"interPreset", QT_TRANSLATE_NOOP("commviz::ui::PresetBox", "Inter-node preset"),
                QT_TRANSLATE_NOOP("commviz::ui::PresetBox", "Inter-node link: %1")};
    case PresetBox::Kind::IntraLink:
        return {"intraPreset", QT_TRANSLATE_NOOP("commviz::ui::PresetBox", "Intra-node preset"),
                QT_TRANSLATE_NOOP("commviz::ui::PresetBox", "Intra-node link: %1")};
    case PresetBox::Kind::Cluster:
        return {"clusterPreset", QT_TRANSLATE_NOOP("commviz::ui::PresetBox", "Cluster preset"),
                QT_TRANSLATE_NOOP("commviz::ui::PresetBox", "Cluster: %1")};
    case PresetBox::Kind::Model:
        return {"modelPreset", QT_TRANSLATE_NOOP("commviz::ui::PresetBox", "Model preset"),
                QT_TRANSLATE_NOOP("commviz::ui::PresetBox", "Model: %1")};
    case PresetBox::Kind::Gpu:
        return {"gpuPreset", QT_TRANSLATE_NOOP("commviz::ui::PresetBox", "GPU preset"),
                QT_TRANSLATE_NOOP("commviz::ui::PresetBox", "GPU: %1")};
    }
    return {"", "", ""};
}

} // namespace

std::vector<PresetBox::Choice> PresetBox::choicesFor(Kind kind)
{
    std::vector<Choice> choices;
    switch (kind) {
    case Kind::InterLink:
    case Kind::IntraLink:
        for (const Preset &p : presets()) {
            const bool intra = kind == Kind::IntraLink;
            const auto link = [intra](const Scenario &s) { return intra ? s.intra : s.inter; };
            choices.push_back({p.key, [p] { return presetName(p); },
                               [intra, l = p.link](Scenario &s) { (intra ? s.intra : s.inter) = l; },
                               [link, key = p.key](const Scenario &s) {
                                   const Preset *found = presetWithLink(link(s)); // within rounding
                                   return found != nullptr && found->key == key;
                               }});
        }
        break;
    case Kind::Cluster:
        for (const ClusterPreset &p : clusterPresets())
            choices.push_back(
                {p.key, [p] { return coreText(p.name); }, [p](Scenario &s) { s = withClusterPreset(s, p); }});
        break;
    case Kind::Model:
        for (const ModelPreset &p : modelPresets())
            choices.push_back(
                {p.key, [p] { return QString::fromStdString(p.name); }, [p](Scenario &s) { applyModelPreset(s, p); }});
        break;
    case Kind::Gpu:
        for (const GpuPreset &p : gpuPresets())
            choices.push_back(
                {p.key, [p] { return QString::fromStdString(p.name); }, [p](Scenario &s) { applyGpuPreset(s, p); }});
        break;
    }
    return choices;
}

PresetBox::PresetBox(Kind kind, QWidget *parent) : QComboBox(parent), m_kind(kind), m_choices(choicesFor(kind))
{
    setObjectName(textsFor(kind).objectName);
    if (kind == Kind::Cluster) {
        // The names are long: the list shows them whole, the box elides.
        setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        setMinimumContentsLength(16);
    } else {
        // As wide as its longest name, which a narrow panel would otherwise cut ("InfiniBand NDR (400 G").
        setSizeAdjustPolicy(QComboBox::AdjustToContents);
        setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Fixed); // never narrower than that
    }
    for (const Choice &c : m_choices)
        addItem(QString(), QString::fromStdString(c.key));
    addItem(QString(), QString()); // Custom
    retranslate();
    connect(this, &QComboBox::activated, this, [this](int index) {
        if (index < 0 || index >= static_cast<int>(m_choices.size()))
            return; // Custom changes nothing
        const Choice &c = m_choices[static_cast<std::size_t>(index)];
        Q_EMIT chosen(c.apply, tr(textsFor(m_kind).description).arg(c.name()));
    });
}

void PresetBox::sync(const Scenario &s)
{
    int index = count() - 1; // Custom, unless a preset is what s has
    for (std::size_t i = 0; i < m_choices.size(); ++i) {
        const Choice &c = m_choices[i];
        bool in = false;
        if (c.isIn) {
            in = c.isIn(s);
        } else {
            Scenario with = s;
            c.apply(with);
            in = with == s;
        }
        if (in) {
            index = static_cast<int>(i);
            break;
        }
    }
    const QSignalBlocker block(this);
    setCurrentIndex(index);
}

void PresetBox::retranslate()
{
    setAccessibleName(tr(textsFor(m_kind).accessibleName));
    for (std::size_t i = 0; i < m_choices.size(); ++i) {
        const QString name = m_choices[i].name();
        setItemText(static_cast<int>(i), name);
        if (m_kind == Kind::Cluster)
            setItemData(static_cast<int>(i), name, Qt::ToolTipRole); // the box elides it
    }
    setItemText(count() - 1, tr("Custom"));
    if (m_kind == Kind::Cluster)
        setToolTip(tr("Sets N, G, both links, S, σ and α_spine at once (one undo step)"));
}

void PresetBox::changeEvent(QEvent *event)
{
    // Qt sends a language change to the panel before its children: the panel's fit saw the old names.
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        fitToItems(this);
    }
    QComboBox::changeEvent(event);
}

} // namespace commviz::ui
