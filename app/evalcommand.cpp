// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "evalcommand.h"

#include "cli.h"
#include "evaljson.h"
#include "scenariooptions.h"

#include "coretext.h"

#include "commviz/evaluation.h"
#include "commviz/formulas.h"
#include "commviz/parameters.h"
#include "commviz/units.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QTextStream>

namespace commviz::cli {
namespace {

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

// eval's text output follows the current language; its JSON keeps the English keys.
QString notApplicable()
{
    return QCoreApplication::translate("commviz::cli", "n/a");
}

// "n/a: " and why, core's explanation in the current language.
QString notApplicable(const Text &why)
{
    return QCoreApplication::translate("commviz::cli", "n/a: %1").arg(ui::coreText(why));
}

// Aligned text for people: a label column and value columns.
class Table {
public:
    void section(const QString &title) { m_rows.push_back({title, {}, true}); }
    void row(const QString &label, QStringList values) { m_rows.push_back({label, std::move(values), false}); }

    void print(QTextStream &out) const
    {
        int labelWidth = 0;
        std::vector<int> widths;
        for (const Row &r : m_rows) {
            if (r.section)
                continue;
            labelWidth = std::max(labelWidth, displayWidth(r.label));
            for (qsizetype i = 0; i < r.values.size(); ++i) {
                if (std::size_t(i) >= widths.size())
                    widths.push_back(0);
                if (!isProse(r.values[i]))
                    widths[std::size_t(i)] = std::max(widths[std::size_t(i)], displayWidth(r.values[i]));
            }
        }
        bool first = true;
        for (const Row &r : m_rows) {
            if (r.section) {
                out << (first ? "" : "\n") << r.label << "\n";
                first = false;
                continue;
            }
            QString line = "  " + padRight(r.label, labelWidth);
            for (qsizetype i = 0; i < r.values.size(); ++i)
                line += "  " + (isProse(r.values[i]) ? r.values[i] : padLeft(r.values[i], widths[std::size_t(i)]));
            out << line.trimmed().prepend("  ") << "\n";
        }
    }

private:
    // A sentence or a long name ("n/a: K = 32 nodes fit in one leaf group …", "AllReduce, hierarchical pipelined
    // across levels under Simple") follows its label as it is: padding the numbers' columns to it would push every
    // number a hundred columns to the right.
    static bool isProse(const QString &value) { return displayWidth(value) > 24; }

