// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lecturestep.h"

#include "coretext.h"
#include "scenariofile.h"

#include <QCoreApplication>

#include <QJsonDocument>

namespace commviz::ui {
namespace {

const QString kTitleKey = QStringLiteral("title");
const QString kCaptionKey = QStringLiteral("caption");
const QString kPageKey = QStringLiteral("page");
const QString kChartKey = QStringLiteral("chart");
const QString kChartAloneKey = QStringLiteral("chart_alone");
const QString kVersionKey = QStringLiteral("version");
const QString kLectureKey = QStringLiteral("lecture_steps");
const QString kQuestionKey = QStringLiteral("question");

// SPEC.md's defaults, drawn in the production view (SPEC.md section 6).
Scenario production()
{
    Scenario s;
    s.production_view = true;
    return s;
}

// SPEC.md 9's golden cluster: 1,024 GPUs in 4 leaf groups of 32 nodes, behind a 2:1 spine.
Scenario spine2to1()
{
    Scenario s;
    s.gpus = 1024;
    s.oversubscription = 2;
    return s;
}

Scenario pipeline(int p, int m, int v)
{
    Scenario s;
    s.stages = p;
    s.microbatches = m;
    s.virtual_stages = v;
    return s;
}

LectureQuestion choice(const char *text, QStringList choices, int answer, const char *reason, QStringList veil)
{
    return {text, std::move(choices), answer, {}, reason, std::move(veil)};
}

LectureQuestion number(const char *text, const char *quantity, const char *reason, QStringList veil)
{
    return {text, {}, 0, quantity, reason, std::move(veil)};
}

// Predict, then reveal: the built-in steps' questions, by step (numbers checked with `commviz eval` at each step's
// parameters; a number question's answer is core's, computed when it is revealed).
std::vector<LectureStep> withQuestions(std::vector<LectureStep> steps)
{
    steps[0].question =
        number(QT_TRANSLATE_NOOP("commviz::ui::LectureStep",
                                 "On InfiniBand NDR, from what message size on does bandwidth cost more than latency?"),
               "crossover_bytes", QT_TRANSLATE_NOOP("commviz::ui::LectureStep", "n* = α·β = 5 µs × 50 GB/s."),
               {"p2p_time", "p2p_effective_bandwidth"});
    steps[1].question =
        choice(QT_TRANSLATE_NOOP("commviz::ui::LectureStep",
                                 "At 256 GPUs, do PyTorch DDP's 25 MiB buckets finish sooner than one single bucket?"),
               {QT_TRANSLATE_NOOP("commviz::ui::LectureStep", "Yes, much sooner"),
                QT_TRANSLATE_NOOP("commviz::ui::LectureStep", "About the same"),
                QT_TRANSLATE_NOOP("commviz::ui::LectureStep", "No, later")},
               2,
               QT_TRANSLATE_NOOP("commviz::ui::LectureStep",
                                 "Each of the 39 AllReduces pays the ring's latency again: 140.8 ms against 102.4 ms."),
               {"buckets_finish_vs_size"});
    steps[2].question =
        choice(QT_TRANSLATE_NOOP("commviz::ui::LectureStep",
                                 "At 1 GB on 256 GPUs, how much slower is the textbook tree than the ring?"),
               {"×1.5", "×3", "×7.5", "×15"}, 2,
               QT_TRANSLATE_NOOP("commviz::ui::LectureStep",
                                 "The tree sends all of M at each of its 8 levels: 320.1 ms against 42.4 ms."),
               {"collectives_vs_size", "collectives_terms"});
    steps[3].question = number(
        QT_TRANSLATE_NOOP("commviz::ui::LectureStep",
                          "With p = 4 stages and m = 16 micro-batches, what share of the time is the pipeline idle?"),
        "bubble", QT_TRANSLATE_NOOP("commviz::ui::LectureStep", "b = (p−1)/(p−1+m) = 3/19."),
        {"pipeline_bubble_heatmap"});
    steps[5].question =
        choice(QT_TRANSLATE_NOOP("commviz::ui::LectureStep",
                                 "p = 8, m = 16: how much smaller does the bubble get with V = 4 virtual stages?"),
               {"×1.5", "×2", "×3", "×4"}, 2,
               QT_TRANSLATE_NOOP("commviz::ui::LectureStep", "(p−1)/(p−1+m·V): 30.4% becomes 9.9%, 3.1× less."),
               {"pipeline_schedule", "pipeline_bubble_heatmap"});
    steps[6].question = number(
        QT_TRANSLATE_NOOP("commviz::ui::LectureStep",
                          "Top-k with r = 64 and a 2 ms codec: how much faster is the ring AllReduce of 1 GB?"),
        "compression_speedup",
        QT_TRANSLATE_NOOP("commviz::ui::LectureStep",
                          "42.4 ms becomes 2 ms of codec + 3.2 ms for M/64 (its 2.55 ms of latency stays) = 5.2 ms."),
        {"compression_time_vs_ratio"});
    steps[11].question = choice(
        QT_TRANSLATE_NOOP("commviz::ui::LectureStep",
                          "At these settings, which part of the step is largest after compute?"),
        {QT_TRANSLATE_NOOP("commviz::ui::LectureStep", "tensor-parallel collectives"),
         QT_TRANSLATE_NOOP("commviz::ui::LectureStep", "pipeline bubble"),
         QT_TRANSLATE_NOOP("commviz::ui::LectureStep", "exposed data-parallel AllReduce"),
         QT_TRANSLATE_NOOP("commviz::ui::LectureStep", "pipeline sends")},
        0,
        QT_TRANSLATE_NOOP("commviz::ui::LectureStep",
                          "Four AllReduces of every layer's activations, on every micro-batch: 171.5 ms, against "
                          "116.3 ms of bubble, 100.2 ms of exposed data-parallel time and 22.1 ms of sends."),
        {"step_parts"});
    steps[8].question =
        choice(QT_TRANSLATE_NOOP("commviz::ui::LectureStep",
                                 "NCCL pipelines the tree in chunks. At 1 GB on 256 GPUs, against the ring it is…"),
               {QT_TRANSLATE_NOOP("commviz::ui::LectureStep", "still 7.5× slower"),
                QT_TRANSLATE_NOOP("commviz::ui::LectureStep", "2× slower"),
                QT_TRANSLATE_NOOP("commviz::ui::LectureStep", "about as fast")},
               2,
               QT_TRANSLATE_NOOP("commviz::ui::LectureStep",
                                 "167 pipelined chunks keep every level busy: 43.4 ms against the ring's 42.4 ms."),
               {"collectives_tree_pipelining"});
    steps[10].question = choice(
        QT_TRANSLATE_NOOP("commviz::ui::LectureStep",
                          "At 1,024 GPUs, which of these gets much slower with a 2:1 spine?"),
        {QT_TRANSLATE_NOOP("commviz::ui::LectureStep", "flat ring AllReduce"),
         QT_TRANSLATE_NOOP("commviz::ui::LectureStep", "hierarchical AllReduce"),
         QT_TRANSLATE_NOOP("commviz::ui::LectureStep", "AllToAll")},
        2,
        QT_TRANSLATE_NOOP("commviz::ui::LectureStep",
                          "25.71 → 40.71 ms: every GPU crosses the spine at once. The ring stays at 42.13 ms "
                          "(one flow per leaf boundary); the hierarchical AllReduce grows 1.3%, 9.20 → 9.32 ms."),
        {"cluster_vs_oversubscription", "cluster_split_by_level"});
    return steps;
}

} // namespace

const std::vector<LectureStep> &builtinLectureSteps()
{
    // Every example of the appendix runs on SPEC.md's defaults (InfiniBand NDR, N = 256, M = 1 GB, NVLink
    // inside the node, p = 8, m = 16, V = 4, r = 64, T_codec = 2 ms, T_b = 60 ms, b = 25 MiB) except the plain
    // bubble table, which needs V = 1 so that the page shows eq. 10 alone. The buckets (SPEC.md section 7) follow
    // the crossover, whose insight they are.
    static const std::vector<LectureStep> steps = withQuestions({
        {QT_TRANSLATE_NOOP("commviz::ui::LectureStep", "Crossover n* on InfiniBand NDR"),
         PageId::P2p,
         Scenario{},
         QT_TRANSLATE_NOOP(
             "commviz::ui::LectureStep",
             "n* = α·β = 5 µs × 50 GB/s = 250 KB. Smaller messages are latency-dominated: this is why NCCL "
             "packs small gradients into buckets."),
         {}},
        {QT_TRANSLATE_NOOP("commviz::ui::LectureStep", "How big should gradient buckets be?"),
         PageId::Buckets,
         Scenario{},
         QT_TRANSLATE_NOOP(
             "commviz::ui::LectureStep",
             "At 256 GPUs, PyTorch DDP's 25 MiB buckets finish at 140.8 ms, worse than one bucket at 102.4 ms: each "
             "of the 39 ring AllReduces pays {allreduce_ring.latency} again. The best is 8 buckets of 125 MB, "
             "67.7 ms."),
         {}},
        {QT_TRANSLATE_NOOP("commviz::ui::LectureStep", "Ring against tree: 1 GB on 256 GPUs"),
         PageId::Collectives,
         Scenario{},
         QT_TRANSLATE_NOOP(
             "commviz::ui::LectureStep",
             "Ring AllReduce 42.4 ms, tree 320.1 ms. The ring spreads the bytes over every link; the tree sends all "
             "of M at each of its lg N levels."),
         {}},
        {QT_TRANSLATE_NOOP("commviz::ui::LectureStep", "Pipeline bubble, p = 4"),
         PageId::Pipeline,
         pipeline(4, 16, 1),
         QT_TRANSLATE_NOOP(
             "commviz::ui::LectureStep",
             "b = (p−1)/(p−1+m). With p = 4 stages, m = 8 / 16 / 32 / 64 micro-batches leave 27.3% / 15.8% / "
             "8.6% / 4.5% idle."),
         {}},
        {QT_TRANSLATE_NOOP("commviz::ui::LectureStep", "Pipeline bubble, p = 8"),
         PageId::Pipeline,
         pipeline(8, 16, 1),
         QT_TRANSLATE_NOOP("commviz::ui::LectureStep",
                           "Twice the stages need twice the micro-batches: p = 8 with m = 16 leaves 30.4% idle "
                           "(46.7% / 30.4% / 17.9% / 9.9% for m = 8 … 64)."),
         {}},
        {QT_TRANSLATE_NOOP("commviz::ui::LectureStep", "Interleaving: p = 8, m = 16, V = 4"),
         PageId::Pipeline,
         pipeline(8, 16, 4),
         QT_TRANSLATE_NOOP(
             "commviz::ui::LectureStep",
             "Four virtual stages per GPU cut the bubble from 30.4% to 9.9%, a 3.1× reduction, at the price of "
             "more and smaller stage-to-stage messages."),
         {}},
        {QT_TRANSLATE_NOOP("commviz::ui::LectureStep", "Does top-k compression pay?"),
         PageId::Compression,
         Scenario{},
         QT_TRANSLATE_NOOP(
             "commviz::ui::LectureStep",
             "r = 64, T_codec = 2 ms: 42.4 ms becomes 3.2 ms + 2 ms = 5.2 ms, an 8.2× speed-up. The codec budget "
             "saturates at the bandwidth term."),
         {}},
        {QT_TRANSLATE_NOOP("commviz::ui::LectureStep", "Hierarchical AllReduce: 256 GPUs, 8 per node"),
         PageId::Selection,
         Scenario{},
         QT_TRANSLATE_NOOP(
             "commviz::ui::LectureStep",
             "Reduce inside each node over NVLink (9× InfiniBand NDR's β), ring among the 32 node representatives "
             "over InfiniBand, broadcast back inside the node."),
         {}},
        // Beyond the source: how production libraries run the same collectives (SPEC.md section 6).
        {QT_TRANSLATE_NOOP("commviz::ui::LectureStep", "Trees as NCCL runs them: pipelined in chunks"),
         PageId::Collectives,
         production(),
         QT_TRANSLATE_NOOP(
             "commviz::ui::LectureStep",
             "The textbook tree sends all of M at each of its 8 levels: 320.1 ms. NCCL cuts M into chunks and "
             "pipelines them: with k = 167 chunks the tree costs 43.4 ms, against the ring's 42.4 ms."),
         {}},
        {QT_TRANSLATE_NOOP("commviz::ui::LectureStep", "Protocols: LL, LL128 and Simple"),
         PageId::Collectives,
         production(),
         QT_TRANSLATE_NOOP(
             "commviz::ui::LectureStep",
             "LL starts fastest but moves half the bandwidth, LL128 keeps 92% of it, Simple all of it. The ring "
             "switches from LL to LL128 at 6.51 MB and to Simple at 525.7 MB: where measured curves bend."),
         {}},
        // Beyond the source: a cluster of three levels (SPEC.md section 9).
        {QT_TRANSLATE_NOOP("commviz::ui::LectureStep", "A 2:1 spine at 1,024 GPUs"),
         PageId::Cluster,
         spine2to1(),
         QT_TRANSLATE_NOOP(
             "commviz::ui::LectureStep",
             "4 leaf groups of 32 nodes share an oversubscribed spine. The flat ring sends one flow per leaf boundary "
             "and stays at 42.13 ms; AllToAll, MoE's routing, sends every GPU's share across at once: 25.71 → 40.71 "
             "ms."),
         {}},
        // The source's closing promise: α and β give a complete first-order prediction of a step (SPEC.md section 10).
        {QT_TRANSLATE_NOOP("commviz::ui::LectureStep", "Where does a training step's time go?"),
         PageId::Step,
         Scenario{},
         QT_TRANSLATE_NOOP(
             "commviz::ui::LectureStep",
             "A 70B model on 256 H100s, t = 8, p = 8, d = 4: of a 1.28 s step, compute takes 869.7 ms, tensor-parallel "
             "collectives 171.5 ms, the bubble 116.3 ms, the exposed data-parallel AllReduce 100.2 ms and pipeline "
             "sends 22.1 ms. MFU 34%; halving t to 4 gives 39%."),
         {}},
    });
    // The chart each step talks about (ChartPanel::name()), in the steps' order, and whether it is shown alone:
    // every step shows its chart alone at the page's full width, large enough for the back of a hall.
    static const std::vector<LectureStep> named = [] {
        const std::pair<const char *, bool> charts[] = {
            {"p2p_time", true},
            {"buckets_finish_vs_size", true},
            {"collectives_vs_size", true},
            {"pipeline_bubble_heatmap", true},
            {"pipeline_bubble_heatmap", true},
            {"pipeline_schedule", true},
            {"compression_time_vs_ratio", true},
            {"selection_hierarchical", true},
            {"collectives_tree_pipelining", true},
            {"collectives_protocols", true},
            {"cluster_vs_oversubscription", true},
            {"step_parts", true},
        };
        std::vector<LectureStep> out = steps;
        for (std::size_t i = 0; i < out.size() && i < std::size(charts); ++i) {
            out[i].chart = QString::fromLatin1(charts[i].first);
            out[i].chartAlone = charts[i].second;
        }
        return out;
    }();
    return named;
}

QJsonObject lectureStepToJson(const LectureStep &step)
{
    QJsonObject o = scenarioToJson(ScenarioDocument{step.scenario, step.page, {}});
    // The file's version belongs to the file, not to each step.
    o.remove(kVersionKey);
    o.insert(kTitleKey, step.title);
    o.insert(kCaptionKey, step.caption);
    if (step.question)
        o.insert(kQuestionKey, lectureQuestionToJson(*step.question));
    if (!step.chart.isEmpty()) {
        o.insert(kChartKey, step.chart);
        if (step.chartAlone)
            o.insert(kChartAloneKey, true);
    }
    return o;
}

Result<LectureStep> lectureStepFromJson(const QJsonObject &object)
{
    QJsonObject o = object;
    const QJsonValue title = o.take(kTitleKey);
    const QJsonValue caption = o.take(kCaptionKey);
    const QJsonValue question = o.take(kQuestionKey);
    const QJsonValue chart = o.take(kChartKey);
    const QJsonValue chartAlone = o.take(kChartAloneKey);
    if (!title.isString() || title.toString().trimmed().isEmpty())
        return Error{"title",
                     verbatim(QCoreApplication::translate("commviz::ui::LectureStep",
                                                          "title: a lecture step needs a title (a non-empty string)"))};
    if (!caption.isUndefined() && !caption.isString())
        return Error{"caption",
                     verbatim(QCoreApplication::translate("commviz::ui::LectureStep", "caption: not a string"))};
    if (!chart.isUndefined() && !chart.isString())
        return Error{"chart",
                     verbatim(QCoreApplication::translate(
                         "commviz::ui::LectureStep", "chart: not a string (the name of one of the page's charts)"))};
    if (!chartAlone.isUndefined() && !chartAlone.isBool())
        return Error{"chart_alone", verbatim(QCoreApplication::translate("commviz::ui::LectureStep",
                                                                         "chart_alone: not true or false"))};
    // Nested steps are not steps; and the scenario parser wants the version a file carries.
    o.remove(kLectureKey);
    o.insert(kVersionKey, kScenarioFormatVersion);
    if (!o.contains(kPageKey))
        return Error{"page", verbatim(QCoreApplication::translate("commviz::ui::LectureStep",
                                                                  "page: a lecture step needs the page it opens"))};
    std::optional<LectureQuestion> q;
    if (!question.isUndefined() && !question.isNull()) {
        const Result<LectureQuestion> parsed = lectureQuestionFromJson(question);
        if (!parsed.ok())
            return parsed.forward<LectureStep>();
        q = parsed.value();
    }
    const Result<ScenarioDocument> doc = parseScenario(QJsonDocument(o).toJson(QJsonDocument::Compact));
    if (!doc.ok())
        return doc.forward<LectureStep>();
    LectureStep step{title.toString(), doc.value().page, doc.value().scenario, caption.toString(), q};
    step.chart = chart.toString();
    step.chartAlone = chartAlone.toBool(false);
    return step;
}

QJsonArray lectureStepsToJson(const std::vector<LectureStep> &steps)
{
    QJsonArray a;
    for (const LectureStep &s : steps)
        a.append(lectureStepToJson(s));
    return a;
}

Result<std::vector<LectureStep>> lectureStepsFromJson(const QJsonArray &array)
{
    std::vector<LectureStep> out;
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (!array.at(i).isObject())
            return Error{"lecture_steps", verbatim(QCoreApplication::translate("commviz::ui::LectureStep",
                                                                               "lecture step %1 is not an object")
                                                       .arg(i + 1))};
        const Result<LectureStep> step = lectureStepFromJson(array.at(i).toObject());
        if (!step.ok())
            return Error{step.error().parameter,
                         verbatim(QCoreApplication::translate("commviz::ui::LectureStep", "lecture step %1: %2")
                                      .arg(i + 1)
                                      .arg(coreText(step.explanation())))};
        out.push_back(step.value());
    }
    return out;
}

} // namespace commviz::ui
