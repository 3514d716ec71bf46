// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"

#include "coretext.h"
#include "parameterspec.h"
#include "translation.h"

#include "commviz/clusterpresets.h"
#include "commviz/parameters.h"
#include "commviz/steppresets.h"
#include "commviz/units.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <algorithm>
#include <vector>

namespace commviz::cli {
namespace {

QString latin(std::string_view text)
{
    return QString::fromLatin1(text.data(), qsizetype(text.size()));
}

// Which option reports a validate() error about a scenario field: the registry names both.
QString optionForField(const std::string &field)
{
    if (const std::optional<Param> p = findParameterByName(field))
        return "--" + latin(parameter(*p).option);
    return QString::fromStdString(field);
}

// "--gpus: " and core's message, in the current language.
Text withOption(const QString &option, const Text &message)
{
    return ui::verbatim(QCoreApplication::translate("commviz::cli", "%1: %2").arg(option, ui::coreText(message)));
}

} // namespace

void addLanguageOption(QCommandLineParser &parser)
{
    parser.addOption({"lang",
                      QCoreApplication::translate("commviz::cli", "Language of the output: en or zh_CN (default: the "
                                                                  "system's)."),
                      "en|zh_CN"});
}

int applyLanguage(const QStringList &args, QTextStream &err, const QString &fallback)
{
    QString error;
    const QString asked = ui::languageArgument(args, &error);
    if (!error.isEmpty()) {
        err << error << "\n";
        err.flush();
        return 2;
    }
    const QString language = !asked.isEmpty() ? asked : ui::chooseLanguage(fallback);
    if (!ui::installTranslation(language)) {
        err << "commviz: the " << language << " translation could not be loaded; using English\n";
        err.flush();
    }
    return 0;
}

void addScenarioOptions(QCommandLineParser &parser)
{
    parser.addOption(
        {"cluster-preset",
         QCoreApplication::translate("commviz::cli", "A cluster preset (sets N, G, both links, S, σ and α_spine; "
                                                     "see --list-cluster-presets). Other options override its values."),
         "name"});
    parser.addOption({"preset",
                      QCoreApplication::translate("commviz::cli",
                                                  "Inter-node link from table 1 (sets α and β; see --list-presets)."),
                      "name"});
    parser.addOption(
        {"intra-preset",
         QCoreApplication::translate("commviz::cli", "Intra-node link from table 1 (sets the intra-node α and β)."),
         "name"});
    parser.addOption({"model-preset",
                      QCoreApplication::translate(
                          "commviz::cli", "Model from SPEC 10.4 (sets Φ, Φ_x, L, h and k; see --list-model-presets)."),
                      "name"});
    parser.addOption(
        {"gpu-preset",
         QCoreApplication::translate("commviz::cli", "GPU from SPEC 10.4 (sets F and C; see --list-gpu-presets)."),
         "name"});
    // One option per registry row, its help from the row and its default from the Scenario's own.
    for (const ParamInfo &info : parameters()) {
        const QString help =
            QCoreApplication::translate("commviz::cli", "%1 Default: %2.")
                .arg(ui::coreText(std::string(info.help)), ui::paramText(info.param, paramDefault(info.param)));
        parser.addOption({latin(info.option), help, latin(info.valueName)});
    }
    parser.addOption(
        {"list-presets", QCoreApplication::translate("commviz::cli", "List the interconnect presets and exit.")});
    parser.addOption(
        {"list-cluster-presets", QCoreApplication::translate("commviz::cli", "List the cluster presets and exit.")});
    parser.addOption({"list-model-presets",
                      QCoreApplication::translate("commviz::cli", "List the training step's model presets and exit.")});
    parser.addOption({"list-gpu-presets",
                      QCoreApplication::translate("commviz::cli", "List the training step's GPU presets and exit.")});
}

namespace {

Error unknownStepPreset(const char *option, const QString &name, const char *list)
{
    return Error{option, ui::verbatim(QCoreApplication::translate("commviz::cli",
                                                                  "--%1: unknown preset \"%2\"; --%3 lists the names")
                                          .arg(QString::fromLatin1(option), name, QString::fromLatin1(list)))};
}

// --model-preset and --gpu-preset, before the parameter options that may override their values.
std::optional<Error> applyStepPresets(const QCommandLineParser &parser, Scenario &s)
{
    if (parser.isSet("model-preset")) {
        const QString name = parser.value("model-preset");
        const std::optional<ModelPreset> model = findModelPreset(name.toStdString());
        if (!model)
            return unknownStepPreset("model-preset", name, "list-model-presets");
        applyModelPreset(s, *model);
    }
    if (parser.isSet("gpu-preset")) {
        const QString name = parser.value("gpu-preset");
        const std::optional<GpuPreset> gpu = findGpuPreset(name.toStdString());
        if (!gpu)
            return unknownStepPreset("gpu-preset", name, "list-gpu-presets");
        applyGpuPreset(s, *gpu);
    }
    return std::nullopt;
}

} // namespace

Result<Scenario> scenarioFromOptions(const QCommandLineParser &parser, const Scenario &base)
{
    Scenario s = base;
    if (parser.isSet("cluster-preset")) {
        const QString name = parser.value("cluster-preset");
        const std::optional<ClusterPreset> preset = findClusterPreset(name.toStdString());
        if (!preset)
            return Error{"cluster-preset",
                         ui::verbatim(QCoreApplication::translate("commviz::cli",
                                                                  "--cluster-preset: unknown cluster preset \"%1\"; "
                                                                  "--list-cluster-presets lists the names")
                                          .arg(name))};
        s = withClusterPreset(s, *preset);
    }
    const auto applyPreset = [&](const char *option, Link &link) -> std::optional<Error> {
        if (!parser.isSet(option))
            return std::nullopt;
        const QString name = parser.value(option);
        const std::optional<Preset> preset = findPreset(name.toStdString());
        if (!preset)
            return Error{option,
                         ui::verbatim(QCoreApplication::translate(
                                          "commviz::cli", "--%1: unknown preset \"%2\"; --list-presets lists the names")
                                          .arg(QString::fromLatin1(option), name))};
        link = preset->link;
        return std::nullopt;
    };
    if (auto e = applyPreset("preset", s.inter))
        return *e;
    if (auto e = applyPreset("intra-preset", s.intra))
        return *e;
    if (auto e = applyStepPresets(parser, s))
        return *e;
    for (const ParamInfo &info : parameters()) {
        const QString name = latin(info.option);
        if (!parser.isSet(name))
            continue;
        const std::string option = "--" + name.toStdString();
        const Result<std::optional<double>> v = parseParamValue(info.param, parser.value(name).toStdString(), option);
        if (!v.ok())
            return v.error();
        if (std::optional<Error> e = checkParam(info.param, v.value())) {
            e->message = withOption(QString::fromStdString(option), e->message);
            e->parameter = option;
            return *e;
        }
        setParamValue(s, info.param, v.value());
    }
    const Result<Scenario> valid = validate(s);
    if (valid.isError()) {
        Error e = valid.error();
        const QString option = optionForField(e.parameter);
        e.message = withOption(option, e.message);
        e.parameter = option.toStdString();
        return e;
    }
    return s;
}

int displayWidth(const QString &text)
{
    int width = 0;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        // East Asian wide and fullwidth forms take two terminal columns (CJK, Hangul, fullwidth punctuation).
        const bool wide = (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF) ||
                          (u >= 0xAC00 && u <= 0xD7A3) || (u >= 0xF900 && u <= 0xFAFF) ||
                          (u >= 0xFE30 && u <= 0xFE4F) || (u >= 0xFF00 && u <= 0xFF60) || (u >= 0xFFE0 && u <= 0xFFE6);
        width += wide ? 2 : 1;
    }
    return width;
}

