// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the measurement importers and the fit (scripts/fuzz.sh builds and runs it).
// Any input must parse without a crash, a hang or undefined behaviour, and every fit that succeeds must
// be finite: α ≥ 0, β > 0, R² ≤ 1 — a violation traps so the fuzzer keeps the input.
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
