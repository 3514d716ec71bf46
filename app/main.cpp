// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// commviz: the window, or a headless command when the first argument names one (eval, fit, export, report).
#include "evalcommand.h"
#include "exportcommand.h"
#include "fitcommand.h"

#include "mainwindow.h"

#include "cli.h"
#include "document.h"
#include "filenames.h"
#include "language.h"
#include "printablestderr.h"
#include "settings.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>
#include <QTimer>

namespace {

void describe(QCommandLineParser &parser)
{
    parser.setApplicationDescription(QCoreApplication::translate(
        "commviz::main", "The communication cost models of distributed training, made visible.\n\n"
                         "Commands without a window:\n"
                         "  commviz eval [options]   every model quantity for one parameter set (eval --help)\n"
                         "  commviz fit FILE         fit α and β to nccl-tests or OSU output (fit --help)\n"
                         "  commviz export [options] charts as PNG, SVG, PDF or CSV (export --help)\n"
                         "  commviz report [options] one PDF with every page (report --help)"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({"scenario", QCoreApplication::translate("commviz::main", "Open this scenario file."), "file"});
    commviz::cli::addLanguageOption(parser);
    parser.addPositionalArgument("file", QCoreApplication::translate("commviz::main", "A scenario file to open."),
                                 "[file]");
}

bool asksForHelpOrVersion(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QString a = QString::fromLocal8Bit(argv[i]);
        if (a == "--help" || a == "-h" || a == "--version" || a == "-v" || a == "--help-all")
            return true;
    }
    return false;
}

int runHeadless(const QString &command, int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName("commviz");
    QCoreApplication::setApplicationVersion(COMMVIZ_VERSION);
    QTextStream out(stdout);
    commviz::cli::PrintableStderr errDevice;
    QTextStream err(&errDevice);
    // Not QCoreApplication::arguments(): a file name that is not UTF-8 must reach the file system unchanged.
    const QStringList args = commviz::ui::decodeArguments(argc, argv);
    if (const int status = commviz::cli::applyLanguage(args, err); status != 0)
        return status;
    if (command == "eval")
        return commviz::cli::runEvalCommand(args, out, err);
    return commviz::cli::runFitCommand(args, out, err);
}

} // namespace

int main(int argc, char *argv[])
{
    const QString command = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    if (command == "eval" || command == "fit")
        return runHeadless(command, argc, argv);
    if (command == "export" || command == "report") // charts are widgets: offscreen, no display needed
        return commviz::cli::runWidgetCommand(argc, argv);
    if (asksForHelpOrVersion(argc, argv)) { // answered without a display
        QCoreApplication app(argc, argv);
        QCoreApplication::setApplicationVersion(COMMVIZ_VERSION);
        commviz::cli::PrintableStderr errDevice;
        QTextStream err(&errDevice);
        if (const int status = commviz::cli::applyLanguage(QCoreApplication::arguments(), err); status != 0)
            return status;
        QCommandLineParser parser;
        describe(parser);
        parser.process(app); // prints and exits
        return 0;
    }

    QApplication app(argc, argv);
    QApplication::setApplicationName("commviz");
    QApplication::setOrganizationName("commviz");
    QApplication::setApplicationVersion(COMMVIZ_VERSION);
    QGuiApplication::setDesktopFileName("io.github.commviz");
    commviz::ui::preferCjkFont(); // in English too: a Chinese file name or a switch later must not show Japanese forms

    QCommandLineParser parser;
    describe(parser);
    const QStringList args = commviz::ui::decodeArguments(argc, argv);
    parser.process(args);
    {
        commviz::cli::PrintableStderr errDevice;
        QTextStream err(&errDevice);
        const commviz::ui::Settings settings;
        if (const int status = commviz::cli::applyLanguage(args, err, settings.language()); status != 0)
            return status;
    }

    commviz::ui::MainWindow window;
    window.restoreSession();
    QString file = parser.value("scenario");
    if (file.isEmpty() && !parser.positionalArguments().isEmpty())
        file = parser.positionalArguments().constFirst();
    window.show();
    // Files are opened once the window is on screen, so nothing a file does can delay the first paint (and
    // a refusal's message box has a window to sit on).
    QTimer::singleShot(0, &window, [&window, file] {
        if (file.isEmpty())
            window.reopenLastScenario();
        else
            window.document()->open(file);
    });
    return QApplication::exec();
}
