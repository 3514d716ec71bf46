// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Measurements: the session's measurement store (measurementstore.h) as the window uses it, asking a person.
// The window's File ▸ Import and the Measured page's empty-state button call importInteractively(), which asks
// for the file (and for the rank count, when a log does not state it) and reports a failure in a message box.
#pragma once

#include "measurementstore.h"

#include <QString>

#include <functional>

class QWidget;

namespace commviz::ui {

class Measurements : public MeasurementStore {
    Q_OBJECT
public:
    explicit Measurements(QObject *parent = nullptr);

    // A ranks prompt asking with QInputDialog::getInt over `parent`.
    static RanksPrompt dialogRanksPrompt(QWidget *parent);
    // Asks which file to import over `parent`; empty when cancelled. The default is QFileDialog; tests replace it.
    using FilePrompt = std::function<QString(QWidget *parent)>;
    void setFilePrompt(FilePrompt prompt) { m_filePrompt = std::move(prompt); }

    // Asks for a file over `parent` (the file prompt), imports it (asking for N with dialogRanksPrompt() unless a
    // prompt is set) and shows a failure in a message box. True when something was imported.
    bool importInteractively(QWidget *parent);

private:
    FilePrompt m_filePrompt;
};

} // namespace commviz::ui
