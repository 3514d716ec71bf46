// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fitcommand.h"

#include "cli.h"
#include "coretext.h"
#include "filenames.h"
#include "fitreport.h"
#include "scenariooptions.h"

#include "commviz/measure.h"
#include "commviz/units.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

namespace commviz::cli {
namespace {

// The option that set a link: the most specific one given wins, as scenarioDocumentFromOptions() applies them.
QString linkSource(const QCommandLineParser &parser, const QString &beta, const QString &preset)
{
    if (parser.isSet(beta))
        return "--" + beta;
    for (const QString &option : {preset, QStringLiteral("cluster-preset"), QStringLiteral("scenario")}) {
        if (parser.isSet(option))
            return QString("--%1 %2").arg(option, parser.value(option));
    }
    return QCoreApplication::translate("commviz::cli", "the default; --%1 sets it").arg(beta);
}

} // namespace

int runFitCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "commviz::cli", "Fit α and β of the α-β model to nccl-tests or OSU benchmark output."));
    parser.addPositionalArgument(
        "file", QCoreApplication::translate("commviz::cli",
                                            "nccl-tests text or JSON (-J) output, or OSU Micro-Benchmarks output."));
    parser.addOption(
        {"model",
         QCoreApplication::translate(
             "commviz::cli", "Model to fit: an algorithm key as eval names it (allreduce_ring, allreduce_tree, ...), "
                             "reduce_tree or p2p. Default: the collective's own (ring, pairwise for AllToAll, tree for "
                             "Broadcast and Reduce, p2p for sendrecv and osu_latency/osu_bw)."),
         "name"});
    parser.addOption(
        {"ranks", QCoreApplication::translate("commviz::cli", "Rank count N, for tables whose log does not say it."),
         "n"});
    parser.addOption(
        {"in-place", QCoreApplication::translate(
                         "commviz::cli", "Fit the in-place points (nccl-tests) instead of the out-of-place ones.")});
    parser.addOption({"format", QCoreApplication::translate("commviz::cli", "Output format: text (default) or json."),
                      "text|json", "text"});
    // The links the measured bus bandwidth is compared with (--beta, --intra-beta, --gpus-per-node, the
    // presets, or a scenario file); the other scenario options are accepted and have no effect on a fit.
    addScenarioOptions(parser);
    addLoadScenarioOption(parser);
    addLanguageOption(parser);
    parser.addHelpOption();
    if (!parser.parse(args)) {
        err << "commviz fit: " << parser.errorText() << "\n";
        return kUsageError;
    }
    if (parser.isSet("help")) {
        out << parser.helpText();
        return 0;
    }
    if (printListIfAsked(parser, out))
        return 0;
    QStringList positional = parser.positionalArguments();
    if (!positional.isEmpty() && positional.constFirst() == "fit")
        positional.removeFirst();
    if (positional.isEmpty()) {
        err << "commviz fit: " << QCoreApplication::translate("commviz::cli", "no FILE given") << "\n";
        return kUsageError;
    }
    if (positional.size() > 1) {
        err << "commviz fit: "
            << QCoreApplication::translate("commviz::cli", "unexpected argument \"%1\"").arg(positional.at(1)) << "\n";
        return kUsageError;
    }
    const QString format = parser.value("format");
    if (format != "text" && format != "json") {
        err << "commviz fit: "
            << QCoreApplication::translate("commviz::cli", "--format: \"%1\" is not a format; use text or json")
                   .arg(format)
            << "\n";
        return kUsageError;
    }
    ParseConfig parseConfig;
    if (parser.isSet("ranks")) {
        bool ok = false;
        const int n = parser.value("ranks").toInt(&ok);
        if (!ok || n < 1) {
            err << "commviz fit: "
                << QCoreApplication::translate("commviz::cli",
                                               "--ranks: \"%1\" is not a rank count; use an integer ≥ 1")
                       .arg(parser.value("ranks"))
                << "\n";
            return kUsageError;
        }
        parseConfig.ranks = n;
    }
    FitConfig fitConfig;
    fitConfig.in_place = parser.isSet("in-place");
    if (parser.isSet("model")) {
        fitConfig.model = parser.value("model").toStdString();
        if (const Result<FitModel> m = findFitModel(fitConfig.model); !m.ok()) {
            err << "commviz fit: --model: " << ui::coreText(m.explanation()) << "\n";
            return kUsageError;
        }
    }

    const Result<ui::ScenarioDocument> links = scenarioDocumentFromOptions(parser);
    if (!links.ok()) {
        err << "commviz fit: " << ui::coreText(links.explanation()) << "\n";
        return kUsageError;
    }

    const QString path = positional.constFirst();
    // Core's reader refuses pipes, devices and files over its limit before reading them.
    const Result<std::string> bytes = readMeasurementFile(ui::encodeFileName(path).toStdString());
    if (!bytes.ok()) {
        err << "commviz fit: " << ui::coreText(bytes.explanation()) << "\n";
        return kUsageError;
    }
    const ParseResult parsed = parseMeasurements(bytes.value(), parseConfig);
    const QString name = QFileInfo(path).fileName();
    if (parsed.tables.empty()) {
        // What the file says about itself too (a number out of range, an OSU benchmark not supported), as the
        // window's import says it: one line.
        QStringList why{QCoreApplication::translate(
                            "commviz::cli", "no nccl-tests or OSU table found in %1 (commviz reads the tables of "
                                            "nccl-tests and rccl-tests, as text or -J JSON, and of the OSU benchmarks)")
                            .arg(name)};
        for (const Text &w : parsed.warnings)
            why << ui::coreText(w);
        err << "commviz fit: " << why.join("; ") << "\n";
        return kUsageError;
    }

    std::vector<FitOutcome> outcomes;
    for (const MeasuredTable &t : parsed.tables)
        outcomes.push_back(fitOutcome(t, fitConfig, links.value().scenario));
    const auto fitted = std::count_if(outcomes.begin(), outcomes.end(), [](const FitOutcome &o) { return o.fit.ok(); });
    if (fitted == 0) {
        const FitOutcome &o = outcomes.front();
        err << "commviz fit: "
            << QCoreApplication::translate("commviz::cli", "nothing fittable in %1: %2: %3")
                   .arg(name,
                        o.table->collective.empty() ? QCoreApplication::translate("commviz::cli", "table")
                                                    : QString::fromStdString(o.table->collective),
                        ui::coreText(o.fit.explanation()))
            << "\n";
        return kUsageError;
    }

    if (format == "json") {
        QJsonArray list;
        for (const FitOutcome &o : outcomes)
            list.append(outcomeToJson(o));
        out << QJsonDocument(list).toJson(QJsonDocument::Indented);
    } else {
        for (const Text &w : parsed.warnings)
            out << QCoreApplication::translate("commviz::cli", "warning: %1").arg(ui::coreText(w)) << "\n";
        printOutcomes(
            outcomes,
            LinkSources{linkSource(parser, "beta", "preset"), linkSource(parser, "intra-beta", "intra-preset")}, out);
    }
    return 0;
}

} // namespace commviz::cli
