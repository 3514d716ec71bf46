// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The training step (SPEC.md section 10) against its golden values, the layout on the levels, every
// not-applicable case of 10.1 with the parameter to change named, refusals of bad values, and the map over t and p
// and the sweep over N of 10.4. Identities over random layouts are in test_step_properties.cpp.
#include "testutil.h"

#include "commviz/parameters.h"
#include "commviz/step.h"
#include "commviz/steppresets.h"

#include <QTest>

using namespace commviz;
using testutil::roundTo;

namespace {

double ms(double seconds)
{
    return seconds * 1e3;
}

// The golden table's cases: the defaults, with experts (e = 4, k = 8), and N = 1024 with p = 2 at σ = 1 and 2.
Scenario golden(const QString &name)
{
    Scenario s;
    if (name == "experts") {
        s.expert_parallel = 4;
        s.experts_per_token = 8;
    } else if (name.startsWith("spine")) {
        s.gpus = 1024;
        s.stages = 2;
        s.oversubscription = name == "spine2" ? 2 : 1;
    }
    return s;
}

TrainingStep stepOf(const Scenario &s)
{
    const Result<TrainingStep> st = trainingStep(s);
    if (!st.ok())
        qFatal("the step is not ok: %s", st.explanation().english().c_str());
    return st.value();
}

double quantity(const TrainingStep &st, const QString &q)
{
    const std::vector<std::pair<QString, double>> all{
        {"d", double(st.layout.data_parallel)},
        {"t_f ms", ms(st.forward_s)},
        {"t_b ms", ms(st.backward_s)},
        {"c_TP ms", ms(st.tensor_parallel_s)},
        {"c_EP ms", ms(st.expert_parallel_s)},
        {"c_PP ms", ms(st.pipeline_sends_s)},
        {"tau ms", ms(st.microbatch_s)},
        {"G_d GB", st.gradient_bytes / 1e9},
        {"B", double(st.buckets)},
        {"compute ms", ms(st.parts.compute_s)},
        {"TP ms", ms(st.parts.tensor_parallel_s)},
        {"PP sends ms", ms(st.parts.pipeline_sends_s)},
        {"bubble ms", ms(st.parts.bubble_s)},
        {"exposed DP ms", ms(st.parts.data_parallel_exposed_s)},
        {"T s", st.step_s},
        {"MFU %", 100 * st.mfu},
        {"tokens/s", st.tokens_per_s},
        {"memory GB", st.memory.total_bytes() / 1e9},
    };
    for (const auto &[name, value] : all) {
        if (name == q)
            return value;
    }
    qFatal("no quantity %s", qPrintable(q));
}

} // namespace

class TestStep : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void goldenValues_data();
    void goldenValues();
    void theDefaultsFitAndUseTheNodeForTensorParallelism();
    void theLayoutFollowsMegatronsRankOrder();
    void notApplicableLayoutsNameWhatToChange_data();
    void notApplicableLayoutsNameWhatToChange();
    void badValuesAreRefusedByName_data();
    void badValuesAreRefusedByName();
    void aLayoutThatDoesNotFitSaysSo();
    void theMapCoversTAndPAndMarksTheBest();
    void theSweepRunsOverMultiplesOfTheLayout();
    void presetsAreSpecsModelsAndGpus();
};

