// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `commviz eval`'s training step (SPEC.md section 10): the "step" object carries the section's golden values, its
// keys are exactly the documented ones, an impossible layout is {"not_applicable": REASON} naming what to change,
// the step's options take counts as people write them, old scenario files open with the step's defaults, and the
// text format shows the same.
#include "testutil.h"

#include "evalcommand.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace commviz;

namespace {

using testutil::roundTo;
using testutil::Run;

Run eval(const QStringList &options)
{
    return testutil::runCommand(&cli::runEvalCommand, "eval", options);
}

QJsonObject step(const QStringList &options)
{
    const Run r = eval(options + QStringList{"--format", "json"});
    if (r.status != 0)
        qWarning() << r.err;
    return QJsonDocument::fromJson(r.out.toUtf8()).object()["step"].toObject();
}

} // namespace

class TestEvalStep : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void keysAreTheDocumentedOnes();
    void defaultsCarryTheGoldenValues();
    void expertsAndASpineCarryTheirGoldenValues();
    void oneDataParallelRankHasNoBuckets();
    void anImpossibleLayoutSaysWhatToChange();
    void countsReadAsPeopleWriteThem();
    void oldScenarioFilesOpenWithTheDefaults();
    void textShowsTheSame();
    void presetsSetTheModelAndTheGpu();
};

void TestEvalStep::keysAreTheDocumentedOnes()
{
    const QJsonObject s = step({});
    QCOMPARE(s.keys(),
             (QStringList{"backward_s", "buckets", "data_parallel", "expert_parallel_s", "fits", "forward_s",
                          "gradient_bytes", "memory_bytes", "mfu", "microbatch_s", "parts", "pipeline_sends_s",
                          "step_s", "tensor_parallel_s", "tokens_per_s", "tokens_per_step"}));
    QCOMPARE(s["parts"].toObject().keys(), (QStringList{"bubble_s", "compute_s", "data_parallel_exposed_s",
                                                        "expert_parallel_s", "pipeline_sends_s", "tensor_parallel_s"}));
}

void TestEvalStep::defaultsCarryTheGoldenValues()
{
    const QJsonObject s = step({});
    QCOMPARE(s["data_parallel"].toInt(), 4);
    QCOMPARE(roundTo(s["forward_s"].toDouble() * 1e3, 2), 18.12);
    QCOMPARE(roundTo(s["tensor_parallel_s"].toDouble() * 1e3, 2), 10.72);
    QCOMPARE(roundTo(s["pipeline_sends_s"].toDouble() * 1e3, 3), 1.382);
    QCOMPARE(roundTo(s["microbatch_s"].toDouble() * 1e3, 2), 66.46);
    QCOMPARE(roundTo(s["gradient_bytes"].toDouble() / 1e9, 3), 4.375);
    QCOMPARE(s["buckets"].toInt(), 167);
    QCOMPARE(roundTo(s["parts"]["bubble_s"].toDouble() * 1e3, 1), 116.3);
    QCOMPARE(roundTo(s["parts"]["data_parallel_exposed_s"].toDouble() * 1e3, 1), 100.2);
    QCOMPARE(roundTo(s["step_s"].toDouble(), 3), 1.280);
    QCOMPARE(roundTo(s["mfu"].toDouble() * 100, 1), 34.0);
    QCOMPARE(roundTo(s["tokens_per_s"].toDouble(), 0), 204818.0);
    QCOMPARE(s["tokens_per_step"].toDouble(), 262144.0);
    QCOMPARE(roundTo(s["memory_bytes"].toDouble() / 1e9, 2), 23.75);
    QCOMPARE(s["fits"].toBool(), true);
}

void TestEvalStep::expertsAndASpineCarryTheirGoldenValues()
{
    const QJsonObject experts = step({"--expert-parallel", "4", "--top-k", "8"});
    QCOMPARE(roundTo(experts["expert_parallel_s"].toDouble() * 1e3, 2), 40.87);
    QCOMPARE(roundTo(experts["step_s"].toDouble(), 3), 2.005);
    QCOMPARE(roundTo(experts["mfu"].toDouble() * 100, 1), 21.7);
    for (const char *sigma : {"1", "2"}) {
        const QJsonObject spine = step({"--gpus", "1024", "--stages", "2", "--oversubscription", sigma});
        const bool two = QString(sigma) == "2";
        QCOMPARE(roundTo(spine["parts"]["data_parallel_exposed_s"].toDouble() * 1e3, 1), two ? 770.4 : 759.4);
        QCOMPARE(roundTo(spine["parts"]["pipeline_sends_s"].toDouble() * 1e3, 2), two ? 43.72 : 22.24);
        QCOMPARE(roundTo(spine["step_s"].toDouble(), 3), two ? 5.045 : 5.012);
    }
}

