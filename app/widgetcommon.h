// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What `commviz export` and `commviz report` share (exportcommand.cpp, reportcommand.cpp): the one-line usage
// error, the common start of their option parsing, --measurements, and the window's pages drawn off screen.
#pragma once

#include "commviz/scenario.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <variant>
#include <vector>

class QCommandLineParser;
class QTextStream;
class QWidget;

namespace commviz::ui {
class ChartPage;
class Measurements;
} // namespace commviz::ui

namespace commviz::cli {

// A usage error: one line on `err` ("commviz COMMAND: message"); returns kUsageError (exit 2).
int fail(QTextStream &err, const QString &command, const QString &message);

// What export and report do alike before their own options: parse, answer --help and --list-presets,
// refuse stray arguments, and make sure charts can be drawn. An exit status when the command is done.
std::optional<int> parseCommon(QCommandLineParser &parser, const QStringList &args, const QString &command,
                               QTextStream &out, QTextStream &err);

// --measurements FILE: a benchmark log read into the session's store as the window imports it (no question
// asked: a table whose log does not state N stays refused), so the Measured charts carry its points and fit.
void addMeasurementsOption(QCommandLineParser &parser);
// Nothing when the option is absent or the file was read; else one line naming the file.
std::optional<QString> loadMeasurements(const QCommandLineParser &parser, ui::Measurements &store);

// --font-scale F: a factor on the charts' fonts (figures for documents), 0.5 to 3, default 1.
void addFontScaleOption(QCommandLineParser &parser);
// The factor (1 when the option is absent), or one line naming the option when its value is not one.
std::variant<double, QString> fontScaleOption(const QCommandLineParser &parser);

// The window's pages, off screen, drawn with `scenario` and `measurements`. `host` owns them.
std::vector<ui::ChartPage *> drawnPages(QWidget &host, const Scenario &scenario, ui::Measurements &measurements);

} // namespace commviz::cli
