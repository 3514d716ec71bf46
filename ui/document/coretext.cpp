// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "coretext.h"

#include <QCoreApplication>

namespace commviz::ui {
namespace {

// Core marks its texts with COMMVIZ_TEXT and files them under one context (commviz/text.h); lupdate reads
// them from core's own sources, so they are written once.
constexpr const char *kContext = "commviz::Core";

} // namespace

QString coreText(const std::string &english)
{
    return QCoreApplication::translate(kContext, english.c_str());
}

QString coreText(const Text &text)
{
    return QString::fromStdString(
        text.render([](const std::string &format) { return coreText(format).toStdString(); }));
}

Text verbatim(const QString &finished)
{
    return Text::verbatim(finished.toStdString());
}

QString algorithmText(Algorithm a)
{
    return coreText(algorithmName(a));
}

QString presetName(const Preset &p)
{
    return coreText(p.name);
}

QString presetUse(const Preset &p)
{
    return coreText(p.use);
}

QString scheduleText(Schedule s)
{
    return coreText(scheduleName(s));
}

} // namespace commviz::ui