void TestEvalStep::oneDataParallelRankHasNoBuckets()
{
    const QJsonObject s = step({"--gpus", "64"});
    QCOMPARE(s["data_parallel"].toInt(), 1);
    QCOMPARE(s["buckets"].toInt(), 0);
    QCOMPARE(s["parts"]["data_parallel_exposed_s"].toDouble(), 0.0);
}

void TestEvalStep::anImpossibleLayoutSaysWhatToChange()
{
    const QJsonObject s = step({"--tensor-parallel", "3"});
    QCOMPARE(s.keys(), QStringList{"not_applicable"});
    const QString reason = s["not_applicable"].toString();
    QVERIFY2(reason.contains(QString::fromUtf8("t·p = 24")) && reason.contains("change N, t or p"), qPrintable(reason));
    const Run text = eval({"--expert-parallel", "3"});
    QCOMPARE(text.status, 0);
    QVERIFY2(text.out.contains("e = 3 does not divide d = 4"), qPrintable(text.out));
}

void TestEvalStep::countsReadAsPeopleWriteThem()
{
    const double small = step({"--params", "8e9"})["forward_s"].toDouble();
    QCOMPARE(small / step({})["forward_s"].toDouble(), 8.0 / 70);
    QCOMPARE(step({"--gpu-memory", "20GiB"})["fits"].toBool(), false);
    QCOMPARE(roundTo(step({"--peak-flops", "1978e12"})["forward_s"].toDouble() * 1e3, 2), 9.06);
    const Run bad = eval({"--compute-efficiency", "0"});
    QVERIFY(bad.status != 0);
    QVERIFY2(bad.err.contains("compute_efficiency"), qPrintable(bad.err));
}

void TestEvalStep::oldScenarioFilesOpenWithTheDefaults()
{
    // A file from before the step: none of its keys, so the step's defaults.
    QTemporaryDir dir;
    const QString path = dir.filePath("old.json");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"version": 1, "gpus": 256, "stages": 8})");
    f.close();
    const QJsonObject j = QJsonDocument::fromJson(eval({"--scenario", path, "--format", "json"}).out.toUtf8()).object();
    QCOMPARE(j["inputs"]["model_params"].toDouble(), 70e9);
    QCOMPARE(j["inputs"]["tensor_parallel"].toInt(), 8);
    QCOMPARE(j["inputs"]["gpu_memory_bytes"].toDouble(), 80 * 1073741824.0);
    QCOMPARE(roundTo(j["step"]["step_s"].toDouble(), 3), 1.280);
}

void TestEvalStep::textShowsTheSame()
{
    const Run r = eval({});
    QCOMPARE(r.status, 0);
    for (const char *figure : {"Training step", "70e9", "989e12", "18.1 ms", "66.5 ms", "4.38 GB", "167", "869.7 ms",
                               "100.2 ms", "1.28 s", "34%", "204818", "23.7 GB", "(fits)"})
        QVERIFY2(r.out.contains(QString::fromUtf8(figure)),
                 qPrintable(QString::fromUtf8(figure) + " not in: " + r.out));
}

void TestEvalStep::presetsSetTheModelAndTheGpu()
{
    const auto inputs = [](const QStringList &options) {
        return QJsonDocument::fromJson(eval(options + QStringList{"--format", "json"}).out.toUtf8())
            .object()["inputs"]
            .toObject();
    };
    const QJsonObject small = inputs({"--model-preset", "llama3-8b", "--gpu-preset", "b200"});
    QCOMPARE(small["model_params"].toDouble(), 8e9);
    QCOMPARE(small["layers"].toInt(), 32);
    QCOMPARE(small["hidden"].toInt(), 4096);
    QCOMPARE(small["peak_flops"].toDouble(), 2.25e15);
    QCOMPARE(small["gpu_memory_bytes"].toDouble(), 180e9);
    // An explicit option overrides the preset's value.
    QCOMPARE(inputs({"--model-preset", "llama3-8b", "--layers", "40"})["layers"].toInt(), 40);
    const Run unknown = eval({"--model-preset", "llama9"});
    QVERIFY(unknown.status != 0);
    QVERIFY2(unknown.err.contains("--list-model-presets"), qPrintable(unknown.err));
    const Run models = eval({"--list-model-presets"});
    QCOMPARE(models.status, 0);
    QVERIFY2(models.out.contains("deepseek-v3") && models.out.contains("634e9"), qPrintable(models.out));
    const Run gpus = eval({"--list-gpu-presets"});
    QVERIFY2(gpus.out.contains("b200") && gpus.out.contains("2.25e15"), qPrintable(gpus.out));
}

QTEST_GUILESS_MAIN(TestEvalStep)
#include "test_evalstep.moc"
