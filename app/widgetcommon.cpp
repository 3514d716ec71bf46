// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgetcommon.h"

#include "cli.h"

#include "coretext.h"
#include "exporter.h"
#include "fontscale.h"
#include "measurements.h"
#include "pages/common/chartpage.h"
#include "pages/pages.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLocale>
#include <QTextStream>
#include <QWidget>

namespace commviz::cli {
namespace {

// The charts need a QApplication; a test or a caller that forgot one gets a line instead of an abort.
bool haveWidgets()
{
    return qobject_cast<QApplication *>(QCoreApplication::instance()) != nullptr;
}

bool checkPositional(const QCommandLineParser &parser, const QString &command, QTextStream &err)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty() || positional == QStringList{command})
        return true;
    fail(err, command,
         QCoreApplication::translate("commviz::cli", "unexpected argument \"%1\"").arg(positional.constLast()));
    return false;
}

} // namespace

int fail(QTextStream &err, const QString &command, const QString &message)
{
    err << "commviz " << command << ": " << message << "\n";
    return kUsageError;
}

std::optional<int> parseCommon(QCommandLineParser &parser, const QStringList &args, const QString &command,
                               QTextStream &out, QTextStream &err)
{
    if (!parser.parse(args))
        return fail(err, command, parser.errorText());
    if (parser.isSet("help")) {
        out << parser.helpText();
        return 0;
    }
    if (!checkPositional(parser, command, err))
        return kUsageError;
    if (printListIfAsked(parser, out))
        return 0;
    if (!haveWidgets())
        return fail(err, command,
                    QCoreApplication::translate(
                        "commviz::cli", "needs a QApplication (run it through commviz, not as a library call)"));
    return std::nullopt;
}

void addMeasurementsOption(QCommandLineParser &parser)
{
    parser.addOption(
        {"measurements",
         QCoreApplication::translate("commviz::cli", "A benchmark log (nccl-tests text or JSON, OSU output) for the "
                                                     "Measured charts; its first fitted table is drawn."),
         "file"});
}

std::optional<QString> loadMeasurements(const QCommandLineParser &parser, ui::Measurements &store)
{
    if (!parser.isSet("measurements"))
        return std::nullopt;
    const Result<int> r = store.importFile(parser.value("measurements"));
    if (!r.ok())
        return "--measurements: " + ui::coreText(r.explanation());
    return std::nullopt;
}

std::vector<ui::ChartPage *> drawnPages(QWidget &host, const Scenario &scenario, ui::Measurements &measurements)
{
    std::vector<ui::ChartPage *> pages = ui::createPages(&host, &measurements);
    for (ui::ChartPage *page : pages) {
        page->refresh(scenario, true);
        page->settle();
    }
    return pages;
}

void addFontScaleOption(QCommandLineParser &parser)
{
    parser.addOption(
        {"font-scale",
         QCoreApplication::translate("commviz::cli", "A factor on the charts' fonts, from %1 to %2 (default 1): larger "
                                                     "text for a figure in a document or on a slide.")
             .arg(QLocale::c().toString(ui::kMinFontScale), QLocale::c().toString(ui::kMaxFontScale)),
         "factor"});
}

std::variant<double, QString> fontScaleOption(const QCommandLineParser &parser)
{
    if (!parser.isSet("font-scale"))
        return 1.0;
    const QString text = parser.value("font-scale").trimmed();
    bool ok = false;
    const double factor = QLocale::c().toDouble(text, &ok);
    if (!ok || !(factor >= ui::kMinFontScale && factor <= ui::kMaxFontScale))
        return QCoreApplication::translate("commviz::cli", "--font-scale: \"%1\" is not a font scale; use a number "
                                                           "from %2 to %3, e.g. 1.5")
            .arg(parser.value("font-scale"), QLocale::c().toString(ui::kMinFontScale),
                 QLocale::c().toString(ui::kMaxFontScale));
    return factor;
}

} // namespace commviz::cli
