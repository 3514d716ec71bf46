// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Scenario files: what is written reads back exactly, and every kind of bad file is refused with a message that
// names the field, leaving the current document and the file as they were. Saving on disk is test_scenariosave.
#include "randomscenario.h"
#include "scenariofiletest.h"
#include "testutil.h"

#include "cli.h"
#include "scenariofile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using commviz::Scenario;
using commviz::ui::ScenarioDocument;
using scenariofiletest::exampleDocument;
using scenariofiletest::firstDifference;
using scenariofiletest::readBytes;
using scenariofiletest::writeBytes;

Q_DECLARE_METATYPE(commviz::ui::ScenarioDocument)

namespace {

ScenarioDocument randomDocument(testutil::Random &r)
{
    const auto logUniform = [&r](double lo, double hi) { return r.logUniform(lo, hi); };
    const auto uniformInt = [&r](int lo, int hi) { return r.uniformInt(lo, hi); };
    ScenarioDocument doc;
    Scenario &s = doc.scenario;
    // Zero is a legal α, size and codec time; hit it now and then.
    s.inter.alpha_s = uniformInt(0, 9) == 0 ? 0.0 : logUniform(1e-9, 1e-3);
    s.inter.beta_Bps = logUniform(1e6, 1e13);
    s.gpus = uniformInt(1, 100000);
    s.size_bytes = uniformInt(0, 9) == 0 ? 0.0 : logUniform(1, 1e12);
    s.gpus_per_node = uniformInt(1, 64);
    s.intra.alpha_s = logUniform(1e-10, 1e-4);
    s.intra.beta_Bps = logUniform(1e8, 1e13);
    s.stages = uniformInt(1, 256);
    s.microbatches = uniformInt(1, 4096);
    s.virtual_stages = uniformInt(1, 16);
    s.ratio = logUniform(1, 1e4);
    s.codec_s = uniformInt(0, 9) == 0 ? 0.0 : logUniform(1e-7, 1);
    const auto &pages = commviz::ui::pageInfos();
    doc.page = pages.at(std::size_t(uniformInt(0, int(pages.size()) - 1))).id;
    return doc;
}

QByteArray withField(const QByteArray &key, const QByteArray &jsonValue)
{
    return "{\"version\": 1, \"" + key + "\": " + jsonValue + "}";
}

const char *const kNumberKeys[] = {"alpha_s",       "beta_Bps",       "gpus",           "size_bytes",
                                   "gpus_per_node", "intra_alpha_s",  "intra_beta_Bps", "stages",
                                   "microbatches",  "virtual_stages", "ratio",          "codec_s"};

} // namespace

