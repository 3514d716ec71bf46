// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "printablestderr.h"

#include "commviz/units.h"

#include <cstdio>
#include <string_view>

namespace commviz::cli {

PrintableStderr::PrintableStderr()
{
    open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

PrintableStderr::~PrintableStderr()
{
    if (!m_pending.isEmpty()) { // a cut sequence that never went on: written as it came
        const std::string rest = printableText(std::string_view(m_pending.constData(), m_pending.size()));
        std::fwrite(rest.data(), 1, rest.size(), stderr);
    }
    std::fflush(stderr);
}

qint64 PrintableStderr::readData(char *, qint64)
{
    return -1;
}

qint64 PrintableStderr::writeData(const char *data, qint64 size)
{
    m_pending.append(data, size);
    std::size_t cut = 0;
    const std::string shown = printableText(std::string_view(m_pending.constData(), m_pending.size()), &cut);
    m_pending = m_pending.right(static_cast<qsizetype>(cut));
    std::fwrite(shown.data(), 1, shown.size(), stderr);
    std::fflush(stderr);
    return size;
}

} // namespace commviz::cli
