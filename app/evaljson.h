// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `commviz eval --format json`: an Evaluation as one JSON object with English keys, in base units (seconds,
// bytes), null wherever a quantity does not exist for the inputs.
#pragma once

#include "commviz/evaluation.h"

#include <QJsonObject>

namespace commviz::cli {

QJsonObject evaluationToJson(const Evaluation &e);

} // namespace commviz::cli
