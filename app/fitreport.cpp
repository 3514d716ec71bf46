// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fitreport.h"

#include "cli.h"
#include "coretext.h"

#include "commviz/parameters.h"
#include "commviz/units.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QTextStream>

namespace commviz::cli {
namespace {

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

// Rows under a header, each column as wide as its widest cell: the first `textColumns` left-aligned, the
// numbers after them right-aligned so that digits line up. Rows may be shorter than the header.
std::vector<QString> aligned(const QStringList &header, const std::vector<QStringList> &rows, int textColumns)
{
    std::vector<int> widths;
    for (const QString &h : header)
        widths.push_back(displayWidth(h));
    for (const QStringList &r : rows) {
        for (qsizetype i = 0; i < r.size(); ++i)
            widths[std::size_t(i)] = std::max(widths[std::size_t(i)], displayWidth(r[i]));
    }
    const auto line = [&](const QStringList &cells) {
        QString s;
        for (qsizetype i = 0; i < cells.size(); ++i) {
            const int w = widths[std::size_t(i)];
            s += (i == 0 ? "" : "  ") + (i < textColumns ? padRight(cells[i], w) : padLeft(cells[i], w));
        }
        return s;
    };
    std::vector<QString> lines{line(header)};
    for (const QStringList &r : rows)
        lines.push_back(line(r));
    return lines;
}

QString alphaText(bool fitted, double alpha_s)
{
    return fitted ? q(formatTime(alpha_s)) : QCoreApplication::translate("commviz::cli", "n/a");
}

QJsonObject regimesToJson(const RegimeFit &r)
{
    QJsonArray ranges, boundaries;
    for (const RegimeRange &g : r.ranges) {
        ranges.append(QJsonObject{
            {"from_bytes", g.from_bytes},
            {"to_bytes", g.to_bytes},
            {"points", g.points},
            {"alpha_s", r.alpha_fitted ? QJsonValue(g.alpha_s) : QJsonValue()}, // osu_bw: not measured
            {"beta_Bps", g.beta_Bps},
            {"max_rel_residual", g.max_rel_residual},
        });
    }
    for (double b : r.boundaries_bytes)
        boundaries.append(b);
    return QJsonObject{{"count", r.count()},
                       {"boundaries_bytes", boundaries},
                       {"worst_rel_residual", r.worst_rel_residual},
                       {"ranges", ranges}};
}

// The regimes under a table's row: one line, then for two or three ranges an aligned sub-table.
void printRegimes(const RegimeFit &r, QTextStream &out)
{
    if (r.count() == 1) {
        out << "    "
            << QCoreApplication::translate("commviz::cli", "regimes: 1, worst residual %1")
                   .arg(q(formatPercent(r.worst_rel_residual)))
            << "\n";
        return;
    }
    QStringList boundaries;
    for (double b : r.boundaries_bytes)
        boundaries << q(formatSize(b));
    out << "    "
        << QCoreApplication::translate("commviz::cli", "regimes: %1, worst residual %2, boundaries at %3")
               .arg(r.count())
               .arg(q(formatPercent(r.worst_rel_residual)), boundaries.join(", "))
        << "\n";
    const QStringList header{QCoreApplication::translate("commviz::cli", "sizes"),
                             QCoreApplication::translate("commviz::cli", "points"), "α", "β",
                             QCoreApplication::translate("commviz::cli", "max residual")};
    std::vector<QStringList> rows;
    for (const RegimeRange &g : r.ranges)
        rows.push_back({q(formatSize(g.from_bytes)) + " – " + q(formatSize(g.to_bytes)), QString::number(g.points),
                        alphaText(r.alpha_fitted, g.alpha_s), q(formatBandwidth(g.beta_Bps)),
                        q(formatPercent(g.max_rel_residual))});
    for (const QString &l : aligned(header, rows, 1))
        out << "      " << l << "\n";
}

void printBusbw(const FitOutcome &o, const LinkSources &sources, QTextStream &out)
{
    const BusBandwidthFraction &b = *o.busbw;
    const QString at = q(formatSize(b.size_bytes)), busbw = q(formatBandwidth(b.busbw_Bps));
    const QString fraction = q(formatPercent(b.fraction)), link = q(formatBandwidth(b.link_beta_Bps));
    if (b.link == LinkKind::Inter)
        out << "    "
            << QCoreApplication::translate("commviz::cli", "busbw at %1: %2, %3 of the inter-node β %4 (%5)")
                   .arg(at, busbw, fraction, link, sources.inter);
    else
        out << "    "
            << QCoreApplication::translate("commviz::cli", "busbw at %1: %2, %3 of the intra-node β %4 (%5; one node)")
                   .arg(at, busbw, fraction, link, sources.intra);
    out << "\n";
}

QString verdictText(HealthVerdict v)
{
    switch (v) {
    case HealthVerdict::FasterThanModel:
        return QCoreApplication::translate("commviz::cli", "faster than the model");
    case HealthVerdict::AsExpected:
        return QCoreApplication::translate("commviz::cli", "as the model expects");
    case HealthVerdict::BelowModel:
        return QCoreApplication::translate("commviz::cli", "below the model");
    case HealthVerdict::FarBelowModel:
        return QCoreApplication::translate("commviz::cli", "far below the model");
    }
    return {};
}

// "cluster: 16 ranks on 2 nodes × 8 GPUs (the log's rank list); times in ms"
void printCluster(const FitOutcome &o, QTextStream &out)
{
    const LogCluster &c = *o.cluster;
    const QString from = c.from == ClusterSource::RankList
                             ? QCoreApplication::translate("commviz::cli", "the log's rank list")
                             : QCoreApplication::translate("commviz::cli", "--ranks and --gpus-per-node");
    const QString cluster =
        c.nodes == 1
            ? QCoreApplication::translate("commviz::cli", "cluster: %1 ranks on one node (%2)").arg(c.ranks).arg(from)
            : QCoreApplication::translate("commviz::cli", "cluster: %1 ranks on %2 nodes × %3 GPUs (%4)")
                  .arg(c.ranks)
                  .arg(c.nodes)
                  .arg(c.gpus_per_node)
                  .arg(from);
    out << "    " << cluster;
    if (o.table->metric == MeasureMetric::Time)
        out << "; " << QCoreApplication::translate("commviz::cli", "times in %1").arg(q(o.table->time_unit));
    out << "\n";
}

// The verdict first, then what it compared: "health: as the model expects: busbw 338.8 GB/s at 8 GiB is 97% of
// the model's 350 GB/s (allreduce_hier_pipelined, Simple; network 25 GB/s per GPU, one NIC per GPU; intra-node
// 450 GB/s)".
void printHealth(const FitOutcome &o, QTextStream &out)
{
    out << "    ";
    if (!o.health.ok()) {
        out << QCoreApplication::translate("commviz::cli", "health: %1").arg(ui::coreText(o.health.explanation()))
            << "\n";
        return;
    }
    const HealthCheck &h = o.health.value();
    out << QCoreApplication::translate("commviz::cli", "health: %1: busbw %2 at %3 is %4 of the model's %5 (%6, %7; "
                                                       "network %8 per GPU, one NIC per GPU; intra-node %9)")
               .arg(verdictText(h.verdict), q(formatBandwidth(h.measured_busbw_Bps)), q(formatSize(h.size_bytes)),
                    q(formatPercent(h.ratio)), q(formatBandwidth(h.model_busbw_Bps)), q(h.algorithm),
                    q(protocolName(h.protocol)), q(formatBandwidth(h.network.beta_Bps)),
                    q(formatBandwidth(h.intra.beta_Bps)))
        << "\n";
}

QJsonValue healthToJson(const Result<HealthCheck> &health)
{
    if (!health.ok())
        return QJsonValue();
    const HealthCheck &h = health.value();
    return QJsonObject{{"verdict", q(healthVerdictKey(h.verdict))},
                       {"ratio", h.ratio},
                       {"measured_busbw_Bps", h.measured_busbw_Bps},
                       {"model_busbw_Bps", h.model_busbw_Bps},
                       {"algorithm", q(h.algorithm)},
                       {"protocol", q(protocolKey(h.protocol))},
                       {"size_bytes", h.size_bytes}};
}

} // namespace

FitOutcome fitOutcome(const MeasuredTable &t, const FitConfig &config, const Scenario &links)
{
    FitOutcome o;
    o.table = &t;
    o.fit = fitTable(t, config);
    o.cluster = logCluster(t, links);
    for (const Text &w : t.warnings)
        o.warnings << ui::coreText(w);
    if (o.fit.ok()) {
        for (const Text &w : o.fit.value().warnings)
            o.warnings << ui::coreText(w);
        o.model = q(o.fit.value().model.key);
        o.points = o.fit.value().points;
        // The regime fit refuses exactly what the single fit refuses, so it succeeds here.
        if (const Result<RegimeFit> r = fitRegimes(t, config); r.ok()) {
            o.regimes = r.value();
            for (const Text &w : r.value().warnings)
                o.warnings << ui::coreText(w);
        }
        o.busbw = busBandwidthFraction(t, links, config.in_place);
        o.health = healthCheck(t, links, config.in_place);
    } else {
        const Result<FitModel> m = config.model.empty() ? defaultFitModel(t.collective) : findFitModel(config.model);
        if (m.ok())
            o.model = q(m.value().key);
        o.points = int((config.in_place ? t.in_place : t.out_of_place).size());
    }
    return o;
}

QJsonObject outcomeToJson(const FitOutcome &o)
{
    const MeasuredTable &t = *o.table;
    QJsonObject j{
        {"collective", t.collective.empty() ? QJsonValue() : QJsonValue(q(t.collective))},
        {"model", o.model.isEmpty() ? QJsonValue() : QJsonValue(o.model)},
        {"ranks", t.ranks ? QJsonValue(*t.ranks) : QJsonValue()},
        {"points", o.points},
        {"nodes", o.cluster ? QJsonValue(o.cluster->nodes) : QJsonValue()},
        // G as the log shows it, under the parameter's own key: a file can hand it to --gpus-per-node.
        {q(std::string(parameter(Param::GpusPerNode).key)),
         o.cluster ? QJsonValue(o.cluster->gpus_per_node) : QJsonValue()},
        {"cluster_from", o.cluster ? QJsonValue(q(clusterSourceKey(o.cluster->from))) : QJsonValue()},
        {"time_unit", t.metric == MeasureMetric::Time ? QJsonValue(q(t.time_unit)) : QJsonValue()},
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
    j.insert("regimes", o.regimes ? QJsonValue(regimesToJson(*o.regimes)) : QJsonValue());
    j.insert("health", healthToJson(o.health));
    j.insert("busbw_fraction", o.busbw ? QJsonValue(o.busbw->fraction) : QJsonValue());
    if (o.busbw)
        j.insert("busbw", QJsonObject{{"size_bytes", o.busbw->size_bytes},
                                      {"busbw_Bps", o.busbw->busbw_Bps},
                                      {"link", o.busbw->link == LinkKind::Inter ? "inter" : "intra"},
                                      {"link_beta_Bps", o.busbw->link_beta_Bps}});
    else
        j.insert("busbw", QJsonValue());
    return j;
}

void printOutcomes(const std::vector<FitOutcome> &outcomes, const LinkSources &sources, QTextStream &out)
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
    for (const FitOutcome &o : outcomes) {
        const MeasuredTable &t = *o.table;
        QStringList r{t.collective.empty() ? "?" : q(t.collective), o.model.isEmpty() ? "?" : o.model,
                      t.ranks ? QString::number(*t.ranks) : "?", QString::number(o.points)};
        if (o.fit.ok()) {
            const MeasuredFit &f = o.fit.value();
            r << alphaText(f.alpha_fitted, f.alpha_s) << q(formatBandwidth(f.beta_Bps)) << QString::number(f.r2, 'f', 4)
              << q(formatPercent(f.max_rel_residual));
        }
        rows.push_back(r);
    }
    const std::vector<QString> lines = aligned(header, rows, 2);
    out << lines[0].trimmed() << "\n";
    for (std::size_t k = 0; k < outcomes.size(); ++k) {
        const FitOutcome &o = outcomes[k];
        QString s = lines[k + 1];
        if (!o.fit.ok())
            s += "  " +
                 QCoreApplication::translate("commviz::cli", "refused: %1").arg(ui::coreText(o.fit.explanation()));
        out << s.trimmed() << "\n";
        if (o.fit.ok())
            printHealth(o, out);
        if (o.cluster)
            printCluster(o, out);
        if (o.regimes)
            printRegimes(*o.regimes, out);
        if (o.busbw)
            printBusbw(o, sources, out);
        for (const QString &w : o.warnings)
            out << "    " << QCoreApplication::translate("commviz::cli", "warning: %1").arg(w) << "\n";
    }
}

} // namespace commviz::cli
