// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The regime fit (SPEC.md section 8) on every fixture: the regime count, the boundaries and each range's
// points, α and β are regression values, one named row each, and every one of them is also recomputed by a
// brute force written here independently of core (every cut enumerated with plain loops, each range refitted
// with plain normal equations in long double). Then what must hold whatever the data: one range is the
// single fit, the regime fit refuses what the single fit refuses, --model and --in-place reach it, and
// osu_bw ranges fit β only. Random curves are in test_regimes_properties.cpp; the bus bandwidth in
// test_busbw.cpp.
#include "testutil.h"

#include "commviz/measure.h"

#include <QFile>
#include <QTest>

#include <algorithm>
#include <numeric>

using namespace commviz;

namespace {

QString fixture(const QString &name)
{
    return QStringLiteral(COMMVIZ_FIXTURES_DIR) + "/" + name;
}

MeasuredTable fixtureTable(const QString &file, int table)
{
    const Result<std::string> text = readMeasurementFile(QFile::encodeName(fixture(file)).toStdString());
    if (!text.ok())
        return {};
    return parseMeasurements(text.value()).tables.at(std::size_t(table));
}

// --- the brute force: nothing from core but the model's coefficients --------------------------------------

struct PlainRange {
    std::size_t begin = 0, end = 0; // sorted points [begin, end)
    long double a = 0, b = 0, objective = 0;
};

struct PlainRegimes {
    std::vector<PlainRange> ranges;
    std::vector<double> boundaries;
    double worst = 0;
    std::vector<double> alpha, beta;
    std::vector<int> points;
};

// Least squares of Σ((a + b·x − y)/y)² by its normal equations, a ≥ 0 (else a = 0 and b alone); false
// when b ≤ 0.
bool plainRefit(const std::vector<long double> &x, const std::vector<long double> &y, PlainRange &r)
{
    long double spp = 0, spq = 0, sqq = 0, sp = 0, sq = 0;
    for (std::size_t i = r.begin; i < r.end; ++i) {
        const long double p = 1 / y[i], q = x[i] / y[i];
        spp += p * p;
        spq += p * q;
        sqq += q * q;
        sp += p;
        sq += q;
    }
    const long double det = spp * sqq - spq * spq;
    if (!(det > 0))
        return false;
    r.a = (sp * sqq - sq * spq) / det;
    r.b = (spp * sq - spq * sp) / det;
    if (r.a < 0) {
        r.a = 0;
        r.b = sq / sqq;
    }
    if (!(r.b > 0))
        return false;
    r.objective = 0;
    for (std::size_t i = r.begin; i < r.end; ++i) {
        const long double e = (r.a + r.b * x[i] - y[i]) / y[i];
        r.objective += e * e;
    }
    return true;
}

PlainRegimes bruteForce(const MeasuredTable &t, bool inPlace)
{
    const bool bandwidth = t.metric == MeasureMetric::Bandwidth;
    const int ranks = t.ranks.value_or(0);
    const Coefficients c = fitCoefficients(defaultFitModel(t.collective).value(), ranks).value();
    std::vector<MeasuredPoint> pts;
    for (const MeasuredPoint &p : inPlace ? t.in_place : t.out_of_place) {
        if (p.size_bytes > 0)
            pts.push_back(p);
    }
    std::stable_sort(pts.begin(), pts.end(),
                     [](const MeasuredPoint &l, const MeasuredPoint &r) { return l.size_bytes < r.size_bytes; });
    std::vector<long double> x, y;
    std::vector<std::size_t> first; // index of the first point of each distinct size, then the end
    for (std::size_t i = 0; i < pts.size(); ++i) {
        const double m = t.sizes == SizeConvention::PerPeer ? pts[i].size_bytes * ranks : pts[i].size_bytes;
        x.push_back(m);
        y.push_back(bandwidth ? pts[i].size_bytes / pts[i].bandwidth_Bps : pts[i].time_s);
        if (i == 0 || pts[i].size_bytes != pts[i - 1].size_bytes)
            first.push_back(i);
    }
    first.push_back(pts.size());
    const std::size_t g = first.size() - 1;

    // Every cut into 1, 2 and 3 ranges of at least 4 distinct sizes (one range: the whole table).
    std::vector<std::vector<std::size_t>> cuts{{0, g}};
    for (std::size_t b1 = 4; b1 + 4 <= g; ++b1)
        cuts.push_back({0, b1, g});
    for (std::size_t b1 = 4; b1 + 8 <= g; ++b1) {
        for (std::size_t b2 = b1 + 4; b2 + 4 <= g; ++b2)
            cuts.push_back({0, b1, b2, g});
    }
    PlainRegimes best[4];
    bool found[4] = {};
    long double bestObjective[4] = {};
    for (const auto &cut : cuts) {
        const std::size_t r = cut.size() - 1;
        PlainRegimes candidate;
        long double objective = 0;
        bool ok = true;
        for (std::size_t k = 0; k < r && ok; ++k) {
            PlainRange range{first[cut[k]], first[cut[k + 1]]};
            ok = plainRefit(x, y, range);
            objective += range.objective;
            candidate.ranges.push_back(range);
        }
        if (ok && (!found[r] || objective < bestObjective[r])) {
            found[r] = true;
            bestObjective[r] = objective;
            best[r] = candidate;
        }
    }
    int chosen = 0;
    for (int r = 1; r <= 3; ++r) {
        if (!found[r])
            continue;
        PlainRegimes &p = best[r];
        for (std::size_t k = 0; k < p.ranges.size(); ++k) {
            const PlainRange &range = p.ranges[k];
            for (std::size_t i = range.begin; i < range.end; ++i) {
                const long double model = range.a + range.b * x[i];
                const long double residual = bandwidth ? std::abs(y[i] / model - 1) : std::abs(model - y[i]) / y[i];
                p.worst = std::max(p.worst, double(residual));
            }
            if (k > 0)
                p.boundaries.push_back(std::sqrt(pts[range.begin - 1].size_bytes * pts[range.begin].size_bytes));
            p.alpha.push_back(bandwidth ? 0.0 : double(range.a / c.latency));
            p.beta.push_back(double(c.bandwidth / range.b));
            p.points.push_back(int(range.end - range.begin));
        }
        if (chosen == 0 || p.worst < best[chosen].worst)
            chosen = r;
        if (best[chosen].worst <= 0.10)
            break;
    }
    return best[chosen];
}

// The quantity a row names ("count", "worst residual", "boundary 2", "range 3 beta") of a regime fit.
double valueNamed(const std::string &name, int count, double worst, const std::vector<double> &boundaries,
                  const std::vector<int> &points, const std::vector<double> &alpha, const std::vector<double> &beta)
{
    if (name == "count")
        return count;
    if (name == "worst residual")
        return worst;
    const std::size_t k = std::size_t(name.back() - '1');
    if (name.starts_with("boundary"))
        return k < boundaries.size() ? boundaries[k] : -1;
    const std::size_t range = std::size_t(name[6] - '1'); // "range N ..."
    if (range >= points.size())
        return -1;
    if (name.ends_with("points"))
        return points[range];
    return name.ends_with("alpha") ? alpha[range] : beta[range];
}

struct Expected {
    const char *quantity;
    double value;
};

void addRows(const char *label, const char *file, int table, bool inPlace, std::initializer_list<Expected> values)
{
    for (const Expected &e : values)
        QTest::newRow(qPrintable(QString("%1 %2").arg(label, e.quantity)))
            << QString(file) << table << inPlace << std::string(e.quantity) << e.value;
}

} // namespace

