// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportcommand.h"

#include "cli.h"
#include "printablestderr.h"
#include "scenariooptions.h"
#include "widgetcommon.h"

#include "chartpanel.h"
#include "coretext.h"
#include "exporter.h"
#include "filenames.h"
#include "files.h"
#include "language.h"
#include "measurements.h"
#include "pages/common/chartpage.h"
#include "pages/pages.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QTextStream>
#include <QWidget>

#include <algorithm>

namespace commviz::cli {
namespace {

void listCharts(const std::vector<ui::ChartPage *> &pages, QTextStream &out)
{
    qsizetype width = 0;
    for (const ui::ChartPage *page : pages) {
        for (const ui::ChartPanel *chart : page->charts())
            width = std::max(width, chart->name().size());
    }
    for (const ui::ChartPage *page : pages) {
        for (const ui::ChartPanel *chart : page->charts())
            out << chart->name().leftJustified(width) << "  " << chart->title() << "\n";
    }
}

// "1600x900" (or "1600×900"); an error line otherwise.
Result<QSize> parseImageSize(const QString &text)
{
    static const QRegularExpression kPattern(QStringLiteral("^\\s*(\\d{1,6})\\s*[xX×]\\s*(\\d{1,6})\\s*$"));
    const QRegularExpressionMatch m = kPattern.match(text);
    if (!m.hasMatch())
        return Error{"image-size",
                     ui::verbatim(QCoreApplication::translate("commviz::cli",
                                                              "--image-size: \"%1\" is not WIDTHxHEIGHT, e.g. 1600x900")
                                      .arg(text))};
    return QSize(m.captured(1).toInt(), m.captured(2).toInt());
}

// Every chart's file in `folder` (FOLDER/NAME.EXT), into the batch.
std::optional<QString> addAllCharts(const std::vector<ui::ChartPage *> &pages, const ui::ChartExportOptions &options,
                                    const QString &folder, ui::FileBatch &batch, QStringList *skipped)
{
    const ui::PathKind kind = ui::pathKind(folder);
    if (kind != ui::PathKind::Missing && kind != ui::PathKind::Folder)
        return QCoreApplication::translate("commviz::cli",
                                           "--out: %1 is a file; with --chart all, --out names a folder")
            .arg(folder);
    const QDir dir(folder);
    for (const ui::ChartPage *page : pages) {
        const std::vector<ui::ChartPanel *> drawn = page->contentCharts(); // the Measured ones need a log
        for (ui::ChartPanel *chart : drawn) {
            const QString path = dir.filePath(chart->name() + "." + ui::formatName(options.format));
            QByteArray bytes;
            if (std::optional<QString> e = ui::renderChart(chart, options, &bytes))
                return QCoreApplication::translate("commviz::cli", "cannot write %1: %2").arg(path, *e);
            batch.add(path, std::move(bytes));
        }
        for (ui::ChartPanel *chart : page->charts()) {
            if (std::find(drawn.begin(), drawn.end(), chart) == drawn.end())
                skipped->append(chart->name());
        }
    }
    return std::nullopt;
}

// Writes the batch, all or nothing; `folder`, when not empty, is created first if missing and removed again
// (when this run created it and it is still empty) should the batch fail.
std::optional<QString> commitBatch(const ui::FileBatch &batch, const QString &folder)
{
    const bool create = !folder.isEmpty() && ui::pathKind(folder) == ui::PathKind::Missing;
    if (create && !ui::makeFolders(folder))
        return QCoreApplication::translate("commviz::cli", "cannot create the folder %1").arg(folder);
    std::optional<QString> problem = batch.commit();
    if (problem && create)
        ui::removeEmptyFolder(folder);
    return problem;
}

// The commands promise one line on stderr for an error and nothing else; the offscreen platform's notices
// (no XDG_RUNTIME_DIR for a root or cron user, say) are noise there. Anything else still gets through.
QtMessageHandler g_previousHandler = nullptr;

void quietPlatformNotices(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    const bool notice = type == QtDebugMsg || type == QtInfoMsg || type == QtWarningMsg;
    const QLatin1StringView category(context.category ? context.category : "");
    if (notice && (message.startsWith(QLatin1StringView("QStandardPaths: ")) ||
                   category.startsWith(QLatin1StringView("qt.qpa."))))
        return;
    if (g_previousHandler)
        g_previousHandler(type, context, message);
}

} // namespace

namespace {

// `--size WIDTHxHEIGHT` is the picture's size (as the export command was first specified), while a
// plain `--size` is eval's payload M; a value of the WIDTHxHEIGHT form can only mean the former, so it is
// read as --image-size.
QStringList imageSizeAliases(QStringList args)
{
    static const QRegularExpression kSize(QStringLiteral("^\\s*\\d{1,6}\\s*[xX×]\\s*\\d{1,6}\\s*$"));
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i] == "--size" && i + 1 < args.size() && kSize.match(args[i + 1]).hasMatch())
            args[i] = QStringLiteral("--image-size");
        else if (args[i].startsWith("--size=") && kSize.match(args[i].mid(7)).hasMatch())
            args[i] = QStringLiteral("--image-size=") + args[i].mid(7);
    }
    return args;
}

} // namespace

