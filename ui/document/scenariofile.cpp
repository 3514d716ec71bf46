// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariofile.h"

#include "coretext.h"
#include "files.h"
#include "jsonsize.h"
#include "jsontext.h"

#include "commviz/parameters.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QJsonValue>
#include <QRegularExpression>

#include <cmath>
#include <limits>

namespace commviz::ui {

namespace {

// Far above any real scenario (a few hundred bytes, plus lecture steps); refusing larger files keeps a
// mistaken "open" of a multi-gigabyte log from freezing the window.
constexpr qint64 kMaxFileBytes = kMaxScenarioFileBytes;

const QString kVersionKey = QStringLiteral("version");
const QString kPageKey = QStringLiteral("page");
const QString kLectureKey = QStringLiteral("lecture_steps");

// A number as people write it: whole numbers in full ("2000000000", not "2e+09"), others in the shortest
// form that reads back exactly, with a plain exponent ("5e-6", not "5e-06").
QString shortest(double v)
{
    if (std::isfinite(v) && std::floor(v) == v && std::fabs(v) < 1e15)
        return QString::number(qint64(v));
    static const QRegularExpression paddedExponent(QStringLiteral("e\\+?(-?)0*(\\d)"));
    return QString::number(v, 'g', QLocale::FloatingPointShortest).replace(paddedExponent, QStringLiteral("e\\1\\2"));
}

// A JSON value as the user would recognise it from the file, kept short enough for one line.
QString describe(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return shortest(v.toDouble());
    case QJsonValue::String: {
        QString s = v.toString();
        for (QChar &c : s) {
            const char16_t u = c.unicode(); // and the bidirectional controls do not reorder it
            const bool bidi = u == 0x061C || u == 0x200E || u == 0x200F || (u >= 0x202A && u <= 0x202E) ||
                              (u >= 0x2066 && u <= 0x2069);
            if (c.category() == QChar::Other_Control || c == QChar::LineSeparator || c == QChar::ParagraphSeparator ||
                bidi)
                c = QLatin1Char('?'); // the message stays one line
        }
        constexpr int kMaxShown = 40;
        const qsizetype cut = kMaxShown - (s.size() > kMaxShown && s[kMaxShown - 1].isHighSurrogate() ? 1 : 0);
        return QLatin1Char('"') + (s.size() > kMaxShown ? s.left(cut) + QStringLiteral("…") : s) + QLatin1Char('"');
    }
    case QJsonValue::Array:
        return QCoreApplication::translate("commviz::ui::ScenarioFile", "an array");
    case QJsonValue::Object:
        return QCoreApplication::translate("commviz::ui::ScenarioFile", "an object");
    case QJsonValue::Undefined:
        break;
    }
    return QCoreApplication::translate("commviz::ui::ScenarioFile", "nothing");
}

Error fieldError(const QString &key, const QString &problem)
{
    return Error{key.toStdString(), verbatim(key + QStringLiteral(": ") + problem)};
}

Error fileError(const QString &message)
{
    return Error{"file", verbatim(message)};
}

// One registry parameter's value in the file: numbers as JSON numbers, switches as true or false, choices by
// key, and an optional parameter's unset value as null. The ranges are the registry's; the sentences are the
// file's, which quote the value as written.
std::optional<Error> readField(const ParamInfo &info, const QJsonValue &v, Scenario &scenario,
                               const QString &asWritten = {})
{
    const QString key = QString::fromLatin1(info.key.data(), qsizetype(info.key.size()));
    const QString shown = asWritten.isEmpty() ? describe(v) : asWritten;
    if (info.optional && v.isNull()) {
        setParamValue(scenario, info.param, std::nullopt);
        return std::nullopt;
    }
    if (info.kind == ParamKind::Switch) {
        if (!v.isBool())
            return fieldError(
                key, QCoreApplication::translate("commviz::ui::ScenarioFile", "%1 is not true or false").arg(shown));
        setParamValue(scenario, info.param, v.toBool() ? 1.0 : 0.0);
        return std::nullopt;
    }
    if (info.kind == ParamKind::Choice) {
        const std::vector<std::string> &choices = paramChoices(info.param);
        QStringList names;
        for (std::size_t i = 0; i < choices.size(); ++i) {
            names << QString::fromStdString(choices[i]);
            if (v.isString() && v.toString() == names.back()) {
                setParamValue(scenario, info.param, double(i));
                return std::nullopt;
            }
        }
        return fieldError(key, QCoreApplication::translate("commviz::ui::ScenarioFile", "%1 is not one of %2")
                                   .arg(shown, names.join(QStringLiteral(", "))));
    }
    if (!v.isDouble())
        return fieldError(key,
                          QCoreApplication::translate("commviz::ui::ScenarioFile", "%1 is not a number").arg(shown));
    const double d = v.toDouble();
    if (!std::isfinite(d))
        return fieldError(
            key, QCoreApplication::translate("commviz::ui::ScenarioFile", "%1 is not a finite number").arg(shown));
    switch (info.lower) {
    case LowerBound::NonNegative:
        if (d < 0)
            return fieldError(
                key, QCoreApplication::translate("commviz::ui::ScenarioFile", "%1 is out of range: it must be ≥ 0")
                         .arg(shown));
        break;
    case LowerBound::Positive:
        if (d <= 0)
            return fieldError(
                key, QCoreApplication::translate("commviz::ui::ScenarioFile", "%1 is out of range: it must be > 0")
                         .arg(shown));
        break;
    case LowerBound::AtLeastOne:
        if (d < 1)
            return fieldError(
                key, QCoreApplication::translate("commviz::ui::ScenarioFile", "%1 is out of range: it must be ≥ 1")
                         .arg(shown));
        break;
    case LowerBound::WholeFromOne:
        if (std::floor(d) != d)
            return fieldError(
                key, QCoreApplication::translate("commviz::ui::ScenarioFile", "%1 is not a whole number").arg(shown));
        if (d < 1 || d > kMaxWhole)
            return fieldError(
                key, QCoreApplication::translate("commviz::ui::ScenarioFile",
                                                 "%1 is out of range: it must be a whole number from 1 to 1000000000")
                         .arg(shown));
        break;
    case LowerBound::Fraction:
        if (d <= 0 || d > 1)
            return fieldError(key, QCoreApplication::translate("commviz::ui::ScenarioFile",
                                                               "%1 is out of range: it must be > 0 and ≤ 1")
                                       .arg(shown));
        break;
    case LowerBound::None:
        break;
    }
    // commviz's own limits (README, "Limits"), which keep every model's result finite.
    if (d > info.most)
        return fieldError(
            key, QCoreApplication::translate("commviz::ui::ScenarioFile", "%1 is out of range: it must be at most %2")
                     .arg(shown, QString::fromStdString(formatParam(info.param, info.most))));
    if (d < info.least)
        return fieldError(
            key, QCoreApplication::translate("commviz::ui::ScenarioFile", "%1 is out of range: it must be at least %2")
                     .arg(shown, QString::fromStdString(formatParam(info.param, info.least))));
    setParamValue(scenario, info.param, d);
    return std::nullopt;
}

QJsonValue fieldJson(const ParamInfo &info, const Scenario &s)
{
    const std::optional<double> v = info.get(s);
    if (!v)
        return QJsonValue::Null;
    switch (info.kind) {
    case ParamKind::Switch:
        return *v != 0;
    case ParamKind::Choice:
        return QString::fromStdString(formatParam(info.param, v));
    case ParamKind::Whole:
        // Counts are written as integers so that the file reads as people expect ("gpus": 256).
        return qint64(*v);
    case ParamKind::Real:
        break;
    }
    return *v;
}

std::optional<Error> checkVersion(const QJsonObject &o)
{
    const auto it = o.constFind(kVersionKey);
    if (it == o.constEnd())
        return fieldError(kVersionKey, QCoreApplication::translate(
                                           "commviz::ui::ScenarioFile",
                                           "missing; a commviz scenario file starts with {\"version\": %1, ...}")
                                           .arg(kScenarioFormatVersion));
    const QJsonValue v = *it;
    if (!v.isDouble())
        return fieldError(
            kVersionKey,
            QCoreApplication::translate("commviz::ui::ScenarioFile", "%1 is not a number").arg(describe(v)));
    const double d = v.toDouble();
    if (std::floor(d) != d)
        return fieldError(
            kVersionKey,
            QCoreApplication::translate("commviz::ui::ScenarioFile", "%1 is not a whole number").arg(describe(v)));
    if (d > kScenarioFormatVersion)
        return fieldError(kVersionKey,
                          QCoreApplication::translate(
                              "commviz::ui::ScenarioFile",
                              "this file was written by a newer commviz (format version %1; this one reads %2)")
                              .arg(describe(v), QString::number(kScenarioFormatVersion)));
    if (d < 1)
        return fieldError(kVersionKey, QCoreApplication::translate("commviz::ui::ScenarioFile",
                                                                   "%1 is out of range: format versions start at 1")
                                           .arg(describe(v)));
    return std::nullopt;
}

Result<ScenarioDocument> parseObject(const QJsonObject &o)
{
    if (auto e = checkVersion(o))
        return *e;

    ScenarioDocument doc;
    for (const ParamInfo &info : parameters()) {
        const auto it = o.constFind(QString::fromLatin1(info.key.data(), qsizetype(info.key.size())));
        if (it == o.constEnd())
            continue; // the Scenario already holds SPEC.md's default
        if (auto e = readField(info, *it, doc.scenario))
            return *e;
    }

    if (const auto it = o.constFind(kPageKey); it != o.constEnd()) {
        const std::optional<PageId> page = it->isString() ? findPage(it->toString()) : std::nullopt;
        if (!page)
            return fieldError(kPageKey,
                              QCoreApplication::translate("commviz::ui::ScenarioFile",
                                                          "%1 is not a page commviz knows (expected one of %2)")
                                  .arg(describe(*it), pageKeys().join(QStringLiteral(", "))));
        doc.page = *page;
    }

    if (const auto it = o.constFind(kLectureKey); it != o.constEnd()) {
        if (!it->isArray())
            return fieldError(
                kLectureKey,
                QCoreApplication::translate("commviz::ui::ScenarioFile", "%1 is not an array").arg(describe(*it)));
        if (it->toArray().size() > kMaxLectureSteps)
            return fieldError(kLectureKey,
                              QCoreApplication::translate("commviz::ui::ScenarioFile",
                                                          "%1 steps are more than a scenario file holds (%2)")
                                  .arg(it->toArray().size())
                                  .arg(kMaxLectureSteps));
        doc.lectureSteps = it->toArray();
    }

    // The checks above mirror SPEC.md field by field; core's own validate() is the last word, so the two
    // can never disagree about what a model accepts.
    const Result<Scenario> valid = validate(doc.scenario);
    if (!valid.ok())
        return valid.forward<ScenarioDocument>();
    return doc;
}

} // namespace

