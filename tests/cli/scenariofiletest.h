// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the scenario-file suites share: an exact comparison of two scenarios (VERIFY_SAME_SCENARIO), a document
// away from the defaults on every field, and a file's bytes written and read as they are.
#pragma once

#include "scenariofile.h"

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTest>

namespace scenariofiletest {

using commviz::Scenario;
using commviz::ui::ScenarioDocument;

// Exact comparison: a scenario file must give back the very doubles that were saved.
inline QString firstDifference(const Scenario &a, const Scenario &b)
{
    const struct {
        const char *name;
        double x, y;
    } fields[] = {
        {"alpha_s", a.inter.alpha_s, b.inter.alpha_s},
        {"beta_Bps", a.inter.beta_Bps, b.inter.beta_Bps},
        {"gpus", double(a.gpus), double(b.gpus)},
        {"size_bytes", a.size_bytes, b.size_bytes},
        {"gpus_per_node", double(a.gpus_per_node), double(b.gpus_per_node)},
        {"intra_alpha_s", a.intra.alpha_s, b.intra.alpha_s},
        {"intra_beta_Bps", a.intra.beta_Bps, b.intra.beta_Bps},
        {"stages", double(a.stages), double(b.stages)},
        {"microbatches", double(a.microbatches), double(b.microbatches)},
        {"virtual_stages", double(a.virtual_stages), double(b.virtual_stages)},
        {"ratio", a.ratio, b.ratio},
        {"codec_s", a.codec_s, b.codec_s},
    };
    for (const auto &f : fields) {
        if (f.x != f.y)
            return QStringLiteral("%1: %2 != %3").arg(f.name).arg(f.x, 0, 'g', 17).arg(f.y, 0, 'g', 17);
    }
    return {};
}

inline ScenarioDocument exampleDocument()
{
    ScenarioDocument doc;
    doc.scenario.inter = {7e-6, 25e9};
    doc.scenario.gpus = 96;
    doc.scenario.size_bytes = 123456789.0;
    doc.scenario.gpus_per_node = 4;
    doc.scenario.intra = {1e-6, 64e9};
    doc.scenario.stages = 4;
    doc.scenario.microbatches = 32;
    doc.scenario.virtual_stages = 2;
    doc.scenario.ratio = 16;
    doc.scenario.codec_s = 0.5e-3;
    doc.page = commviz::ui::PageId::Pipeline;
    return doc;
}

inline bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

inline QByteArray readBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace scenariofiletest

#define VERIFY_SAME_SCENARIO(actual, expected)                                                                         \
    do {                                                                                                               \
        const QString diff_ = scenariofiletest::firstDifference((actual), (expected));                                 \
        QVERIFY2(diff_.isEmpty(), qPrintable(diff_));                                                                  \
    } while (false)
