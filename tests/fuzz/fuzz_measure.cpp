// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the measurement importers, the fit, the regime fit and the bus bandwidth
// (scripts/fuzz.sh builds and runs it). Any input must parse without a crash, a hang or undefined
// behaviour; every fit that succeeds must be finite (α ≥ 0, β > 0, R² ≤ 1); the regime fit must succeed
// exactly when the single fit does, with 1 to 3 ranges in size order that cover the points, finite α ≥ 0
// and β > 0, and one range equal to the single fit — a violation traps so the fuzzer keeps the input.
#include "commviz/measure.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {

void check(bool ok)
{
    if (!ok)
        __builtin_trap();
}

void checkRegimes(const commviz::MeasuredTable &t, const commviz::FitConfig &c,
                  const commviz::Result<commviz::MeasuredFit> &single)
{
    const auto regimes = commviz::fitRegimes(t, c);
    check(regimes.ok() == single.ok());
    if (!regimes.ok())
        return;
    const commviz::RegimeFit &r = regimes.value();
    check(r.count() >= 1 && r.count() <= commviz::kMaxRegimes);
    check(r.boundaries_bytes.size() == r.ranges.size() - 1);
    check(std::isfinite(r.worst_rel_residual) && r.worst_rel_residual >= 0);
    int points = 0;
    for (std::size_t k = 0; k < r.ranges.size(); ++k) {
        const commviz::RegimeRange &g = r.ranges[k];
        points += g.points;
        check(g.points >= 1 && g.from_bytes <= g.to_bytes);
        check(std::isfinite(g.alpha_s) && g.alpha_s >= 0);
        check(std::isfinite(g.beta_Bps) && g.beta_Bps > 0);
        check(std::isfinite(g.max_rel_residual) && g.max_rel_residual <= r.worst_rel_residual);
        if (k > 0)
            check(r.ranges[k - 1].to_bytes < r.boundaries_bytes[k - 1] && r.boundaries_bytes[k - 1] < g.from_bytes);
    }
    check(points == single.value().points);
    if (r.count() == 1)
        check(r.ranges[0].beta_Bps == single.value().beta_Bps);
    if (const auto busbw = commviz::busBandwidthFraction(t, commviz::Scenario{}, c.in_place))
        check(std::isfinite(busbw->fraction) && busbw->fraction > 0);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    for (const auto &ranks : {std::optional<int>(), std::optional<int>(4)}) {
        commviz::ParseConfig pc;
        pc.ranks = ranks;
        const commviz::ParseResult r = commviz::parseMeasurements(text, pc);
        for (const commviz::MeasuredTable &t : r.tables) {
            for (const auto &p : t.out_of_place)
                check(std::isfinite(p.size_bytes) && std::isfinite(p.time_s) && std::isfinite(p.bandwidth_Bps));
            for (bool inPlace : {false, true}) {
                for (const char *model : {"", "p2p", "allreduce_tree"}) {
                    commviz::FitConfig c;
                    c.in_place = inPlace;
                    c.model = model;
                    const auto f = commviz::fitTable(t, c);
                    // The regime fit tries every cut: once per table and placement keeps the fuzzer fast.
                    if (*model == '\0')
                        checkRegimes(t, c, f);
                    if (!f.ok())
                        continue;
                    const commviz::MeasuredFit &m = f.value();
                    check(std::isfinite(m.alpha_s) && m.alpha_s >= 0);
                    check(std::isfinite(m.beta_Bps) && m.beta_Bps > 0);
                    check(std::isfinite(m.gap_s) && m.gap_s >= 0);
                    check(std::isfinite(m.r2) && m.r2 <= 1 + 1e-12);
                    check(std::isfinite(m.max_rel_residual) && m.max_rel_residual >= 0);
                    check(std::isfinite(m.crossover_bytes));
                }
            }
        }
    }
    return 0;
}
