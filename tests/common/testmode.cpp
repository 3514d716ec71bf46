// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Linked into every test: QStandardPaths' test mode from before main(), so that no test reads or writes the
// developer's own settings, recent files or documents (QSettings follows QStandardPaths' writable locations).
#include <QStandardPaths>

namespace {

const bool kTestMode = [] {
    QStandardPaths::setTestModeEnabled(true);
    return true;
}();

} // namespace
