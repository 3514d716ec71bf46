// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The commviz program run as a child with arguments as raw bytes (QProcess would re-encode them as UTF-8, so a
// file name that is not UTF-8 could not be passed), optionally sent SIGTERM after a delay; its exit, its
// stderr and its peak memory (ru_maxrss of that child alone, from wait4).
#pragma once

#include <QByteArray>
#include <QList>
#include <QTemporaryFile>

#include <csignal>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace testutil {

struct Child {
    int status = -1;    // the exit status, or -1 when a signal ended it
    int signal = 0;     // the signal that ended it
    long maxRssKib = 0; // peak resident memory
    QByteArray err;
};

inline Child runProgram(const QList<QByteArray> &args, int termAfterUs = -1)
{
    QTemporaryFile errFile;
    errFile.open();
    std::vector<char *> argv;
    QByteArray program(COMMVIZ_BINARY);
    argv.push_back(program.data());
    QList<QByteArray> copies = args;
    for (QByteArray &a : copies)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    // SIGTERM may arrive before execv: held off across fork, the child meets it with the default action, not with
    // QTest's crash handler (which forks again and can deadlock in the copy).
    sigset_t term;
    sigset_t previous;
    sigemptyset(&term);
    sigaddset(&term, SIGTERM);
    ::sigprocmask(SIG_BLOCK, &term, &previous);
    const pid_t pid = ::fork();
    if (pid == 0) {
        std::signal(SIGTERM, SIG_DFL);
        ::sigprocmask(SIG_SETMASK, &previous, nullptr);
        ::dup2(errFile.handle(), 2);
        ::dup2(errFile.handle(), 1);
        ::execv(argv[0], argv.data());
        ::_exit(127);
    }
    ::sigprocmask(SIG_SETMASK, &previous, nullptr);
    if (termAfterUs >= 0) {
        ::usleep(useconds_t(termAfterUs));
        ::kill(pid, SIGTERM);
    }
    Child c;
    int status = 0;
    struct rusage usage {};
    ::wait4(pid, &status, 0, &usage);
    c.maxRssKib = usage.ru_maxrss;
    if (WIFEXITED(status))
        c.status = WEXITSTATUS(status);
    else if (WIFSIGNALED(status))
        c.signal = WTERMSIG(status);
    errFile.seek(0);
    c.err = errFile.readAll();
    return c;
}

} // namespace testutil
