// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "measurements.h"

#include "coretext.h"

#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>

namespace commviz::ui {

Measurements::Measurements(QObject *parent) : MeasurementStore(parent)
{}

Measurements::RanksPrompt Measurements::dialogRanksPrompt(QWidget *parent)
{
    return [parent](const QString &fileName) -> std::optional<int> {
        bool ok = false;
        const int n =
            QInputDialog::getInt(parent, tr("Rank count"),
                                 tr("%1 does not say how many ranks ran the benchmark.<br>Rank count N (needed for "
                                    "the collective's coefficients):")
                                     .arg(fileName.toHtmlEscaped()),
                                 8, 1, 1 << 20, 1, &ok);
        return ok ? std::optional(n) : std::nullopt;
    };
}

bool Measurements::importInteractively(QWidget *parent)
{
    const QString title = tr("Import measurements");
    const QString path =
        m_filePrompt ? m_filePrompt(parent)
                     : QFileDialog::getOpenFileName(parent, title, QString(),
                                                    tr("Benchmark output (*.txt *.log *.out *.json);;All files (*)"));
    if (path.isEmpty())
        return false;
    const RanksPrompt kept = ranksPrompt();
    if (!kept)
        setRanksPrompt(dialogRanksPrompt(parent));
    const Result<int> r = importFile(path);
    setRanksPrompt(kept);
    if (!r.ok()) {
        QMessageBox::warning(parent, title, coreText(r.explanation()));
        return false;
    }
    return true;
}

} // namespace commviz::ui