void TestStep::goldenValues_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("quantity");
    QTest::addColumn<double>("expected");
    QTest::addColumn<int>("decimals");
    const auto row = [](const char *name, const char *s, const char *q, double v, int d) {
        QTest::newRow(name) << QString(s) << QString(q) << v << d;
    };
    row("defaults d = 4", "defaults", "d", 4, 0);
    row("defaults t_f 18.12 ms", "defaults", "t_f ms", 18.12, 2);
    row("defaults t_b 36.24 ms", "defaults", "t_b ms", 36.24, 2);
    row("defaults c_TP 10.72 ms", "defaults", "c_TP ms", 10.72, 2);
    row("defaults c_PP 1.382 ms", "defaults", "c_PP ms", 1.382, 3);
    row("defaults tau 66.46 ms", "defaults", "tau ms", 66.46, 2);
    row("defaults G_d 4.375 GB", "defaults", "G_d GB", 4.375, 3);
    row("defaults 167 buckets", "defaults", "B", 167, 0);
    row("defaults compute 869.7 ms", "defaults", "compute ms", 869.7, 1);
    row("defaults TP 171.5 ms", "defaults", "TP ms", 171.5, 1);
    row("defaults PP sends 22.11 ms", "defaults", "PP sends ms", 22.11, 2);
    row("defaults bubble 116.3 ms", "defaults", "bubble ms", 116.3, 1);
    row("defaults exposed DP 100.2 ms", "defaults", "exposed DP ms", 100.2, 1);
    row("defaults T 1.280 s", "defaults", "T s", 1.280, 3);
    row("defaults MFU 34.0%", "defaults", "MFU %", 34.0, 1);
    row("defaults 204,818 tokens/s", "defaults", "tokens/s", 204818, 0);
    row("defaults 23.75 GB a GPU", "defaults", "memory GB", 23.75, 2);
    row("e=4 k=8 c_EP 40.87 ms", "experts", "c_EP ms", 40.87, 2);
    row("e=4 k=8 T 2.005 s", "experts", "T s", 2.005, 3);
    row("e=4 k=8 MFU 21.7%", "experts", "MFU %", 21.7, 1);
    row("N=1024 p=2 s=1 exposed DP 759.4 ms", "spine1", "exposed DP ms", 759.4, 1);
    row("N=1024 p=2 s=1 PP sends 22.24 ms", "spine1", "PP sends ms", 22.24, 2);
    row("N=1024 p=2 s=1 T 5.012 s", "spine1", "T s", 5.012, 3);
    row("N=1024 p=2 s=2 exposed DP 770.4 ms", "spine2", "exposed DP ms", 770.4, 1);
    row("N=1024 p=2 s=2 PP sends 43.72 ms", "spine2", "PP sends ms", 43.72, 2);
    row("N=1024 p=2 s=2 T 5.045 s", "spine2", "T s", 5.045, 3);
}

void TestStep::goldenValues()
{
    QFETCH(QString, scenario);
    QFETCH(QString, quantity);
    QFETCH(double, expected);
    QFETCH(int, decimals);
    QCOMPARE(roundTo(::quantity(stepOf(golden(scenario)), quantity), decimals), expected);
}

void TestStep::theDefaultsFitAndUseTheNodeForTensorParallelism()
{
    const TrainingStep st = stepOf(Scenario{});
    QVERIFY(st.fits);
    QCOMPARE(st.tokens_per_step, 16.0 * 4096 * 4);
    QCOMPARE(st.parts.expert_parallel_s, 0.0);
    // The tensor-parallel group is one node on NVLink; the data-parallel group one GPU a node across 4 nodes.
    QCOMPARE(groupSpan(st.layout, st.layout.tensor).value().members, (std::array<long long, 4>{1, 8, 8, 8}));
    QCOMPARE(groupSpan(st.layout, st.layout.data).value().members, (std::array<long long, 4>{1, 1, 4, 4}));
    QCOMPARE(st.layout.outer_level, 2); // no spine at 256 GPUs: the stage boundaries cross the leaf
}

void TestStep::theLayoutFollowsMegatronsRankOrder()
{
    // N = 1024, p = 2: d = 64 ranks 8 apart, 32 in each leaf group of 256 GPUs, across 2 of the 4 leaf groups.
    const TrainingStep st = stepOf(golden("spine1"));
    QCOMPARE(st.layout.data_parallel, 64LL);
    QCOMPARE(st.layout.unit_gpus, (std::array<long long, 4>{1, 8, 256, 1024}));
    const GroupSpan data = groupSpan(st.layout, st.layout.data).value();
    QCOMPARE(data.members, (std::array<long long, 4>{1, 1, 32, 64}));
    QCOMPARE(data.unitsAt(3), 2LL);
    QCOMPARE(st.layout.outer_level, 3);
    QCOMPARE(st.buckets, 668LL);
}

