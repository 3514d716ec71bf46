// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Files: how the window and the commands read and write the files people hand them.
//
// Reading: readRegularFile() opens only regular files and never blocks (a FIFO, a device or a folder is
// refused before anything is read), and refuses a file larger than the caller's limit.
//
// Writing: every file commviz writes (scenario files, exported charts, reports) goes through FileBatch, so
// that a full disk, a read-only folder or a crash never costs anyone a file.
// Contents are made in memory first; commit() then writes each file's whole content to a temporary file
// beside its target and asks the kernel to put it on disk (fsync), checking every step, and only when all of
// them have been written are they renamed over their targets. A problem found before the renames leaves
// every target exactly as it was and no temporary file behind. The calls are POSIX ones, not QSaveFile: the
// reason a write failed is the system's own (errno: "No space left on device", "Disk quota exceeded", "File
// too large"), where Qt 6.4's QFileDevice often says "Unknown error", and names are bytes (filenames.h).
//
// What a target may be: a regular file or nothing is replaced as above; a character device (/dev/null,
// /dev/full, a terminal) is written through, as every Unix tool writes to it; a folder, a FIFO, a socket or a
// block device is refused with a message naming it. Nothing that is not a regular file is ever replaced.
// SIGINT, SIGTERM and SIGHUP are held off while commit() runs (signalhold.h): one that arrives while the
// temporary files are written stops the batch with every target as it was; the renames always all happen.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>
#include <vector>

namespace commviz::ui {

class FileBatch {
public:
    // A later add() for the same path replaces the earlier content.
    void add(const QString &path, QByteArray bytes);
    [[nodiscard]] QStringList paths() const;
    [[nodiscard]] bool isEmpty() const { return m_files.empty(); }

    // Writes every file, or none: nothing on success, else one line for people naming the path and the
    // reason ("cannot write figures/p2p_time.svg: No space left on device").
    [[nodiscard]] std::optional<QString> commit() const;

    // For tests only: called after each temporary file is written and after each rename, counting from 0.
    static void setStepHookForTests(void (*hook)(int step));

private:
    std::vector<std::pair<QString, QByteArray>> m_files;
};

// One file, as a batch of one.
std::optional<QString> writeFileAtomically(const QString &path, const QByteArray &bytes);

// The whole file, or one line for people naming the path and the problem: it does not exist, is a folder,
// is not a regular file (a FIFO, a device, a socket), cannot be read, or is larger than `maxBytes`
// ("… larger than a scenario file can be (16 MiB)": `what` names the kind of file in that sentence).
struct ReadFile {
    QByteArray bytes;
    std::optional<QString> problem;
};
ReadFile readRegularFile(const QString &path, qint64 maxBytes, const QString &what);

} // namespace commviz::ui
