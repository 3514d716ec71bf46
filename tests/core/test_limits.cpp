// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The corners of the registry's limits: every parameter at its least and its most (and 0 where 0 is allowed),
// alone and all together, then random corners (each parameter at one end or the other), through evaluate() and
// every sweep of sweep.h. Whatever a valid scenario gives back is a finite number or an explained Error or
// NotApplicable, never NaN or infinity (result.h's promise, which the charts and eval's JSON rely on).
#include "randomscenario.h"

#include "commviz/evaluation.h"
#include "commviz/parameters.h"
#include "commviz/schedule.h"
#include "commviz/sweep.h"

#include <QTest>

#include <cmath>

Q_DECLARE_METATYPE(commviz::Scenario)

using namespace commviz;

namespace {

// Every number that is not finite, as "what = value".
class Finite {
public:
    void operator()(const QString &what, double v)
    {
        if (!std::isfinite(v) && m_bad.size() < 8)
            m_bad << QString("%1 = %2").arg(what).arg(v);
    }
    void operator()(const QString &what, const Cost &c)
    {
        (*this)(what + ".latency", c.latency_s);
        (*this)(what + ".bandwidth", c.bandwidth_s);
        (*this)(what + ".total", c.total_s());
    }
    void operator()(const QString &what, const Choice &c) { (*this)(what, c.cost); }
    void operator()(const QString &what, const ProtocolChoice &c) { (*this)(what, c.cost); }
    void operator()(const QString &what, const ProductionChoice &c) { (*this)(what, c.cost); }
    void operator()(const QString &what, const PipelinedTree &t) { (*this)(what, t.cost); }
    void operator()(const QString &what, int) { (void)what; }
    void operator()(const QString &what, const ProtocolSwitches &s)
    {
        (*this)(what + ".ll_ll128", s.ll_ll128_bytes);
        (*this)(what + ".ll128_simple", s.ll128_simple_bytes);
    }
    void operator()(const QString &what, const CompressionResult &c)
    {
        for (const auto &[name, v] : {std::pair{"uncompressed", c.uncompressed_s},
                                      {"transfer", c.transfer_s},
                                      {"compressed", c.compressed_s},
                                      {"budget", c.codec_budget_s},
                                      {"speedup", c.speedup}})
            (*this)(what + "." + name, v);
    }
    void operator()(const QString &what, const BucketPlan &b)
    {
        for (const auto &[name, v] : {std::pair{"bucket", b.bucket_bytes},
                                      {"per_bucket", b.per_bucket_s},
                                      {"finish", b.finish_s},
                                      {"exposed", b.exposed_s},
                                      {"no_overlap", b.no_overlap_s}})
            (*this)(what + "." + name, v);
    }
    template <class T> void operator()(const QString &what, const Result<T> &r)
    {
        if (r.ok())
            (*this)(what, r.value());
    }
    void operator()(const QString &what, const std::vector<double> &v)
    {
        for (std::size_t i = 0; i < v.size(); ++i)
            (*this)(QString("%1[%2]").arg(what).arg(i), v[i]);
    }
    void operator()(const QString &what, const Curve &c)
    {
        (*this)(what + ".x", c.x);
        (*this)(what + ".y", c.y);
    }
    void operator()(const QString &what, const CostCurve &c)
    {
        (*this)(what + ".x", c.x);
        for (std::size_t i = 0; i < c.cost.size(); ++i)
            (*this)(QString("%1[%2]").arg(what).arg(i), c.cost[i]);
    }

