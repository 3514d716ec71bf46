// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Training step page's "which change helps most" (core's stepChanges), its adoption, and the report's tables.
#include "coretext.h"
#include "pages/step/steppage.h"

#include "commviz/units.h"

#include <QLabel>
#include <QTableWidget>

namespace commviz::ui {
namespace {

using napkin::q;

QString seconds(double s)
{
    return q(formatTime(s));
}

} // namespace

QString StepPage::changeName(const StepChange &c) const
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

void StepPage::drawChanges(const Scenario &s, const TrainingStep &st)
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
    fitTables();
}

void StepPage::adoptChange(int row)
{
    const auto i = static_cast<std::size_t>(row - 1);
    if (row < 1 || i >= m_changes.size() || !m_changes[i].step.ok())
        return;
    Q_EMIT scenarioProposed(m_changes[i].scenario, changeName(m_changes[i]));
}

QString StepPage::reportTableHtml() const
{
    if (!m_applicable)
        return "<p>" + m_reason->text().toHtmlEscaped() + "</p>";
    const auto table = [](const QTableWidget *t, const QString &title) {
        QString html = QStringLiteral("<p style='font-weight: bold; margin-bottom: 4px'>%1</p>"
                                      "<table border='1' cellspacing='0' cellpadding='2' width='100%' "
                                      "style='border-collapse: collapse; border-color: #bbbbbb'><tr "
                                      "style='background-color: #f0efe8'>")
                           .arg(title.toHtmlEscaped());
        for (int c = 0; c < t->columnCount(); ++c)
            html += QStringLiteral("<th align='%1'>%2</th>")
                        .arg(c > 0 ? "right" : "left", t->horizontalHeaderItem(c)->text().toHtmlEscaped());
        html += "</tr>";
        for (int r = 0; r < t->rowCount(); ++r) {
            html += "<tr>";
            for (int c = 0; c < t->columnCount(); ++c) {
                const QTableWidgetItem *item = t->item(r, c);
                html += QStringLiteral("<td align='%1'>%2</td>")
                            .arg(c > 0 ? "right" : "left", item ? item->text().toHtmlEscaped() : QString());
            }
            html += "</tr>";
        }
        return html + "</table>";
    };
    return table(m_parts, tr("The step's parts")) + table(m_changesTable, tr("Which change helps most"));
}

} // namespace commviz::ui
