// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "measurementstore.h"

#include "coretext.h"
#include "filenames.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace commviz::ui {
namespace {

// Whether a table's fit needs N, so someone must be asked when the log does not say it.
bool needsRanks(const MeasuredTable &t)
{
    if (t.ranks)
        return false;
    if (t.sizes == SizeConvention::PerPeer)
        return true;
    const Result<FitModel> m = defaultFitModel(t.collective);
    return !m.ok() || m.value().algorithm.has_value();
}

} // namespace

MeasurementStore::MeasurementStore(QObject *parent) : QObject(parent)
{}

Result<int> MeasurementStore::importFile(const QString &path, std::optional<int> ranksOverride)
{
    const QString name = QFileInfo(path).fileName();
    // Core's reader refuses pipes, devices and huge files before reading, so an import cannot hang.
    const Result<std::string> bytes = readMeasurementFile(encodeFileName(path).toStdString());
    if (!bytes.ok())
        return bytes.error();
    const std::string &text = bytes.value();
    ParseConfig config;
    config.ranks = ranksOverride;
    ParseResult parsed = parseMeasurements(text, config);
    if (parsed.tables.empty()) {
        QStringList why{
            tr("no nccl-tests or OSU table found in %1 (commviz reads the tables of nccl-tests and rccl-tests, as "
               "text or -J JSON, and of the OSU benchmarks)")
                .arg(name)};
        for (const Text &w : parsed.warnings)
            why << coreText(w);
        return Error{"file", verbatim(why.join("; "))};
    }
    if (!ranksOverride && m_ranksPrompt && std::any_of(parsed.tables.begin(), parsed.tables.end(), needsRanks)) {
        if (const std::optional<int> n = m_ranksPrompt(name)) {
            config.ranks = *n;
            parsed = parseMeasurements(text, config);
        }
    }

    const QString absolute = QFileInfo(path).absoluteFilePath();
    std::erase_if(m_entries, [&](const MeasurementEntry &e) { return e.path == absolute; });
    const int first = count();
    for (MeasuredTable &t : parsed.tables) {
        MeasurementEntry e;
        e.fit = fitTable(t);
        e.regimes = fitRegimes(t);
        e.table = std::move(t);
        e.path = absolute;
        e.fileName = name;
        m_entries.push_back(std::move(e));
    }
    Q_EMIT imported(first);
    return static_cast<int>(parsed.tables.size());
}

int MeasurementStore::firstFitted() const
{
    for (int i = 0; i < count(); ++i) {
        if (entry(i).fit.ok())
            return i;
    }
    return empty() ? -1 : 0;
}

} // namespace commviz::ui
