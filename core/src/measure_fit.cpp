// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Fitting α and β of a flat model to measured points. See measure.h.
//
// With a = c_lat·α and b = c_bw/β the model is linear in (a, b): T(M) = a + b·M. Minimising the sum of
// squared relative residuals Σ((a + b·M_i − T_i)/T_i)² weights every point by 1/T_i², so an 8-byte row
// counts as much as a 16 GiB one — the latency end pins α, the bandwidth end pins β. The normal
// equations are 2×2 and solved in closed form.
#include "commviz/measure.h"

#include "commviz/units.h"

#include "measure_fitinput.h"
#include "textformats.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <optional>
#include <set>

namespace commviz {
namespace {

bool equalsIgnoreCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

// "a; b; c", as one Text. Precondition: parts is not empty.
Text joined(const std::vector<Text> &parts)
{
    Text out = parts.front();
    for (std::size_t i = 1; i < parts.size(); ++i)
        out = Text(formats::kOneReasonThenAnother, {std::move(out), parts[i]});
    return out;
}

struct Stats {
    double r2 = 0;
    double maxRel = 0;
};

// R² of log values and the largest relative residual, model against measured (all > 0).
Stats quality(const std::vector<double> &measured, const std::vector<double> &model)
{
    Stats s;
    double meanLog = 0;
    for (double m : measured)
        meanLog += std::log(m);
    meanLog /= static_cast<double>(measured.size());
    double ssRes = 0, ssTot = 0;
    for (std::size_t i = 0; i < measured.size(); ++i) {
        const double d = std::log(model[i]) - std::log(measured[i]);
        ssRes += d * d;
        const double t = std::log(measured[i]) - meanLog;
        ssTot += t * t;
        s.maxRel = std::max(s.maxRel, std::abs(model[i] - measured[i]) / measured[i]);
    }
    // All measured values equal: R² is undefined; call a perfect match 1 and anything else 0.
    s.r2 = ssTot > 0 ? 1 - ssRes / ssTot : (ssRes <= 1e-24 ? 1.0 : 0.0);
    return s;
}

// Decision (SPEC.md is silent): α is poorly pinned when the data hold no latency-dominated point, which the
// data say without the fitted α (a crossover computed from a bad α vouches for it). Between the two smallest
// distinct sizes s₁ < s₂ (times t₁, t₂; a size measured twice counts with its mean time) the log-log slope
// ln(t₂/t₁)/ln(s₂/s₁) of an α-β curve is the bandwidth term's share of the time there; from
// kBandwidthRegimeSlope on, the latency term is about a tenth of the time or less at every size, so the
// intercept α is an extrapolation and every curvature of the bandwidth regime lands in it (sendrecv_perf on
// one NVLink node from 32 MiB: 384 µs).
constexpr double kBandwidthRegimeSlope = 0.9;

struct SmallestSizes {
    double s1 = 0, t1 = 0, s2 = 0, t2 = 0;
};
std::optional<SmallestSizes> smallestSizes(const std::vector<double> &x, const std::vector<double> &y)
{
    std::vector<std::pair<double, double>> points;
    for (std::size_t i = 0; i < x.size(); ++i)
        points.emplace_back(x[i], y[i]);
    std::sort(points.begin(), points.end());
    SmallestSizes out;
    std::size_t i = 0;
    for (double *s : {&out.s1, &out.s2}) {
        if (i == points.size())
            return std::nullopt;
        double sum = 0;
        int n = 0;
        const double size = points[i].first;
        for (; i < points.size() && points[i].first == size; ++i, ++n)
            sum += points[i].second;
        *s = size;
        (s == &out.s1 ? out.t1 : out.t2) = sum / n;
    }
    if (!(out.s1 > 0) || !(out.t1 > 0) || !(out.t2 > 0))
        return std::nullopt;
    return out;
}

} // namespace

Result<RelativeLinearFit> fitRelativeLinear(std::span<const double> x, std::span<const double> y)
{
    if (x.size() != y.size() || x.size() < 2)
        return Error{"points", formats::kTooFewPointsForLine};
    // Residual_i = a·p_i + b·q_i − 1 with p = 1/y, q = x/y. Scale p and q to a maximum of 1 so the
    // normal equations stay well conditioned whether x spans bytes or gigabytes.
    double pMax = 0, qMax = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        pMax = std::max(pMax, 1 / y[i]);
        qMax = std::max(qMax, x[i] / y[i]);
    }
    if (!(pMax > 0) || !(qMax > 0) || !std::isfinite(pMax) || !std::isfinite(qMax))
        return Error{"points", formats::kPointsNotPositive};
    double spp = 0, spq = 0, sqq = 0, sp = 0, sq = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        const double p = (1 / y[i]) / pMax;
        const double q = (x[i] / y[i]) / qMax;
        spp += p * p;
        spq += p * q;
        sqq += q * q;
        sp += p;
        sq += q;
    }
    const double det = spp * sqq - spq * spq;
    // Collinear p and q means every point has the same size: a and b cannot be told apart.
    if (!(det > 1e-12 * spp * sqq))
        return Error{"points", formats::kSizesTooAlike};
    RelativeLinearFit f;
    f.a = (sp * sqq - sq * spq) / det / pMax;
    f.b = (spp * sq - spq * sp) / det / qMax;
    if (f.a < 0) {
        // Constrained optimum on the boundary a = 0: minimise Σ(b·q_i − 1)².
        f.a = 0;
        f.b = sq / sqq / qMax;
        f.a_clamped = true;
    }
    if (!(f.b > 0) || !std::isfinite(f.b))
        return Error{"points", formats::kNoBandwidthTerm};
    return f;
}

