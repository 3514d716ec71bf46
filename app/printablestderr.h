// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The commands' standard error: what they print there often quotes what a person typed or a file held (an
// option's value, a file name), so every control character but line breaks and tabs, and every bidirectional
// control, is written as '?' (core's printableText): a message stays one line, in its own reading order.
#pragma once

#include <QByteArray>
#include <QIODevice>

namespace commviz::cli {

class PrintableStderr : public QIODevice {
public:
    PrintableStderr();
    ~PrintableStderr() override;
    PrintableStderr(const PrintableStderr &) = delete;
    PrintableStderr &operator=(const PrintableStderr &) = delete;

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *data, qint64 size) override;

private:
    QByteArray m_pending; // the start of a sequence a write cut off, written with the next
};

} // namespace commviz::cli
