// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fontscale.h"

#include <QCoreApplication>
#include <QLocale>

namespace commviz::ui {

std::optional<QString> checkFontScale(double factor)
{
    if (factor >= kMinFontScale && factor <= kMaxFontScale)
        return std::nullopt;
    return QCoreApplication::translate("commviz::ui::Exporter", "the font scale %1 is out of range; use %2 to %3")
        .arg(QLocale::c().toString(factor, 'g', 6), QLocale::c().toString(kMinFontScale),
             QLocale::c().toString(kMaxFontScale));
}

} // namespace commviz::ui
