// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "parameterpanel.h"

#include "coretext.h"
#include "language.h"
#include "parametercontrol.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

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
    const auto add = [&](QVBoxLayout *to, Param p) {
        auto *c = new ParameterControl(p, this);
        m_controls[p] = c;
        to->addWidget(c);
        connect(c, &ParameterControl::valueEdited, this, &ParameterPanel::paramEdited);
        connect(c, &ParameterControl::playClicked, this, &ParameterPanel::playClicked);
    };
    const auto presetRow = [&](QVBoxLayout *to, const char *label, bool intra) {
        auto *form = new QFormLayout;
        form->setContentsMargins(0, 0, 0, 0);
        auto *name = new QLabel(this);
        setTrText(name, context, label);
        QComboBox *box = makePresetBox(intra);
        name->setBuddy(box);
        form->addRow(name, box);
        to->addLayout(form);
    };

    QVBoxLayout *links = group(QT_TR_NOOP("Links"));
    presetRow(links, QT_TR_NOOP("Inter-node preset"), false);
    add(links, Param::Alpha);
    add(links, Param::Beta);
    presetRow(links, QT_TR_NOOP("Intra-node preset"), true);
    add(links, Param::IntraAlpha);
    add(links, Param::IntraBeta);

    QVBoxLayout *collective = group(QT_TR_NOOP("Collective"));
    add(collective, Param::Gpus);
    m_snap = new QCheckBox(this);
    setTrText(m_snap, context, QT_TR_NOOP("Snap N to powers of two"));
    setTrTip(m_snap, context, QT_TR_NOOP("Recursive halving-doubling needs N = 2^k"));
    collective->addWidget(m_snap);
    connect(m_snap, &QCheckBox::toggled, this,
            [this](bool on) { m_controls.at(Param::Gpus)->setSnapToPowersOfTwo(on); });
    add(collective, Param::GpusPerNode);
    add(collective, Param::Size);

    QVBoxLayout *pipeline = group(QT_TR_NOOP("Pipeline"));
    add(pipeline, Param::Stages);
    add(pipeline, Param::Microbatches);
    add(pipeline, Param::Virtual);

    QVBoxLayout *compression = group(QT_TR_NOOP("Compression"));
    add(compression, Param::Ratio);
    add(compression, Param::Codec);
    layout->addStretch(1);
}

QComboBox *ParameterPanel::makePresetBox(bool intra)
{
    auto *box = new QComboBox(this);
    for (const Preset &p : presets())
        box->addItem(presetName(p), QString::fromStdString(p.key));
    box->addItem(tr("Custom"), QString());
    (intra ? m_intraPreset : m_interPreset) = box;
    retranslatePresetBox(box, intra);
    connect(box, &QComboBox::activated, this, [this, box, intra](int index) {
        const std::optional<Preset> p = findPreset(box->itemData(index).toString().toStdString());
        if (p)
            Q_EMIT presetChosen(intra, p->link, QString::fromStdString(p->name));
    });
    return box;
}

void ParameterPanel::retranslatePresetBox(QComboBox *box, bool intra)
{
    box->setAccessibleName(intra ? tr("Intra-node preset") : tr("Inter-node preset"));
    for (std::size_t i = 0; i < presets().size(); ++i)
        box->setItemText(static_cast<int>(i), presetName(presets()[i]));
    box->setItemText(box->count() - 1, tr("Custom"));
}

void ParameterPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateMarked(this);
        retranslatePresetBox(m_interPreset, false);
        retranslatePresetBox(m_intraPreset, true);
    }
    QWidget::changeEvent(event);
}

void ParameterPanel::selectPreset(QComboBox *box, const Link &link)
{
    const QSignalBlocker block(box);
    for (const Preset &p : presets()) {
        if (p.link == link) {
            box->setCurrentIndex(box->findData(QString::fromStdString(p.key)));
            return;
        }
    }
    box->setCurrentIndex(box->count() - 1); // Custom
}

void ParameterPanel::sync(const Scenario &s)
{
    for (const auto &[param, control] : m_controls)
        control->setValue(paramValue(s, param));
    selectPreset(m_interPreset, s.inter);
    selectPreset(m_intraPreset, s.intra);
}

} // namespace commviz::ui
