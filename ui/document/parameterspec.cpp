// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "parameterspec.h"

#include "coretext.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace commviz::ui {

QString paramSymbol(Param p)
{
    return QString::fromUtf8(parameter(p).symbol.data(), qsizetype(parameter(p).symbol.size()));
}

QString paramLabel(Param p)
{
    return coreText(std::string(parameter(p).meaning));
}

QString paramKey(Param p)
{
    return QString::fromLatin1(parameter(p).key.data(), qsizetype(parameter(p).key.size()));
}

bool hasSlider(Param p)
{
    const ParamKind kind = parameter(p).kind;
    return kind == ParamKind::Real || kind == ParamKind::Whole;
}

double paramNumber(const Scenario &s, Param p)
{
    return paramValue(s, p).value_or(std::numeric_limits<double>::quiet_NaN());
}

Result<std::optional<double>> parseParamText(Param p, const QString &text)
{
    return parseParam(p, text.toStdString(), parameter(p).symbol);
}

QString paramText(Param p, std::optional<double> value)
{
    if (!value)
        return coreText(std::string(parameter(p).unset));
    // The window says "70 B" where files and the command line write 70e9; both read either back.
    const ParamInfo &info = parameter(p);
    if (info.kind == ParamKind::Real && info.quantity == Quantity::Count)
        return QString::fromStdString(formatLargeCount(*value));
    return QString::fromStdString(formatParam(p, value));
}

std::optional<double> paramBetween(Param p, std::optional<double> from, std::optional<double> to, double t)
{
    const ParamInfo &info = parameter(p);
    if (info.group == ParamGroup::View && t > 0)
        return to; // how the pages draw is no quantity to glide through: it changes as the glide starts
    if (t >= 1 || !from || !to || !hasSlider(p))
        return t >= 1 ? to : from; // land exactly, with no rounding error in the last frame
    const double a = *from;
    const double b = *to;
    double v = info.logSlider && a > 0 && b > 0 ? a * std::pow(b / a, t) : a + (b - a) * t;
    if (info.kind == ParamKind::Whole)
        v = std::max(1.0, std::round(v));
    return v;
}

} // namespace commviz::ui
