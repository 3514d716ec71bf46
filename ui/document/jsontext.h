// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The text of a JSON file people hand commviz, before and after Qt parses it: UTF-16 (Notepad's "Unicode")
// read as UTF-8, and Qt's "illegal number" told apart from a valid number that no double holds. QtCore only.
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

struct QJsonParseError;

namespace commviz::ui {

// The bytes in UTF-8: UTF-16 (a byte-order mark, or an ASCII character beside a 0 byte) is decoded, anything
// else is returned as it is.
QByteArray asUtf8(const QByteArray &bytes);

// A valid JSON number that no double holds (1e400, a 10,000-digit integer, 1e-400), where Qt's parser reported an
// illegal number: which one, shown compactly ("1e9999"), and the key it is the value of ("" outside every object).
struct NumberOutOfRange {
    QString key;
    QString shown;
    bool tooLarge = true; // else too close to 0
    bool negative = false;
};
std::optional<NumberOutOfRange> numberOutOfRange(const QByteArray &json, const QJsonParseError &error);

} // namespace commviz::ui
