// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "files.h"

#include "filenames.h"
#include "signalhold.h"

#include <QCoreApplication>
#include <QFile>
#include <QList>
#include <QRandomGenerator>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace commviz::ui {
namespace {

void (*g_stepHook)(int) = nullptr;

QString cannotWrite(const QString &path, const QString &why)
{
    return QCoreApplication::translate("commviz::ui::Files", "cannot write %1: %2").arg(path, why);
}

QString systemError(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

struct Fd {
    int fd = -1;
    ~Fd()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

// All of `bytes` to `fd`, or errno.
int writeAll(int fd, const QByteArray &bytes)
{
    qsizetype done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.constData() + done, size_t(bytes.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return errno;
        if (n == 0)
            return EIO;
        done += n;
    }
    return 0;
}

// Why a target cannot be written, when it is something commviz must neither write nor replace.
std::optional<QString> refusedTarget(const QString &path, const QByteArray &name)
{
    struct stat info {};
    if (::stat(name.constData(), &info) != 0 || S_ISREG(info.st_mode) || S_ISCHR(info.st_mode))
        return std::nullopt;
    if (S_ISDIR(info.st_mode))
        return cannotWrite(path, QCoreApplication::translate("commviz::ui::Files", "it is a folder, not a file"));
    if (S_ISFIFO(info.st_mode))
        return cannotWrite(path,
                           QCoreApplication::translate("commviz::ui::Files",
                                                       "it is a named pipe (FIFO), which commviz does not replace"));
    if (S_ISSOCK(info.st_mode))
        return cannotWrite(
            path, QCoreApplication::translate("commviz::ui::Files", "it is a socket, which commviz does not replace"));
    return cannotWrite(
        path, QCoreApplication::translate("commviz::ui::Files",
                                          "it is not a regular file (a block device), which commviz does not replace"));
}

// One target: a temporary file beside it (for a regular file or a new one), or the device itself.
struct Target {
    QString path;
    QByteArray name; // the target's bytes, symbolic links resolved
    QByteArray temporary;
    bool device = false;
};

// The final name a write replaces: through symbolic links to the file they point at.
QByteArray resolved(const QByteArray &name)
{
    struct stat info {};
    if (::lstat(name.constData(), &info) != 0 || !S_ISLNK(info.st_mode))
        return name;
    char *real = ::realpath(name.constData(), nullptr);
    if (!real)
        return name;
    QByteArray out(real);
    std::free(real);
    return out;
}

// A new file beside `target.name` with all of `bytes`, on disk; its name in `target.temporary`.
std::optional<QString> writeTemporary(Target &target, const QByteArray &bytes)
{
    static const char kLetters[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    Fd file;
    for (int attempt = 0; attempt < 100 && file.fd < 0; ++attempt) {
        QByteArray name = target.name + '.';
        for (int i = 0; i < 6; ++i)
            name.append(kLetters[QRandomGenerator::global()->bounded(36)]);
        file.fd = ::open(name.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (file.fd >= 0)
            target.temporary = name;
        else if (errno != EEXIST)
            return cannotWrite(target.path, systemError(errno));
    }
    if (file.fd < 0)
        return cannotWrite(target.path, systemError(EEXIST));
    struct stat old {};
    if (::stat(target.name.constData(), &old) == 0) // the file being replaced keeps its permissions
        ::fchmod(file.fd, old.st_mode & 07777);
    int error = writeAll(file.fd, bytes);
    // fsync reports the space a file system only allocates at write-back; close() what NFS reports late.
    if (error == 0 && ::fsync(file.fd) != 0)
        error = errno;
    const int fd = file.fd;
    file.fd = -1;
    if (::close(fd) != 0 && error == 0 && errno != EINTR)
        error = errno;
    if (error != 0)
        return cannotWrite(target.path, systemError(error));
    return std::nullopt;
}

std::optional<QString> writeDevice(const Target &target, const QByteArray &bytes)
{
    Fd device;
    device.fd = ::open(target.name.constData(), O_WRONLY | O_NOCTTY | O_CLOEXEC);
    if (device.fd < 0)
        return cannotWrite(target.path, systemError(errno));
    if (const int error = writeAll(device.fd, bytes); error != 0)
        return cannotWrite(target.path, systemError(error));
    return std::nullopt;
}

// Removes the temporary files not renamed yet when a batch stops.
struct Temporaries {
    std::vector<Target> *targets;
    ~Temporaries()
    {
        for (const Target &t : *targets) {
            if (!t.temporary.isEmpty())
                ::unlink(t.temporary.constData());
        }
    }
};

void step(int *counter)
{
    if (g_stepHook)
        g_stepHook(*counter);
    ++*counter;
}

} // namespace

void FileBatch::setStepHookForTests(void (*hook)(int))
{
    g_stepHook = hook;
}

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
    const SignalHold hold; // declared first: it ends last, after the temporaries are gone
    std::vector<Target> targets;
    targets.reserve(m_files.size());
    const Temporaries cleanup{&targets};
    int counter = 0;
    const QString interrupted = QCoreApplication::translate("commviz::ui::Files", "interrupted; nothing was written");
    for (const auto &[path, bytes] : m_files) {
        Target target{path, resolved(encodeFileName(path)), {}, false};
        if (std::optional<QString> refused = refusedTarget(path, target.name))
            return refused;
        target.device = pathKind(decodeFileName(target.name)) == PathKind::CharDevice;
        targets.push_back(target);
        if (!target.device) {
            if (std::optional<QString> problem = writeTemporary(targets.back(), bytes))
                return problem;
        }
        step(&counter);
        if (SignalHold::signalled())
            return interrupted;
    }
    // Devices first: a refusing one (/dev/full) leaves every file as it was.
    for (std::size_t i = 0; i < targets.size(); ++i) {
        if (targets[i].device) {
            if (std::optional<QString> problem = writeDevice(targets[i], m_files[i].second))
                return problem;
        }
    }
    // Only renames are left: they do not fail for lack of space, and no held signal stops them halfway.
    QList<QByteArray> folders;
    for (Target &target : targets) {
        if (target.device)
            continue;
        if (::rename(target.temporary.constData(), target.name.constData()) != 0)
            return cannotWrite(target.path, systemError(errno));
        target.temporary.clear();
        const qsizetype slash = target.name.lastIndexOf('/');
        const QByteArray folder = slash < 0 ? QByteArray(".") : slash == 0 ? QByteArray("/") : target.name.left(slash);
        if (!folders.contains(folder))
            folders.append(folder);
        step(&counter);
    }
    for (const QByteArray &folder : folders) { // the new names on disk too, once per folder
        Fd dir;
        dir.fd = ::open(folder.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (dir.fd >= 0)
            ::fsync(dir.fd);
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
    const int fd = ::open(encodeFileName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
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
