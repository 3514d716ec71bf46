// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lecturequestion.h"

#include "coretext.h"

#include "commviz/evaluation.h"
#include "commviz/units.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>
#include <functional>
#include <vector>

namespace commviz::ui {
namespace {

const char *const kContext = "commviz::ui::LectureQuestion";

struct QuantityRow {
    QString key;
    const char *name; // QT_TRANSLATE_NOOP in kContext
    Quantity unit;
    std::function<Result<double>(const Evaluation &)> value;
};

Result<double> total(const Result<Cost> &c)
{
    if (!c.ok())
        return c.forward<double>();
    return c.value().total_s();
}

const std::vector<QuantityRow> &rows()
{
    static const std::vector<QuantityRow> table = [] {
        std::vector<QuantityRow> t{
            {"crossover_bytes", QT_TRANSLATE_NOOP("commviz::ui::LectureQuestion", "crossover n* = α·β"), Quantity::Size,
             [](const Evaluation &e) { return e.crossover; }},
            {"bubble", QT_TRANSLATE_NOOP("commviz::ui::LectureQuestion", "pipeline bubble (eq. 10)"),
             Quantity::Fraction, [](const Evaluation &e) { return e.bubble; }},
            {"bubble_interleaved", QT_TRANSLATE_NOOP("commviz::ui::LectureQuestion", "interleaved pipeline bubble"),
             Quantity::Fraction, [](const Evaluation &e) { return e.bubbleInterleaved; }},
            {"compression_speedup", QT_TRANSLATE_NOOP("commviz::ui::LectureQuestion", "compression speed-up"),
             Quantity::Ratio,
             [](const Evaluation &e) -> Result<double> {
                 if (!e.compression.ok())
                     return e.compression.forward<double>();
                 return e.compression.value().speedup;
             }},
            {"buckets_finish_s", QT_TRANSLATE_NOOP("commviz::ui::LectureQuestion", "step finish with buckets of b"),
             Quantity::Time,
             [](const Evaluation &e) -> Result<double> {
                 if (!e.buckets.ok())
                     return e.buckets.forward<double>();
                 return e.buckets.value().finish_s;
             }},
            {"best_buckets_finish_s",
             QT_TRANSLATE_NOOP("commviz::ui::LectureQuestion", "step finish, best bucket count"), Quantity::Time,
             [](const Evaluation &e) -> Result<double> {
                 if (!e.bestBuckets.ok())
                     return e.bestBuckets.forward<double>();
                 return e.bestBuckets.value().finish_s;
             }},
            {"pipelined_tree_s", QT_TRANSLATE_NOOP("commviz::ui::LectureQuestion", "pipelined tree AllReduce time"),
             Quantity::Time,
             [](const Evaluation &e) -> Result<double> {
                 if (!e.pipelinedTree.ok())
                     return e.pipelinedTree.forward<double>();
                 return e.pipelinedTree.value().cost.total_s();
             }},
        };
        // Every textbook collective's time, as eval's JSON names it ("allreduce_ring" → "allreduce_ring_s").
        for (Algorithm a : allAlgorithms())
            t.push_back({QString::fromStdString(algorithmKey(a) + "_s"), nullptr, Quantity::Time,
                         [a](const Evaluation &e) { return total(e.cost(a)); }});
        return t;
    }();
    return table;
}

const QuantityRow *row(const QString &key)
{
    for (const QuantityRow &r : rows())
        if (r.key == key)
            return &r;
    return nullptr;
}

Error questionError(const QString &message)
{
    return Error{"question", verbatim(message)};
}

QString translated(const char *text)
{
    return QCoreApplication::translate(kContext, text);
}

QString formatted(Quantity unit, double v)
{
    return QString::fromStdString(unit == Quantity::Fraction ? formatPercent(v) : formatQuantity(unit, v));
}

} // namespace

QStringList numberQuantities()
{
    QStringList keys;
    for (const QuantityRow &r : rows())
        keys << r.key;
    return keys;
}

QString quantityName(const QString &key)
{
    const QuantityRow *r = row(key);
    if (r == nullptr)
        return key;
    if (r->name != nullptr)
        return translated(r->name);
    return QCoreApplication::translate("commviz::ui::LectureQuestion", "%1 time").arg(key.chopped(2));
}

Result<double> quantityValue(const QString &key, const Scenario &s)
{
    const QuantityRow *r = row(key);
    if (r == nullptr)
        return questionError(QCoreApplication::translate("commviz::ui::LectureQuestion",
                                                         "question.quantity: \"%1\" is not a quantity (one of: %2)")
                                 .arg(key, numberQuantities().join(", ")));
    return r->value(evaluate(s));
}

Result<QString> quantityText(const QString &key, const Scenario &s)
{
    const Result<double> v = quantityValue(key, s);
    if (!v.ok())
        return v.forward<QString>();
    return formatted(row(key)->unit, v.value());
}

QString questionAnswerText(const LectureQuestion &q, const Scenario &s)
{
    if (q.isChoice()) // translated as the choices are (a lecturer's own text stays as typed)
        return q.answer >= 0 && q.answer < q.choices.size()
                   ? QCoreApplication::translate("commviz::ui::LectureStep",
                                                 q.choices.at(q.answer).toUtf8().constData())
                   : QString();
    const Result<QString> text = quantityText(q.quantity, s);
    return text.ok() ? text.value() : coreText(text.explanation());
}

QJsonObject lectureQuestionToJson(const LectureQuestion &q)
{
    QJsonObject o{{"text", q.text}};
    if (q.isChoice()) {
        o.insert("choices", QJsonArray::fromStringList(q.choices));
        o.insert("answer", q.answer);
    } else {
        o.insert("quantity", q.quantity);
    }
    if (!q.reason.isEmpty())
        o.insert("reason", q.reason);
    if (!q.veil.isEmpty())
        o.insert("veil", QJsonArray::fromStringList(q.veil));
    return o;
}

Result<LectureQuestion> lectureQuestionFromJson(const QJsonValue &value)
{
    if (!value.isObject())
        return questionError(
            QCoreApplication::translate("commviz::ui::LectureQuestion",
                                        "question: not an object (it needs \"text\" and \"choices\" or \"quantity\")"));
    const QJsonObject o = value.toObject();
    static const QStringList known{"text", "choices", "answer", "quantity", "reason", "veil"};
    for (const QString &key : o.keys())
        if (!known.contains(key))
            return questionError(
                QCoreApplication::translate("commviz::ui::LectureQuestion", "question.%1: unknown key (known: %2)")
                    .arg(key, known.join(", ")));
    LectureQuestion q;
    const QJsonValue text = o.value("text");
    if (!text.isString() || text.toString().trimmed().isEmpty())
        return questionError(QCoreApplication::translate(
            "commviz::ui::LectureQuestion", "question.text: a question needs its text (a non-empty string)"));
    q.text = text.toString();
    const QJsonValue reason = o.value("reason");
    if (!reason.isUndefined() && !reason.isString())
        return questionError(
            QCoreApplication::translate("commviz::ui::LectureQuestion", "question.reason: not a string"));
    q.reason = reason.toString();
    const QJsonValue veil = o.value("veil");
    if (!veil.isUndefined()) {
        if (!veil.isArray())
            return questionError(QCoreApplication::translate("commviz::ui::LectureQuestion",
                                                             "question.veil: not a list of chart names"));
        const QJsonArray names = veil.toArray();
        for (const auto &name : names) {
            if (!name.isString() || name.toString().isEmpty())
                return questionError(QCoreApplication::translate(
                    "commviz::ui::LectureQuestion", "question.veil: every entry must be a chart's name (a string)"));
            q.veil << name.toString();
        }
    }
    const bool hasChoices = o.contains("choices");
    const bool hasQuantity = o.contains("quantity");
    if (hasChoices == hasQuantity)
        return questionError(QCoreApplication::translate(
                                 "commviz::ui::LectureQuestion",
                                 "question: it needs either \"choices\" (multiple choice) or \"quantity\" (a number "
                                 "to guess), not %1")
                                 .arg(hasChoices
                                          ? QCoreApplication::translate("commviz::ui::LectureQuestion", "both")
                                          : QCoreApplication::translate("commviz::ui::LectureQuestion", "neither")));
    if (hasQuantity) {
        const QJsonValue quantity = o.value("quantity");
        if (!quantity.isString() || row(quantity.toString()) == nullptr)
            return questionError(QCoreApplication::translate("commviz::ui::LectureQuestion",
                                                             "question.quantity: \"%1\" is not a quantity (one of: %2)")
                                     .arg(quantity.isString() ? quantity.toString()
                                                              : QCoreApplication::translate(
                                                                    "commviz::ui::LectureQuestion", "not a string"),
                                          numberQuantities().join(", ")));
        if (o.contains("answer"))
            return questionError(QCoreApplication::translate(
                "commviz::ui::LectureQuestion",
                "question.answer: a number to guess takes its answer from core, not from the file"));
        q.quantity = quantity.toString();
        return q;
    }
    const QJsonValue choices = o.value("choices");
    if (!choices.isArray() || choices.toArray().size() < kMinChoices || choices.toArray().size() > kMaxChoices)
        return questionError(QCoreApplication::translate("commviz::ui::LectureQuestion",
                                                         "question.choices: %1 to %2 answers (a list of strings)")
                                 .arg(kMinChoices)
                                 .arg(kMaxChoices));
    const QJsonArray list = choices.toArray();
    for (const auto &c : list) {
        if (!c.isString() || c.toString().trimmed().isEmpty())
            return questionError(QCoreApplication::translate(
                "commviz::ui::LectureQuestion", "question.choices: every answer must be a non-empty string"));
        q.choices << c.toString();
    }
    const QJsonValue answer = o.value("answer");
    const double index = answer.toDouble(-1);
    if (!answer.isDouble() || index != std::floor(index) || index < 0 || index >= q.choices.size())
        return questionError(QCoreApplication::translate("commviz::ui::LectureQuestion",
                                                         "question.answer: the correct choice's index, 0 to %1")
                                 .arg(q.choices.size() - 1));
    q.answer = static_cast<int>(index);
    return q;
}

} // namespace commviz::ui
