// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/measured/measuredtext.h"

#include "coretext.h"
#include "pages/measured/measuredpage.h"

#include "commviz/formulas.h"
#include "commviz/measure_health.h"
#include "commviz/production.h"
#include "commviz/units.h"

#include <algorithm>

namespace commviz::ui {
namespace {

using napkin::q;

QString html(const Text &t)
{
    return coreText(t).toHtmlEscaped();
}

// "5.5× the slider β" or "1/15.7 of the slider β": a ratio below 1 printed as 0.1× says nothing.
QString betaRatioText(double fitted, double slider)
{
    const double r = fitted / slider;
    return r >= 1 ? MeasuredPage::tr("%1 the slider β").arg(q(formatRatio(r)))
                  : MeasuredPage::tr("1/%1 of the slider β").arg(q(formatTrimmed(1 / r, 1)));
}

const Link &linkOf(const Scenario &s, LinkKind link)
{
    return link == LinkKind::Intra ? s.intra : s.inter;
}

QString fitBlock(const MeasuredFit &f)
{
    const QString coeffs = "c_lat = " + q(formatTrimmed(f.coefficients.latency, 3)) +
                           ", c_bw = " + q(formatTrimmed(f.coefficients.bandwidth, 3));
    const QString on = f.ranks > 0 ? QString(", N = %1").arg(f.ranks) : QString();
    if (f.alpha_fitted)
        return napkin::block(MeasuredPage::tr("Fit: %1").arg(q(f.model.key) + on),
                             {q(formula::kMeasuredTime), coeffs, "min Σ((T − T_meas)/T_meas)²",
                              MeasuredPage::tr("over %1 out-of-place points").arg(f.points)},
                             "α_fit = " + q(formatTime(f.alpha_s)) + ", β_fit = " + q(formatBandwidth(f.beta_Bps)),
                             MeasuredPage::tr("R² of log time %1; largest relative residual %2.")
                                 .arg(q(formatTrimmed(f.r2, 4)), q(formatPercent(f.max_rel_residual))));
    return napkin::block(
        MeasuredPage::tr("Fit: %1 (bandwidth)%2").arg(q(f.model.key), on),
        {q(formula::kOsuBandwidth), MeasuredPage::tr("over %1 points").arg(f.points),
         MeasuredPage::tr("g = %1 per message").arg(q(formatTime(f.gap_s)))},
        "β_fit = " + q(formatBandwidth(f.beta_Bps)),
        MeasuredPage::tr("R² of log bandwidth %1; largest relative residual %2. α is not measured by osu_bw.")
            .arg(q(formatTrimmed(f.r2, 4)), q(formatPercent(f.max_rel_residual))));
}

QString regimesBlock(const RegimeFit &r)
{
    QString note;
    for (std::size_t i = 0; i < r.ranges.size(); ++i) {
        const RegimeRange &g = r.ranges[i];
        note += MeasuredPage::tr("%1 – %2: α = %3, β = %4, worst %5")
                    .arg(q(formatSize(g.from_bytes)), q(formatSize(g.to_bytes)),
                         r.alpha_fitted ? q(formatTime(g.alpha_s)) : MeasuredPage::tr("n/a"),
                         q(formatBandwidth(g.beta_Bps)), q(formatPercent(g.max_rel_residual))) +
                "<br>";
    }
    QStringList bounds;
    for (double b : r.boundaries_bytes)
        bounds << q(formatSize(b));
    return napkin::block(MeasuredPage::tr("Regimes of the curve"),
                         {MeasuredPage::tr("fewest ranges with every"), MeasuredPage::tr("residual ≤ 10%")},
                         QString("R = %1").arg(r.count()),
                         note + (bounds.isEmpty() ? QString()
                                                  : MeasuredPage::tr("Boundaries at %1, where the library switches "
                                                                     "protocol or algorithm.")
                                                        .arg(bounds.join(", "))));
}

} // namespace

QString collectiveText(const MeasuredTable &t)
{
    return t.collective.empty() ? MeasuredPage::tr("unknown benchmark") : q(t.collective);
}

QString ranksText(const MeasuredTable &t)
{
    if (!t.ranks)
        return MeasuredPage::tr("? ranks");
    return *t.ranks == 1 ? MeasuredPage::tr("1 rank") : MeasuredPage::tr("%1 ranks").arg(*t.ranks);
}

QString quantityTitle(MeasuredQuantity v, const MeasuredTable &t)
{
    switch (v) {
    case MeasuredQuantity::Time:
        return MeasuredPage::tr("time per operation");
    case MeasuredQuantity::AlgBw:
        return MeasuredPage::tr("algbw = size / time");
    case MeasuredQuantity::BusBw:
        break;
    }
    const int ranks = t.ranks.value_or(0);
    return QString("busbw = algbw × %1 (N = %2)")
        .arg(q(formatTrimmed(busBandwidthFactor(t.collective, ranks).value_or(1), 4)))
        .arg(ranks);
}

QString linkSymbols(LinkKind link)
{
    return link == LinkKind::Intra ? QStringLiteral("α_intra, β_intra") : QStringLiteral("α, β");
}

LinkKind defaultLink(const MeasuredTable &t, const Scenario &s)
{
    if (t.ranks_origin == RanksOrigin::Benchmark)
        return LinkKind::Inter;
    // One node (by the log's rank list where it has one): the intra-node link; more: the network.
    const std::optional<LogCluster> c = logCluster(t, s);
    return c && c->nodes == 1 ? LinkKind::Intra : LinkKind::Inter;
}

QString fitSummary(const MeasurementEntry &e)
{
    if (!e.fit.ok())
        return MeasuredPage::tr("<b>Not fitted:</b> %1. The points are shown as measured.")
            .arg(html(e.fit.explanation()));
    const MeasuredFit &f = e.fit.value();
    QString out = MeasuredPage::tr("Fitted <b>%1</b> to %2 out-of-place points: ").arg(q(f.model.key)).arg(f.points) +
                  (f.alpha_fitted ? "α_fit = <b>" + q(formatTime(f.alpha_s)) + "</b>, " : QString()) + "β_fit = <b>" +
                  q(formatBandwidth(f.beta_Bps)) + "</b>, R² = " + q(formatTrimmed(f.r2, 4));
    if (e.regimes.ok() && e.regimes.value().count() > 1)
        out += MeasuredPage::tr(" · %1 regimes, worst residual %2")
                   .arg(e.regimes.value().count())
                   .arg(q(formatPercent(e.regimes.value().worst_rel_residual)));
    std::size_t warnings = f.warnings.size();
    if (e.regimes.ok())
        warnings += e.regimes.value().warnings.size();
    if (warnings > 0)
        out += MeasuredPage::tr(" · %1 warning(s), see the napkin").arg(warnings);
    return out;
}

namespace {

QString verdictWords(HealthVerdict v)
{
    switch (v) {
    case HealthVerdict::FasterThanModel:
        return MeasuredPage::tr("Faster than the model: the links are faster than the parameters say.");
    case HealthVerdict::AsExpected:
        return MeasuredPage::tr("As the model expects.");
    case HealthVerdict::BelowModel:
        return MeasuredPage::tr("Below the model.");
    case HealthVerdict::FarBelowModel:
        return MeasuredPage::tr("Far below the model: check the fabric.");
    }
    return {};
}

QString clusterWords(const LogCluster &c)
{
    const QString from = c.from == ClusterSource::RankList ? MeasuredPage::tr("from the log's rank list")
                                                           : MeasuredPage::tr("from the panel's N and G");
    if (c.nodes == 1)
        return MeasuredPage::tr("%1 ranks on one node, %2").arg(c.ranks).arg(from);
    return MeasuredPage::tr("%1 ranks on %2 nodes × %3 GPUs, %4")
        .arg(c.ranks)
        .arg(c.nodes)
        .arg(c.gpus_per_node)
        .arg(from);
}

} // namespace

// SPEC.md 8.1: the verdict first, then what it compared: measured and model busbw, the algorithm, the cluster
// and where it came from, and the links the model assumed.
QString healthText(const MeasuredTable &t, const Scenario &s)
{
    const QString title = "<b>" + MeasuredPage::tr("Is it healthy?") + "</b> ";
    const Result<HealthCheck> h = healthCheck(t, s);
    if (!h.ok())
        return title + MeasuredPage::tr("No verdict: %1.").arg(html(h.explanation()));
    const HealthCheck &c = h.value();
    return title + "<b>" + verdictWords(c.verdict) + "</b> " +
           MeasuredPage::tr("busbw %1 at %2 is %3 of the %4 the production model predicts (%5 under %6) on this "
                            "log's cluster: %7. The model assumes %8 of network per GPU (one NIC per GPU) and %9 "
                            "inside a node.")
               .arg(q(formatBandwidth(c.measured_busbw_Bps)), q(formatSize(c.size_bytes)),
                    "<b>" + q(formatPercent(c.ratio)) + "</b>", q(formatBandwidth(c.model_busbw_Bps)), q(c.algorithm),
                    q(protocolName(c.protocol)), clusterWords(c.cluster), q(formatBandwidth(c.network.beta_Bps)),
                    q(formatBandwidth(c.intra.beta_Bps)));
}

QString boundariesText(const MeasurementEntry &e, const Scenario &s, LinkKind link, bool production)
{
    if (!e.fit.ok() || !e.regimes.ok())
        return {};
    QStringList bounds;
    for (double b : e.regimes.value().boundaries_bytes)
        bounds << q(formatSize(b));
    QString out = bounds.isEmpty() ? MeasuredPage::tr("One range fits every point within 10%: no boundary.")
                                   : MeasuredPage::tr("Measured boundaries: <b>%1</b>.").arg(bounds.join(", "));
    if (!production)
        return out + " " + MeasuredPage::tr("The production view adds where the production model switches protocol.");
    const std::optional<MeasuredModel> m = measuredModel(e.table, e.fit);
    if (!m || e.table.metric != MeasureMetric::Time)
        return out;
    const Result<ProtocolSwitches> sw = measuredProtocolSwitches(e.table, *m, s, link);
    const Link &l = linkOf(s, link);
    const QString model = MeasuredPage::tr("%1 on N = %2 at %3 = %4, %5")
                              .arg(q(m->model.key))
                              .arg(m->ranks)
                              .arg(linkSymbols(link), q(formatTime(l.alpha_s)), q(formatBandwidth(l.beta_Bps)));
    if (!sw.ok())
        return out + " " + MeasuredPage::tr("Production model (%1): %2.").arg(model, html(sw.explanation()));
    return out + " " +
           MeasuredPage::tr("Production model (%1) switches protocol at <b>LL→LL128 %2</b> and <b>LL128→Simple %3</b>.")
               .arg(model, q(formatSize(sw.value().ll_ll128_bytes)), q(formatSize(sw.value().ll128_simple_bytes)));
}

QStringList regimeColumns()
{
    return {MeasuredPage::tr("from"),          MeasuredPage::tr("to"), MeasuredPage::tr("points"), "α", "β",
            MeasuredPage::tr("worst residual")};
}

std::vector<QStringList> regimeRows(const RegimeFit &r)
{
    std::vector<QStringList> rows;
    for (const RegimeRange &g : r.ranges)
        rows.push_back({q(formatSize(g.from_bytes)), q(formatSize(g.to_bytes)), QString::number(g.points),
                        r.alpha_fitted ? q(formatTime(g.alpha_s)) : MeasuredPage::tr("n/a"),
                        q(formatBandwidth(g.beta_Bps)), q(formatPercent(g.max_rel_residual))});
    return rows;
}

QString measuredNapkin(const MeasurementEntry &e, const Scenario &s, LinkKind link, bool production)
{
    const MeasuredTable &t = e.table;
    QString out;
    QStringList warnings;
    for (const Text &w : t.warnings)
        warnings << html(w);
    const int zeroRows = static_cast<int>(std::count_if(t.out_of_place.begin(), t.out_of_place.end(),
                                                        [](const MeasuredPoint &p) { return !(p.size_bytes > 0); }));
    if (zeroRows > 0)
        warnings
            << MeasuredPage::tr("%1 row(s) of size 0 are not drawn (a log axis has no 0) and not fitted").arg(zeroRows);

    if (!e.fit.ok()) {
        out += "<p style='margin: 0 0 10px 0'><b style='color: #a01010'>" + MeasuredPage::tr("Not fitted") +
               "</b><br>" + html(e.fit.explanation()) + ".</p><p style='color: #555'>" +
               MeasuredPage::tr("The points are drawn as measured; nothing is fitted through them.") + "</p>";
    } else {
        const MeasuredFit &f = e.fit.value();
        for (const Text &w : f.warnings)
            warnings << html(w);
        out += fitBlock(f);
        if (e.regimes.ok()) {
            for (const Text &w : e.regimes.value().warnings)
                warnings << html(w);
            out += regimesBlock(e.regimes.value());
        }

        if (const Result<HealthCheck> h = healthCheck(t, s); h.ok()) {
            const HealthCheck &c = h.value();
            out += napkin::block(
                MeasuredPage::tr("Is it healthy?"),
                {QString("busbw(%1) = %2").arg(q(formatSize(c.size_bytes)), q(formatBandwidth(c.measured_busbw_Bps))),
                 MeasuredPage::tr("model %1 = %2").arg(q(c.algorithm), q(formatBandwidth(c.model_busbw_Bps)))},
                q(formatPercent(c.ratio)), verdictWords(c.verdict));
        }

        // Against the sliders, at the largest size measured: where β decides. Steps stay short because the
        // napkin column is narrow and monospace does not wrap.
        const Link &l = linkOf(s, link);
        const QString beta = link == LinkKind::Intra ? QStringLiteral("β_intra") : QStringLiteral("β");
        QStringList steps{MeasuredPage::tr("fitted β = %1").arg(q(formatBandwidth(f.beta_Bps))),
                          MeasuredPage::tr("slider %1 = %2").arg(beta, q(formatBandwidth(l.beta_Bps)))};
        if (f.alpha_fitted)
            steps << MeasuredPage::tr("fitted α = %1").arg(q(formatTime(f.alpha_s)))
                  << MeasuredPage::tr("slider %1 = %2")
                         .arg(link == LinkKind::Intra ? QStringLiteral("α_intra") : QStringLiteral("α"),
                              q(formatTime(l.alpha_s)));
        QString result = betaRatioText(f.beta_Bps, l.beta_Bps);
        const Curve points = measuredPoints(t, false, MeasuredQuantity::Time);
        const std::optional<MeasuredModel> m = measuredModel(t, e.fit);
        if (f.alpha_fitted && !points.x.empty() && m) {
            const auto largest = std::max_element(points.x.begin(), points.x.end());
            const double size = *largest;
            const double time = points.y[static_cast<std::size_t>(largest - points.x.begin())];
            const Curve model = measuredModelVsSize(t, *m, s, link, MeasuredQuantity::Time, {size});
            if (!model.y.empty()) {
                steps << MeasuredPage::tr("measured at %1: %2").arg(q(formatSize(size)), q(formatTime(time)));
                result = MeasuredPage::tr("sliders' model: %1").arg(q(formatTime(model.y.front())));
            }
            const Curve prod =
                production ? measuredProductionVsSize(t, *m, s, link, MeasuredQuantity::Time, {size}) : Curve{};
            if (!prod.y.empty())
                result += ", " + MeasuredPage::tr("production: %1").arg(q(formatTime(prod.y.front())));
        }
        out += napkin::block(
            MeasuredPage::tr("Against the sliders (%1)").arg(linkSymbols(link)), steps, result,
            (f.alpha_fitted ? MeasuredPage::tr("Fitted β = %1 vs slider β = %2: %3. The dashed curve is the model at "
                                               "the sliders: move α and β until it lies on the points, or press Use "
                                               "fitted α, β.")
                            : MeasuredPage::tr("Fitted β = %1 vs slider β = %2: %3. The dashed curve is the model at "
                                               "the sliders: move β until it meets the points at large sizes."))
                .arg(q(formatBandwidth(f.beta_Bps)), q(formatBandwidth(l.beta_Bps)),
                     betaRatioText(f.beta_Bps, l.beta_Bps)));
    }
    if (!warnings.isEmpty()) {
        out += "<p style='margin: 0 0 4px 0'><b>" + MeasuredPage::tr("Warnings") +
               "</b></p><ul style='margin: 0; color: #7a4a00'>";
        for (const QString &w : warnings)
            out += "<li>" + w + "</li>";
        out += "</ul>";
    }
    // No file name here: the combo box shows it, and one long unbreakable name would widen the column.
    out += "<p style='color: #555'>" + (t.line > 0 ? MeasuredPage::tr("Table at line %1; ").arg(t.line) : QString()) +
           MeasuredPage::tr("%1 out-of-place, %2 in-place rows.").arg(t.out_of_place.size()).arg(t.in_place.size()) +
           "</p>";
    return out;
}

} // namespace commviz::ui