Result<FitModel> findFitModel(std::string_view name)
{
    if (equalsIgnoreCase(name, "p2p"))
        return FitModel{"p2p", std::nullopt};
    if (equalsIgnoreCase(name, "reduce_tree"))
        return FitModel{"reduce_tree", Algorithm::BroadcastTree};
    if (const auto a = findAlgorithm(name))
        return FitModel{algorithmKey(*a), *a};
    std::string known = "p2p, reduce_tree";
    for (Algorithm a : allAlgorithms())
        known += ", " + algorithmKey(a);
    return Error{"model", Text(formats::kUnknownModel, {quotedInput(name), known})};
}

Result<FitModel> defaultFitModel(std::string_view collective)
{
    struct Entry {
        std::string_view collective;
        std::string_view model;
    };
    static constexpr Entry table[] = {
        {"all_reduce_perf", "allreduce_ring"},
        {"osu_allreduce", "allreduce_ring"},
        {"all_gather_perf", "allgather_ring"},
        {"osu_allgather", "allgather_ring"},
        {"reduce_scatter_perf", "reducescatter_ring"},
        {"alltoall_perf", "alltoall_pairwise"},
        {"osu_alltoall", "alltoall_pairwise"},
        {"broadcast_perf", "broadcast_tree"},
        {"osu_bcast", "broadcast_tree"},
        {"reduce_perf", "reduce_tree"},
        {"osu_reduce", "reduce_tree"},
        {"sendrecv_perf", "p2p"},
        {"osu_latency", "p2p"},
        {"osu_bw", "p2p"},
    };
    for (const Entry &e : table) {
        if (e.collective == collective)
            return findFitModel(e.model);
    }
    if (collective.empty())
        return Error{"model", formats::kCollectiveUnknown};
    return Error{"model", Text(formats::kNoDefaultModel, {quotedInput(collective)})};
}

Result<Coefficients> fitCoefficients(const FitModel &model, int ranks)
{
    if (!model.algorithm)
        return Coefficients{1, 1};
    return coefficients(*model.algorithm, ranks);
}

double modelPayloadBytes(const MeasuredTable &table, double size_bytes)
{
    if (table.sizes == SizeConvention::PerPeer && table.ranks)
        return size_bytes * *table.ranks;
    return size_bytes;
}

double MeasuredFit::time_s(double payload_bytes) const
{
    const double latency = alpha_fitted ? coefficients.latency * alpha_s : gap_s;
    return latency + coefficients.bandwidth * payload_bytes / beta_Bps;
}

