// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "palette.h"

#include <algorithm>
#include <cmath>

namespace commviz::ui::palette {

QColor series(int i)
{
    // Okabe-Ito, without the yellow that vanishes on white.
    static const QColor kColors[] = {QColor("#0072B2"), QColor("#D55E00"), QColor("#009E73"), QColor("#CC79A7"),
                                     QColor("#E69F00"), QColor("#56B4E9"), QColor("#000000"), QColor("#8C564B")};
    return kColors[static_cast<std::size_t>(i) % std::size(kColors)];
}

QColor latency()
{
    return QColor("#E69F00");
}
QColor bandwidth()
{
    return QColor("#0072B2");
}
QColor marker()
{
    return QColor("#C00000");
}

QColor sequential(double t)
{
    // Light yellow to deep blue-purple (viridis, reversed), so small values read light.
    static const QColor kStops[] = {QColor("#fde725"), QColor("#5ec962"), QColor("#21918c"), QColor("#3b528b"),
                                    QColor("#440154")};
    t = std::clamp(std::isfinite(t) ? t : 0.0, 0.0, 1.0) * 4;
    const int i = std::min(3, static_cast<int>(t));
    const double f = t - i;
    const QColor &a = kStops[i];
    const QColor &b = kStops[i + 1];
    return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * f),
                            static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * f),
                            static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * f));
}

QColor faded(const QColor &c, int alpha)
{
    QColor out = c;
    out.setAlpha(alpha);
    return out;
}

} // namespace commviz::ui::palette
