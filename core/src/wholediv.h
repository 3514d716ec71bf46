// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ⌈n/d⌉ as SPEC.md means it: the fewest pieces of at most d that hold n. Shared by the pipelined tree's chunk
// count and the bucket count.
#pragma once

#include <algorithm>
#include <cmath>

namespace commviz {

// The smallest whole q ≥ 1 with q·d ≥ n, for n ≥ 0 and d > 0. std::ceil(n/d) alone can be one too many when n/d
// rounds up past a whole number (n = 1e9, d = 1e9/7·7), so the candidate is checked against the definition.
inline double wholeCeilDiv(double n, double d)
{
    double q = std::ceil(n / d);
    if (q > 1 && (q - 1) * d >= n)
        q -= 1;
    else if (q * d < n)
        q += 1;
    return std::max(q, 1.0);
}

} // namespace commviz