QString padRight(const QString &text, int width)
{
    return text + QString(std::max(0, width - displayWidth(text)), QLatin1Char(' '));
}

QString padLeft(const QString &text, int width)
{
    return QString(std::max(0, width - displayWidth(text)), QLatin1Char(' ')) + text;
}

void printPresets(QTextStream &out)
{
    for (const Preset &p : presets()) {
        out << QString::fromStdString(p.key).leftJustified(8) << "  " << padRight(ui::presetName(p), 27)
            << "  α = " << QString::fromStdString(formatTime(p.link.alpha_s)).leftJustified(7)
            << "  β = " << QString::fromStdString(formatBandwidth(p.link.beta_Bps)).leftJustified(10) << "  "
            << ui::presetUse(p) << "\n";
    }
}

void printClusterPresets(QTextStream &out)
{
    for (const ClusterPreset &p : clusterPresets()) {
        out << QString::fromStdString(p.key).leftJustified(18) << "  " << ui::coreText(p.name) << "\n    "
            << QCoreApplication::translate("commviz::cli",
                                           "N = %1, G = %2, intra α = %3, β = %4, inter α = %5, β = %6, S = %7, "
                                           "σ = %8, α_spine = %9")
                   .arg(QString::number(p.gpus), QString::number(p.gpus_per_node),
                        QString::fromStdString(formatTime(p.intra.alpha_s)),
                        QString::fromStdString(formatBandwidth(p.intra.beta_Bps)),
                        QString::fromStdString(formatTime(p.inter.alpha_s)),
                        QString::fromStdString(formatBandwidth(p.inter.beta_Bps)), QString::number(p.nodes_per_leaf),
                        QString::fromStdString(formatTrimmed(p.oversubscription, 2)),
                        QString::fromStdString(formatTime(p.spine_alpha_s)))
            << "\n";
    }
}

bool printListIfAsked(const QCommandLineParser &parser, QTextStream &out)
{
    const auto q = [](const std::string &text) { return QString::fromStdString(text); };
    if (parser.isSet("list-presets")) {
        printPresets(out);
        return true;
    }
    if (parser.isSet("list-cluster-presets")) {
        printClusterPresets(out);
        return true;
    }
    if (parser.isSet("list-model-presets")) {
        for (const ModelPreset &m : modelPresets())
            out << q(m.key).leftJustified(12) << "  " << q(m.name).leftJustified(13)
                << "  Φ = " << q(formatParam(Param::ModelParams, m.model_params)).leftJustified(8)
                << "  Φ_x = " << q(formatParam(Param::InactiveParams, m.inactive_params)).leftJustified(6)
                << "  L = " << QString::number(m.layers).leftJustified(4)
                << "  h = " << QString::number(m.hidden).leftJustified(6) << "  k = " << m.experts_per_token << "\n";
        return true;
    }
    if (parser.isSet("list-gpu-presets")) {
        for (const GpuPreset &g : gpuPresets())
            out << q(g.key).leftJustified(6) << "  " << q(g.name).leftJustified(9)
                << "  F = " << q(formatParam(Param::PeakFlops, g.peak_flops)).leftJustified(8)
                << "  C = " << q(formatSize(g.memory_bytes)) << "\n";
        return true;
    }
    return false;
}

} // namespace commviz::cli
