// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonsize.h"

#include <QJsonArray>

namespace commviz::ui {
namespace {

constexpr qint64 kIndent = 4; // spaces per level, as Qt writes

// Adds to `*total` a lower bound of the text of `value` at nesting `depth`; false once `*total` passes `cap`.
bool count(const QJsonValue &value, int depth, qint64 cap, qint64 *total)
{
    // Every member of a container is on a line of its own, indented one level deeper than the container.
    const qint64 line = kIndent * (depth + 1) + 1;
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        *total += 2 + kIndent * depth; // "[" and its closing line
        for (const auto &item : array) {
            *total += line;
            if (*total > cap || !count(item, depth + 1, cap, total))
                return false;
        }
    } else if (value.isObject()) {
        const QJsonObject object = value.toObject();
        *total += 2 + kIndent * depth;
        for (auto it = object.begin(); it != object.end(); ++it) {
            *total += line + it.key().size() + 4; // "key": and the value after it
            if (*total > cap || !count(it.value(), depth + 1, cap, total))
                return false;
        }
    } else if (value.isString()) {
        *total += value.toString().size() + 2;
    } else {
        *total += 1; // a number, true, false or null: one character at least
    }
    return *total <= cap;
}

} // namespace

qint64 indentedJsonSizeAtMost(const QJsonObject &object, qint64 cap)
{
    qint64 total = 0;
    count(QJsonValue(object), 0, cap, &total);
    return total;
}

} // namespace commviz::ui
