// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The regime fit of SPEC.md section 8. See measure.h for the rules and the decisions.
//
// Exact by enumeration. With G distinct sizes there are G − 7 two-range cuts and O(G²/2) three-range cuts,
// but only O(G²/2) distinct ranges: each range is fitted once (fitRelativeLinear, the single fit's solver)
// and its objective remembered, so a cut costs two additions. The max residuals are computed only for the
// best cut of each R, since the cut is chosen by the objective. At 40 points that is about 800 small fits.
#include "commviz/measure.h"

#include "measure_fitinput.h"
#include "textformats.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>

namespace commviz {
namespace {

// The points sorted by size (stable, so a repeated size keeps the table's order) and grouped: group k is
// the points [start[k], start[k + 1]) of one distinct size.
struct SortedPoints {
    std::vector<double> size, x, y;
    std::vector<std::size_t> start; // G + 1 entries, the last one the point count

    [[nodiscard]] std::size_t groups() const { return start.size() - 1; }
};

SortedPoints sortedPoints(const FitInput &in)
{
    std::vector<std::size_t> order(in.used.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t i, std::size_t j) { return in.used[i].size_bytes < in.used[j].size_bytes; });
    SortedPoints p;
    for (std::size_t k = 0; k < order.size(); ++k) {
        const std::size_t i = order[k];
        if (k == 0 || in.used[i].size_bytes != p.size.back())
            p.start.push_back(k);
        p.size.push_back(in.used[i].size_bytes);
        p.x.push_back(in.x[i]);
        p.y.push_back(in.y[i]);
    }
    p.start.push_back(order.size());
    return p;
}

// One range of groups [first, last) fitted, or not fittable (ok false).
struct RangeFit {
    bool ok = false;
    RelativeLinearFit line;
    double objective = 0;
};

class RangeFits {
public:
    // The memo of (G + 1)² ranges is allocated only when the ranges may be cut (G ≤ kMaxRegimeSizes): a
    // wider table is the whole range alone, and its memory stays linear in the points.
    RangeFits(const SortedPoints &p, bool cut)
        : m_p(p), m_g(p.groups()), m_fits(cut ? (m_g + 1) * (m_g + 1) : std::size_t(0))
    {}

    // The whole table's fit, as fitTable() computed it on the points in table order (so R = 1 is the
    // single fit bit for bit).
    void seedWhole(const RelativeLinearFit &line, double objective) { m_whole = RangeFit{true, line, objective}; }

