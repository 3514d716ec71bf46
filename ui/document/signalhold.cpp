// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "signalhold.h"

namespace commviz::ui {
namespace {

constexpr int kSignals[] = {SIGINT, SIGTERM, SIGHUP};
volatile std::sig_atomic_t g_arrived = 0;

extern "C" void noteSignal(int signal)
{
    g_arrived = signal;
}

} // namespace

SignalHold::SignalHold()
{
    g_arrived = 0;
    struct sigaction note {};
    note.sa_handler = &noteSignal;
    note.sa_flags = SA_RESTART;
    sigemptyset(&note.sa_mask);
    for (int i = 0; i < kCount; ++i) {
        struct sigaction previous {};
        if (::sigaction(kSignals[i], nullptr, &previous) != 0 || previous.sa_handler == SIG_IGN)
            continue; // an ignored signal stays ignored
        m_installed[i] = ::sigaction(kSignals[i], &note, &m_previous[i]) == 0;
    }
}

SignalHold::~SignalHold()
{
    for (int i = 0; i < kCount; ++i) {
        if (m_installed[i])
            ::sigaction(kSignals[i], &m_previous[i], nullptr);
    }
    const int arrived = g_arrived;
    g_arrived = 0;
    if (arrived != 0)
        std::raise(arrived);
}

bool SignalHold::signalled()
{
    return g_arrived != 0;
}

} // namespace commviz::ui
