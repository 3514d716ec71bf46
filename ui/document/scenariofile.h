// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Scenario files: the whole parameter set and the open page as a small JSON object, read and written here.
//
// A file is {"version": 1, "page": "collectives", "gpus": 256, "beta_Bps": 5e10, ...}: the parameter keys
// are exactly those of `commviz eval`'s "inputs" object, a missing key takes SPEC.md's default, an unknown
// key is ignored, and "lecture_steps" is carried through untouched. Reading goes bytes → parseScenario() →
// a ScenarioDocument or an Error naming the field and the problem; the caller replaces its scenario only on
// success, so a bad file can never leave it half-loaded. Writing goes through FileBatch, so a failed or
// interrupted save (a full disk too) leaves the previous file as it was. QtCore only: the command line uses this too.
#pragma once

#include "pageid.h"

#include "commviz/result.h"
#include "commviz/scenario.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

class QByteArray;

namespace commviz::ui {

// The format version this build writes and the newest it reads.
inline constexpr int kScenarioFormatVersion = 1;

// Limits, the same for reading and writing, so that every file commviz saves is one it opens again.
inline constexpr qint64 kMaxScenarioFileBytes = qint64(16) * 1024 * 1024;
inline constexpr int kMaxLectureSteps = 1000;

struct ScenarioDocument {
    commviz::Scenario scenario;
    PageId page = PageId::P2p;
    QJsonArray lectureSteps; // opaque here; the lecture feature gives it meaning
};

// The document, or an Error whose `parameter` is the offending key ("beta_Bps", "version", or "file" for
// problems with the file as a whole) and whose `message` is one line for people.
commviz::Result<ScenarioDocument> parseScenario(const QByteArray &bytes);
commviz::Result<ScenarioDocument> readScenarioFile(const QString &path);

// Every parameter of core's registry under its key, as files and eval's "inputs" hold them.
QJsonObject inputsToJson(const Scenario &s);

// The file's JSON object; every parameter key is written, so a file never depends on today's defaults.
QJsonObject scenarioToJson(const ScenarioDocument &doc);

// The file's bytes (indented JSON), or one line for people when the document cannot be saved: it is invalid,
// or larger than readScenarioFile() accepts.
std::optional<QString> scenarioFileBytes(const ScenarioDocument &doc, QByteArray *bytes);

// Writes atomically (FileBatch). Returns nothing on success, else one line for people; an
// invalid document is refused before anything is written, since this module would refuse to read it back.
std::optional<QString> writeScenarioFile(const QString &path, const ScenarioDocument &doc);

} // namespace commviz::ui
