// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "filenames.h"

#include <sys/stat.h>
#include <unistd.h>

namespace commviz::ui {
namespace {

constexpr char16_t kEscapeBase = 0xDC00;

// The length of the valid UTF-8 sequence at bytes[i] and its code point, or 0 when it is not valid.
int validSequence(QByteArrayView bytes, qsizetype i, char32_t *codePoint)
{
    const auto at = [&](qsizetype k) { return static_cast<unsigned char>(bytes[k]); };
    const unsigned char lead = at(i);
    int length = 0;
    char32_t cp = 0;
    if (lead < 0x80) {
        *codePoint = lead;
        return 1;
    }
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
        cp = lead & 0x1F;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        cp = lead & 0x0F;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        cp = lead & 0x07;
    } else {
        return 0;
    }
    if (i + length > bytes.size())
        return 0;
    for (int k = 1; k < length; ++k) {
        const unsigned char c = at(i + k);
        if ((c & 0xC0) != 0x80)
            return 0;
        cp = (cp << 6) | (c & 0x3F);
    }
    const char32_t smallest[] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < smallest[length] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0; // overlong, beyond Unicode, or a surrogate
    *codePoint = cp;
    return length;
}

} // namespace

QString decodeFileName(QByteArrayView bytes)
{
    QString out;
    out.reserve(bytes.size());
    for (qsizetype i = 0; i < bytes.size();) {
        char32_t cp = 0;
        const int length = validSequence(bytes, i, &cp);
        if (length == 0) {
            out.append(QChar(char16_t(kEscapeBase + static_cast<unsigned char>(bytes[i]))));
            ++i;
            continue;
        }
        if (cp >= 0x10000) {
            out.append(QChar(QChar::highSurrogate(cp)));
            out.append(QChar(QChar::lowSurrogate(cp)));
        } else {
            out.append(QChar(char16_t(cp)));
        }
        i += length;
    }
    return out;
}

QByteArray encodeFileName(const QString &name)
{
    QByteArray out;
    out.reserve(name.size());
    for (qsizetype i = 0; i < name.size(); ++i) {
        const char16_t c = name[i].unicode();
        if (QChar::isHighSurrogate(c) && i + 1 < name.size() && QChar::isLowSurrogate(name[i + 1].unicode())) {
            out.append(QString(name.mid(i, 2)).toUtf8());
            ++i;
        } else if (c >= kEscapeBase + 0x80 && c <= kEscapeBase + 0xFF) {
            out.append(char(c - kEscapeBase)); // a byte that was not UTF-8, as it was
        } else {
            out.append(QString(QChar(c)).toUtf8());
        }
    }
    return out;
}

QStringList decodeArguments(int argc, const char *const argv[])
{
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << decodeFileName(QByteArrayView(argv[i]));
    return args;
}

PathKind pathKind(const QString &path)
{
    struct stat info {};
    if (::stat(encodeFileName(path).constData(), &info) != 0)
        return PathKind::Missing; // or unreachable: writing it says why, in the system's words
    if (S_ISREG(info.st_mode))
        return PathKind::Regular;
    if (S_ISDIR(info.st_mode))
        return PathKind::Folder;
    if (S_ISCHR(info.st_mode))
        return PathKind::CharDevice;
    return PathKind::Other;
}

bool makeFolders(const QString &path)
{
    const QByteArray bytes = encodeFileName(path);
    for (qsizetype i = 1; i <= bytes.size(); ++i) {
        if (i < bytes.size() && bytes[i] != '/')
            continue;
        const QByteArray prefix = bytes.left(i);
        if (::mkdir(prefix.constData(), 0777) != 0 && errno != EEXIST)
            return false;
    }
    struct stat info {};
    return ::stat(bytes.constData(), &info) == 0 && S_ISDIR(info.st_mode);
}

void removeEmptyFolder(const QString &path)
{
    ::rmdir(encodeFileName(path).constData());
}

} // namespace commviz::ui
