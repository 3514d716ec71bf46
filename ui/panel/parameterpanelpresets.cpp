// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ParameterPanel's preset choosers: the inter- and intra-node link presets (table 1), the cluster presets (SPEC.md
// 9.3) and the model and GPU presets (SPEC.md 10), each list as wide as its longest entry, and which entry the
// scenario matches.
#include "parameterpanel.h"

#include "coretext.h"
#include "language.h"

#include "commviz/clusterpresets.h"
#include "commviz/steppresets.h"

#include <QComboBox>
#include <QSignalBlocker>
#include <QStyle>
#include <QStyleOptionComboBox>

#include <algorithm>

namespace commviz::ui {

QComboBox *ParameterPanel::makePresetBox(bool intra)
{
    auto *box = new QComboBox(this);
    // As wide as its longest name, which a narrow panel would otherwise cut ("InfiniBand NDR (400 G").
    box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    box->setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Fixed); // never narrower than that
    for (const Preset &p : presets())
        box->addItem(presetName(p), QString::fromStdString(p.key));
    box->addItem(tr("Custom"), QString());
    (intra ? m_intraPreset : m_interPreset) = box;
    retranslatePresetBox(box, intra);
    connect(box, &QComboBox::activated, this, [this, box, intra](int index) {
        const std::optional<Preset> p = findPreset(box->itemData(index).toString().toStdString());
        if (p) {
            const Link link = p->link;
            Q_EMIT presetChosen(
                [intra, link](Scenario &s) { (intra ? s.intra : s.inter) = link; },
                (intra ? tr("Intra-node link: %1") : tr("Inter-node link: %1")).arg(QString::fromStdString(p->name)));
        }
    });
    return box;
}

QComboBox *ParameterPanel::makeClusterPresetBox()
{
    auto *box = new QComboBox(this);
    box->setObjectName("clusterPreset");
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(16); // the names are long: the list shows them whole, the box elides
    for (const ClusterPreset &p : clusterPresets())
        box->addItem(QString(), QString::fromStdString(p.key));
    box->addItem(QString(), QString());
    m_clusterPreset = box;
    retranslateClusterPresetBox();
    connect(box, &QComboBox::activated, this, [this, box](int index) {
        const std::optional<ClusterPreset> p = findClusterPreset(box->itemData(index).toString().toStdString());
        if (p)
            Q_EMIT presetChosen([p = *p](Scenario &s) { s = withClusterPreset(s, p); },
                                tr("Cluster: %1").arg(coreText(p->name)));
    });
    return box;
}

// The training step's model or GPU presets (SPEC.md 10.4), then "Custom"; a choice is one undo step.
QComboBox *ParameterPanel::makeStepPresetBox(bool gpu)
{
    auto *box = new QComboBox(this);
    box->setObjectName(gpu ? "gpuPreset" : "modelPreset");
    box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    if (gpu) {
        for (const GpuPreset &p : gpuPresets())
            box->addItem(QString::fromStdString(p.name), QString::fromStdString(p.key));
    } else {
        for (const ModelPreset &p : modelPresets())
            box->addItem(QString::fromStdString(p.name), QString::fromStdString(p.key));
    }
    box->addItem(tr("Custom"), QString());
    (gpu ? m_gpuPreset : m_modelPreset) = box;
    connect(box, &QComboBox::activated, this, [this, box, gpu](int index) {
        const std::string key = box->itemData(index).toString().toStdString();
        if (gpu) {
            if (const std::optional<GpuPreset> p = findGpuPreset(key))
                Q_EMIT presetChosen([p = *p](Scenario &s) { applyGpuPreset(s, p); },
                                    tr("GPU: %1").arg(QString::fromStdString(p->name)));
        } else if (const std::optional<ModelPreset> p = findModelPreset(key)) {
            Q_EMIT presetChosen([p = *p](Scenario &s) { applyModelPreset(s, p); },
                                tr("Model: %1").arg(QString::fromStdString(p->name)));
        }
    });
    return box;
}

void ParameterPanel::retranslateClusterPresetBox()
{
    m_clusterPreset->setAccessibleName(tr("Cluster preset"));
    for (std::size_t i = 0; i < clusterPresets().size(); ++i) {
        const QString name = coreText(clusterPresets()[i].name);
        m_clusterPreset->setItemText(static_cast<int>(i), name);
        m_clusterPreset->setItemData(static_cast<int>(i), name, Qt::ToolTipRole);
    }
    m_clusterPreset->setItemText(m_clusterPreset->count() - 1, tr("Custom"));
    m_clusterPreset->setToolTip(tr("Sets N, G, both links, S, σ and α_spine at once (one undo step)"));
}

// The preset whose values the scenario has (applying it changes nothing), else "Custom".
void ParameterPanel::syncStepPresets(const Scenario &s)
{
    const auto select = [](QComboBox *box, int index) {
        const QSignalBlocker block(box);
        box->setCurrentIndex(index);
    };
    int model = m_modelPreset->count() - 1;
    for (std::size_t i = 0; i < modelPresets().size(); ++i) {
        Scenario with = s;
        applyModelPreset(with, modelPresets()[i]);
        if (with == s)
            model = static_cast<int>(i);
    }
    select(m_modelPreset, model);
    int gpu = m_gpuPreset->count() - 1;
    for (std::size_t i = 0; i < gpuPresets().size(); ++i) {
        Scenario with = s;
        applyGpuPreset(with, gpuPresets()[i]);
        if (with == s)
            gpu = static_cast<int>(i);
    }
    select(m_gpuPreset, gpu);
}

void ParameterPanel::retranslatePresetBox(QComboBox *box, bool intra)
{
    box->setAccessibleName(intra ? tr("Intra-node preset") : tr("Inter-node preset"));
    for (std::size_t i = 0; i < presets().size(); ++i)
        box->setItemText(static_cast<int>(i), presetName(presets()[i]));
    box->setItemText(box->count() - 1, tr("Custom"));
}

void ParameterPanel::retranslateStepPresets()
{
    m_modelPreset->setAccessibleName(tr("Model preset"));
    m_gpuPreset->setAccessibleName(tr("GPU preset"));
    m_modelPreset->setItemText(m_modelPreset->count() - 1, tr("Custom"));
    m_gpuPreset->setItemText(m_gpuPreset->count() - 1, tr("Custom"));
}

void ParameterPanel::fitToItems(QComboBox *box)
{
    // Every item whole, in the box's own font: its longest text plus what the style draws around the text
    // field. (The style's size from contents comes up a few pixels short of its own text field for some
    // texts, and a narrow panel would then cut "InfiniBand NDR（400 Gbps）".)
    if (box->sizeAdjustPolicy() == QComboBox::AdjustToMinimumContentsLengthWithIcon)
        return; // a box that elides on purpose (its list shows the names whole)
    QStyleOptionComboBox option;
    option.initFrom(box);
    option.rect = QRect(0, 0, 1000, box->sizeHint().height());
    const QRect field = box->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, box);
    int text = 0;
    for (int i = 0; i < box->count(); ++i)
        text = std::max(text, box->fontMetrics().horizontalAdvance(box->itemText(i)));
    box->setMinimumWidth(text + option.rect.width() - field.width() + 2);
}

void ParameterPanel::selectPreset(QComboBox *box, const Link &link)
{
    const QSignalBlocker block(box);
    if (const Preset *p = presetWithLink(link))
        box->setCurrentIndex(box->findData(QString::fromStdString(p->key)));
    else
        box->setCurrentIndex(box->count() - 1); // Custom
}

} // namespace commviz::ui
