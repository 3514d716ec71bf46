// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"

#include "coretext.h"
#include "language.h"

#include "commviz/units.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <algorithm>
#include <functional>
#include <vector>

namespace commviz::cli {
namespace {

// One row per parameter option: its name, the quantity it parses as, and where it goes.
struct ParameterOption {
    const char *name;
    const char *valueName;
    const char *help;
    Quantity quantity;
    std::function<void(Scenario &, double)> apply;
};

const std::vector<ParameterOption> &parameterOptions()
{
    static const std::vector<ParameterOption> kOptions{
        {"alpha", "time", QT_TRANSLATE_NOOP("commviz::cli", "Inter-node latency α (default 5us)."), Quantity::Time,
         [](Scenario &s, double v) { s.inter.alpha_s = v; }},
        {"beta", "bandwidth",
         QT_TRANSLATE_NOOP("commviz::cli", "Inter-node bandwidth β (default 50GB/s; 400Gbps works)."),
         Quantity::Bandwidth, [](Scenario &s, double v) { s.inter.beta_Bps = v; }},
        {"gpus", "N", QT_TRANSLATE_NOOP("commviz::cli", "GPUs in the collective (default 256)."), Quantity::Count,
         [](Scenario &s, double v) { s.gpus = static_cast<int>(v); }},
        {"size", "bytes",
         QT_TRANSLATE_NOOP("commviz::cli", "Payload M per GPU, also the point-to-point n (default 1GB)."),
         Quantity::Size, [](Scenario &s, double v) { s.size_bytes = v; }},
        {"gpus-per-node", "G",
         QT_TRANSLATE_NOOP("commviz::cli", "GPUs per node, for hierarchical AllReduce (default 8)."), Quantity::Count,
         [](Scenario &s, double v) { s.gpus_per_node = static_cast<int>(v); }},
        {"intra-alpha", "time", QT_TRANSLATE_NOOP("commviz::cli", "Intra-node latency (default 500ns)."),
         Quantity::Time, [](Scenario &s, double v) { s.intra.alpha_s = v; }},
        {"intra-beta", "bandwidth", QT_TRANSLATE_NOOP("commviz::cli", "Intra-node bandwidth (default 450GB/s)."),
         Quantity::Bandwidth, [](Scenario &s, double v) { s.intra.beta_Bps = v; }},
        {"stages", "p", QT_TRANSLATE_NOOP("commviz::cli", "Pipeline stages (default 8)."), Quantity::Count,
         [](Scenario &s, double v) { s.stages = static_cast<int>(v); }},
        {"microbatches", "m", QT_TRANSLATE_NOOP("commviz::cli", "Micro-batches (default 16)."), Quantity::Count,
         [](Scenario &s, double v) { s.microbatches = static_cast<int>(v); }},
        {"virtual", "V", QT_TRANSLATE_NOOP("commviz::cli", "Virtual stages per GPU, interleaving (default 4)."),
         Quantity::Count, [](Scenario &s, double v) { s.virtual_stages = static_cast<int>(v); }},
        {"ratio", "r", QT_TRANSLATE_NOOP("commviz::cli", "Compression ratio, ≥ 1 (default 64)."), Quantity::Ratio,
         [](Scenario &s, double v) { s.ratio = v; }},
        {"codec", "time", QT_TRANSLATE_NOOP("commviz::cli", "Encode + decode time T_codec (default 2ms)."),
         Quantity::Time, [](Scenario &s, double v) { s.codec_s = v; }},
    };
    return kOptions;
}

// Which option reports a validate() error about a scenario field.
QString optionForField(const std::string &field)
{
    static const std::vector<std::pair<std::string, QString>> kMap{
        {"alpha", "--alpha"},
        {"beta", "--beta"},
        {"gpus", "--gpus"},
        {"size", "--size"},
        {"gpus_per_node", "--gpus-per-node"},
        {"intra_alpha", "--intra-alpha"},
        {"intra_beta", "--intra-beta"},
        {"stages", "--stages"},
        {"microbatches", "--microbatches"},
        {"virtual_stages", "--virtual"},
        {"ratio", "--ratio"},
        {"codec", "--codec"},
    };
    for (const auto &[key, option] : kMap) {
        if (key == field)
            return option;
    }
    return QString::fromStdString(field);
}

// "--gpus: " and core's message, in the current language.
Text withOption(const QString &option, const Text &message)
{
    return ui::verbatim(QCoreApplication::translate("commviz::cli", "%1: %2").arg(option, ui::coreText(message)));
}

// Counts must be whole numbers that fit an int; parseNumber accepts any real.
std::optional<Error> wholeCheck(const ParameterOption &o, double value)
{
    if (o.quantity != Quantity::Count)
        return std::nullopt;
    std::optional<Error> e = checkWholeAtLeast(o.name, value, 1);
    if (e)
        e->message = withOption(QStringLiteral("--") + o.name, e->message);
    return e;
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
    if (!ui::installLanguage(language)) {
        err << "commviz: the " << language << " translation could not be loaded; using English\n";
        err.flush();
    }
    return 0;
}

void addScenarioOptions(QCommandLineParser &parser)
{
    parser.addOption({"preset",
                      QCoreApplication::translate("commviz::cli",
                                                  "Inter-node link from table 1 (sets α and β; see --list-presets)."),
                      "name"});
    parser.addOption(
        {"intra-preset",
         QCoreApplication::translate("commviz::cli", "Intra-node link from table 1 (sets the intra-node α and β)."),
         "name"});
    for (const ParameterOption &o : parameterOptions())
        parser.addOption({o.name, QCoreApplication::translate("commviz::cli", o.help), o.valueName});
    parser.addOption(
        {"list-presets", QCoreApplication::translate("commviz::cli", "List the interconnect presets and exit.")});
}

Result<Scenario> scenarioFromOptions(const QCommandLineParser &parser, const Scenario &base)
{
    Scenario s = base;
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
    for (const ParameterOption &o : parameterOptions()) {
        if (!parser.isSet(o.name))
            continue;
        const std::string option = std::string("--") + o.name;
        const Result<double> v = parseQuantity(o.quantity, parser.value(o.name).toStdString(), option);
        if (!v.ok())
            return v.error();
        if (auto e = wholeCheck(o, v.value()))
            return *e;
        o.apply(s, v.value());
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

QJsonObject inputsToJson(const Scenario &s)
{
    return QJsonObject{
        {"alpha_s", s.inter.alpha_s},
        {"beta_Bps", s.inter.beta_Bps},
        {"gpus", s.gpus},
        {"size_bytes", s.size_bytes},
        {"gpus_per_node", s.gpus_per_node},
        {"intra_alpha_s", s.intra.alpha_s},
        {"intra_beta_Bps", s.intra.beta_Bps},
        {"stages", s.stages},
        {"microbatches", s.microbatches},
        {"virtual_stages", s.virtual_stages},
        {"ratio", s.ratio},
        {"codec_s", s.codec_s},
    };
}

} // namespace commviz::cli
