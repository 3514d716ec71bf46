// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The training step (SPEC.md section 10) over random layouts on random clusters: the parts add up to the step, the
// bubble's share of the pipeline is eq. 10/11, parallelism that is absent costs nothing, MFU never exceeds u, a group
// inside one level is a ring on that level's link, and σ matters only where a group or a stage boundary crosses the
// spine. Each test owns a seeded generator, named in every failure with the layout it drew.
#include "randomscenario.h"

#include "commviz/step.h"

#include <QTest>

#include <algorithm>
#include <functional>

using namespace commviz;
using testutil::Random;

namespace {

constexpr int kApplicableLayouts = 1000;
constexpr int kMostDraws = 20000;

int powerOfTwo(Random &r, int maxExponent)
{
    return 1 << r.uniformInt(0, maxExponent);
}

// A layout that often applies: t, e and G powers of two (now and then not), p up to 16, d a multiple of e, N = t·p·d;
// S from 1 to 64, σ from 1 to 4; models from 1e8 to 1e12 parameters, some with experts; any m, V, b, F, u.
Scenario randomLayout(Random &r)
{
    Scenario s = testutil::randomScenario(r);
    s.gpus_per_node = r.chance(0.9) ? powerOfTwo(r, 4) : r.uniformInt(1, 12);
    s.tensor_parallel = r.chance(0.9) ? powerOfTwo(r, 5) : r.uniformInt(1, 12);
    s.stages = r.uniformInt(1, 16);
    s.expert_parallel = r.chance(0.6) ? 1 : powerOfTwo(r, 3);
    const long long d = static_cast<long long>(s.expert_parallel) * (r.chance(0.2) ? 1 : r.uniformInt(1, 16));
    s.gpus = static_cast<int>(std::min<long long>(1000000, static_cast<long long>(s.tensor_parallel) * s.stages * d));
    s.nodes_per_leaf = r.uniformInt(1, 64);
    s.oversubscription = r.chance(0.3) ? 1.0 : r.uniform(1, 4);
    s.model_params = r.logUniform(1e8, 1e12);
    s.inactive_params = r.chance(0.7) ? 0.0 : r.logUniform(1e9, 1e12);
    s.layers = r.uniformInt(s.stages, 128);
    s.hidden = r.uniformInt(256, 16384);
    s.sequence_tokens = r.uniformInt(128, 32768);
    s.microbatch_sequences = r.uniformInt(1, 8);
    s.experts_per_token = r.uniformInt(1, 8);
    s.microbatches = r.uniformInt(1, 64);
    s.virtual_stages = r.uniformInt(1, 6);
    s.bucket_bytes = r.logUniform(1e5, 1e10);
    s.peak_flops = r.logUniform(1e13, 3e15);
    s.compute_efficiency = r.uniform(0.01, 1);
    return s;
}

QString layoutWhere(const Random &r, int i, const Scenario &s)
{
    return testutil::where(r, i, s) + QStringLiteral(" S=%1 sigma=%2 t=%3 p=%4 e=%5 m=%6 V=%7 Phi=%8 L=%9")
                                          .arg(s.nodes_per_leaf)
                                          .arg(s.oversubscription, 0, 'g', 17)
                                          .arg(s.tensor_parallel)
                                          .arg(s.stages)
                                          .arg(s.expert_parallel)
                                          .arg(s.microbatches)
                                          .arg(s.virtual_stages)
                                          .arg(s.model_params, 0, 'g', 17)
                                          .arg(s.layers);
}

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-12 * std::max(std::abs(a), std::abs(b));
}

