// Core's fixed English names shown in the window (algorithms, interconnect presets and their uses,
// pipeline schedules), in the current language. Core stays Qt-free and English; the mapping lives here.
#pragma once

#include "commviz/scenario.h"
#include "commviz/schedule.h"

#include <QString>

namespace commviz::ui {

QString algorithmText(Algorithm a);
QString presetName(const Preset &p);
QString presetUse(const Preset &p);
QString scheduleText(Schedule s);
// Any of the above given core's English text; other text is returned unchanged.
QString coreText(const std::string &english);

} // namespace commviz::ui