    struct Row {
        QString label;
        QStringList values;
        bool section;
    };
    std::vector<Row> m_rows;
};

QStringList costColumns(const Result<Cost> &cost)
{
    if (!cost.ok())
        return {notApplicable(cost.explanation())};
    const Cost &c = cost.value();
    return {q(formatTime(c.latency_s)), q(formatTime(c.bandwidth_s)), q(formatTime(c.total_s()))};
}

// SPEC.md section 6, beside the textbook rows above (which stay the reference).
void addProduction(const Evaluation &e, Table &t)
{
    t.section(QCoreApplication::translate("commviz::cli", "Production refinements (latency + bandwidth = total)"));
    const auto &tree = e.pipelinedTree;
    t.row(ui::algorithmText(Algorithm::AllReducePipelinedTree),
          costColumns(tree.ok() ? Result<Cost>(tree.value().cost) : tree.forward<Cost>()));
    t.row(QCoreApplication::translate("commviz::cli", "pipelined tree, k chunks"),
          {tree.ok() ? QString::number(tree.value().chunks) : notApplicable()});
    t.row(ui::algorithmText(Algorithm::AllReduceInNetwork), costColumns(e.inNetwork));
    t.row(ui::algorithmText(Algorithm::AllReduceTwoLevelRing), costColumns(e.twoLevelRing));
    t.row(ui::algorithmText(Algorithm::AllReduceHierPipelined), costColumns(e.hierPipelined));
    // Three totals, not latency, bandwidth and total: a heading of their own.
    t.section(QCoreApplication::translate("commviz::cli", "Ring protocols (total under LL, LL128, Simple)"));
    QStringList protocols;
    for (const auto &[protocol, cost] : e.ringProtocols)
        protocols << (cost.ok() ? q(formatTime(cost.value().total_s())) : notApplicable());
    t.row(QCoreApplication::translate("commviz::cli", "ring under LL, LL128, Simple"), protocols);
    t.row(QCoreApplication::translate("commviz::cli", "ring's cheapest protocol"),
          {e.ringBestProtocol.ok() ? q(protocolName(e.ringBestProtocol.value().protocol)) : notApplicable()});
    const auto &sw = e.ringProtocolSwitches;
    t.row(QCoreApplication::translate("commviz::cli", "ring switches LL→LL128, LL128→Simple"),
          sw.ok() ? QStringList{q(formatSize(sw.value().ll_ll128_bytes)), q(formatSize(sw.value().ll128_simple_bytes))}
                  : QStringList{notApplicable(sw.explanation())});
    const QString fabric = e.inputs.in_network
                               ? QCoreApplication::translate("commviz::cli", "production AllReduce, in-network on")
                               : QCoreApplication::translate("commviz::cli", "production AllReduce, in-network off");
    if (e.production.ok()) {
        const ProductionChoice &p = e.production.value();
        t.row(fabric, {QCoreApplication::translate("commviz::cli", "%1 under %2")
                           .arg(ui::algorithmText(p.algorithm), q(protocolName(p.protocol))),
                       q(formatTime(p.cost.total_s()))});
    } else {
        t.row(fabric, {notApplicable(e.production.explanation())});
    }
}

// SPEC.md section 9: the levels inside out, and the collectives on them.
void addCluster(const Evaluation &e, Table &t)
{
    const Scenario &s = e.inputs;
    const ClusterEvaluation &c = e.cluster;
    t.section(QCoreApplication::translate("commviz::cli", "Cluster tiers (latency + bandwidth = total)"));
    t.row(QCoreApplication::translate("commviz::cli", "S nodes per leaf group, σ, α_spine"),
          {QString::number(s.nodes_per_leaf), q(formatTrimmed(s.oversubscription, 2)) + ":1",
           q(formatTime(s.spine_alpha_s))});
    if (c.levels.ok()) {
        const char *names[] = {QT_TRANSLATE_NOOP("commviz::cli", "level 1, scale-up domain: members, α, β"),
                               QT_TRANSLATE_NOOP("commviz::cli", "level 2, leaf group: members, α, β"),
                               QT_TRANSLATE_NOOP("commviz::cli", "level 3, spine: members, α + α_spine, β/σ")};
        for (std::size_t i = 0; i < 3; ++i) {
            const ClusterLevel &l = c.levels.value().levels[i];
            t.row(QCoreApplication::translate("commviz::cli", names[i]),
                  {QString::number(l.members), q(formatTime(l.link.alpha_s)), q(formatBandwidth(l.link.beta_Bps))});
        }
        t.row(QCoreApplication::translate("commviz::cli", "J leaf groups"),
              {QString::number(c.levels.value().leaf_groups)});
    } else {
        t.row(QCoreApplication::translate("commviz::cli", "levels"), {notApplicable(c.levels.explanation())});
    }
    t.row(QCoreApplication::translate("commviz::cli", "bisection bandwidth N·β/(2·σ)"),
          {c.bisection_Bps.ok() ? q(formatBandwidth(c.bisection_Bps.value()))
                                : notApplicable(c.bisection_Bps.explanation())});
    t.row(QCoreApplication::translate("commviz::cli", "AllReduce, flat ring"), costColumns(c.flatRing));
    t.row(QCoreApplication::translate("commviz::cli", "AllReduce, hierarchical"), costColumns(c.hierarchical));
    t.row(ui::algorithmText(Algorithm::AllReduceHierPipelined), costColumns(c.hierPipelined));
    t.row(QCoreApplication::translate("commviz::cli", "AllGather, hierarchical"), costColumns(c.allGather));
    t.row(QCoreApplication::translate("commviz::cli", "ReduceScatter, hierarchical"), costColumns(c.reduceScatter));
    t.row(QCoreApplication::translate("commviz::cli", "AllToAll on the levels"), costColumns(c.allToAll));
}

// SPEC.md section 7.
void addBuckets(const Evaluation &e, Table &t)
{
    t.section(QCoreApplication::translate("commviz::cli", "Gradient buckets (%1)")
                  .arg(ui::algorithmText(e.inputs.bucket_collective)));
    t.row(QCoreApplication::translate("commviz::cli", "T_b backward, b bucket size"),
          {q(formatTime(e.inputs.backward_s)), q(formatSize(e.inputs.bucket_bytes))});
    if (!e.buckets.ok()) {
        t.row(QCoreApplication::translate("commviz::cli", "buckets"), {notApplicable(e.buckets.explanation())});
        return;
    }
    const BucketPlan &b = e.buckets.value();
    t.row(QCoreApplication::translate("commviz::cli", "%1 buckets of M/B").arg(q(std::string(formula::kBucketCount))),
          {QString::number(b.count), q(formatSize(b.bucket_bytes))});
    t.row(QCoreApplication::translate("commviz::cli", "c = T(M/B) per bucket"), {q(formatTime(b.per_bucket_s))});
    t.row(QCoreApplication::translate("commviz::cli", "F = max(T_b/B + B·c, T_b + c)"), {q(formatTime(b.finish_s))});
    t.row(QCoreApplication::translate("commviz::cli", "exposed F − T_b"), {q(formatTime(b.exposed_s))});
    t.row(QCoreApplication::translate("commviz::cli", "no overlap T_b + T(M)"), {q(formatTime(b.no_overlap_s))});
    if (e.bestBuckets.ok()) {
        const BucketPlan &best = e.bestBuckets.value();
        t.row(QCoreApplication::translate("commviz::cli", "best B, bucket size, F"),
              {QString::number(best.count), q(formatSize(best.bucket_bytes)), q(formatTime(best.finish_s))});
    } else {
        t.row(QCoreApplication::translate("commviz::cli", "best B, bucket size, F"),
              {notApplicable(e.bestBuckets.explanation())});
    }
}

QString param(const Scenario &s, Param p)
{
    return q(formatParam(p, paramValue(s, p)));
}

// SPEC.md section 10: the layout, the micro-batch's terms, the step's parts with their shares, and what it yields.
void addStep(const Evaluation &e, Table &t)
{
    const Scenario &s = e.inputs;
    t.section(QCoreApplication::translate("commviz::cli", "Training step"));
    t.row(QCoreApplication::translate("commviz::cli", "Φ active, Φ_x inactive parameters; L layers, h hidden"),
          {param(s, Param::ModelParams), param(s, Param::InactiveParams), param(s, Param::Layers),
           param(s, Param::Hidden)});
    t.row(QCoreApplication::translate("commviz::cli", "s sequence, b_μ micro-batch; t, e, k"),
          {param(s, Param::SequenceTokens), param(s, Param::MicrobatchSequences), param(s, Param::TensorParallel),
           param(s, Param::ExpertParallel), param(s, Param::ExpertsPerToken)});
    t.row(QCoreApplication::translate("commviz::cli", "F peak FLOP/s, u efficiency, C memory"),
          {param(s, Param::PeakFlops), param(s, Param::ComputeEfficiency), param(s, Param::GpuMemory)});
    if (!e.step.ok()) {
        t.row(QCoreApplication::translate("commviz::cli", "step"), {notApplicable(e.step.explanation())});
        return;
    }
    const TrainingStep &st = e.step.value();
    const auto time = [](double v) { return q(formatTime(v)); };
    t.row(QCoreApplication::translate("commviz::cli", "d = N/(t·p) data-parallel"),
          {QString::number(st.layout.data_parallel)});
    t.row(QCoreApplication::translate("commviz::cli", "t_f forward, t_b backward"),
          {time(st.forward_s), time(st.backward_s)});
    t.row(QCoreApplication::translate("commviz::cli", "c_TP, c_EP, c_PP a micro-batch"),
          {time(st.tensor_parallel_s), time(st.expert_parallel_s), time(st.pipeline_sends_s)});
    t.row(QCoreApplication::translate("commviz::cli", "τ a micro-batch on a stage"), {time(st.microbatch_s)});
    t.row(QCoreApplication::translate("commviz::cli", "G_d gradients, B buckets"),
          {q(formatSize(st.gradient_bytes)), QString::number(st.buckets)});
    const StepParts &p = st.parts;
    const std::pair<const char *, double> parts[] = {
        {QT_TRANSLATE_NOOP("commviz::cli", "compute m·(t_f + t_b)"), p.compute_s},
        {QT_TRANSLATE_NOOP("commviz::cli", "tensor parallelism m·c_TP"), p.tensor_parallel_s},
        {QT_TRANSLATE_NOOP("commviz::cli", "expert parallelism m·c_EP"), p.expert_parallel_s},
        {QT_TRANSLATE_NOOP("commviz::cli", "pipeline sends m·c_PP"), p.pipeline_sends_s},
        {QT_TRANSLATE_NOOP("commviz::cli", "bubble (p − 1)/V·τ"), p.bubble_s},
        {QT_TRANSLATE_NOOP("commviz::cli", "exposed data parallelism E_DP"), p.data_parallel_exposed_s},
    };
    for (const auto &[label, value] : parts)
        t.row(QCoreApplication::translate("commviz::cli", label), {time(value), q(formatPercent(value / st.step_s))});
    t.row(QCoreApplication::translate("commviz::cli", "T step"), {time(st.step_s)});
    t.row(QCoreApplication::translate("commviz::cli", "MFU, tokens per second"),
          {q(formatPercent(st.mfu)), q(formatTrimmed(st.tokens_per_s, 0))});
    t.row(QCoreApplication::translate("commviz::cli", "memory per GPU"),
          {q(formatSize(st.memory.total_bytes())),
           st.fits ? QCoreApplication::translate("commviz::cli", "(fits)")
                   : QCoreApplication::translate("commviz::cli", "(does not fit)")});
}

void printText(const Evaluation &e, QTextStream &out)
{
    const Scenario &s = e.inputs;
    Table t;
    t.section(QCoreApplication::translate("commviz::cli", "Inputs"));
    t.row(QCoreApplication::translate("commviz::cli", "α, β (inter-node)"),
          {q(formatTime(s.inter.alpha_s)), q(formatBandwidth(s.inter.beta_Bps))});
    t.row(QCoreApplication::translate("commviz::cli", "α, β (intra-node)"),
          {q(formatTime(s.intra.alpha_s)), q(formatBandwidth(s.intra.beta_Bps))});
    t.row(QCoreApplication::translate("commviz::cli", "N GPUs, G per node"),
          {QString::number(s.gpus), QString::number(s.gpus_per_node)});
    t.row(QCoreApplication::translate("commviz::cli", "M payload per GPU"), {q(formatSize(s.size_bytes))});
    t.row(QCoreApplication::translate("commviz::cli", "p stages, m micro-batches, V"),
          {QString::number(s.stages), QString::number(s.microbatches), QString::number(s.virtual_stages)});
    t.row(QCoreApplication::translate("commviz::cli", "r ratio, T_codec"),
          {q(formatRatio(s.ratio)), q(formatTime(s.codec_s))});

    t.section(QCoreApplication::translate("commviz::cli", "Point to point"));
    t.row(QCoreApplication::translate("commviz::cli", "T(n) = α + n/β"),
          {e.p2p.ok() ? q(formatTime(e.p2p.value().total_s())) : notApplicable()});
    t.row(QCoreApplication::translate("commviz::cli", "n* = α·β"),
          {e.crossover.ok() ? q(formatSize(e.crossover.value())) : notApplicable()});

    t.section(QCoreApplication::translate("commviz::cli", "Collectives (latency + bandwidth = total)"));
    for (const auto &[algorithm, cost] : e.collectives) {
        if (cost.ok()) {
            const Cost &c = cost.value();
            t.row(ui::algorithmText(algorithm),
                  {q(formatTime(c.latency_s)), q(formatTime(c.bandwidth_s)), q(formatTime(c.total_s()))});
        } else {
            t.row(ui::algorithmText(algorithm), {notApplicable(cost.explanation())});
        }
    }

    t.section(QCoreApplication::translate("commviz::cli", "Algorithm selection"));
    t.row(QCoreApplication::translate("commviz::cli", "M×(N), ring = tree"),
          {e.ringTreeCrossover.ok() ? q(formatSize(e.ringTreeCrossover.value()))
                                    : notApplicable(e.ringTreeCrossover.explanation())});
    t.row(QCoreApplication::translate("commviz::cli", "cheapest AllReduce"),
          {e.best.ok() ? ui::algorithmText(e.best.value().algorithm) : notApplicable()});

    t.section(QCoreApplication::translate("commviz::cli", "Pipeline"));
    t.row(QCoreApplication::translate("commviz::cli", "bubble (p−1)/(p−1+m)"),
          {e.bubble.ok() ? q(formatPercent(e.bubble.value())) : notApplicable()});
    t.row(QCoreApplication::translate("commviz::cli", "interleaved (p−1)/(p−1+m·V)"),
          {e.bubbleInterleaved.ok() ? q(formatPercent(e.bubbleInterleaved.value())) : notApplicable()});
    t.row(QCoreApplication::translate("commviz::cli", "smallest m for ≤ 20%"),
          {e.minMicrobatches20.ok() ? QString::number(e.minMicrobatches20.value()) : notApplicable()});

    t.section(QCoreApplication::translate("commviz::cli", "Compression (%1)")
                  .arg(ui::algorithmText(s.compression_collective)));
    if (e.compression.ok()) {
        const CompressionResult &c = e.compression.value();
        t.row(QCoreApplication::translate("commviz::cli", "uncompressed T(M)"), {q(formatTime(c.uncompressed_s))});
        t.row(QCoreApplication::translate("commviz::cli", "compressed T_codec + T(M/r)"),
              {q(formatTime(c.compressed_s))});
        t.row(QCoreApplication::translate("commviz::cli", "speed-up"), {q(formatRatio(c.speedup))});
        t.row(QCoreApplication::translate("commviz::cli", "codec budget T(M) − T(M/r)"),
              {q(formatTime(c.codec_budget_s)) + "  " +
               (c.pays ? QCoreApplication::translate("commviz::cli", "(pays)")
                       : QCoreApplication::translate("commviz::cli", "(does not pay)"))});
    } else {
        t.row(QCoreApplication::translate("commviz::cli", "compression"), {notApplicable(e.compression.explanation())});
    }
    addProduction(e, t);
    addBuckets(e, t);
    addCluster(e, t);
    addStep(e, t);
    t.print(out);
}

} // namespace

int runEvalCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("commviz::cli", "Print every model quantity for one parameter set."));
    addScenarioOptions(parser);
    parser.addOption({"format", QCoreApplication::translate("commviz::cli", "Output format: text (default) or json."),
                      "text|json", "text"});
    addLoadScenarioOption(parser);
    addSaveScenarioOption(parser);
    addLanguageOption(parser);
    parser.addHelpOption();
    if (!parser.parse(args)) {
        err << "commviz eval: " << parser.errorText() << "\n";
        return kUsageError;
    }
    if (parser.isSet("help")) {
        out << parser.helpText();
        return 0;
    }
    if (!parser.positionalArguments().isEmpty() && parser.positionalArguments() != QStringList{"eval"}) {
        err << "commviz eval: "
            << QCoreApplication::translate("commviz::cli", "unexpected argument \"%1\"")
                   .arg(parser.positionalArguments().constLast())
            << "\n";
        return kUsageError;
    }
    if (printListIfAsked(parser, out))
        return 0;
    const QString format = parser.value("format");
    if (format != "text" && format != "json") {
        err << "commviz eval: "
            << QCoreApplication::translate("commviz::cli", "--format: \"%1\" is not a format; use text or json")
                   .arg(format)
            << "\n";
        return kUsageError;
    }
    const Result<ui::ScenarioDocument> doc = scenarioDocumentFromOptions(parser);
    if (!doc.ok()) {
        err << "commviz eval: " << ui::coreText(doc.explanation()) << "\n";
        return kUsageError;
    }
    ui::FileBatch batch;
    std::optional<QString> saveError = addScenarioIfAsked(parser, doc.value(), batch);
    if (!saveError)
        saveError = batch.commit();
    if (saveError) {
        err << "commviz eval: " << *saveError << "\n";
        return kUsageError;
    }
    const Evaluation e = evaluate(doc.value().scenario);
    if (format == "json")
        out << QJsonDocument(evaluationToJson(e)).toJson(QJsonDocument::Indented);
    else
        printText(e, out);
    return 0;
}

} // namespace commviz::cli