void TestStep::notApplicableLayoutsNameWhatToChange_data()
{
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("G");
    QTest::addColumn<int>("S");
    QTest::addColumn<int>("t");
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("e");
    QTest::addColumn<int>("L");
    QTest::addColumn<QString>("names");
    const auto row = [](const char *name, int n, int g, int s, int t, int p, int e, int l, const char *names) {
        QTest::newRow(name) << n << g << s << t << p << e << l << QString(names);
    };
    row("N not a multiple of G", 252, 8, 32, 4, 1, 1, 80, "N = 252|G = 8");
    row("N not a multiple of t*p", 256, 8, 32, 8, 3, 1, 80, "t·p = 24|change N, t or p");
    row("e does not divide d", 256, 8, 32, 8, 8, 3, 80, "e = 3|d = 4|change e");
    row("more stages than layers", 256, 8, 32, 8, 8, 1, 4, "p = 8|L = 4|lower p");
    row("ragged leaf groups", 320, 8, 32, 8, 8, 1, 80, "K = 40|S = 32|change N or S");
    row("tensor group does not tile", 24, 8, 32, 3, 1, 1, 80, "tensor-parallel|t = 3|change t");
    row("expert group does not tile", 48, 8, 32, 2, 1, 3, 80, "expert-parallel|e = 3|change e or t");
    row("data group does not tile", 24, 8, 32, 4, 2, 1, 80, "data-parallel|d = 3|change t or p");
}

void TestStep::notApplicableLayoutsNameWhatToChange()
{
    QFETCH(int, gpus);
    QFETCH(int, G);
    QFETCH(int, S);
    QFETCH(int, t);
    QFETCH(int, p);
    QFETCH(int, e);
    QFETCH(int, L);
    QFETCH(QString, names);
    Scenario s;
    s.gpus = gpus;
    s.gpus_per_node = G;
    s.nodes_per_leaf = S;
    s.tensor_parallel = t;
    s.stages = p;
    s.expert_parallel = e;
    s.layers = L;
    const Result<TrainingStep> st = trainingStep(s);
    QVERIFY2(st.notApplicable(), st.ok() ? "the step is ok" : st.explanation().english().c_str());
    QVERIFY(stepLayout(s, gpus).notApplicable());
    const QString reason = QString::fromStdString(st.explanation().english());
    for (const QString &name : names.split('|'))
        QVERIFY2(reason.contains(name), qPrintable(reason + " lacks " + name));
}

void TestStep::badValuesAreRefusedByName_data()
{
    QTest::addColumn<int>("param");
    QTest::addColumn<double>("value");
    const auto row = [](Param p, double v) { QTest::newRow(paramName(p).data()) << int(p) << v; };
    row(Param::ModelParams, 0);
    row(Param::InactiveParams, -1);
    row(Param::Layers, 0);
    row(Param::Hidden, 0);
    row(Param::SequenceTokens, 0);
    row(Param::MicrobatchSequences, 0);
    row(Param::TensorParallel, 0);
    row(Param::ExpertParallel, 0);
    row(Param::ExpertsPerToken, 0);
    row(Param::PeakFlops, 0);
    row(Param::ComputeEfficiency, 1.5);
    row(Param::GpuMemory, 0);
    row(Param::Microbatches, 0);
    row(Param::Bucket, 0);
    row(Param::Oversubscription, 0.5);
}

void TestStep::badValuesAreRefusedByName()
{
    QFETCH(int, param);
    QFETCH(double, value);
    const auto p = static_cast<Param>(param);
    Scenario s;
    setParamValue(s, p, value);
    const Result<TrainingStep> st = trainingStep(s);
    QVERIFY(st.isError());
    QCOMPARE(st.error().parameter, std::string(paramName(p)));
    // The map sets t itself; the sweep reads the scenario as it is.
    QCOMPARE(stepMap(s).isError(), p != Param::TensorParallel);
    QVERIFY(stepSweep(s).isError());
}