int runExportCommand(const QStringList &argsIn, QTextStream &out, QTextStream &err)
{
    const QStringList args = imageSizeAliases(argsIn);
    const QString command = QStringLiteral("export");
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("commviz::cli", "Write one chart, or every chart, as PNG, SVG, PDF or CSV."));
    addScenarioOptions(parser);
    addLanguageOption(parser);
    addLoadScenarioOption(parser);
    addSaveScenarioOption(parser);
    parser.addOption({"chart",
                      QCoreApplication::translate("commviz::cli", "The chart to write (see --list-charts), or all."),
                      "name|all"});
    parser.addOption(
        {"format",
         QCoreApplication::translate("commviz::cli", "png, svg, pdf or csv (default: from --out's extension)."),
         "format"});
    parser.addOption(
        {"scale", QCoreApplication::translate("commviz::cli", "PNG pixel density: 1, 2 or 3 (default 1)."), "1|2|3"});
    // --size is the payload M, as in eval; the picture's size has its own name.
    parser.addOption({"image-size",
                      QCoreApplication::translate("commviz::cli", "Chart size in logical pixels (default 1200x800)."),
                      "WxH"});
    parser.addOption({"out",
                      QCoreApplication::translate(
                          "commviz::cli", "The file to write; with --chart all, a folder (created if missing)."),
                      "path"});
    addFontScaleOption(parser);
    parser.addOption(
        {"list-charts", QCoreApplication::translate("commviz::cli", "List the chart names and titles, and exit.")});
    addMeasurementsOption(parser);
    parser.addHelpOption();
    if (const std::optional<int> done = parseCommon(parser, args, command, out, err))
        return *done;

    ui::Measurements measurements;
    if (parser.isSet("list-charts")) {
        QWidget host;
        listCharts(ui::createPages(&host, &measurements), out);
        return 0;
    }

    if (!parser.isSet("chart"))
        return fail(err, command,
                    QCoreApplication::translate(
                        "commviz::cli", "--chart: missing; name a chart or all (--list-charts lists the names)"));
    if (!parser.isSet("out"))
        return fail(err, command,
                    QCoreApplication::translate("commviz::cli",
                                                "--out: missing; name the file to write (a folder with --chart all)"));
    const QString chartName = parser.value("chart");
    const QString outPath = parser.value("out");
    const bool all = chartName == "all";

    ui::ChartExportOptions options;
    if (parser.isSet("format")) {
        const std::optional<ui::ExportFormat> f = ui::formatFromName(parser.value("format"));
        if (!f)
            return fail(err, command,
                        QCoreApplication::translate("commviz::cli",
                                                    "--format: \"%1\" is not a format; use png, svg, pdf or csv")
                            .arg(parser.value("format")));
        options.format = *f;
    } else {
        const std::optional<ui::ExportFormat> f = all ? std::nullopt : ui::formatFromName(QFileInfo(outPath).suffix());
        if (!f)
            return fail(err, command,
                        QCoreApplication::translate("commviz::cli", "--format: missing; use png, svg, pdf or csv"));
        options.format = *f;
    }
    if (parser.isSet("scale")) {
        const QString text = parser.value("scale");
        bool ok = false;
        static const QRegularExpression kTimes(QStringLiteral("[x×]$"));
        const int scale = text.trimmed().remove(kTimes).toInt(&ok);
        if (!ok || scale < 1 || scale > ui::kMaxExportScale)
            return fail(
                err, command,
                QCoreApplication::translate("commviz::cli", "--scale: \"%1\" is not a pixel density; use 1, 2 or 3")
                    .arg(text));
        if (options.format != ui::ExportFormat::Png && scale != 1)
            return fail(err, command,
                        QCoreApplication::translate(
                            "commviz::cli", "--scale: only PNG has a pixel density; %1 is drawn as vectors or data")
                            .arg(ui::formatName(options.format)));
        options.scale = scale;
    }
    if (parser.isSet("image-size")) {
        const Result<QSize> size = parseImageSize(parser.value("image-size"));
        if (!size.ok())
            return fail(err, command, ui::coreText(size.explanation()));
        options.size = size.value();
    }
    const std::variant<double, QString> fontScale = fontScaleOption(parser);
    if (const auto *e = std::get_if<QString>(&fontScale))
        return fail(err, command, *e);
    options.fontScale = std::get<double>(fontScale);
    if (options.format == ui::ExportFormat::Png && ui::pngPixels(options) > ui::kMaxPngPixels &&
        !ui::checkExportOptions({options.format, options.size, 1, options.fontScale}))
        return fail(err, command,
                    QCoreApplication::translate("commviz::cli",
                                                "--image-size %1x%2 at --scale %3 is a PNG of %4 pixels, more than the "
                                                "%5 (100 megapixels) a PNG may have; use a smaller --image-size or "
                                                "--scale, or --format svg or pdf")
                        .arg(options.size.width())
                        .arg(options.size.height())
                        .arg(options.scale)
                        .arg(QLocale().toString(ui::pngPixels(options)), QLocale().toString(ui::kMaxPngPixels)));
    if (std::optional<QString> e = ui::checkExportOptions(options))
        return fail(err, command, (parser.isSet("image-size") ? "--image-size: " : "--scale: ") + *e);

    const Result<ui::ScenarioDocument> doc = scenarioDocumentFromOptions(parser);
    if (!doc.ok())
        return fail(err, command, ui::coreText(doc.explanation()));

    if (std::optional<QString> e = loadMeasurements(parser, measurements))
        return fail(err, command, *e);

    QWidget host;
    const std::vector<ui::ChartPage *> pages = drawnPages(host, doc.value().scenario, measurements);
    // Every output is made and checked before any is written: a refused command leaves every file as it was.
    ui::FileBatch batch;
    QStringList skipped; // with --chart all: the charts that had nothing to draw
    if (all) {
        if (std::optional<QString> e = addAllCharts(pages, options, outPath, batch, &skipped))
            return fail(err, command, *e);
    } else {
        ui::ChartPanel *chart = nullptr;
        const ui::ChartPage *owner = nullptr;
        for (const ui::ChartPage *page : pages) {
            for (ui::ChartPanel *c : page->charts()) {
                if (c->name() == chartName) {
                    chart = c;
                    owner = page;
                }
            }
        }
        if (!chart)
            return fail(err, command,
                        QCoreApplication::translate("commviz::cli",
                                                    "--chart: no chart named \"%1\"; --list-charts lists the names")
                            .arg(chartName));
        const std::vector<ui::ChartPanel *> drawn = owner->contentCharts();
        if (std::find(drawn.begin(), drawn.end(), chart) == drawn.end())
            return fail(err, command,
                        measurements.empty()
                            ? QCoreApplication::translate("commviz::cli",
                                                          "--chart: %1 draws measurements; give a benchmark log with "
                                                          "--measurements FILE")
                                  .arg(chartName)
                            : QCoreApplication::translate("commviz::cli", "--chart: %1 has nothing to draw from %2")
                                  .arg(chartName, parser.value("measurements")));
        if (ui::pathKind(outPath) == ui::PathKind::Folder)
            return fail(err, command,
                        QCoreApplication::translate("commviz::cli", "--out: %1 is a folder; name the file to write")
                            .arg(outPath));
        QByteArray bytes;
        if (std::optional<QString> e = ui::renderChart(chart, options, &bytes))
            return fail(err, command,
                        QCoreApplication::translate("commviz::cli", "cannot write %1: %2").arg(outPath, *e));
        batch.add(outPath, std::move(bytes));
    }
    const QStringList written = batch.paths();
    if (std::optional<QString> e = addScenarioIfAsked(parser, doc.value(), batch))
        return fail(err, command, *e);
    if (std::optional<QString> e = commitBatch(batch, all ? outPath : QString()))
        return fail(err, command, *e);
    for (const QString &path : written)
        out << path << "\n";
    if (!skipped.isEmpty()) { // said, not silent: the folder lacks them
        const QString names = skipped.join(", ");
        err << "commviz " << command << ": "
            << (measurements.empty()
                    ? QCoreApplication::translate("commviz::cli",
                                                  "skipped %1: they draw measurements; give a benchmark log with "
                                                  "--measurements FILE")
                          .arg(names)
                    : QCoreApplication::translate("commviz::cli", "skipped %1: nothing to draw from %2")
                          .arg(names, parser.value("measurements")))
            << "\n";
    }
    return 0;
}

int runWidgetCommand(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    g_previousHandler = qInstallMessageHandler(&quietPlatformNotices);
    QApplication app(argc, argv);
    QApplication::setApplicationName("commviz");
    QApplication::setOrganizationName("commviz");
    ui::preferCjkFont(); // chart texts may be Chinese (a file name, --lang zh_CN): never their Japanese forms
    QTextStream out(stdout);
    PrintableStderr errDevice;
    QTextStream err(&errDevice);
    const QStringList args = ui::decodeArguments(argc, argv); // names byte for byte (filenames.h)
    if (const int status = applyLanguage(args, err); status != 0)
        return status;
    if (args.value(1) == "report")
        return runReportCommand(args, out, err);
    return runExportCommand(args, out, err);
}

} // namespace commviz::cli
