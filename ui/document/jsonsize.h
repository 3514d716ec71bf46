// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// How large QJsonDocument::toJson(Indented) would make a value, counted without making it. Deep nesting makes
// the indented text far larger than the value (each level indents by four more spaces): 14.5 MB of nested
// lecture steps would be 1.5 GB of text. A save that would be too large is refused by this count first.
#pragma once

#include <QJsonObject>
#include <QJsonValue>

namespace commviz::ui {

// At most the size of the indented text, and at least `cap` + 1 once it is known to exceed `cap` (counting
// stops there).
qint64 indentedJsonSizeAtMost(const QJsonObject &object, qint64 cap);

} // namespace commviz::ui
