// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `commviz eval`: every model quantity for one parameter set, as an aligned table or as JSON. Needs no
// display.
#pragma once

#include <QStringList>

class QTextStream;

namespace commviz::cli {

// args[0] is the program, args[1] "eval". Returns the exit status: 0, or 2 with one line on `err` and
// nothing on `out`.
int runEvalCommand(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace commviz::cli