class TestScenarioFile : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void aFileWithOnlyAVersionHoldsTheSpecDefaults()
    {
        const auto r = commviz::ui::parseScenario(R"({"version": 1})");
        QVERIFY2(r.ok(), r.explanation().english().c_str());
        VERIFY_SAME_SCENARIO(r.value().scenario, Scenario{});
        QCOMPARE(r.value().page, commviz::ui::PageId::P2p);
        QVERIFY(r.value().lectureSteps.isEmpty());
    }

    void missingKeysKeepTheirDefaultsWhileGivenOnesAreRead()
    {
        const auto r = commviz::ui::parseScenario(R"({"version": 1, "gpus": 64, "page": "selection"})");
        QVERIFY2(r.ok(), r.explanation().english().c_str());
        Scenario expected;
        expected.gpus = 64;
        VERIFY_SAME_SCENARIO(r.value().scenario, expected);
        QCOMPARE(r.value().page, commviz::ui::PageId::Selection);
    }

    void unknownKeysAreIgnored()
    {
        const auto r = commviz::ui::parseScenario(
            R"({"version": 1, "gpus": 32, "comment": "from Alice", "future_knob": [1, 2], "colour": {"a": 1}})");
        QVERIFY2(r.ok(), r.explanation().english().c_str());
        QCOMPARE(r.value().scenario.gpus, 32);
    }

    void theFileUsesEvalsInputKeysPlusVersionAndPage()
    {
        const QJsonObject written = commviz::ui::scenarioToJson(ScenarioDocument{});
        QStringList expected = commviz::ui::inputsToJson(Scenario{}).keys();
        expected << QStringLiteral("page") << QStringLiteral("version");
        expected.sort();
        QCOMPARE(written.keys(), expected);
        QCOMPARE(written.value(QStringLiteral("version")).toInt(), commviz::ui::kScenarioFormatVersion);
        // Counts are written as integers, not 256.0.
        const QByteArray text = QJsonDocument(written).toJson(QJsonDocument::Compact);
        QVERIFY2(text.contains("\"gpus\":256,"), text.constData());
    }

    void roundTrip_data()
    {
        QTest::addColumn<ScenarioDocument>("doc");
        QTest::newRow("defaults") << ScenarioDocument{};
        QTest::newRow("a non-default scenario on the pipeline page") << exampleDocument();

        ScenarioDocument awkward;
        awkward.scenario.inter.alpha_s = 0.1 + 0.2; // not representable in short decimal
        awkward.scenario.size_bytes = 0;
        awkward.scenario.codec_s = 0;
        awkward.scenario.ratio = 1;
        awkward.scenario.gpus = 1000000000;
        awkward.scenario.intra.alpha_s = 5e-324; // the smallest positive double
        awkward.scenario.intra.beta_Bps = 1;     // the smallest bandwidth commviz accepts (README, "Limits")
        awkward.page = commviz::ui::PageId::Compression;
        QTest::newRow("limits and awkward doubles") << awkward;

        ScenarioDocument lecture = exampleDocument();
        lecture.lectureSteps = QJsonArray{QJsonObject{{"say", "Ring AllReduce, 中文"}, {"gpus", 8}}, QJsonArray{1, 2},
                                          QStringLiteral("free text")};
        QTest::newRow("lecture steps come back untouched") << lecture;
    }

    void roundTrip()
    {
        QFETCH(ScenarioDocument, doc);
        const QString path = m_dir.filePath(QStringLiteral("roundtrip.json"));
        const auto error = commviz::ui::writeScenarioFile(path, doc);
        QVERIFY2(!error, qPrintable(error.value_or(QString())));
        const auto r = commviz::ui::readScenarioFile(path);
        QVERIFY2(r.ok(), r.explanation().english().c_str());
        VERIFY_SAME_SCENARIO(r.value().scenario, doc.scenario);
        QCOMPARE(r.value().page, doc.page);
        QCOMPARE(r.value().lectureSteps, doc.lectureSteps);
    }

    void roundTripOverRandomScenarios()
    {
        const QString path = m_dir.filePath(QStringLiteral("random.json"));
        testutil::Random random(20261129);
        for (int i = 0; i < 300; ++i) {
            const ScenarioDocument doc = randomDocument(random);
            const QString where = QStringLiteral("seed %1, set %2").arg(random.seed()).arg(i);
            const auto error = commviz::ui::writeScenarioFile(path, doc);
            QVERIFY2(!error, qPrintable(where + ": " + error.value_or(QString())));
            const auto r = commviz::ui::readScenarioFile(path);
            QVERIFY2(r.ok(), qPrintable(where + ": " + QString::fromStdString(r.explanation().english())));
            const QString diff = firstDifference(r.value().scenario, doc.scenario);
            QVERIFY2(diff.isEmpty(), qPrintable(where + ": " + diff));
            QCOMPARE(r.value().page, doc.page);
        }
    }

    void malformedFilesAreRefusedWithTheirMessage_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("parameter");
        QTest::addColumn<QString>("message");

        const QString file = QStringLiteral("file");
        QTest::newRow("not JSON") << QByteArray("gpus = 256\n") << file
                                  << "the file is not valid JSON (illegal value at offset 1)";
        QTest::newRow("empty file") << QByteArray("\n") << file << "the file is empty";
        QTest::newRow("truncated file") << QByteArray(R"({"version": 1, "page": "collectives",)") << file
                                        << "the file is not valid JSON (unterminated object at offset 37)";
        // Not a raw string: moc 6.4 drops the whole class when a raw string holds an odd number of quotes.
        QTest::newRow("truncated inside a string") << QByteArray("{\"version\": 1, \"page\": \"collec") << file
                                                   << "the file is not valid JSON (unterminated string at offset 31)";
        QTest::newRow("number too large for a double") << withField("size_bytes", "1e999") << "size_bytes"
                                                       << "size_bytes: 1e999 is out of range: it must be at most 1 EB";
        QTest::newRow("array instead of object")
            << QByteArray(R"([{"version": 1}])") << file
            << "the file holds a JSON array; a scenario file is a JSON object ({...})";

        for (const char *key : kNumberKeys) {
            QTest::addRow("wrong type: %s is a string", key) << withField(key, "\"many\"") << QString(key)
                                                             << QStringLiteral("%1: \"many\" is not a number").arg(key);
        }
        QTest::newRow("wrong type: a boolean") << withField("ratio", "true") << "ratio"
                                               << "ratio: true is not a number";
        QTest::newRow("wrong type: null") << withField("codec_s", "null") << "codec_s"
                                          << "codec_s: null is not a number";
        QTest::newRow("wrong type: an array") << withField("gpus", "[256]") << "gpus"
                                              << "gpus: an array is not a number";
        QTest::newRow("wrong type: an object") << withField("beta_Bps", R"({"value": 5})") << "beta_Bps"
                                               << "beta_Bps: an object is not a number";
        QTest::newRow("wrong type: a number with its unit as text")
            << withField("beta_Bps", R"("50 GB/s")") << "beta_Bps"
            << "beta_Bps: \"50 GB/s\" is not a number";

        const struct {
            const char *key;
            const char *value;
            const char *rule;
        } outOfRange[] = {
            {"alpha_s", "-1e-6", "it must be ≥ 0"},
            {"beta_Bps", "-5", "it must be > 0"},
            {"beta_Bps", "0", "it must be > 0"},
            {"gpus", "0", "it must be a whole number from 1 to 1000000000"},
            {"gpus", "2000000000", "it must be a whole number from 1 to 1000000000"},
            {"size_bytes", "-1", "it must be ≥ 0"},
            {"gpus_per_node", "-8", "it must be a whole number from 1 to 1000000000"},
            {"intra_alpha_s", "-0.5", "it must be ≥ 0"},
            {"intra_beta_Bps", "0", "it must be > 0"},
            {"stages", "0", "it must be a whole number from 1 to 1000000000"},
            {"microbatches", "-3", "it must be a whole number from 1 to 1000000000"},
            {"virtual_stages", "0", "it must be a whole number from 1 to 1000000000"},
            {"ratio", "0.5", "it must be ≥ 1"},
            {"codec_s", "-0.002", "it must be ≥ 0"},
        };
        for (const auto &c : outOfRange) {
            QTest::addRow("out of range: %s = %s", c.key, c.value)
                << withField(c.key, c.value) << QString(c.key)
                << QStringLiteral("%1: %2 is out of range: %3").arg(c.key, c.value, QString::fromUtf8(c.rule));
        }

        for (const char *key : {"gpus", "gpus_per_node", "stages", "microbatches", "virtual_stages"}) {
            QTest::addRow("fractional %s", key)
                << withField(key, "2.5") << QString(key) << QStringLiteral("%1: 2.5 is not a whole number").arg(key);
        }

        QTest::newRow("newer format version")
            << QByteArray(R"({"version": 2, "gpus": 256})") << "version"
            << "version: this file was written by a newer commviz (format version 2; this one reads 1)";
        QTest::newRow("no format version")
            << QByteArray(R"({"gpus": 256})") << "version"
            << "version: missing; a commviz scenario file starts with {\"version\": 1, ...}";
        QTest::newRow("format version as text") << QByteArray(R"({"version": "1"})") << "version"
                                                << "version: \"1\" is not a number";
        QTest::newRow("format version 0") << QByteArray(R"({"version": 0})") << "version"
                                          << "version: 0 is out of range: format versions start at 1";
        QTest::newRow("fractional format version") << QByteArray(R"({"version": 1.5})") << "version"
                                                   << "version: 1.5 is not a whole number";
        QTest::newRow("unknown page")
            << withField("page", "\"charts\"") << "page"
            << "page: \"charts\" is not a page commviz knows (expected one of p2p, collectives, selection, "
               "pipeline, compression, buckets, algorithms, measured, cluster, step)";
        QTest::newRow("a page with a line break")
            << withField("page", R"("p2p\ncharts")") << "page"
            << "page: \"p2p?charts\" is not a page commviz knows (expected one of p2p, collectives, selection, "
               "pipeline, compression, buckets, algorithms, measured, cluster, step)";
        QTest::newRow("page as a number")
            << withField("page", "3") << "page"
            << "page: 3 is not a page commviz knows (expected one of p2p, collectives, selection, pipeline, "
               "compression, buckets, algorithms, measured, cluster, step)";
        QTest::newRow("lecture steps not an array") << withField("lecture_steps", "\"step 1\"") << "lecture_steps"
                                                    << "lecture_steps: \"step 1\" is not an array";

        // Valid JSON numbers that no double holds: out of range under their key, not an "illegal number".
        const QByteArray tenThousandDigits = "1" + QByteArray(9999, '0');
        QTest::newRow("gpus = 1e400") << withField("gpus", "1e400") << "gpus"
                                      << "gpus: 1e400 is out of range: it must be a whole number from 1 to 1000000000";
        QTest::newRow("gpus = a 10,000-digit number")
            << withField("gpus", tenThousandDigits) << "gpus"
            << "gpus: 1e9999 is out of range: it must be a whole number from 1 to 1000000000";
        QTest::newRow("alpha_s = 1e400") << withField("alpha_s", "1e400") << "alpha_s"
                                         << "alpha_s: 1e400 is out of range: it must be at most 1000000 s";
        QTest::newRow("alpha_s = -1e400") << withField("alpha_s", "-1e400") << "alpha_s"
                                          << "alpha_s: -1e400 is out of range: it must be ≥ 0";
        QTest::newRow("beta_Bps = -123…(400 digits)")
            << withField("beta_Bps", "-123" + QByteArray(397, '4')) << "beta_Bps"
            << "beta_Bps: -1.23e399 is out of range: it must be > 0";
        QTest::newRow("codec_s = 1e-400")
            << withField("codec_s", "1e-400") << "codec_s"
            << "codec_s: 1e-400 is out of range: it is too close to 0 to be read (write 0)";
        QTest::newRow("in_network = 1e-400") // a switch: no number is right, so no "(write 0)"
            << withField("in_network", "1e-400") << "in_network"
            << "in_network: 1e-400 is not true or false";
        QTest::newRow("an unknown key = 1e400")
            << withField("comment", "1e400") << "comment"
            << "comment: 1e400 is out of range: no number beyond ±1.8e308 can be read";
        QTest::newRow("1e400 in a lecture step")
            << withField("lecture_steps", R"([{"title": "t", "page": "p2p", "size_bytes": 2e999}])") << "size_bytes"
            << "size_bytes: 2e999 is out of range: it must be at most 1 EB";
        QTest::newRow("a number out of range outside every object")
            << QByteArray("[1e400]") << file << "the file holds a number out of range (1e400 at offset 6)";
        QTest::newRow("an illegal number stays one")
            << withField("gpus", "1e") << file << "the file is not valid JSON (illegal number at offset 25)";
    }

    void malformedFilesAreRefusedWithTheirMessage()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, parameter);
        QFETCH(QString, message);

        const auto parsed = commviz::ui::parseScenario(bytes);
        QVERIFY(parsed.isError());
        QCOMPARE(QString::fromStdString(parsed.error().parameter), parameter);
        QCOMPARE(QString::fromStdString(parsed.error().message.english()), message);

        // Through a file too, the way the window opens one: the current document is replaced only on
        // success, and the file on disk is left as it was.
        const QString path = m_dir.filePath(QStringLiteral("bad.json"));
        QVERIFY(writeBytes(path, bytes));
        ScenarioDocument current = exampleDocument();
        const auto read = commviz::ui::readScenarioFile(path);
        if (read.ok())
            current = read.value();
        QVERIFY(read.isError());
        QCOMPARE(QString::fromStdString(read.error().message.english()), message);
        VERIFY_SAME_SCENARIO(current.scenario, exampleDocument().scenario);
        QCOMPARE(current.page, exampleDocument().page);
        QCOMPARE(readBytes(path), bytes);
    }

    // A save cut short by a crash (before QSaveFile, or a copy interrupted): every prefix of a real file
    // is refused as a whole, never read as a partial scenario.
    void aFileCutShortAnywhereIsRefused()
    {
        ScenarioDocument doc = exampleDocument();
        doc.lectureSteps = QJsonArray{QJsonObject{{"say", "hello"}}};
        const QByteArray whole = QJsonDocument(commviz::ui::scenarioToJson(doc)).toJson(QJsonDocument::Indented);
        const qsizetype lastBrace = whole.lastIndexOf('}');
        QVERIFY(lastBrace > 0);
        for (qsizetype cut = 0; cut < lastBrace; ++cut) {
            const auto r = commviz::ui::parseScenario(whole.left(cut));
            QVERIFY2(r.isError(), qPrintable(QStringLiteral("a file cut at byte %1 was accepted").arg(cut)));
            QCOMPARE(r.error().parameter, std::string("file"));
            const QString message = QString::fromStdString(r.error().message.english());
            QVERIFY2(message == QStringLiteral("the file is empty") ||
                         message.startsWith(QStringLiteral("the file is not valid JSON (")),
                     qPrintable(message));
        }
        QVERIFY(commviz::ui::parseScenario(whole).ok());
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestScenarioFile)
#include "test_scenariofile.moc"
