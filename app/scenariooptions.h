// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The scenario-file options the headless commands share: --scenario FILE to start from a file, and
// --save-scenario FILE to write the effective parameters. A saved scenario joins the command's FileBatch,
// so it is written together with the command's other outputs, or not at all.
#pragma once

#include "files.h"
#include "scenariofile.h"

#include <optional>

class QCommandLineParser;

namespace commviz::cli {

void addSaveScenarioOption(QCommandLineParser &parser);
void addLoadScenarioOption(QCommandLineParser &parser);

// The effective parameters: --scenario's file (its page and lecture steps kept) or the defaults, under the
// explicit options. An error is one line naming the option or the file.
Result<ui::ScenarioDocument> scenarioDocumentFromOptions(const QCommandLineParser &parser);

// Adds `doc` as --save-scenario's file to `batch` when that option is set; one line naming the option when
// it cannot be written there (a folder, a folder that does not exist, a document too large to read back).
std::optional<QString> addScenarioIfAsked(const QCommandLineParser &parser, const ui::ScenarioDocument &doc,
                                          ui::FileBatch &batch);

} // namespace commviz::cli