namespace {

// Qt refuses a valid JSON number that no double holds (1e400, a 10,000-digit integer) as an "illegal number":
// say instead that the value is out of range, under its key, as a value too large for the key's range would be.
std::optional<Error> outOfRangeError(const QByteArray &json, const QJsonParseError &parseError)
{
    const std::optional<NumberOutOfRange> n = numberOutOfRange(json, parseError);
    if (!n)
        return std::nullopt;
    if (n->key.isEmpty())
        return fileError(QCoreApplication::translate("commviz::ui::ScenarioFile",
                                                     "the file holds a number out of range (%1 at offset %2)")
                             .arg(n->shown)
                             .arg(parseError.offset));
    const std::optional<Param> param = findParameterByKey(n->key.toStdString());
    if (param && parameter(*param).kind == ParamKind::Switch) // no number is, too small or too large
        return fieldError(
            n->key, QCoreApplication::translate("commviz::ui::ScenarioFile", "%1 is not true or false").arg(n->shown));
    if (param && n->tooLarge) {
        Scenario unused;
        const double largest = (n->negative ? -1 : 1) * std::numeric_limits<double>::max();
        if (std::optional<Error> e = readField(parameter(*param), largest, unused, n->shown))
            return e;
    }
    return fieldError(n->key,
                      n->tooLarge
                          ? QCoreApplication::translate("commviz::ui::ScenarioFile",
                                                        "%1 is out of range: no number beyond ±1.8e308 can be read")
                                .arg(n->shown)
                          : QCoreApplication::translate("commviz::ui::ScenarioFile",
                                                        "%1 is out of range: it is too close to 0 to be read (write 0)")
                                .arg(n->shown));
}

} // namespace

