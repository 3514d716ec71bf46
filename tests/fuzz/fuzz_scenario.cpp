// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the scenario reader (ui::parseScenario, QtCore only; scripts/fuzz.sh links Qt6Core and
// compiles ui/document's reader and ui/lecture's step reader in) and the lecture steps a file carries. Any bytes
// must be read without a crash, a hang or undefined behaviour. A refused file gives one line naming the problem;
// a file read is a valid scenario, and saving it gives bytes that read back to the same document; its lecture
// steps are read or refused with one line. A violation traps so the fuzzer keeps the input.
#include "lecturestep.h"
#include "scenariofile.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>
#include <string>

namespace {

void check(bool ok)
{
    if (!ok)
        __builtin_trap();
}

// One line for people: not empty, no line break, and not a copy of a pasted megabyte.
void checkMessage(const commviz::Error &e)
{
    const std::string m = e.message.english();
    check(!m.empty() && m.size() < 600 && m.find('\n') == std::string::npos && m.find('\r') == std::string::npos);
    check(!e.parameter.empty());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const commviz::Result<commviz::ui::ScenarioDocument> doc = commviz::ui::parseScenario(bytes);
    if (!doc.ok()) {
        checkMessage(doc.error());
        return 0;
    }
    check(commviz::validate(doc.value().scenario).ok());
    QByteArray saved;
    if (!commviz::ui::scenarioFileBytes(doc.value(), &saved)) {
        const auto again = commviz::ui::parseScenario(saved);
        check(again.ok());
        check(again.value().scenario == doc.value().scenario);
        check(again.value().page == doc.value().page);
        check(again.value().lectureSteps == doc.value().lectureSteps);
    }
    const auto steps = commviz::ui::lectureStepsFromJson(doc.value().lectureSteps);
    if (!steps.ok())
        checkMessage(steps.error());
    else
        for (const commviz::ui::LectureStep &s : steps.value())
            check(commviz::validate(s.scenario).ok() && !s.title.trimmed().isEmpty());
    return 0;
}
