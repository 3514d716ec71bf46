// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The command-line face of a Scenario: the parameter options shared by eval, export and report, and the
// JSON object of inputs that eval prints and scenario files store.
#pragma once

#include "commviz/result.h"
#include "commviz/scenario.h"

#include <QString>

class QCommandLineParser;
class QTextStream;

namespace commviz::cli {

// Exit status of a headless command given bad input.
inline constexpr int kUsageError = 2;

// --preset, --intra-preset, --list-presets and one option per parameter of core's registry (--alpha, --beta,
// --gpus, …, --in-network, --chunk, --backward, --bucket), with its help and default from the registry.
void addScenarioOptions(QCommandLineParser &parser);

// --lang en|zh_CN: every command accepts it (main() installs the language before the command runs).
void addLanguageOption(QCommandLineParser &parser);

// Installs the catalogues of the language `args` ask for with --lang, else the system's (`fallback` when not
// empty). Returns 0, or 2 after printing one line to `err` when --lang names a language commviz does not speak.
// A command that draws sets the Chinese font itself (ui::preferCjkFont(), language.h) once its application exists.
int applyLanguage(const QStringList &args, QTextStream &err, const QString &fallback = QString());

// Starts from `base` (the defaults, or a scenario file), applies the presets, then the explicit values.
// An Error names the option ("--beta: ...").
Result<Scenario> scenarioFromOptions(const QCommandLineParser &parser, const Scenario &base = {});

// Terminal columns `text` takes: two for each East Asian wide character (Chinese), one for the others.
int displayWidth(const QString &text);
// `text` padded with spaces to `width` terminal columns, on the right or on the left (never truncated).
QString padRight(const QString &text, int width);
QString padLeft(const QString &text, int width);

// Prints the presets of table 1 (for --list-presets).
void printPresets(QTextStream &out);
// Prints the cluster presets of SPEC.md 9.3 (for --list-cluster-presets).
void printClusterPresets(QTextStream &out);
// --list-presets, --list-cluster-presets, --list-model-presets or --list-gpu-presets, if given: prints the list and
// returns true.
bool printListIfAsked(const QCommandLineParser &parser, QTextStream &out);

} // namespace commviz::cli
