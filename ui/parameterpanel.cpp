#include "parameterpanel.h"

#include "parametercontrol.h"

#include <QCheckBox>
#include <QComboBox>
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

    const auto group = [&](const QString &title) {
        auto *box = new QGroupBox(title, this);
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
    const auto presetRow = [&](QVBoxLayout *to, const QString &label, bool intra) {
        auto *form = new QFormLayout;
        form->setContentsMargins(0, 0, 0, 0);
        form->addRow(label, makePresetBox(intra));
        to->addLayout(form);
    };

    QVBoxLayout *links = group("Links");
    presetRow(links, "Inter-node preset", false);
    add(links, Param::Alpha);
    add(links, Param::Beta);
    presetRow(links, "Intra-node preset", true);
    add(links, Param::IntraAlpha);
    add(links, Param::IntraBeta);

    QVBoxLayout *collective = group("Collective");
    add(collective, Param::Gpus);
    m_snap = new QCheckBox("Snap N to powers of two", this);
    m_snap->setToolTip("Recursive halving-doubling needs N = 2^k");
    collective->addWidget(m_snap);
    connect(m_snap, &QCheckBox::toggled, this,
            [this](bool on) { m_controls.at(Param::Gpus)->setSnapToPowersOfTwo(on); });
    add(collective, Param::GpusPerNode);
    add(collective, Param::Size);

    QVBoxLayout *pipeline = group("Pipeline");
    add(pipeline, Param::Stages);
    add(pipeline, Param::Microbatches);
    add(pipeline, Param::Virtual);

    QVBoxLayout *compression = group("Compression");
    add(compression, Param::Ratio);
    add(compression, Param::Codec);
    layout->addStretch(1);
}

QComboBox *ParameterPanel::makePresetBox(bool intra)
{
    auto *box = new QComboBox(this);
    box->setAccessibleName(intra ? "Intra-node preset" : "Inter-node preset");
    for (const Preset &p : presets())
        box->addItem(QString::fromStdString(p.name), QString::fromStdString(p.key));
    box->addItem("Custom", QString());
    (intra ? m_intraPreset : m_interPreset) = box;
    connect(box, &QComboBox::activated, this, [this, box, intra](int index) {
        const std::optional<Preset> p = findPreset(box->itemData(index).toString().toStdString());
        if (p)
            Q_EMIT presetChosen(intra, p->link, QString::fromStdString(p->name));
    });
    return box;
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
