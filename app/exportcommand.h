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

} // namespace commviz::cli
