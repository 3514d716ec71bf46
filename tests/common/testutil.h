// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Shared test helpers: one relative-tolerance comparison, rounding to the digits a table shows, a pipeline
// scenario, and running a command in-process. Random cases come from randomscenario.h's Random, which each test
// function seeds itself.
#pragma once

#include "commviz/scenario.h"

#include <QStringList>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include <cmath>

namespace testutil {

inline bool closeRel(double actual, double expected, double rel = 1e-9)
{
    if (actual == expected)
        return true;
    return std::fabs(actual - expected) <= rel * std::max(std::fabs(actual), std::fabs(expected));
}

// `value` rounded to `decimals` decimals, as the source prints it.
// The default scenario with p stages, m micro-batches and V virtual stages.
inline commviz::Scenario pipelineScenario(int p, int m, int v)
{
    commviz::Scenario s;
    s.stages = p;
    s.microbatches = m;
    s.virtual_stages = v;
    return s;
}

inline double roundTo(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

// A settings file of its own for each window a test makes (MainWindow(nullptr, freshSettingsPath())), in a
// folder removed when the test program ends: no window shares remembered state with another.
inline QString freshSettingsPath()
{
    static QTemporaryDir dir;
    static int n = 0;
    return dir.filePath(QStringLiteral("settings-%1.ini").arg(++n));
}

// A headless command run in-process, as main() runs it: argv is "commviz", the command's name, options.
struct Run {
    int status = -1;
    QString out;
    QString err;
};

using Command = int (*)(const QStringList &, QTextStream &, QTextStream &);

inline Run runCommand(Command command, const QString &name, const QStringList &options)
{
    Run r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.status = command(QStringList{"commviz", name} + options, out, err);
    out.flush();
    err.flush();
    return r;
}

} // namespace testutil

#define COMPARE_REL(actual, expected, rel)                                                                             \
    do {                                                                                                               \
        const double a_ = (actual);                                                                                    \
        const double e_ = (expected);                                                                                  \
        if (!testutil::closeRel(a_, e_, (rel)))                                                                        \
            QFAIL(qPrintable(QStringLiteral("%1 = %2, expected %3 (relative tolerance %4)")                            \
                                 .arg(#actual)                                                                         \
                                 .arg(a_, 0, 'g', 17)                                                                  \
                                 .arg(e_, 0, 'g', 17)                                                                  \
                                 .arg(double(rel))));                                                                  \
    } while (false)
