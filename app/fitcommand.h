// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `commviz fit FILE`: import nccl-tests or OSU output and fit α and β of each table's model, its regimes
// (up to three size ranges, SPEC.md section 8) and its bus bandwidth against the stated link, as an aligned
// table or as JSON (fitreport.h). Needs no display.
#pragma once

#include <QStringList>

class QTextStream;

namespace commviz::cli {

// args[0] is the program, args[1] "fit", then FILE [--model NAME] [--ranks N] [--in-place]
// [--format text|json], and the scenario options that state the links (--beta, --intra-beta,
// --gpus-per-node, --preset, --intra-preset, --scenario FILE; the others are accepted and ignored).
// Returns the exit status: 0 when at least one table was fitted (refused tables are listed with their
// reason), or 2 with one line on `err` and nothing on `out` (bad option, unreadable file, not a regular
// file or over 64 MiB, no table, no table fittable).
int runFitCommand(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace commviz::cli
