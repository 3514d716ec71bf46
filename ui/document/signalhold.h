// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SignalHold: SIGINT, SIGTERM and SIGHUP held off while it lives. A signal that arrives meanwhile is only
// noted (whichever thread receives it); when the hold ends the previous handlers are back and the signal is
// raised again, so the process ends as it would have, only later. FileBatch::commit() holds them while it
// moves a set of files into place, so a folder is the old set or the new one, never a mix.
#pragma once

#include <csignal>

namespace commviz::ui {

class SignalHold {
public:
    SignalHold();
    ~SignalHold();
    SignalHold(const SignalHold &) = delete;
    SignalHold &operator=(const SignalHold &) = delete;

    // A held signal has arrived: whoever holds may give up what it was doing.
    [[nodiscard]] static bool signalled();

private:
    static constexpr int kCount = 3;
    struct sigaction m_previous[kCount] {};
    bool m_installed[kCount]{};
};

} // namespace commviz::ui