    // Memoised: each range is fitted at most once. Precondition: [0, G) or the memo is allocated.
    const RangeFit &get(std::size_t first, std::size_t last)
    {
        if (first == 0 && last == m_g)
            return m_whole;
        Slot &slot = m_fits[first * (m_g + 1) + last];
        if (!slot.done) {
            slot.done = true;
            const std::size_t begin = m_p.start[first], end = m_p.start[last];
            const std::span<const double> x(m_p.x.data() + begin, end - begin);
            const std::span<const double> y(m_p.y.data() + begin, end - begin);
            if (const Result<RelativeLinearFit> line = fitRelativeLinear(x, y); line.ok()) {
                slot.fit.ok = true;
                slot.fit.line = line.value();
                slot.fit.objective = sumSquaredRelative(x, y, slot.fit.line);
            }
        }
        return slot.fit;
    }

private:
    struct Slot {
        bool done = false;
        RangeFit fit;
    };
    const SortedPoints &m_p;
    std::size_t m_g;
    RangeFit m_whole;
    std::vector<Slot> m_fits;
};

// A cut into R ranges: group boundaries 0 = b[0] < b[1] < … < b[R] = G.
struct Cut {
    int ranges = 0;
    std::array<std::size_t, kMaxRegimes + 1> bounds{};
    double objective = 0;
};

// The cut of `ranges` ranges with the smallest objective, each range at least kMinRegimeSizes groups; the
// first in lexicographic order of its boundaries on a tie. nullopt when no cut has every range fittable.
std::optional<Cut> bestCut(RangeFits &fits, std::size_t g, int ranges)
{
    // One range is the whole table, whatever its size (the single fit takes 3 sizes).
    const auto m = static_cast<std::size_t>(kMinRegimeSizes);
    if (ranges > 1 && g < m * static_cast<std::size_t>(ranges))
        return std::nullopt;
    std::optional<Cut> best;
    const auto consider = [&](const Cut &c) {
        if (!best || c.objective < best->objective)
            best = c;
    };
    if (ranges == 1) {
        if (const RangeFit &f = fits.get(0, g); f.ok)
            consider(Cut{1, {0, g}, f.objective});
    } else if (ranges == 2) {
        for (std::size_t b1 = m; b1 + m <= g; ++b1) {
            const RangeFit &f0 = fits.get(0, b1);
            const RangeFit &f1 = fits.get(b1, g);
            if (f0.ok && f1.ok)
                consider(Cut{2, {0, b1, g}, f0.objective + f1.objective});
        }
    } else {
        for (std::size_t b1 = m; b1 + 2 * m <= g; ++b1) {
            const RangeFit &f0 = fits.get(0, b1);
            if (!f0.ok)
                continue;
            for (std::size_t b2 = b1 + m; b2 + m <= g; ++b2) {
                const RangeFit &f1 = fits.get(b1, b2);
                const RangeFit &f2 = fits.get(b2, g);
                if (f1.ok && f2.ok)
                    consider(Cut{3, {0, b1, b2, g}, f0.objective + f1.objective + f2.objective});
            }
        }
    }
    return best;
}

RegimeFit describe(const Cut &cut, RangeFits &fits, const SortedPoints &p, const FitInput &in)
{
    RegimeFit r;
    r.alpha_fitted = !in.bandwidth_table;
    for (int k = 0; k < cut.ranges; ++k) {
        const std::size_t first = cut.bounds[std::size_t(k)], last = cut.bounds[std::size_t(k) + 1];
        const RangeFit &f = fits.get(first, last);
        const std::size_t begin = p.start[first], end = p.start[last];
        RegimeRange range;
        range.from_bytes = p.size[begin];
        range.to_bytes = p.size[end - 1];
        range.points = static_cast<int>(end - begin);
        const LineParameters params = lineParameters(in, f.line);
        range.alpha_s = params.alpha_s;
        range.beta_Bps = params.beta_Bps;
        range.gap_s = params.gap_s;
        range.sum_sq_rel_residual = f.objective;
        for (std::size_t i = begin; i < end; ++i)
            range.max_rel_residual =
                std::max(range.max_rel_residual, relativeResidual(in.bandwidth_table, p.y[i], f.line, p.x[i]));
        r.worst_rel_residual = std::max(r.worst_rel_residual, range.max_rel_residual);
        if (k > 0)
            r.boundaries_bytes.push_back(std::sqrt(p.size[begin - 1] * p.size[begin]));
        r.ranges.push_back(range);
    }
    return r;
}

} // namespace

Result<RegimeFit> fitRegimes(const MeasuredTable &table, const FitConfig &config)
{
    const Result<FitInput> input = fitInput(table, config);
    if (!input.ok())
        return input.forward<RegimeFit>();
    const FitInput &in = input.value();
    const Result<RelativeLinearFit> whole = fitRelativeLinear(in.x, in.y);
    if (!whole.ok()) // the single fit's own refusal
        return whole.forward<RegimeFit>();
    const SortedPoints p = sortedPoints(in);
    const std::size_t g = p.groups();
    const int most = g > static_cast<std::size_t>(kMaxRegimeSizes) ? 1 : kMaxRegimes;
    RangeFits fits(p, most > 1);
    fits.seedWhole(whole.value(), sumSquaredRelative(in.x, in.y, whole.value()));
    std::optional<RegimeFit> chosen;
    for (int ranges = 1; ranges <= most; ++ranges) {
        const std::optional<Cut> cut = bestCut(fits, g, ranges);
        if (!cut)
            continue;
        RegimeFit candidate = describe(*cut, fits, p, in);
        const bool better = !chosen || candidate.worst_rel_residual < chosen->worst_rel_residual;
        if (better)
            chosen = std::move(candidate);
        if (chosen->worst_rel_residual <= kRegimeResidualTarget)
            break; // the fewest ranges that reach the target
    }
    if (most == 1)
        chosen->warnings.push_back(
            Text(formats::kTooManySizesForRegimes, {std::to_string(g), std::to_string(kMaxRegimeSizes)}));
    return std::move(*chosen);
}

} // namespace commviz
