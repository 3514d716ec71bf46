// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// File names byte for byte. A Unix file name is bytes, not text: `bad\xff\xfe.csv` is a valid name, but Qt 6
// decodes it as UTF-8 with U+FFFD for the two bytes (QFile::decodeName, QCoreApplication::arguments), so the
// file written is another one and the file asked for "does not exist". Here every byte that is not part of
// valid UTF-8 is kept as the lone surrogate U+DC80 + byte (as Python's "surrogateescape" does), and
// encodeFileName() gives the same bytes back; valid UTF-8 reads as usual. Every file commviz opens, checks or
// writes by name goes through encodeFileName() (files.h), never through QFile or QFileInfo on the name.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringList>

namespace commviz::ui {

QString decodeFileName(QByteArrayView bytes);
QByteArray encodeFileName(const QString &name);

// argv as the commands read it, each argument through decodeFileName(), so a name given on the command line
// reaches the file system unchanged.
QStringList decodeArguments(int argc, const char *const argv[]);

// What a name is on disk (following symbolic links).
enum class PathKind { Missing, Regular, Folder, CharDevice, Other };
PathKind pathKind(const QString &path);

// Creates the folder and any missing parents (mkdir -p); false when it cannot.
bool makeFolders(const QString &path);
// Removes the folder if it is empty.
void removeEmptyFolder(const QString &path);

} // namespace commviz::ui