    [[nodiscard]] const QStringList &bad() const { return m_bad; }

private:
    QStringList m_bad;
};

void checkEvaluation(Finite &f, const Evaluation &e)
{
    f("p2p", e.p2p);
    f("crossover", e.crossover);
    for (const auto &[a, cost] : e.collectives)
        f(QString::fromStdString(algorithmKey(a)), cost);
    f("ringTreeCrossover", e.ringTreeCrossover);
    f("best", e.best);
    f("bubble", e.bubble);
    f("bubbleInterleaved", e.bubbleInterleaved);
    f("compression", e.compression);
    f("pipelinedTree", e.pipelinedTree);
    f("inNetwork", e.inNetwork);
    f("twoLevelRing", e.twoLevelRing);
    for (const auto &[p, cost] : e.ringProtocols)
        f(QString::fromStdString("ring_" + protocolKey(p)), cost);
    f("ringBestProtocol", e.ringBestProtocol);
    f("ringProtocolSwitches", e.ringProtocolSwitches);
    f("production", e.production);
    f("buckets", e.buckets);
    f("bestBuckets", e.bestBuckets);
}

void checkSweeps(Finite &f, const Scenario &s)
{
    // The sweeps' own ranges reach the limits: 1 B … 1 EB, N from 1 to 10⁹, r to 10¹², T_codec to 10⁶ s.
    std::vector<double> sizes = logSpace(1, 1e18, 25);
    sizes.insert(sizes.begin(), 0.0);
    sizes.push_back(s.size_bytes);
    const std::vector<int> gpus = logSpaceInt(1, 1000000000, 12);
    const std::vector<double> ratios = logSpace(1, 1e12, 9);
    std::vector<double> codecs = logSpace(1e-9, 1e6, 9);
    codecs.insert(codecs.begin(), 0.0);
    f("p2pTimeVsSize", p2pTimeVsSize(s.inter, sizes));
    f("effectiveBandwidthVsSize", effectiveBandwidthVsSize(s.inter, sizes));
    f("logGpStreamVsSize", logGpStreamVsSize(s, sizes));
    f("alphaBetaStreamVsSize", alphaBetaStreamVsSize(s, sizes));
    std::vector<Algorithm> all = anyAllReduceAlgorithms();
    all.insert(all.end(), allAlgorithms().begin(), allAlgorithms().end());
    for (Algorithm a : all) {
        const QString key = QString::fromStdString(algorithmKey(a));
        f(key + " vs M", costVsSize(a, s, sizes));
        f(key + " vs N", costVsGpus(a, s, gpus));
        const ProtocolCurves p = protocolEnvelopeVsSize(a, s, sizes);
        for (const CostCurve &c : p.protocol)
            f(key + " protocol", c);
        f(key + " envelope", p.envelope);
        f(key + " switches", p.switches);
    }
    f("crossoverVsGpus", crossoverVsGpus(s.inter, gpus));
    const auto regime = regimeGrid(s, gpus, sizes);
    f("regimeGrid.xs", regime.xs);
    f("regimeGrid.ys", regime.ys);
    const std::vector<int> counts = logSpaceInt(1, 1000000000, 8);
    f("bubbleGrid", bubbleGrid(counts, counts, s.virtual_stages).values);
    const CompressionCurves c = compressionVsRatio(s, ratios);
    f("compression.uncompressed", c.uncompressed_s);
    f("compression.compressed", c.compressed_s);
    f("compression.budget", c.codec_budget_s);
    f("speedupGrid", speedupGrid(s, ratios, codecs).values);
    const TreePipeliningCurves t = treePipeliningVsSize(s, sizes);
    f("pipelining.ring", t.ring);
    f("pipelining.tree", t.tree);
    f("pipelining.pipelined", t.pipelined);
    f("pipelining.chunks", t.chunks);
    const auto production = productionGrid(s, gpus, sizes);
    f("productionGrid.ys", production.ys);
    const BucketCurves b = bucketsVsSize(s, sizes);
    f("buckets.size", b.bucket_bytes);
    f("buckets.finish", b.finish_s);
    f("buckets.exposed", b.exposed_s);
    f("buckets.no_overlap", b.no_overlap_s);
}

// The ends of a parameter's valid range: 0 too where it is allowed, every choice, unset when optional.
std::vector<std::optional<double>> ends(const ParamInfo &info)
{
    std::vector<std::optional<double>> out;
    if (info.kind == ParamKind::Choice) {
        for (std::size_t i = 0; i < paramChoices(info.param).size(); ++i)
            out.emplace_back(double(i));
        return out;
    }
    // A range open at 0 with no limit of its own above 0 starts at the smallest positive double.
    const bool open = (info.lower == LowerBound::Fraction || info.lower == LowerBound::Positive) && info.least == 0;
    out = {open ? std::nextafter(0.0, 1.0) : info.least, info.most};
    if (info.lower == LowerBound::NonNegative && info.least != 0)
        out.emplace_back(0.0);
    if (info.optional)
        out.emplace_back(std::nullopt);
    return out;
}

QString describe(const Scenario &s)
{
    QStringList parts;
    for (const ParamInfo &info : parameters()) {
        const std::optional<double> v = paramValue(s, info.param);
        parts << QString::fromLatin1(info.name.data(), qsizetype(info.name.size())) + "=" +
                     (v && info.kind == ParamKind::Real ? QString::number(*v, 'g', 17)
                                                        : QString::fromStdString(formatParam(info.param, v)));
    }
    return parts.join(' ');
}

} // namespace

class TestLimits : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyCornerOfTheLimitsGivesFiniteNumbers_data();
    void everyCornerOfTheLimitsGivesFiniteNumbers();
    void randomCornersGiveFiniteNumbers();
};

void TestLimits::everyCornerOfTheLimitsGivesFiniteNumbers_data()
{
    QTest::addColumn<Scenario>("scenario");
    Scenario least, most;
    for (const ParamInfo &info : parameters()) {
        const std::vector<std::optional<double>> e = ends(info);
        for (const std::optional<double> &v : e) {
            Scenario s;
            setParamValue(s, info.param, v);
            QTest::newRow(qPrintable(QString("%1 = %2").arg(QString::fromLatin1(info.name.data()),
                                                            QString::fromStdString(formatParam(info.param, v)))))
                << s;
        }
        setParamValue(least, info.param, e.front());
        setParamValue(most, info.param, e[e.size() > 1 ? 1 : 0]);
    }
    QTest::newRow("every parameter at its least") << least;
    QTest::newRow("every parameter at its most") << most;
}

void TestLimits::everyCornerOfTheLimitsGivesFiniteNumbers()
{
    QFETCH(Scenario, scenario);
    QVERIFY2(validate(scenario).ok(), qPrintable(describe(scenario)));
    Finite f;
    checkEvaluation(f, evaluate(scenario));
    checkSweeps(f, scenario);
    QVERIFY2(f.bad().isEmpty(), qPrintable(describe(scenario) + ": " + f.bad().join("; ")));
}

void TestLimits::randomCornersGiveFiniteNumbers()
{
    testutil::Random r(20260501);
    for (int set = 0; set < 2000; ++set) {
        Scenario s;
        for (const ParamInfo &info : parameters()) {
            const std::vector<std::optional<double>> e = ends(info);
            setParamValue(s, info.param, e[std::size_t(r.uniformInt(0, int(e.size()) - 1))]);
        }
        Finite f;
        checkEvaluation(f, evaluate(s));
        if (set % 10 == 0) // the sweeps cost a hundred evaluations each
            checkSweeps(f, s);
        QVERIFY2(
            f.bad().isEmpty(),
            qPrintable(QString("seed %1, set %2: %3: %4").arg(r.seed()).arg(set).arg(describe(s), f.bad().join("; "))));
    }
}

QTEST_APPLESS_MAIN(TestLimits)
#include "test_limits.moc"
