// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// "Which change helps most?" (commviz/stepchanges.h): each change is the scenario with one field changed and its step
// is trainingStep's; the list is sorted by MFU; the best bucket count is not beaten by any other count.
#include "commviz/buckets.h"
#include "commviz/stepchanges.h"

#include <QTest>

#include <random>

using namespace commviz;

namespace {

double exposedAt(const Scenario &s, long long count)
{
    Scenario at = s;
    at.bucket_bytes = bucketSizeForCount(trainingStep(s).value().gradient_bytes, count);
    const TrainingStep st = trainingStep(at).value();
    [&] { QCOMPARE(st.buckets, count); }();
    return st.parts.data_parallel_exposed_s;
}

// The one field each change moves, and to what.
bool changedAsNamed(const Scenario &s, const StepChange &c)
{
    Scenario expected = s;
    switch (c.kind) {
    case StepChangeKind::DoubleTensor:
        expected.tensor_parallel *= 2;
        break;
    case StepChangeKind::HalveTensor:
        expected.tensor_parallel /= 2;
        break;
    case StepChangeKind::DoubleStages:
        expected.stages *= 2;
        break;
    case StepChangeKind::HalveStages:
        expected.stages /= 2;
        break;
    case StepChangeKind::DoubleMicrobatches:
        expected.microbatches *= 2;
        break;
    case StepChangeKind::DoubleVirtual:
        expected.virtual_stages *= 2;
        break;
    case StepChangeKind::BestBucket:
        expected.bucket_bytes = c.scenario.bucket_bytes;
        return c.scenario == expected && c.scenario.bucket_bytes != s.bucket_bytes;
    }
    return c.scenario == expected;
}

} // namespace

class TestStepChanges : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void atTheDefaultsEveryChangeIsListedWithItsOwnStep()
    {
        const Scenario s;
        const Result<std::vector<StepChange>> r = stepChanges(s);
        QVERIFY(r.ok());
        const std::vector<StepChange> &changes = r.value();
        QCOMPARE(changes.size(), std::size_t(7)); // t, p halved and doubled, m, V doubled, and the best bucket size
        std::vector<bool> seen(7, false);
        for (const StepChange &c : changes) {
            seen[static_cast<std::size_t>(c.kind)] = true;
            QVERIFY(changedAsNamed(s, c));
            const Result<TrainingStep> direct = trainingStep(c.scenario);
            QCOMPARE(c.step.ok(), direct.ok());
            if (direct.ok()) {
                QCOMPARE(c.step.value().step_s, direct.value().step_s);
                QCOMPARE(c.step.value().mfu, direct.value().mfu);
            }
        }
        QVERIFY(std::all_of(seen.begin(), seen.end(), [](bool b) { return b; }));
        for (std::size_t i = 1; i < changes.size(); ++i) {
            if (changes[i].usable())
                QVERIFY(changes[i - 1].usable() && changes[i - 1].step.value().mfu >= changes[i].step.value().mfu);
        }
        // At the defaults halving t helps most (t = 4, d = 8: 39.0% against 34.0%; `commviz eval --tensor-parallel 4`),
        // then doubling m (37.1%); doubling t (t = 16 leaves the node) is the worst of the layouts.
        QCOMPARE(changes.front().kind, StepChangeKind::HalveTensor);
        QCOMPARE(changes[1].kind, StepChangeKind::DoubleMicrobatches);
        QCOMPARE(QString::number(changes.front().step.value().mfu * 100, 'f', 1), QStringLiteral("39.0"));
        QVERIFY(changes.front().step.value().mfu > trainingStep(s).value().mfu);
    }

    void halvingNeedsTwoAndBucketsNeedData()
    {
        Scenario s;
        s.gpus = 64; // t = 8, p = 8: d = 1
        s.tensor_parallel = 8;
        s.stages = 8;
        QVERIFY(!bestStepBuckets(s));
        s.tensor_parallel = 1;
        s.stages = 1;
        s.gpus = 8;
        s.layers = 80;
        const std::vector<StepChange> changes = stepChanges(s).value();
        for (const StepChange &c : changes) {
            QVERIFY(c.kind != StepChangeKind::HalveTensor && c.kind != StepChangeKind::HalveStages);
            QVERIFY(changedAsNamed(s, c));
        }
    }

    void aChangeThatCannotRunSaysWhyAndComesLast()
    {
        Scenario s;
        s.layers = 8; // p = 16 > L
        const std::vector<StepChange> changes = stepChanges(s).value();
        const auto it = std::find_if(changes.begin(), changes.end(),
                                     [](const StepChange &c) { return c.kind == StepChangeKind::DoubleStages; });
        QVERIFY(it != changes.end());
        QVERIFY(it->step.notApplicable());
        QVERIFY(QString::fromStdString(it->step.explanation().english()).contains("lower p"));
        for (auto later = it; later != changes.end(); ++later)
            QVERIFY(!later->usable());
    }

    void anInvalidScenarioIsAnError()
    {
        Scenario s;
        s.compute_efficiency = 2;
        QVERIFY(stepChanges(s).isError());
    }

    void theBestBucketCountIsNotBeaten()
    {
        const Scenario s;
        const std::optional<StepBuckets> best = bestStepBuckets(s);
        QVERIFY(best);
        QCOMPARE(exposedAt(s, best->count), best->exposed_s);
        QVERIFY(best->exposed_s < trainingStep(s).value().parts.data_parallel_exposed_s);
        for (long long b = 1; b <= 4000; ++b)
            QVERIFY2(exposedAt(s, b) >= best->exposed_s * (1 - 1e-12), qPrintable(QString::number(b)));
    }

    void theBestBucketCountIsNotBeatenOnRandomLayouts()
    {
        std::mt19937 rng(2026);
        const auto pick = [&](std::initializer_list<int> v) {
            return *(v.begin() + std::uniform_int_distribution<std::size_t>(0, v.size() - 1)(rng));
        };
        int checked = 0;
        for (int i = 0; i < 300; ++i) {
            Scenario s;
            s.gpus = pick({64, 128, 256, 512, 1024});
            s.tensor_parallel = pick({1, 2, 4, 8});
            s.stages = pick({1, 2, 4, 8});
            s.model_params = std::uniform_real_distribution<double>(1e8, 2e11)(rng);
            s.inter.alpha_s = std::uniform_real_distribution<double>(0, 2e-5)(rng);
            s.inter.beta_Bps = std::uniform_real_distribution<double>(5e9, 1e11)(rng);
            s.compute_efficiency = std::uniform_real_distribution<double>(0.05, 1)(rng);
            const std::optional<StepBuckets> best = bestStepBuckets(s);
            if (!best)
                continue;
            ++checked;
            QCOMPARE(exposedAt(s, best->count), best->exposed_s);
            // Around it, and a spread of counts far from it.
            for (long long b : {best->count - 2, best->count - 1, best->count + 1, best->count + 2, 1LL, 2LL, 10LL,
                                100LL, 1000LL, 10000LL}) {
                if (b >= 1 && static_cast<double>(b) <= trainingStep(s).value().gradient_bytes)
                    QVERIFY(exposedAt(s, b) >= best->exposed_s * (1 - 1e-12));
            }
        }
        QVERIFY(checked > 100);
    }
};

QTEST_APPLESS_MAIN(TestStepChanges)
#include "test_stepchanges.moc"