void TestStep::aLayoutThatDoesNotFitSaysSo()
{
    // Without tensor or pipeline parallelism every GPU holds the whole 70e9-parameter model: 6 bytes a parameter
    // and 12/d of optimizer, far beyond 80 GiB.
    Scenario s;
    s.tensor_parallel = 1;
    s.stages = 1;
    const TrainingStep st = stepOf(s);
    QVERIFY(!st.fits);
    QCOMPARE(st.memory.weights_gradients_bytes, 6 * 70e9);
    QCOMPARE(st.memory.optimizer_bytes, 12 * 70e9 / 256);
    s.gpu_memory_bytes = st.memory.total_bytes();
    QVERIFY(stepOf(s).fits); // exactly C fits
}

void TestStep::theMapCoversTAndPAndMarksTheBest()
{
    const StepMap map = stepMap(Scenario{}).value();
    QCOMPARE(int(map.cells.size()), kStepMapSide * kStepMapSide);
    QVERIFY(map.best >= 0);
    const StepMapCell &best = map.cells[std::size_t(map.best)];
    int applicable = 0;
    for (const StepMapCell &c : map.cells) {
        const long long tp = static_cast<long long>(c.tensor_parallel) * c.stages;
        QCOMPARE(c.step.ok(), tp <= 256 && c.stages <= 80); // t·p divides 256 exactly when t·p ≤ 256
        if (!c.step.ok())
            continue;
        ++applicable;
        if (c.step.value().fits)
            QVERIFY(c.step.value().mfu <= best.step.value().mfu);
    }
    QVERIFY(applicable > 20);
    QVERIFY(best.step.value().fits);
    // The default layout is a cell of the map, with the same step.
    const StepMapCell &own = map.cells[3 * kStepMapSide + 3];
    QCOMPARE(own.tensor_parallel, 8);
    QCOMPARE(own.stages, 8);
    QCOMPARE(own.step.value().step_s, stepOf(Scenario{}).step_s);
}

void TestStep::theSweepRunsOverMultiplesOfTheLayout()
{
    const std::vector<StepSweepPoint> points = stepSweep(Scenario{}).value();
    QVERIFY(points.size() >= 2 && points.size() <= std::size_t(kStepSweepMaxPoints));
    QCOMPARE(points.front().gpus, 64);
    QCOMPARE(points.back().gpus, kStepSweepMaxGpus);
    for (std::size_t i = 0; i < points.size(); ++i) {
        QCOMPARE(points[i].gpus % 64, 0);
        if (i > 0)
            QVERIFY(points[i].gpus > points[i - 1].gpus);
        if (points[i].step.ok())
            QCOMPARE(points[i].step.value().layout.data_parallel, points[i].gpus / 64LL);
    }
    Scenario big;
    big.tensor_parallel = 64;
    big.stages = 64;
    big.expert_parallel = 8;
    big.gpus = 32768;
    QVERIFY(stepSweep(big).notApplicable());
}

void TestStep::presetsAreSpecsModelsAndGpus()
{
    QCOMPARE(int(modelPresets().size()), 5);
    QCOMPARE(int(gpuPresets().size()), 3);
    for (const ModelPreset &m : modelPresets()) {
        Scenario s;
        s.inactive_params = 1e9; // a dense preset clears it
        s.experts_per_token = 4;
        applyModelPreset(s, m);
        QVERIFY2(validate(s).ok(), m.key.c_str());
        QCOMPARE(s.inactive_params == 0, m.experts_per_token == 1);
    }
    const ModelPreset v3 = findModelPreset("DeepSeek-V3").value();
    QCOMPARE(v3.model_params, 37e9);
    QCOMPARE(v3.inactive_params, 634e9);
    QCOMPARE(v3.layers, 61);
    QCOMPARE(v3.hidden, 7168);
    QCOMPARE(v3.experts_per_token, 8);
    QCOMPARE(findModelPreset("llama3-405b").value().layers, 126);
    QVERIFY(!findModelPreset("llama4").has_value());
    Scenario s;
    applyGpuPreset(s, findGpuPreset("b200").value());
    QCOMPARE(s.peak_flops, 2.25e15);
    QCOMPARE(s.gpu_memory_bytes, 180e9);
    applyGpuPreset(s, findGpuPreset("H100 SXM").value());
    QCOMPARE(s, Scenario{}); // the defaults are the H100's
}

QTEST_GUILESS_MAIN(TestStep)
#include "test_step.moc"
