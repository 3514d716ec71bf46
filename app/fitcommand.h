// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `commviz fit FILE`: import nccl-tests or OSU output and fit α and β of each table's model, as an
// aligned table or as JSON. Needs no display.
#pragma once

#include <QStringList>

class QTextStream;

namespace commviz::cli {

// args[0] is the program, args[1] "fit", then FILE [--model NAME] [--ranks N] [--in-place]
// [--format text|json]. Returns the exit status: 0 when at least one table was fitted (refused tables
// are listed with their reason), or 2 with one line on `err` and nothing on `out` (bad option, unreadable
// file, no table, no table fittable).
int runFitCommand(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace commviz::cli
