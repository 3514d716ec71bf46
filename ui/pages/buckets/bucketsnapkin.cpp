// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/buckets/bucketsnapkin.h"

#include "coretext.h"
#include "pages/buckets/bucketspage.h"

#include "commviz/buckets.h"
#include "commviz/formulas.h"
#include "commviz/models.h"
#include "commviz/units.h"

namespace commviz::ui {
namespace {

using napkin::q;

QString ms(double seconds)
{
    return q(formatTime(seconds));
}
QString fine(double seconds)
{
    return q(formatTimeFine(seconds));
}
QString count(long long n)
{
    return QString::number(n);
}

// "max(60 ms/39 + 39 × 3.57 ms, 60 ms + 3.57 ms)" and its two values, for plan p.
QStringList finishSteps(const Scenario &s, const BucketPlan &p)
{
    const BucketFinishTerms t = bucketFinishTerms(s.backward_s, static_cast<double>(p.count), p.per_bucket_s);
    const QString c = ms(p.per_bucket_s);
    const QString tb = ms(s.backward_s);
    return {"F = max(T_b/B + B·c, T_b + c)",
            "= max(" + tb + "/" + count(p.count) + " + " + count(p.count) + " × " + c + ", " + tb + " + " + c + ")",
            "= max(" + fine(t.network_bound_s) + ", " + fine(t.compute_bound_s) + ")"};
}

bool networkBound(const Scenario &s, const BucketPlan &p)
{
    const BucketFinishTerms t = bucketFinishTerms(s.backward_s, static_cast<double>(p.count), p.per_bucket_s);
    return t.network_bound_s > t.compute_bound_s;
}

} // namespace

QString BucketsNapkin::html(const Scenario &s)
{
    const QString collective = algorithmText(s.bucket_collective);
    const Result<BucketPlan> now = bucketPlan(s);
    if (!now.ok()) {
        return napkin::block(tr("Buckets with %1").arg(collective), {q(formula::kBucketCount) + ", c = T_AR(M/B)"}, "—",
                             coreText(now.explanation()));
    }
    return currentPlan(s, now.value()) + bestPlan(s, now.value());
}

QString BucketsNapkin::currentPlan(const Scenario &s, const BucketPlan &p)
{
    const QString collective = algorithmText(s.bucket_collective);
    const QString b = bucketSizeText(s.bucket_bytes);
    QString html;

    html += napkin::block(tr("Buckets of b = %1").arg(b),
                          {q(formula::kBucketCount), "= ⌈" + q(formatSize(s.size_bytes)) + " / " + b + "⌉"},
                          count(p.count), tr("buckets of M/B = %1 each").arg(q(formatSize(p.bucket_bytes))));

    const Result<Cost> each = collectiveCost(s.bucket_collective, s, s.gpus, p.bucket_bytes);
    QStringList cSteps{"c = T_AR(M/B) = T_AR(" + q(formatSize(p.bucket_bytes)) + ")"};
    if (each.ok())
        cSteps << tr("= latency + bandwidth term")
               << "= " + ms(each.value().latency_s) + " + " + ms(each.value().bandwidth_s);
    html += napkin::block(tr("Each bucket: %1").arg(collective), cSteps, ms(p.per_bucket_s),
                          s.gpus == 1 ? tr("N = 1: nothing is sent.") : QString());

    html += napkin::block(tr("The last bucket is reduced at F"), finishSteps(s, p), fine(p.finish_s),
                          networkBound(s, p)
                              ? tr("The network is the bottleneck: the buckets queue behind each other.")
                              : tr("The backward pass is the bottleneck: only the last bucket's AllReduce shows."));

    html += napkin::block(tr("Exposed communication"), {"F − T_b = " + fine(p.finish_s) + " − " + ms(s.backward_s)},
                          fine(p.exposed_s), tr("the step waits this long for the network after the backward pass"));

    QString against;
    if (p.finish_s > p.no_overlap_s)
        against = tr("Buckets of %1 are slower than no overlap at all: each of the %2 AllReduces pays the latency "
                     "term (%3) again.")
                      .arg(b, count(p.count), each.ok() ? ms(each.value().latency_s) : QString("—"));
    else if (p.finish_s < p.no_overlap_s)
        against = tr("Overlapping with buckets of %1 beats it: F = %2.").arg(b, fine(p.finish_s));
    const Result<Cost> whole = collectiveCost(s.bucket_collective, s, s.gpus, s.size_bytes);
    html += napkin::block(
        tr("Without overlap: one AllReduce after the backward pass"),
        {"T_b + T_AR(M)", "= " + ms(s.backward_s) + " + " + (whole.ok() ? ms(whole.value().total_s()) : QString("—"))},
        fine(p.no_overlap_s), against);
    return html;
}

QString BucketsNapkin::bestPlan(const Scenario &s, const BucketPlan &p)
{
    const QString b = bucketSizeText(s.bucket_bytes);
    const Result<BucketPlan> best = bestBuckets(s);
    if (!best.ok()) {
        return napkin::block(tr("Best bucket count"), {"B* = argmin F"}, "—", coreText(best.explanation()));
    }
    const BucketPlan &o = best.value();
    QStringList steps{tr("B* minimises F over B = 1 … %1").arg(count(kMaxBestBuckets)),
                      "B* = " + count(o.count) + ": b = M/" + count(o.count) + " = " + q(formatSize(o.bucket_bytes)),
                      "c = T_AR(" + q(formatSize(o.bucket_bytes)) + ") = " + ms(o.per_bucket_s)};
    steps << finishSteps(s, o);
    QString note = tr("B* = %1 buckets, exposed %2.").arg(count(o.count), fine(o.exposed_s));
    if (o.count != p.count && o.finish_s > 0)
        note += " " + tr("%1 faster than b = %2.").arg(q(formatRatio(p.finish_s / o.finish_s)), b);
    return napkin::block(tr("Best bucket count"), steps, fine(o.finish_s), note);
}

} // namespace commviz::ui
