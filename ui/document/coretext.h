// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What core says, in the current language: its fixed English names (algorithms, interconnect presets and
// their uses, pipeline schedules) and its sentences (errors, not-applicable reasons, warnings; see
// commviz/text.h). Core stays Qt-free and English; the mapping lives here.
#pragma once

#include "commviz/scenario.h"
#include "commviz/schedule.h"
#include "commviz/text.h"

#include <QString>

namespace commviz::ui {

QString algorithmText(Algorithm a);
QString presetName(const Preset &p);
QString presetUse(const Preset &p);
QString scheduleText(Schedule s);
// Any of the above given core's English text; other text is returned unchanged.
QString coreText(const std::string &english);
// One of core's sentences: its format translated, then its arguments (nested sentences translated too)
// filled in. English when the catalogue has no translation.
QString coreText(const Text &text);
// The window's own message, already in the current language, where a core Result wants a Text.
Text verbatim(const QString &finished);

} // namespace commviz::ui
