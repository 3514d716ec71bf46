// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fitcommand.h"

#include "cli.h"
#include "coretext.h"

#include "commviz/measure.h"
#include "commviz/units.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace commviz::cli {
namespace {

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

// One table's outcome, everything the two output formats need.
struct Outcome {
    const MeasuredTable *table = nullptr;
    Result<MeasuredFit> fit = Error{};
    QStringList warnings; // the parser's, then the fit's
    QString model;        // empty when no model could be chosen
    int points = 0;       // used by the fit, or rows of the chosen placement when refused
};

Outcome fitOne(const MeasuredTable &t, const FitConfig &config)
{
    Outcome o;
    o.table = &t;
    o.fit = fitTable(t, config);
    for (const Text &w : t.warnings)
        o.warnings << ui::coreText(w);
    if (o.fit.ok()) {
        for (const Text &w : o.fit.value().warnings)
            o.warnings << ui::coreText(w);
        o.model = q(o.fit.value().model.key);
        o.points = o.fit.value().points;
    } else {
        const Result<FitModel> m = config.model.empty() ? defaultFitModel(t.collective) : findFitModel(config.model);
        if (m.ok())
            o.model = q(m.value().key);
        o.points = int((config.in_place ? t.in_place : t.out_of_place).size());
    }
    return o;
}

QJsonObject toJson(const Outcome &o)
{
    const MeasuredTable &t = *o.table;
    QJsonObject j{
        {"collective", t.collective.empty() ? QJsonValue() : QJsonValue(q(t.collective))},
        {"model", o.model.isEmpty() ? QJsonValue() : QJsonValue(o.model)},
        {"ranks", t.ranks ? QJsonValue(*t.ranks) : QJsonValue()},
        {"points", o.points},
        {"warnings", QJsonArray::fromStringList(o.warnings)},
    };
    if (!o.fit.ok()) {
        j.insert("error", ui::coreText(o.fit.explanation()));
        return j;
    }
    const MeasuredFit &f = o.fit.value();
    // osu_bw does not measure α (see MeasuredFit): null rather than a number nobody measured.
    j.insert("alpha_s", f.alpha_fitted ? QJsonValue(f.alpha_s) : QJsonValue());
    j.insert("beta_Bps", f.beta_Bps);
    j.insert("r2", f.r2);
    j.insert("max_rel_residual", f.max_rel_residual);
    return j;
}

void printText(const std::vector<Outcome> &outcomes, QTextStream &out)
{
    const QStringList header{QCoreApplication::translate("commviz::cli", "collective"),
                             QCoreApplication::translate("commviz::cli", "model"),
                             QCoreApplication::translate("commviz::cli", "ranks"),
                             QCoreApplication::translate("commviz::cli", "points"),
                             "α",
                             "β",
                             "R²",
                             QCoreApplication::translate("commviz::cli", "max residual")};
    std::vector<QStringList> rows;
    for (const Outcome &o : outcomes) {
        const MeasuredTable &t = *o.table;
        QStringList r{t.collective.empty() ? "?" : q(t.collective), o.model.isEmpty() ? "?" : o.model,
                      t.ranks ? QString::number(*t.ranks) : "?", QString::number(o.points)};
        if (o.fit.ok()) {
            const MeasuredFit &f = o.fit.value();
            r << (f.alpha_fitted ? q(formatTime(f.alpha_s)) : QCoreApplication::translate("commviz::cli", "n/a"))
              << q(formatBandwidth(f.beta_Bps)) << QString::number(f.r2, 'f', 4)
              << q(formatPercent(f.max_rel_residual));
        }
        rows.push_back(r);
    }
    std::vector<qsizetype> widths;
    for (const QString &h : header)
        widths.push_back(displayWidth(h));
    for (const QStringList &r : rows) {
        for (qsizetype i = 0; i < r.size(); ++i)
            widths[std::size_t(i)] = std::max(widths[std::size_t(i)], qsizetype(displayWidth(r[i])));
    }
    // Text columns left-aligned, numbers right-aligned, so digits line up.
    const auto line = [&](const QStringList &cells) {
        QString s;
        for (qsizetype i = 0; i < cells.size(); ++i) {
            const qsizetype w = widths[std::size_t(i)];
            s += (i == 0 ? "" : "  ") + (i < 2 ? padRight(cells[i], int(w)) : padLeft(cells[i], int(w)));
        }
        return s;
    };
    out << line(header).trimmed() << "\n";
    for (std::size_t k = 0; k < outcomes.size(); ++k) {
        const Outcome &o = outcomes[k];
        QString s = line(rows[k]);
        if (!o.fit.ok())
            s += "  " +
                 QCoreApplication::translate("commviz::cli", "refused: %1").arg(ui::coreText(o.fit.explanation()));
        out << s.trimmed() << "\n";
        for (const QString &w : o.warnings)
            out << "    " << QCoreApplication::translate("commviz::cli", "warning: %1").arg(w) << "\n";
    }
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

    const QString path = positional.constFirst();
    // Core's reader refuses pipes, devices and files over its limit before reading them.
    const Result<std::string> bytes = readMeasurementFile(QFile::encodeName(path).toStdString());
    if (!bytes.ok()) {
        err << "commviz fit: " << ui::coreText(bytes.explanation()) << "\n";
        return kUsageError;
    }
    const ParseResult parsed = parseMeasurements(bytes.value(), parseConfig);
    const QString name = QFileInfo(path).fileName();
    if (parsed.tables.empty()) {
        err << "commviz fit: "
            << QCoreApplication::translate("commviz::cli", "no nccl-tests or OSU table found in %1").arg(name) << "\n";
        return kUsageError;
    }

    std::vector<Outcome> outcomes;
    for (const MeasuredTable &t : parsed.tables)
        outcomes.push_back(fitOne(t, fitConfig));
    const auto fitted = std::count_if(outcomes.begin(), outcomes.end(), [](const Outcome &o) { return o.fit.ok(); });
    if (fitted == 0) {
        const Outcome &o = outcomes.front();
        err << "commviz fit: "
            << QCoreApplication::translate("commviz::cli", "nothing fittable in %1: %2: %3")
                   .arg(name,
                        o.table->collective.empty() ? QCoreApplication::translate("commviz::cli", "table")
                                                    : q(o.table->collective),
                        ui::coreText(o.fit.explanation()))
            << "\n";
        return kUsageError;
    }

    if (format == "json") {
        QJsonArray list;
        for (const Outcome &o : outcomes)
            list.append(toJson(o));
        out << QJsonDocument(list).toJson(QJsonDocument::Indented);
    } else {
        for (const Text &w : parsed.warnings)
            out << QCoreApplication::translate("commviz::cli", "warning: %1").arg(ui::coreText(w)) << "\n";
        printText(outcomes, out);
    }
    return 0;
}

} // namespace commviz::cli
