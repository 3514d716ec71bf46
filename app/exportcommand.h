// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `commviz export` and `commviz report`: the window's charts written to files without a display, and the
// scenario-file options the headless commands share.
//
// Both build the window's pages off screen, draw them with the effective scenario (--scenario's file, or
// the defaults, under the explicit parameter options) and hand them to ui/exporter.h, so a file is the one
// the window would write. They need a QApplication (charts are widgets): main() calls runWidgetCommand(),
// which makes one on the offscreen platform. Errors exit 2 with one line on `err`, nothing on `out` and no
// file written.
#pragma once

#include "scenariofile.h"

#include <QStringList>

#include <optional>

class QCommandLineParser;
class QTextStream;

namespace commviz::cli {

// args[0] is the program, args[1] "export" or "report". Return the exit status: 0, or 2 (kUsageError).
int runExportCommand(const QStringList &args, QTextStream &out, QTextStream &err);
int runReportCommand(const QStringList &args, QTextStream &out, QTextStream &err);

// For main(), when argv[1] is "export" or "report": sets QT_QPA_PLATFORM=offscreen unless the caller chose
// a platform (so the output never depends on a screen's DPI and no display is needed), makes the
// QApplication and runs the command on stdout and stderr.
int runWidgetCommand(int argc, char *argv[]);

// --save-scenario FILE (every headless command that takes parameter options), and --scenario FILE.
void addSaveScenarioOption(QCommandLineParser &parser);
void addLoadScenarioOption(QCommandLineParser &parser);

// The effective parameters: --scenario's file (its page and lecture steps kept) or the defaults, under the
// explicit options. An error is one line naming the option or the file.
Result<ui::ScenarioDocument> scenarioDocumentFromOptions(const QCommandLineParser &parser);

// Writes `doc` to --save-scenario's file when that option is set. Returns one line on failure.
std::optional<QString> saveScenarioIfAsked(const QCommandLineParser &parser, const ui::ScenarioDocument &doc);
// The same for a bare scenario (the default page, no lecture steps).
std::optional<QString> saveScenarioIfAsked(const QCommandLineParser &parser, const Scenario &scenario);

} // namespace commviz::cli
