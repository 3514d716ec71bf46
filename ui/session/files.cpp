// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "files.h"

#include "commviz/units.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

#include <memory>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace commviz::ui {
namespace {

QString cannotWrite(const QString &path, const QString &why)
{
    return QCoreApplication::translate("commviz::ui::Files", "cannot write %1: %2").arg(path, why);
}

QString systemError(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

// The whole of `bytes` in the temporary file, flushed and on disk; the file stays uncommitted.
std::optional<QString> writeTemporary(QSaveFile &file, const QByteArray &bytes)
{
    if (!file.open(QIODevice::WriteOnly))
        return cannotWrite(file.fileName(), file.errorString());
    if (file.write(bytes) != bytes.size() || !file.flush() || file.error() != QFileDevice::NoError)
        return cannotWrite(file.fileName(), file.errorString());
    // What the kernel holds must be all of it and must reach the disk: fsync reports the space a file
    // system only allocates at write-back (and errors QSaveFile::commit() would ignore).
    const int fd = file.handle();
    struct stat info {};
    if (fd < 0 || ::fstat(fd, &info) != 0)
        return cannotWrite(file.fileName(), systemError(errno));
    if (info.st_size != bytes.size())
        return cannotWrite(file.fileName(),
                           QCoreApplication::translate("commviz::ui::Files", "only %1 of %2 bytes were written")
                               .arg(qint64(info.st_size))
                               .arg(bytes.size()));
    if (::fsync(fd) != 0)
        return cannotWrite(file.fileName(), systemError(errno));
    return std::nullopt;
}

} // namespace

void FileBatch::add(const QString &path, QByteArray bytes)
{
    for (auto &[p, b] : m_files) {
        if (p == path) {
            b = std::move(bytes);
            return;
        }
    }
    m_files.emplace_back(path, std::move(bytes));
}

QStringList FileBatch::paths() const
{
    QStringList out;
    for (const auto &f : m_files)
        out << f.first;
    return out;
}

std::optional<QString> FileBatch::commit() const
{
    // Uncommitted QSaveFiles remove their temporary files when destroyed, so returning early leaves nothing.
    std::vector<std::unique_ptr<QSaveFile>> files;
    for (const auto &[path, bytes] : m_files) {
        auto file = std::make_unique<QSaveFile>(path);
        if (std::optional<QString> problem = writeTemporary(*file, bytes))
            return problem;
        files.push_back(std::move(file));
    }
    // Only renames are left, and they do not fail for lack of space.
    for (const std::unique_ptr<QSaveFile> &file : files) {
        if (!file->commit())
            return cannotWrite(file->fileName(), file->errorString());
    }
    return std::nullopt;
}

std::optional<QString> writeFileAtomically(const QString &path, const QByteArray &bytes)
{
    FileBatch batch;
    batch.add(path, bytes);
    return batch.commit();
}

ReadFile readRegularFile(const QString &path, qint64 maxBytes, const QString &what)
{
    const auto refuse = [&](const QString &why) {
        return ReadFile{{}, QCoreApplication::translate("commviz::ui::Files", "cannot open %1: %2").arg(path, why)};
    };
    // O_NONBLOCK: opening a FIFO with no writer, or a device, must not wait; fstat then refuses it.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        if (errno == ENOENT)
            return refuse(QCoreApplication::translate("commviz::ui::Files", "the file does not exist"));
        return refuse(systemError(errno));
    }
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    struct stat info {};
    if (::fstat(fd, &info) != 0)
        return refuse(systemError(errno));
    if (S_ISDIR(info.st_mode))
        return refuse(QCoreApplication::translate("commviz::ui::Files", "it is a folder, not a file"));
    if (!S_ISREG(info.st_mode))
        return refuse(QCoreApplication::translate("commviz::ui::Files",
                                                  "it is not a regular file (a pipe, a device or a socket)"));
    if (info.st_size > maxBytes)
        return refuse(QCoreApplication::translate("commviz::ui::Files", "it is larger than %1 can be (%2)")
                          .arg(what, QStringLiteral("%1 MiB").arg(double(maxBytes) / (1024.0 * 1024.0), 0, 'g', 4)));
    QFile file;
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::DontCloseHandle))
        return refuse(file.errorString());
    // Read one byte past the limit: the file may have grown since fstat.
    QByteArray bytes = file.read(maxBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return ReadFile{
            {}, QCoreApplication::translate("commviz::ui::Files", "cannot read %1: %2").arg(path, file.errorString())};
    if (bytes.size() > maxBytes)
        return refuse(QCoreApplication::translate("commviz::ui::Files", "it is larger than %1 can be (%2)")
                          .arg(what, QStringLiteral("%1 MiB").arg(double(maxBytes) / (1024.0 * 1024.0), 0, 'g', 4)));
    return ReadFile{std::move(bytes), std::nullopt};
}

} // namespace commviz::ui
