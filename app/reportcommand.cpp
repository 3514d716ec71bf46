// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `commviz report`: see exportcommand.h.
#include "exportcommand.h"

#include "cli.h"
#include "scenariooptions.h"
#include "widgetcommon.h"

#include "coretext.h"
#include "filenames.h"
#include "files.h"
#include "measurements.h"
#include "report.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>
#include <QWidget>

namespace commviz::cli {

int runReportCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const QString command = QStringLiteral("report");
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "commviz::cli", "Write one PDF with every page's charts, the parameters and the napkin math."));
    addScenarioOptions(parser);
    addLoadScenarioOption(parser);
    addSaveScenarioOption(parser);
    parser.addOption({"out", QCoreApplication::translate("commviz::cli", "The PDF file to write."), "file.pdf"});
    addMeasurementsOption(parser);
    addFontScaleOption(parser);
    addLanguageOption(parser);
    parser.addHelpOption();
    if (const std::optional<int> done = parseCommon(parser, args, command, out, err))
        return *done;
    if (!parser.isSet("out"))
        return fail(err, command,
                    QCoreApplication::translate("commviz::cli", "--out: missing; name the PDF file to write"));
    const QString outPath = parser.value("out");
    if (ui::pathKind(outPath) == ui::PathKind::Folder)
        return fail(err, command,
                    QCoreApplication::translate("commviz::cli", "--out: %1 is a folder; name the PDF file to write")
                        .arg(outPath));
    const std::variant<double, QString> fontScale = fontScaleOption(parser);
    if (const auto *e = std::get_if<QString>(&fontScale))
        return fail(err, command, *e);
    const Result<ui::ScenarioDocument> doc = scenarioDocumentFromOptions(parser);
    if (!doc.ok())
        return fail(err, command, ui::coreText(doc.explanation()));

    ui::Measurements measurements;
    if (std::optional<QString> e = loadMeasurements(parser, measurements))
        return fail(err, command, *e);

    QWidget host;
    const std::vector<ui::ChartPage *> pages = drawnPages(host, doc.value().scenario, measurements);
    QByteArray bytes;
    if (std::optional<QString> e = ui::renderReport(pages, doc.value().scenario, &bytes, std::get<double>(fontScale)))
        return fail(err, command, QCoreApplication::translate("commviz::cli", "cannot write %1: %2").arg(outPath, *e));
    ui::FileBatch batch;
    batch.add(outPath, std::move(bytes));
    if (std::optional<QString> e = addScenarioIfAsked(parser, doc.value(), batch))
        return fail(err, command, *e);
    if (std::optional<QString> e = batch.commit())
        return fail(err, command, *e);
    out << outPath << "\n";
    return 0;
}

} // namespace commviz::cli
