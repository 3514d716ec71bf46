// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What textcheck.cpp (widgets) and charttextcheck.cpp (charts) share: the slack a text's measured width may have,
// and the visible widgets of one kind under a root.
#pragma once

#include <QList>
#include <QWidget>

namespace textcheck::detail {

inline constexpr double kSlack = 0.5; // rounding of text advances

template <typename T> inline QList<const T *> visible(const QWidget *root)
{
    QList<const T *> found;
    if (const auto *self = qobject_cast<const T *>(root); self && root->isVisible())
        found << self;
    for (const T *w : root->findChildren<T *>()) {
        if (w->isVisible() && w->width() > 0 && w->height() > 0)
            found << w;
    }
    return found;
}

} // namespace textcheck::detail
