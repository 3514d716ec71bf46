// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The curves a measured table is drawn with (sweep.h): its points in nccl-tests' columns, its fit and regimes,
// and the textbook and production models at the sliders.
#include "commviz/sweep.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace commviz {
namespace {

bool bandwidthTable(const MeasuredTable &t)
{
    return t.metric == MeasureMetric::Bandwidth;
}

// busbw's factor on algbw; 1 for algbw and time (and for a collective whose factor is unknown).
double factorOf(const MeasuredTable &t, MeasuredQuantity q)
{
    if (q != MeasuredQuantity::BusBw)
        return 1;
    return busBandwidthFactor(t.collective, t.ranks.value_or(0)).value_or(1);
}

// A time per operation at a printed size, in `q`; 0 where it has no value (a log axis leaves it out).
double fromTime(const MeasuredTable &t, MeasuredQuantity q, double size, double time_s)
{
    if (q == MeasuredQuantity::Time)
        return time_s;
    return time_s > 0 ? factorOf(t, q) * size / time_s : 0.0;
}

bool isAllReduce(const MeasuredTable &t)
{
    return t.collective == "all_reduce_perf" || t.collective == "osu_allreduce";
}

// A curve of the positive values of f(size) over `sizes`.
template <class F> Curve positive(const std::vector<double> &sizes, F f)
{
    Curve c;
    for (double x : sizes) {
        const double y = f(x);
        if (y > 0 && std::isfinite(y)) {
            c.x.push_back(x);
            c.y.push_back(y);
        }
    }
    return c;
}

// The textbook cost of one payload: the collective's, or point to point's.
Result<Cost> textbookCost(const MeasuredModel &m, const Scenario &linked, double payload)
{
    if (!m.model.algorithm)
        return p2pTime(linked.inter, payload);
    return collectiveCost(*m.model.algorithm, linked, m.ranks, payload);
}

} // namespace

Curve measuredPoints(const MeasuredTable &t, bool in_place, MeasuredQuantity q)
{
    Curve c;
    const double factor = factorOf(t, q);
    for (const MeasuredPoint &p : in_place ? t.in_place : t.out_of_place) {
        double y = 0;
        if (bandwidthTable(t))
            y = factor * p.bandwidth_Bps;
        else
            y = fromTime(t, q, p.size_bytes, p.time_s);
        if (p.size_bytes > 0 && y > 0 && std::isfinite(y)) {
            c.x.push_back(p.size_bytes);
            c.y.push_back(y);
        }
    }
    return c;
}

std::vector<double> measuredCurveSizes(const MeasuredTable &t, int n)
{
    double lo = std::numeric_limits<double>::infinity();
    double hi = 0;
    for (const std::vector<MeasuredPoint> *points : {&t.out_of_place, &t.in_place}) {
        for (const MeasuredPoint &p : *points) {
            if (p.size_bytes > 0 && std::isfinite(p.size_bytes)) {
                lo = std::min(lo, p.size_bytes);
                hi = std::max(hi, p.size_bytes);
            }
        }
    }
    if (!(hi > 0))
        return {};
    lo = std::pow(10.0, std::floor(std::log10(lo)));
    hi = std::pow(10.0, std::ceil(std::log10(hi)));
    if (hi <= lo)
        hi = lo * 10;
    return logSpace(lo, hi, n);
}

Curve measuredFitVsSize(const MeasuredTable &t, const MeasuredFit &f, MeasuredQuantity q,
                        const std::vector<double> &sizes)
{
    return positive(sizes, [&](double x) { return fromTime(t, q, x, f.time_s(modelPayloadBytes(t, x))); });
}