Result<ScenarioDocument> parseScenario(const QByteArray &bytes)
{
    const QByteArray json = asUtf8(bytes);
    if (json.trimmed().isEmpty())
        return fileError(QCoreApplication::translate("commviz::ui::ScenarioFile", "the file is empty"));
    QJsonParseError parseError;
    const QJsonDocument jsonDoc = QJsonDocument::fromJson(json, &parseError);
    if (std::optional<Error> e = outOfRangeError(json, parseError))
        return *e;
    if (parseError.error != QJsonParseError::NoError)
        return fileError(
            QCoreApplication::translate("commviz::ui::ScenarioFile", "the file is not valid JSON (%1 at offset %2)")
                .arg(parseError.errorString())
                .arg(parseError.offset));
    if (!jsonDoc.isObject())
        return fileError(QCoreApplication::translate(
            "commviz::ui::ScenarioFile", "the file holds a JSON array; a scenario file is a JSON object ({...})"));
    return parseObject(jsonDoc.object());
}

Result<ScenarioDocument> readScenarioFile(const QString &path)
{
    const ReadFile file = readRegularFile(path, kMaxFileBytes,
                                          QCoreApplication::translate("commviz::ui::ScenarioFile", "a scenario file"));
    if (file.problem)
        return fileError(*file.problem);
    return parseScenario(file.bytes);
}