Q_DECLARE_METATYPE(std::string)

class TestRegimes : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void fixtureRegimesAreTheirRegressionValuesAndTheBruteForces_data();
    void fixtureRegimesAreTheirRegressionValuesAndTheBruteForces();
    void oneRangeIsTheSingleFitBitForBit_data();
    void oneRangeIsTheSingleFitBitForBit();
    void theRegimeFitRefusesWhatTheSingleFitRefuses();
    void modelAndInPlaceReachTheRegimeFit();
    void osuBwRangesFitBetaOnly();
    void tooManySizesGiveOneRangeAndSaySo();
};

void TestRegimes::fixtureRegimesAreTheirRegressionValuesAndTheBruteForces_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("table");
    QTest::addColumn<bool>("inPlace");
    QTest::addColumn<std::string>("quantity");
    QTest::addColumn<double>("expected"); // seconds, bytes per second, bytes; 6 significant digits

    // clang-format off
    addRows("2080 Ti allgather", "nccl_allgather_autodl_2080ti_2gpu_pcie.txt", 0, false, {{"count", 3}, {"worst residual", 0.104675}, {"boundary 1", 46341}, {"boundary 2", 9.49063e+07}, {"range 1 points", 11}, {"range 1 alpha", 9.78294e-06}, {"range 1 beta", 2.71828e+09}, {"range 2 points", 11}, {"range 2 alpha", 1.75516e-05}, {"range 2 beta", 3.21908e+09}, {"range 3 points", 4}, {"range 3 alpha", 0.00233493}, {"range 3 beta", 3.66875e+09}});
    addRows("a3mega allreduce", "nccl_allreduce_a3mega_h100_16rank_2node.txt", 0, false, {{"count", 3}, {"worst residual", 0.134845}, {"boundary 1", 23170.5}, {"boundary 2", 1.18633e+07}, {"range 1 points", 12}, {"range 1 alpha", 4.2181e-06}, {"range 1 beta", 2.66123e+09}, {"range 2 points", 9}, {"range 2 alpha", 5.09536e-06}, {"range 2 beta", 3.78076e+10}, {"range 3 points", 10}, {"range 3 alpha", 2.96322e-05}, {"range 3 beta", 3.4289e+11}});
    addRows("a3mega allreduce in-place", "nccl_allreduce_a3mega_h100_16rank_2node.txt", 0, true, {{"count", 3}, {"worst residual", 0.0510347}, {"boundary 1", 46341}, {"boundary 2", 2.37266e+07}, {"range 1 points", 13}, {"range 1 alpha", 4.08744e-06}, {"range 1 beta", 2.02547e+09}, {"range 2 points", 9}, {"range 2 alpha", 5.13643e-06}, {"range 2 beta", 3.912e+10}, {"range 3 points", 9}, {"range 3 alpha", 2.9586e-05}, {"range 3 beta", 3.42729e+11}});
    addRows("aws p5 allreduce", "nccl_allreduce_aws_p5_h100_16rank_efa_rawlog_tuner.txt", 0, false, {{"count", 3}, {"worst residual", 0.142726}, {"boundary 1", 11585.2}, {"boundary 2", 4.74531e+07}, {"range 1 points", 11}, {"range 1 alpha", 2.22908e-06}, {"range 1 beta", 4.12621e+08}, {"range 2 points", 12}, {"range 2 alpha", 3.86053e-06}, {"range 2 beta", 1.79899e+11}, {"range 3 points", 9}, {"range 3 alpha", 1.15446e-05}, {"range 3 beta", 4.72684e+11}});
    addRows("h100 node allreduce", "nccl_multicoll_h100_8gpu_1node_v2.17.8.txt", 0, false, {{"count", 1}, {"worst residual", 0.0345866}, {"range 1 points", 10}, {"range 1 alpha", 4.45881e-06}, {"range 1 beta", 4.7458e+11}});
    addRows("h100 node allgather", "nccl_multicoll_h100_8gpu_1node_v2.17.8.txt", 1, false, {{"count", 1}, {"worst residual", 0.0237606}, {"range 1 points", 10}, {"range 1 alpha", 5.89934e-06}, {"range 1 beta", 3.53805e+11}});
    addRows("h100 node reducescatter", "nccl_multicoll_h100_8gpu_1node_v2.17.8.txt", 2, false, {{"count", 1}, {"worst residual", 0.0415225}, {"range 1 points", 10}, {"range 1 alpha", 4.33841e-06}, {"range 1 beta", 3.51461e+11}});
    addRows("h100 node alltoall", "nccl_multicoll_h100_8gpu_1node_v2.17.8.txt", 3, false, {{"count", 1}, {"worst residual", 0.0545815}, {"range 1 points", 10}, {"range 1 alpha", 5.77708e-06}, {"range 1 beta", 3.37967e+11}});
    addRows("h100 node sendrecv", "nccl_multicoll_h100_8gpu_1node_v2.17.8.txt", 4, false, {{"count", 2}, {"worst residual", 0.307349}, {"boundary 1", 3.79625e+08}, {"range 1 points", 4}, {"range 1 alpha", 0.000425027}, {"range 1 beta", 4.69079e+11}, {"range 2 points", 6}, {"range 2 alpha", 4.87814e-05}, {"range 2 beta", 3.67331e+11}});
    addRows("hbv3 osu_bw", "osu_bw_azure_hbv3_2node_ib.txt", 0, false, {{"count", 2}, {"worst residual", 0.0633554}, {"boundary 1", 11585.2}, {"range 1 points", 14}, {"range 1 beta", 2.23137e+10}, {"range 2 points", 9}, {"range 2 beta", 2.51868e+10}});
    addRows("hbv3 osu_latency", "osu_latency_azure_hbv3_2node_ib.txt", 0, false, {{"count", 3}, {"worst residual", 0.120825}, {"boundary 1", 362.039}, {"boundary 2", 46341}, {"range 1 points", 9}, {"range 1 alpha", 1.5986e-06}, {"range 1 beta", 3.80322e+08}, {"range 2 points", 7}, {"range 2 alpha", 2.52285e-06}, {"range 2 beta", 6.47281e+09}, {"range 3 points", 7}, {"range 3 alpha", 7.33903e-06}, {"range 3 beta", 2.43908e+10}});
    // clang-format on
}