// Runs `check` on kApplicableLayouts applicable layouts drawn from `seed`; fails if too few apply.
void forApplicableLayouts(std::uint64_t seed,
                          const std::function<void(const Scenario &, const TrainingStep &, const QString &)> &check)
{
    Random r(seed);
    int applicable = 0;
    for (int i = 0; i < kMostDraws && applicable < kApplicableLayouts; ++i) {
        const Scenario s = randomLayout(r);
        const Result<TrainingStep> st = trainingStep(s);
        QVERIFY2(!st.isError(), qPrintable(layoutWhere(r, i, s) + ": " + st.explanation().english().c_str()));
        if (!st.ok())
            continue;
        ++applicable;
        check(s, st.value(), layoutWhere(r, i, s));
        if (QTest::currentTestFailed())
            return;
    }
    QCOMPARE(applicable, kApplicableLayouts);
}

// Whether a group, or a stage boundary, crosses the spine: σ divides the spine's β for those alone.
bool crossesSpine(const Scenario &s, const TrainingStep &st)
{
    const StepLayout &l = st.layout;
    const auto spans = [&](const RankGroup &g) {
        const GroupSpan span = groupSpan(l, g).value();
        return span.members[3] > span.members[2];
    };
    return spans(l.tensor) || (s.expert_parallel > 1 && spans(l.expert)) || (l.data_parallel > 1 && spans(l.data)) ||
           (s.stages > 1 && l.outer_level == 3);
}

} // namespace

class TestStepProperties : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void partsAddUpToTheStep();
    void theBubbleIsEquationTenOrEleven();
    void absentParallelismCostsNothing();
    void mfuNeverExceedsTheEfficiency();
    void aGroupInsideOneLevelIsARingOnItsLink();
    void sigmaMattersOnlyAcrossTheSpine();
    void layoutsThatDoNotDivideAreRefused();
};

void TestStepProperties::partsAddUpToTheStep()
{
    forApplicableLayouts(2601, [](const Scenario &s, const TrainingStep &st, const QString &where) {
        QVERIFY2(near(st.parts.total_s(), st.step_s), qPrintable(where));
        QVERIFY2(near(st.pipeline_s + st.parts.data_parallel_exposed_s, st.step_s), qPrintable(where));
        QVERIFY2(near(st.microbatch_s,
                      st.forward_s + st.backward_s + st.tensor_parallel_s + st.expert_parallel_s + st.pipeline_sends_s),
                 qPrintable(where));
        QVERIFY2(near(st.tokens_per_step, double(s.microbatches) * s.microbatch_sequences * s.sequence_tokens *
                                              double(st.layout.data_parallel)),
                 qPrintable(where));
        QVERIFY2(near(st.memory.total_bytes(),
                      st.memory.weights_gradients_bytes + st.memory.optimizer_bytes + st.memory.activations_bytes),
                 qPrintable(where));
        QVERIFY2(st.fits == (st.memory.total_bytes() <= s.gpu_memory_bytes), qPrintable(where));
    });
}

void TestStepProperties::theBubbleIsEquationTenOrEleven()
{
    forApplicableLayouts(2602, [](const Scenario &s, const TrainingStep &st, const QString &where) {
        const Result<double> b = s.virtual_stages == 1
                                     ? bubbleFraction(s.stages, s.microbatches)
                                     : bubbleFractionInterleaved(s.stages, s.microbatches, s.virtual_stages);
        QVERIFY2(b.ok(), qPrintable(where));
        QVERIFY2(std::abs(st.parts.bubble_s / st.pipeline_s - b.value()) <= 1e-12, qPrintable(where));
    });
}

void TestStepProperties::absentParallelismCostsNothing()
{
    forApplicableLayouts(2603, [](const Scenario &s, const TrainingStep &st, const QString &where) {
        if (st.layout.data_parallel == 1) {
            QVERIFY2(st.parts.data_parallel_exposed_s == 0 && st.buckets == 0, qPrintable(where));
        } else {
            QVERIFY2(st.buckets >= 1 && st.parts.data_parallel_exposed_s >= 0, qPrintable(where));
        }
        if (s.expert_parallel == 1)
            QVERIFY2(st.expert_parallel_s == 0 && st.parts.expert_parallel_s == 0, qPrintable(where));
        if (s.stages == 1)
            QVERIFY2(st.pipeline_sends_s == 0 && st.parts.bubble_s == 0, qPrintable(where));
        if (s.tensor_parallel == 1)
            QVERIFY2(st.tensor_parallel_s == 0, qPrintable(where));
    });
}

