// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commviz/formulas.h"

namespace commviz::formula {

CostTerms costTerms(Algorithm a)
{
    switch (a) {
    case Algorithm::AllReduceRing:
        return {"2·(N−1)/N·M/β", "2·(N−1)·α", {}};
    case Algorithm::AllReduceTree:
        return {"2·lg N·M/β", "2·lg N·α", {}};
    case Algorithm::AllReduceRhd:
        return {"2·(N−1)/N·M/β", "2·log2 N·α", "N = 2^k"};
    case Algorithm::AllReduceHierTree:
        return {{}, "2·lg G·α_intra + 2·(K−1)·α", {}};
    case Algorithm::AllReduceHierRail:
        return {{}, "2·(G−1)·α_intra + 2·(K−1)·α", {}};
    case Algorithm::AllGatherRing:
    case Algorithm::ReduceScatterRing:
    case Algorithm::AllToAllPairwise:
        return {"(N−1)/N·M/β", "(N−1)·α", {}};
    case Algorithm::BroadcastTree:
        return {"lg N·M/β", "lg N·α", {}};
    case Algorithm::AllReducePipelinedTree: // the production refinements: their own formulas (formulas.h)
    case Algorithm::AllReduceTwoLevelRing:
    case Algorithm::AllReduceInNetwork:
    case Algorithm::AllReduceHierPipelined:
        break;
    }
    return {};
}

std::string latencyTerm(Algorithm a)
{
    const CostTerms t = costTerms(a);
    std::string out(t.latency);
    if (!t.condition.empty())
        out.append(" (").append(t.condition).append(")");
    return out;
}

std::string costFormula(Algorithm a)
{
    const std::string_view bandwidth = costTerms(a).bandwidth;
    std::string out = "T = ";
    if (!bandwidth.empty())
        out.append(bandwidth).append(" + ");
    return out.append(latencyTerm(a));
}

std::string expand(std::string_view text)
{
    std::string out;
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t open = text.find('{', at);
        const std::size_t close = open == std::string_view::npos ? open : text.find('}', open);
        if (close == std::string_view::npos) {
            out.append(text.substr(at));
            break;
        }
        out.append(text.substr(at, open - at));
        const std::string_view token = text.substr(open + 1, close - open - 1);
        std::string replacement;
        const std::size_t dot = token.rfind('.');
        const std::string key(token.substr(0, dot == std::string_view::npos ? 0 : dot));
        for (const Algorithm a : allAlgorithms()) {
            if (dot == std::string_view::npos || algorithmKey(a) != key)
                continue;
            const std::string_view part = token.substr(dot + 1);
            if (part == "latency")
                replacement = costTerms(a).latency;
            else if (part == "bandwidth")
                replacement = costTerms(a).bandwidth;
            else if (part == "cost")
                replacement = costFormula(a);
        }
        out.append(replacement.empty() ? text.substr(open, close - open + 1) : std::string_view(replacement));
        at = close + 1;
    }
    return out;
}

} // namespace commviz::formula