void TestRegimes::fixtureRegimesAreTheirRegressionValuesAndTheBruteForces()
{
    QFETCH(QString, file);
    QFETCH(int, table);
    QFETCH(bool, inPlace);
    QFETCH(std::string, quantity);
    QFETCH(double, expected);
    const MeasuredTable t = fixtureTable(file, table);
    FitConfig config;
    config.in_place = inPlace;
    const Result<RegimeFit> fit = fitRegimes(t, config);
    QVERIFY2(fit.ok(), fit.explanation().english().c_str());
    const RegimeFit &r = fit.value();
    std::vector<int> points;
    std::vector<double> alpha, beta;
    for (const RegimeRange &range : r.ranges) {
        points.push_back(range.points);
        alpha.push_back(range.alpha_s);
        beta.push_back(range.beta_Bps);
    }
    const double actual =
        valueNamed(quantity, r.count(), r.worst_rel_residual, r.boundaries_bytes, points, alpha, beta);
    COMPARE_REL(actual, expected, 2e-5);

    const PlainRegimes brute = bruteForce(t, inPlace);
    const double independent = valueNamed(quantity, int(brute.ranges.size()), brute.worst, brute.boundaries,
                                          brute.points, brute.alpha, brute.beta);
    COMPARE_REL(actual, independent, 1e-8);
}