void TestStepProperties::mfuNeverExceedsTheEfficiency()
{
    forApplicableLayouts(2604, [](const Scenario &s, const TrainingStep &st, const QString &where) {
        QVERIFY2(st.mfu > 0 && st.mfu <= s.compute_efficiency * (1 + 1e-12), qPrintable(where));
        QVERIFY2(near(st.tokens_per_s, st.tokens_per_step / st.step_s), qPrintable(where));
    });
}

void TestStepProperties::aGroupInsideOneLevelIsARingOnItsLink()
{
    int rings = 0;
    forApplicableLayouts(2605, [&rings](const Scenario &s, const TrainingStep &st, const QString &where) {
        const double m = s.size_bytes;
        for (const RankGroup &g : {st.layout.tensor, st.layout.expert, st.layout.data}) {
            const GroupSpan span = groupSpan(st.layout, g).value();
            for (int level = 1; level <= 3; ++level) {
                if (g.ranks == 1 || span.unitsAt(level) != g.ranks)
                    continue; // the group is not a ring of all its ranks on this level alone
                ++rings;
                const Link &link = st.layout.levels.levels[std::size_t(level - 1)].link;
                const double r = double(g.ranks);
                const Cost c = groupAllReduce(st.layout, span, m);
                QVERIFY2(near(c.latency_s, 2 * (r - 1) * link.alpha_s), qPrintable(where));
                QVERIFY2(near(c.bandwidth_s, 2 * (r - 1) / r * m / link.beta_Bps), qPrintable(where));
                const Cost a2a = groupAllToAll(st.layout, span, m);
                QVERIFY2(near(a2a.total_s(), (r - 1) * (link.alpha_s + m / (r * link.beta_Bps))), qPrintable(where));
            }
        }
    });
    QVERIFY2(rings > 500, qPrintable(QString::number(rings)));
}

void TestStepProperties::sigmaMattersOnlyAcrossTheSpine()
{
    int crossing = 0;
    int inside = 0;
    forApplicableLayouts(2606, [&](const Scenario &s, const TrainingStep &st, const QString &where) {
        Scenario other = s;
        other.oversubscription = s.oversubscription * 2;
        const TrainingStep moved = trainingStep(other).value();
        if (crossesSpine(s, st)) {
            ++crossing;
            QVERIFY2(moved.step_s >= st.step_s, qPrintable(where)); // more, unless rounding hides a tiny term
        } else {
            ++inside;
            QVERIFY2(moved.step_s == st.step_s, qPrintable(where));
        }
    });
    QVERIFY2(crossing > 100 && inside > 100,
             qPrintable(QStringLiteral("%1 crossing, %2 inside").arg(crossing).arg(inside)));
}

void TestStepProperties::layoutsThatDoNotDivideAreRefused()
{
    Random r(2607);
    for (int i = 0; i < kApplicableLayouts; ++i) {
        Scenario s = randomLayout(r);
        s.gpus = s.gpus_per_node * r.uniformInt(1, 200);
        const Result<TrainingStep> st = trainingStep(s);
        const long long tp = static_cast<long long>(s.tensor_parallel) * s.stages;
        if (s.gpus % tp != 0)
            QVERIFY2(st.notApplicable(), qPrintable(layoutWhere(r, i, s)));
        else if ((s.gpus / tp) % s.expert_parallel != 0)
            QVERIFY2(st.notApplicable(), qPrintable(layoutWhere(r, i, s)));
        if (st.ok())
            QVERIFY2(st.value().layout.data_parallel * tp == s.gpus, qPrintable(layoutWhere(r, i, s)));
    }
}

QTEST_GUILESS_MAIN(TestStepProperties)
#include "test_step_properties.moc"