Result<FitInput> fitInput(const MeasuredTable &table, const FitConfig &config)
{
    const Result<FitModel> model =
        config.model.empty() ? defaultFitModel(table.collective) : findFitModel(config.model);
    if (!model.ok())
        return model.forward<FitInput>();

    FitInput in;
    in.model = model.value();
    in.bandwidth_table = table.metric == MeasureMetric::Bandwidth;
    const bool bandwidthTable = in.bandwidth_table;
    const std::vector<MeasuredPoint> &all = config.in_place ? table.in_place : table.out_of_place;

    // Collect every reason to refuse, so one message tells the whole story.
    std::vector<Text> reasons;
    std::string parameter;
    const auto refuse = [&](std::string param, Text why) {
        if (parameter.empty())
            parameter = std::move(param);
        reasons.push_back(std::move(why));
    };

    in.needs_ranks = in.model.algorithm.has_value() || table.sizes == SizeConvention::PerPeer;
    if (table.ranks && *table.ranks < 1)
        refuse("ranks", Text(formats::kRankCountNotPositive, {std::to_string(*table.ranks)}));
    else if (table.ranks && *table.ranks == 1)
        refuse("ranks", formats::kOneRank);
    else if (!table.ranks && in.needs_ranks)
        refuse("ranks", formats::kRankCountUnknown);

    if (table.rows_over_limit > 0)
        refuse("points", Text(formats::kTooManyRows,
                              {std::to_string(all.size() + table.rows_over_limit), std::to_string(kMaxMeasuredRows)}));

    std::set<double> sizes;
    int nonPositive = 0;
    double worstBandwidth = 0;
    for (const MeasuredPoint &p : all) {
        if (!(p.size_bytes > 0))
            continue;
        in.used.push_back(p);
        sizes.insert(p.size_bytes);
        const double value = bandwidthTable ? p.bandwidth_Bps : p.time_s;
        if (!(value > 0)) {
            ++nonPositive;
            continue;
        }
        worstBandwidth = std::max(worstBandwidth, bandwidthTable ? p.bandwidth_Bps : p.size_bytes / p.time_s);
    }
    if (all.empty())
        refuse("points", config.in_place ? formats::kNoInPlacePoints : formats::kNoOutOfPlacePoints);
    else if (sizes.size() < 3)
        refuse("points", Text(formats::kFewerThanThreeSizes, {std::to_string(sizes.size())}));
    if (nonPositive > 0)
        refuse("points", Text(bandwidthTable ? formats::kNonPositiveBandwidths : formats::kNonPositiveTimes,
                              {std::to_string(nonPositive)}));
    if (worstBandwidth > kMaxPlausibleBandwidth_Bps)
        refuse("points", Text(formats::kImplausibleBandwidth,
                              {formatBandwidth(worstBandwidth), formatBandwidth(kMaxPlausibleBandwidth_Bps)}));

    in.ranks = table.ranks.value_or(0);
    Result<Coefficients> coeffs = Coefficients{1, 1};
    if (reasons.empty()) {
        coeffs = fitCoefficients(in.model, in.ranks);
        if (!coeffs.ok())
            refuse("model", Text(formats::kModelOnRanksNotApplicable,
                                 {in.model.key, std::to_string(in.ranks), coeffs.explanation()}));
        else if (!(coeffs.value().latency > 0) || !(coeffs.value().bandwidth > 0))
            refuse("model", Text(formats::kModelOnRanksCostsNothing, {in.model.key, std::to_string(in.ranks)}));
    }
    if (!reasons.empty())
        return Error{parameter, joined(reasons)};
    in.coefficients = coeffs.value();

    // x = M, y = time (osu_bw: the per-message time n/B of the stream, which makes the effective
    // bandwidth n/(g + n/β) linear too).
    for (const MeasuredPoint &p : in.used) {
        in.x.push_back(modelPayloadBytes(table, p.size_bytes));
        in.y.push_back(bandwidthTable ? p.size_bytes / p.bandwidth_Bps : p.time_s);
    }
    return in;
}

LineParameters lineParameters(const FitInput &in, const RelativeLinearFit &line)
{
    LineParameters p;
    p.beta_Bps = in.coefficients.bandwidth / line.b;
    if (in.bandwidth_table)
        p.gap_s = line.a;
    else
        p.alpha_s = line.a / in.coefficients.latency;
    return p;
}