QJsonObject inputsToJson(const Scenario &s)
{
    QJsonObject o;
    for (const ParamInfo &info : parameters())
        o.insert(QString::fromLatin1(info.key.data(), qsizetype(info.key.size())), fieldJson(info, s));
    return o;
}

QJsonObject scenarioToJson(const ScenarioDocument &doc)
{
    QJsonObject o;
    o.insert(kVersionKey, kScenarioFormatVersion);
    o.insert(kPageKey, pageKey(doc.page));
    const QJsonObject inputs = inputsToJson(doc.scenario);
    for (auto it = inputs.begin(); it != inputs.end(); ++it)
        o.insert(it.key(), it.value());
    if (!doc.lectureSteps.isEmpty())
        o.insert(kLectureKey, doc.lectureSteps);
    return o;
}

std::optional<QString> scenarioFileBytes(const ScenarioDocument &doc, QByteArray *bytes)
{
    const QJsonObject object = scenarioToJson(doc);
    const Result<ScenarioDocument> readBack = parseObject(object);
    if (!readBack.ok())
        return QCoreApplication::translate("commviz::ui::ScenarioFile", "not saved: %1")
            .arg(coreText(readBack.error().message));
    // Reading refuses a larger file, so writing one would save what cannot be opened again; the count comes
    // first, so a refused save never builds the text (deeply nested steps would make gigabytes of it).
    const QString tooLarge =
        QCoreApplication::translate("commviz::ui::ScenarioFile",
                                    "not saved: the file would be larger than a scenario file can be (%1 MiB)")
            .arg(kMaxFileBytes / (qint64(1024) * 1024));
    if (indentedJsonSizeAtMost(object, kMaxFileBytes) > kMaxFileBytes)
        return tooLarge;
    *bytes = QJsonDocument(object).toJson(QJsonDocument::Indented);
    if (bytes->size() > kMaxFileBytes)
        return tooLarge;
    return std::nullopt;
}

std::optional<QString> writeScenarioFile(const QString &path, const ScenarioDocument &doc)
{
    QByteArray bytes;
    if (std::optional<QString> problem = scenarioFileBytes(doc, &bytes))
        return problem;
    return writeFileAtomically(path, bytes);
}

} // namespace commviz::ui
