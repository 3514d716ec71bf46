// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsontext.h"

#include "commviz/jsonnumbers.h"

#include <QJsonParseError>
#include <QStringDecoder>

#include <string_view>

namespace commviz::ui {

QByteArray asUtf8(const QByteArray &bytes)
{
    std::optional<QStringConverter::Encoding> encoding = QStringConverter::encodingForData(bytes);
    if (encoding != QStringConverter::Utf16LE && encoding != QStringConverter::Utf16BE) {
        if (bytes.size() < 2 || (bytes[0] == '\0') == (bytes[1] == '\0'))
            return bytes;
        encoding = bytes[0] == '\0' ? QStringConverter::Utf16BE : QStringConverter::Utf16LE;
    }
    QStringDecoder decoder(*encoding);
    const QString text = decoder.decode(bytes);
    return text.toUtf8();
}

std::optional<NumberOutOfRange> numberOutOfRange(const QByteArray &json, const QJsonParseError &error)
{
    // Qt reports an illegal number just past it.
    if (error.error != QJsonParseError::IllegalNumber)
        return std::nullopt;
    const std::string_view text(json.constData(), std::size_t(json.size()));
    const std::string_view token = jsonNumberEndingAt(text, std::size_t(error.offset));
    const JsonNumberRange range = jsonNumberRange(token);
    if (range != JsonNumberRange::TooLarge && range != JsonNumberRange::TooSmall)
        return std::nullopt;
    return NumberOutOfRange{QString::fromStdString(jsonKeyAt(text, std::size_t(token.data() - text.data()))),
                            QString::fromStdString(compactJsonNumber(token)), range == JsonNumberRange::TooLarge,
                            token.starts_with('-')};
}

} // namespace commviz::ui
