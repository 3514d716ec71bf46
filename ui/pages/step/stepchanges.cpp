// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/step/stepchanges.h"

#include "coretext.h"
#include "pages/common/napkintext.h"
#include "pages/step/steppage.h"

#include "commviz/units.h"

#include <QTableWidget>

#include <utility>

namespace commviz::ui {
namespace {

using napkin::q;

QString seconds(double s)
{
    return q(formatTime(s));
}

} // namespace

StepChanges::StepChanges(QTableWidget *table, std::function<void(const Scenario &, const QString &)> adopt)
    : m_changesTable(table), m_adopt(std::move(adopt))
{
    QObject::connect(m_changesTable, &QTableWidget::cellClicked, m_changesTable,
                     [this](int row, int) { adoptChange(row); });
}

void StepChanges::clear()
{
    m_changes.clear();
    m_changesTable->setRowCount(0);
}

QString StepChanges::changeName(const StepChange &c)
{
    const Scenario &s = c.scenario;
    const QString d = c.step.ok() ? tr(" (d = %1)").arg(c.step.value().layout.data_parallel) : QString();
    switch (c.kind) {
    case StepChangeKind::DoubleTensor:
        return tr("double t → %1").arg(s.tensor_parallel) + d;
    case StepChangeKind::HalveTensor:
        return tr("halve t → %1").arg(s.tensor_parallel) + d;
    case StepChangeKind::DoubleStages:
        return tr("double p → %1").arg(s.stages) + d;
    case StepChangeKind::HalveStages:
        return tr("halve p → %1").arg(s.stages) + d;
    case StepChangeKind::DoubleMicrobatches:
        return tr("double m → %1").arg(s.microbatches);
    case StepChangeKind::DoubleVirtual:
        return tr("double V → %1").arg(s.virtual_stages);
    case StepChangeKind::BestBucket:
        return tr("best bucket size b = %1 (B = %2)")
            .arg(q(formatSize(s.bucket_bytes)))
            .arg(c.step.ok() ? c.step.value().buckets : 0);
    }
    return {};
}

void StepChanges::draw(const Scenario &s, const TrainingStep &st)
{
    m_changes = stepChanges(s).valueOr({});
    m_changesTable->setRowCount(static_cast<int>(m_changes.size()) + 1);
    const auto set = [&](int row, int column, const QString &text, const QString &tip) {
        QTableWidgetItem *item = m_changesTable->item(row, column);
        if (item == nullptr) {
            item = new QTableWidgetItem;
            if (column > 0)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_changesTable->setItem(row, column, item);
        }
        item->setText(text);
        item->setToolTip(tip);
        QFont font = m_changesTable->font();
        font.setItalic(row == 0);
        item->setFont(font);
    };
    const QString nowTip = tr("The current scenario, for comparison");
    set(0, 0, tr("now"), nowTip);
    set(0, 1, seconds(st.step_s), nowTip);
    set(0, 2, q(formatPercent(st.mfu)), nowTip);
    set(0, 3, tokensText(st.tokens_per_s), nowTip);
    for (std::size_t i = 0; i < m_changes.size(); ++i) {
        const StepChange &c = m_changes[i];
        const int row = static_cast<int>(i) + 1;
        const QString name = changeName(c);
        if (!c.step.ok()) {
            const QString why = coreText(c.step.explanation());
            set(row, 0, name, why);
            set(row, 1, tr("cannot run"), why);
            set(row, 2, QString(), why);
            set(row, 3, QString(), why);
            continue;
        }
        const TrainingStep &after = c.step.value();
        const QString tip =
            after.fits ? tr("Click to adopt: %1").arg(name)
                       : tr("%1 a GPU does not fit in %2")
                             .arg(q(formatSize(after.memory.total_bytes())), q(formatSize(s.gpu_memory_bytes)));
        set(row, 0, name, tip);
        set(row, 1, seconds(after.step_s), tip);
        set(row, 2, after.fits ? q(formatPercent(after.mfu)) : tr("%1, no fit").arg(q(formatPercent(after.mfu))), tip);
        set(row, 3, tokensText(after.tokens_per_s), tip);
    }
}

void StepChanges::adoptChange(int row)
{
    const auto i = static_cast<std::size_t>(row - 1);
    if (row < 1 || i >= m_changes.size() || !m_changes[i].step.ok())
        return;
    m_adopt(m_changes[i].scenario, changeName(m_changes[i]));
}

} // namespace commviz::ui