void TestRegimes::oneRangeIsTheSingleFitBitForBit_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("table");
    QTest::addColumn<QString>("model");
    QTest::newRow("h100 node allreduce fits within 10% with one range")
        << "nccl_multicoll_h100_8gpu_1node_v2.17.8.txt" << 0 << "";
    QTest::newRow("h100 node alltoall too") << "nccl_multicoll_h100_8gpu_1node_v2.17.8.txt" << 3 << "";
    QTest::newRow("h100 node allreduce as a tree too")
        << "nccl_multicoll_h100_8gpu_1node_v2.17.8.txt" << 0 << "allreduce_tree";
}

void TestRegimes::oneRangeIsTheSingleFitBitForBit()
{
    QFETCH(QString, file);
    QFETCH(int, table);
    QFETCH(QString, model);
    const MeasuredTable t = fixtureTable(file, table);
    FitConfig config;
    config.model = model.toStdString();
    const MeasuredFit single = fitTable(t, config).value();
    const RegimeFit r = fitRegimes(t, config).value();
    QVERIFY(single.max_rel_residual <= kRegimeResidualTarget);
    QCOMPARE(r.count(), 1);
    QVERIFY(r.boundaries_bytes.empty());
    QCOMPARE(r.ranges[0].alpha_s, single.alpha_s);
    QCOMPARE(r.ranges[0].beta_Bps, single.beta_Bps);
    QCOMPARE(r.ranges[0].points, single.points);
    COMPARE_REL(r.worst_rel_residual, single.max_rel_residual, 1e-12);
}

