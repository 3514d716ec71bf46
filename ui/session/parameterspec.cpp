// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "parameterspec.h"

#include <QCoreApplication>

#include <cmath>

namespace commviz::ui {

const std::vector<ParamSpec> &paramSpecs()
{
    static const std::vector<ParamSpec> kSpecs{
        {Param::Alpha, "alpha_s", "α", QT_TRANSLATE_NOOP("commviz::ui::ParamSpec", "inter-node latency"),
         Quantity::Time, 10e-9, 1e-3, true, false},
        {Param::Beta, "beta_Bps", "β", QT_TRANSLATE_NOOP("commviz::ui::ParamSpec", "inter-node bandwidth"),
         Quantity::Bandwidth, 100e6, 2e12, true, false},
        {Param::IntraAlpha, "intra_alpha_s", "α intra",
         QT_TRANSLATE_NOOP("commviz::ui::ParamSpec", "intra-node latency"), Quantity::Time, 10e-9, 1e-3, true, false},
        {Param::IntraBeta, "intra_beta_Bps", "β intra",
         QT_TRANSLATE_NOOP("commviz::ui::ParamSpec", "intra-node bandwidth"), Quantity::Bandwidth, 100e6, 2e12, true,
         false},
        {Param::Gpus, "gpus", "N", QT_TRANSLATE_NOOP("commviz::ui::ParamSpec", "GPUs in the collective"),
         Quantity::Count, 1, 16384, true, true},
        {Param::GpusPerNode, "gpus_per_node", "G", QT_TRANSLATE_NOOP("commviz::ui::ParamSpec", "GPUs per node"),
         Quantity::Count, 1, 16, false, true},
        {Param::Size, "size_bytes", "M",
         QT_TRANSLATE_NOOP("commviz::ui::ParamSpec", "payload per GPU (also the message n)"), Quantity::Size, 1, 100e9,
         true, false},
        {Param::Stages, "stages", "p", QT_TRANSLATE_NOOP("commviz::ui::ParamSpec", "pipeline stages"), Quantity::Count,
         1, 64, false, true},
        {Param::Microbatches, "microbatches", "m", QT_TRANSLATE_NOOP("commviz::ui::ParamSpec", "micro-batches"),
         Quantity::Count, 1, 256, false, true},
        {Param::Virtual, "virtual_stages", "V", QT_TRANSLATE_NOOP("commviz::ui::ParamSpec", "virtual stages per GPU"),
         Quantity::Count, 1, 16, false, true},
        {Param::Ratio, "ratio", "r", QT_TRANSLATE_NOOP("commviz::ui::ParamSpec", "compression ratio"), Quantity::Ratio,
         1, 1000, true, false},
        {Param::Codec, "codec_s", "T codec", QT_TRANSLATE_NOOP("commviz::ui::ParamSpec", "encode + decode time"),
         Quantity::Time, 1e-6, 1, true, false},
    };
    return kSpecs;
}

const ParamSpec &paramSpec(Param p)
{
    return paramSpecs()[static_cast<std::size_t>(p)];
}

QString paramLabel(Param p)
{
    return QCoreApplication::translate("commviz::ui::ParamSpec", paramSpec(p).label.toUtf8().constData());
}

double paramValue(const Scenario &s, Param p)
{
    switch (p) {
    case Param::Alpha:
        return s.inter.alpha_s;
    case Param::Beta:
        return s.inter.beta_Bps;
    case Param::IntraAlpha:
        return s.intra.alpha_s;
    case Param::IntraBeta:
        return s.intra.beta_Bps;
    case Param::Gpus:
        return s.gpus;
    case Param::GpusPerNode:
        return s.gpus_per_node;
    case Param::Size:
        return s.size_bytes;
    case Param::Stages:
        return s.stages;
    case Param::Microbatches:
        return s.microbatches;
    case Param::Virtual:
        return s.virtual_stages;
    case Param::Ratio:
        return s.ratio;
    case Param::Codec:
        return s.codec_s;
    }
    return 0;
}

void setParamValue(Scenario &s, Param p, double value)
{
    const auto whole = [value] { return static_cast<int>(std::lround(value)); };
    switch (p) {
    case Param::Alpha:
        s.inter.alpha_s = value;
        break;
    case Param::Beta:
        s.inter.beta_Bps = value;
        break;
    case Param::IntraAlpha:
        s.intra.alpha_s = value;
        break;
    case Param::IntraBeta:
        s.intra.beta_Bps = value;
        break;
    case Param::Gpus:
        s.gpus = whole();
        break;
    case Param::GpusPerNode:
        s.gpus_per_node = whole();
        break;
    case Param::Size:
        s.size_bytes = value;
        break;
    case Param::Stages:
        s.stages = whole();
        break;
    case Param::Microbatches:
        s.microbatches = whole();
        break;
    case Param::Virtual:
        s.virtual_stages = whole();
        break;
    case Param::Ratio:
        s.ratio = value;
        break;
    case Param::Codec:
        s.codec_s = value;
        break;
    }
}

Result<double> parseParam(Param p, const QString &text)
{
    const ParamSpec &spec = paramSpec(p);
    const std::string name = spec.symbol.toStdString();
    const Result<double> parsed = parseQuantity(spec.quantity, text.toStdString(), name);
    if (!parsed.ok())
        return parsed;
    const double v = parsed.value();
    std::optional<Error> e;
    switch (p) {
    case Param::Beta:
    case Param::IntraBeta:
        e = checkPositive(name, v, "B/s");
        break;
    case Param::Ratio:
        e = checkAtLeast(name, v, 1.0);
        break;
    default:
        if (spec.integer)
            e = checkWholeAtLeast(name, v, 1);
        break;
    }
    if (e)
        return *e;
    return v;
}

QString formatParam(Param p, double value)
{
    const ParamSpec &spec = paramSpec(p);
    if (spec.integer)
        return QString::number(std::llround(value));
    if (spec.quantity == Quantity::Ratio)
        return QString::fromStdString(formatTrimmed(value, 2));
    return QString::fromStdString(formatQuantity(spec.quantity, value));
}

} // namespace commviz::ui