Curve measuredRegimesVsSize(const MeasuredTable &t, const MeasuredFit &f, const RegimeFit &r, MeasuredQuantity q, int n)
{
    Curve out;
    for (std::size_t i = 0; i < r.ranges.size(); ++i) {
        const RegimeRange &range = r.ranges[i];
        MeasuredFit line = f; // the fit's model and coefficients, the range's α, β (and gap)
        line.alpha_s = range.alpha_s;
        line.beta_Bps = range.beta_Bps;
        line.gap_s = range.gap_s;
        const double lo = i == 0 || i > r.boundaries_bytes.size() ? range.from_bytes : r.boundaries_bytes[i - 1];
        const double hi = i < r.boundaries_bytes.size() ? r.boundaries_bytes[i] : range.to_bytes;
        const Curve piece =
            measuredFitVsSize(t, line, q, hi > lo ? logSpace(lo, hi, std::max(n, 2)) : std::vector<double>{lo});
        out.x.insert(out.x.end(), piece.x.begin(), piece.x.end());
        out.y.insert(out.y.end(), piece.y.begin(), piece.y.end());
    }
    return out;
}

std::optional<MeasuredModel> measuredModel(const MeasuredTable &t, const Result<MeasuredFit> &fit)
{
    if (fit.ok())
        return MeasuredModel{fit.value().model, fit.value().ranks};
    const Result<FitModel> m = defaultFitModel(t.collective);
    if (!m.ok())
        return std::nullopt;
    if (m.value().algorithm && (!t.ranks || *t.ranks < 2))
        return std::nullopt;
    return MeasuredModel{m.value(), t.ranks.value_or(0)};
}

Scenario onLink(const Scenario &s, LinkKind link)
{
    Scenario linked = s;
    if (link == LinkKind::Intra)
        linked.inter = s.intra;
    return linked;
}

Curve measuredModelVsSize(const MeasuredTable &t, const MeasuredModel &m, const Scenario &s, LinkKind link,
                          MeasuredQuantity q, const std::vector<double> &sizes)
{
    const Scenario linked = onLink(s, link);
    const double factor = factorOf(t, q);
    return positive(sizes, [&](double x) {
        const double payload = modelPayloadBytes(t, x);
        // osu_bw prints bandwidth: the model's counterpart is its effective bandwidth n / T(n).
        if (bandwidthTable(t))
            return factor * effectiveBandwidth(linked.inter, payload).valueOr(0);
        const Result<Cost> c = textbookCost(m, linked, payload);
        return c.ok() ? fromTime(t, q, x, c.value().total_s()) : 0.0;
    });
}

Curve measuredProductionVsSize(const MeasuredTable &t, const MeasuredModel &m, const Scenario &s, LinkKind link,
                               MeasuredQuantity q, const std::vector<double> &sizes)
{
    if (bandwidthTable(t))
        return {};
    const Scenario linked = onLink(s, link);
    return positive(sizes, [&](double x) {
        const double payload = modelPayloadBytes(t, x);
        if (isAllReduce(t) && m.ranks >= 1) {
            const Result<ProductionChoice> c = productionAllReduce(s, m.ranks, payload);
            return c.ok() ? fromTime(t, q, x, c.value().cost.total_s()) : 0.0;
        }
        const Result<Cost> simple = textbookCost(m, linked, payload);
        return simple.ok() ? fromTime(t, q, x, cheapestProtocol(simple.value()).cost.total_s()) : 0.0;
    });
}

Result<ProtocolSwitches> measuredProtocolSwitches(const MeasuredTable &t, const MeasuredModel &m, const Scenario &s,
                                                  LinkKind link)
{
    const Scenario linked = onLink(s, link);
    Result<ProtocolSwitches> payload = ProtocolSwitches{};
    if (m.model.algorithm) {
        payload = protocolSwitchSizes(*m.model.algorithm, linked, m.ranks);
    } else {
        const Result<Cost> oneByte = p2pTime(linked.inter, 1.0);
        if (!oneByte.ok())
            return oneByte.forward<ProtocolSwitches>();
        payload = protocolSwitchSizes(oneByte.value());
    }
    if (!payload.ok() || t.sizes != SizeConvention::PerPeer || !t.ranks)
        return payload;
    // Printed sizes are per peer: M = size × N.
    const double n = *t.ranks;
    return ProtocolSwitches{payload.value().ll_ll128_bytes / n, payload.value().ll128_simple_bytes / n};
}

} // namespace commviz