void TestRegimes::theRegimeFitRefusesWhatTheSingleFitRefuses()
{
    MeasuredTable anomalous = fixtureTable("nccl_reduce_autodl_2080ti_1gpu_anomalous.txt", 0);
    MeasuredTable unknownRanks = fixtureTable("nccl_allreduce_a3mega_h100_16rank_2node.txt", 0);
    unknownRanks.ranks.reset();
    MeasuredTable shrinking = unknownRanks;
    shrinking.ranks = 16;
    for (auto *points : {&shrinking.out_of_place, &shrinking.in_place}) { // time that falls with size
        for (std::size_t i = 0; i < points->size(); ++i)
            (*points)[i].time_s = 1.0 / double(i + 1);
    }
    for (MeasuredTable *t : {&anomalous, &unknownRanks, &shrinking}) {
        for (bool inPlace : {false, true}) {
            FitConfig config;
            config.in_place = inPlace;
            const Result<MeasuredFit> single = fitTable(*t, config);
            const Result<RegimeFit> regimes = fitRegimes(*t, config);
            QVERIFY(single.isError() && regimes.isError());
            QCOMPARE(regimes.error().parameter, single.error().parameter);
            QCOMPARE(regimes.explanation().english(), single.explanation().english());
        }
    }
    FitConfig unknownModel;
    unknownModel.model = "ring";
    QCOMPARE(fitRegimes(unknownRanks, unknownModel).explanation().english(),
             fitTable(unknownRanks, unknownModel).explanation().english());
}

void TestRegimes::modelAndInPlaceReachTheRegimeFit()
{
    // The cut depends on the data, not on the coefficients: a tree model moves every range's α and β by
    // the ratio of the coefficients and keeps the boundaries.
    const MeasuredTable t = fixtureTable("nccl_allreduce_a3mega_h100_16rank_2node.txt", 0);
    FitConfig tree;
    tree.model = "allreduce_tree";
    const RegimeFit ring = fitRegimes(t).value();
    const RegimeFit asTree = fitRegimes(t, tree).value();
    QCOMPARE(asTree.count(), ring.count());
    QCOMPARE(asTree.boundaries_bytes, ring.boundaries_bytes);
    const Coefficients cr = fitCoefficients(findFitModel("allreduce_ring").value(), 16).value();
    const Coefficients ct = fitCoefficients(findFitModel("allreduce_tree").value(), 16).value();
    for (int k = 0; k < ring.count(); ++k) {
        COMPARE_REL(asTree.ranges[k].beta_Bps / ring.ranges[k].beta_Bps, ct.bandwidth / cr.bandwidth, 1e-9);
        COMPARE_REL(asTree.ranges[k].alpha_s / ring.ranges[k].alpha_s, cr.latency / ct.latency, 1e-9);
    }
    FitConfig inPlace;
    inPlace.in_place = true;
    QVERIFY(fitRegimes(t, inPlace).value().boundaries_bytes != ring.boundaries_bytes);
}

void TestRegimes::osuBwRangesFitBetaOnly()
{
    const RegimeFit r = fitRegimes(fixtureTable("osu_bw_azure_hbv3_2node_ib.txt", 0)).value();
    QVERIFY(!r.alpha_fitted);
    QCOMPARE(r.count(), 2);
    for (const RegimeRange &range : r.ranges) {
        QCOMPARE(range.alpha_s, 0.0);
        QVERIFY(range.beta_Bps > 0 && range.gap_s >= 0);
    }
}

void TestRegimes::tooManySizesGiveOneRangeAndSaySo()
{
    MeasuredTable t;
    t.collective = "osu_latency";
    t.ranks = 2;
    for (int i = 1; i <= kMaxRegimeSizes + 1; ++i) { // a sharp bend at 100 sizes: three ranges if it could
        MeasuredPoint p;
        p.size_bytes = 1000.0 * i;
        p.time_s = i < 100 ? 1e-6 + p.size_bytes / 1e9 : 1e-3 + p.size_bytes / 1e11;
        t.out_of_place.push_back(p);
    }
    const RegimeFit r = fitRegimes(t).value();
    QCOMPARE(r.count(), 1);
    QCOMPARE(r.warnings.size(), std::size_t(1));
    QVERIFY2(r.warnings[0].english().find("257 distinct sizes") != std::string::npos, r.warnings[0].english().c_str());
    t.out_of_place.pop_back();
    QVERIFY(fitRegimes(t).value().count() > 1);
}

QTEST_APPLESS_MAIN(TestRegimes)
#include "test_regimes.moc"