double relativeResidual(bool bandwidthTable, double y, const RelativeLinearFit &line, double x)
{
    const double t = line.a + line.b * x;
    // osu_bw: measured bandwidth n/y against the model's n/t, relative to the measured one.
    return bandwidthTable ? std::abs(y / t - 1) : std::abs(t - y) / y;
}

double sumSquaredRelative(std::span<const double> x, std::span<const double> y, const RelativeLinearFit &line)
{
    double sum = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        const double r = (line.a + line.b * x[i] - y[i]) / y[i];
        sum += r * r;
    }
    return sum;
}

Result<MeasuredFit> fitTable(const MeasuredTable &table, const FitConfig &config)
{
    const Result<FitInput> input = fitInput(table, config);
    if (!input.ok())
        return input.forward<MeasuredFit>();
    const FitInput &in = input.value();
    const bool bandwidthTable = in.bandwidth_table;
    const std::vector<double> &x = in.x;
    const std::vector<double> &y = in.y;

    MeasuredFit fit;
    fit.model = in.model;
    fit.ranks = in.ranks;
    fit.coefficients = in.coefficients;
    fit.points = static_cast<int>(in.used.size());
    fit.alpha_fitted = !bandwidthTable;

    const Result<RelativeLinearFit> line = fitRelativeLinear(x, y);
    if (!line.ok())
        return line.forward<MeasuredFit>();
    const RelativeLinearFit &f = line.value();
    const LineParameters params = lineParameters(in, f);
    fit.alpha_s = params.alpha_s;
    fit.beta_Bps = params.beta_Bps;
    fit.gap_s = params.gap_s;
    fit.crossover_bytes = f.a / f.b;

    std::vector<double> measured, modelled;
    for (std::size_t i = 0; i < x.size(); ++i) {
        const double t = f.a + f.b * x[i];
        measured.push_back(bandwidthTable ? in.used[i].bandwidth_Bps : y[i]);
        modelled.push_back(bandwidthTable ? in.used[i].size_bytes / t : t);
    }
    const Stats st = quality(measured, modelled);
    fit.r2 = st.r2;
    fit.max_rel_residual = st.maxRel;

    if (f.a_clamped)
        fit.warnings.emplace_back(bandwidthTable ? formats::kNegativeGapClamped : formats::kNegativeAlphaClamped);
    if (bandwidthTable)
        fit.warnings.emplace_back(formats::kOsuBwHidesAlpha);
    const auto [minX, maxX] = std::minmax_element(x.begin(), x.end());
    if (!bandwidthTable && !f.a_clamped && *minX >= fit.crossover_bytes) {
        fit.warnings.push_back(Text(formats::kNoSizeBelowCrossover, {formatSize(fit.crossover_bytes)}));
        fit.alpha_poorly_pinned = true;
    } else if (!bandwidthTable && !f.a_clamped) {
        std::vector<double> printed; // the sizes as the table prints them, for the message
        for (const MeasuredPoint &point : in.used)
            printed.push_back(point.size_bytes);
        const std::optional<SmallestSizes> p = smallestSizes(printed, y);
        if (p && std::log(p->t2 / p->t1) >= kBandwidthRegimeSlope * std::log(p->s2 / p->s1)) {
            fit.warnings.push_back(Text(formats::kAlphaFromBandwidthRegime,
                                        {formatSize(p->s1), formatSize(p->s2), formatRatio(p->t2 / p->t1),
                                         formatRatio(p->s2 / p->s1), formatTime(fit.alpha_s)}));
            fit.alpha_poorly_pinned = true;
        }
    }
    if (*maxX <= fit.crossover_bytes)
        fit.warnings.push_back(Text(formats::kNoSizeAboveCrossover, {formatSize(fit.crossover_bytes)}));
    if (table.ranks_origin == RanksOrigin::Override && in.needs_ranks)
        fit.warnings.push_back(Text(formats::kRanksFromOverride, {std::to_string(in.ranks)}));
    if (table.metric == MeasureMetric::Time && st.maxRel > 0.5)
        fit.warnings.emplace_back(formats::kPointsFarOffModel);
    return fit;
}

} // namespace commviz
