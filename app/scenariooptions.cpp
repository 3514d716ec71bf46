// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariooptions.h"

#include "cli.h"
#include "coretext.h"
#include "filenames.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace commviz::cli {

void addSaveScenarioOption(QCommandLineParser &parser)
{
    parser.addOption(
        {"save-scenario",
         QCoreApplication::translate("commviz::cli", "Also write the effective parameters as a scenario file."),
         "file"});
}

void addLoadScenarioOption(QCommandLineParser &parser)
{
    parser.addOption({"scenario",
                      QCoreApplication::translate(
                          "commviz::cli", "Start from a scenario file; the parameter options override its values."),
                      "file"});
}

Result<ui::ScenarioDocument> scenarioDocumentFromOptions(const QCommandLineParser &parser)
{
    ui::ScenarioDocument doc;
    if (parser.isSet("scenario")) {
        const QString path = parser.value("scenario");
        const Result<ui::ScenarioDocument> read = ui::readScenarioFile(path);
        if (!read.ok()) {
            // File-level messages name the path already; field messages ("beta_Bps: ...") do not.
            const QString message = ui::coreText(read.explanation());
            return Error{"scenario", ui::verbatim(message.contains(path)
                                                      ? "--scenario: " + message
                                                      : QStringLiteral("--scenario: %1: %2").arg(path, message))};
        }
        doc = read.value();
    }
    const Result<Scenario> scenario = scenarioFromOptions(parser, doc.scenario);
    if (!scenario.ok())
        return scenario.error();
    doc.scenario = scenario.value();
    return doc;
}

std::optional<QString> addScenarioIfAsked(const QCommandLineParser &parser, const ui::ScenarioDocument &doc,
                                          ui::FileBatch &batch)
{
    if (!parser.isSet("save-scenario"))
        return std::nullopt;
    const QString path = parser.value("save-scenario");
    const QFileInfo info(path); // for its folder's name only: the file system sees encodeFileName()
    if (ui::pathKind(path) == ui::PathKind::Folder)
        return QCoreApplication::translate("commviz::cli", "--save-scenario: %1 is a folder; name the file to write")
            .arg(path);
    if (ui::pathKind(info.absolutePath()) != ui::PathKind::Folder)
        return QCoreApplication::translate("commviz::cli",
                                           "--save-scenario: cannot write %1: the folder %2 does not exist")
            .arg(path, info.absolutePath());
    QByteArray bytes;
    if (std::optional<QString> problem = ui::scenarioFileBytes(doc, &bytes))
        return "--save-scenario: " + *problem;
    batch.add(path, std::move(bytes));
    return std::nullopt;
}

} // namespace commviz::cli
