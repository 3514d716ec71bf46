// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// JSON numbers that no double holds (commviz/jsonnumbers.h): which tokens are numbers and whether a double holds
// them, how they are shown, which key they belong to; and an nccl-tests -J file with one such number is refused as
// out of range, naming the key, instead of as "no table found".
#include "commviz/jsonnumbers.h"
#include "commviz/measure.h"

#include <QTest>

using namespace commviz;

Q_DECLARE_METATYPE(commviz::JsonNumberRange)

class TestJsonNumbers : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void tokensAreClassifiedByGrammarAndRange_data();
    void tokensAreClassifiedByGrammarAndRange();
    void longNumbersAreShownCompactly_data();
    void longNumbersAreShownCompactly();
    void theKeyIsTheInnermostMemberHoldingTheNumber();
    void anNcclJsonFileWithANumberOutOfRangeSaysSo_data();
    void anNcclJsonFileWithANumberOutOfRangeSaysSo();
};

void TestJsonNumbers::tokensAreClassifiedByGrammarAndRange_data()
{
    QTest::addColumn<QByteArray>("token");
    QTest::addColumn<JsonNumberRange>("range");
    using R = JsonNumberRange;
    QTest::newRow("1") << QByteArray("1") << R::Fits;
    QTest::newRow("-0.5e-3") << QByteArray("-0.5e-3") << R::Fits;
    QTest::newRow("the largest double") << QByteArray("1.7976931348623157e308") << R::Fits;
    QTest::newRow("a denormal") << QByteArray("4.9e-324") << R::Fits;
    QTest::newRow("0e999999") << QByteArray("0e999999") << R::Fits;
    QTest::newRow("1e400") << QByteArray("1e400") << R::TooLarge;
    QTest::newRow("-1e400") << QByteArray("-1e400") << R::TooLarge;
    QTest::newRow("just above the largest") << QByteArray("1.7976931348623159e308") << R::TooLarge;
    QTest::newRow("10,000 digits") << ("1" + QByteArray(9999, '0')) << R::TooLarge;
    QTest::newRow("an exponent of 30 digits") << QByteArray("1e999999999999999999999999999999") << R::TooLarge;
    QTest::newRow("1e-400") << QByteArray("1e-400") << R::TooSmall;
    QTest::newRow("0.000…001 (500 zeros)") << ("0." + QByteArray(500, '0') + "1") << R::TooSmall;
    QTest::newRow("1e") << QByteArray("1e") << R::NotANumber;
    QTest::newRow("-") << QByteArray("-") << R::NotANumber;
    QTest::newRow("01") << QByteArray("01") << R::NotANumber;
    QTest::newRow("1.") << QByteArray("1.") << R::NotANumber;
    QTest::newRow("+1") << QByteArray("+1") << R::NotANumber;
    QTest::newRow("1e+-3") << QByteArray("1e+-3") << R::NotANumber;
    QTest::newRow("empty") << QByteArray() << R::NotANumber;
}

void TestJsonNumbers::tokensAreClassifiedByGrammarAndRange()
{
    QFETCH(QByteArray, token);
    QFETCH(JsonNumberRange, range);
    QCOMPARE(jsonNumberRange(std::string_view(token.constData(), std::size_t(token.size()))), range);
}

void TestJsonNumbers::longNumbersAreShownCompactly_data()
{
    QTest::addColumn<QByteArray>("token");
    QTest::addColumn<QString>("shown");
    QTest::newRow("short: as written") << QByteArray("1e400") << "1e400";
    QTest::newRow("10,000 digits") << ("1" + QByteArray(9999, '0')) << "1e9999";
    QTest::newRow("400 digits") << ("-123" + QByteArray(397, '4')) << "-1.23e399";
    QTest::newRow("a long fraction") << ("0." + QByteArray(500, '0') + "25") << "2.5e-501";
    QTest::newRow("a long mantissa with an exponent") << QByteArray("123456789.123456789e400") << "1.23e408";
    QTest::newRow("not a number, cut") << QByteArray("1eeeeeeeeeeeeeeeeeeeeeeeee") << "1eeeeeeeeeeeeeee…";
}

void TestJsonNumbers::longNumbersAreShownCompactly()
{
    QFETCH(QByteArray, token);
    QFETCH(QString, shown);
    QCOMPARE(QString::fromStdString(compactJsonNumber(std::string_view(token.constData(), std::size_t(token.size())))),
             shown);
}

void TestJsonNumbers::theKeyIsTheInnermostMemberHoldingTheNumber()
{
    const std::string text = R"({"a": 1, "b": {"c": [1, {"d": 2}, 3], "e": "x:y", "f\"g": 4}, "h": 5})";
    const auto keyAt = [&](std::string_view needle, std::size_t from = 0) {
        return jsonKeyAt(text, text.find(needle, from));
    };
    QCOMPARE(keyAt("1"), std::string("a"));
    QCOMPARE(jsonKeyAt(text, text.find("[1") + 1), std::string("c"));
    QCOMPARE(keyAt("2"), std::string("d"));
    QCOMPARE(keyAt("3"), std::string("c"));    // after the inner object closes
    QCOMPARE(keyAt("4"), std::string("f\"g")); // an escaped quote as a quote
    QCOMPARE(keyAt("5"), std::string("h"));
    QCOMPARE(jsonKeyAt("[1e400]", 1), std::string());
    QCOMPARE(jsonNumberEndingAt(R"({"x": 1e400})", 11), std::string_view("1e400"));
}

void TestJsonNumbers::anNcclJsonFileWithANumberOutOfRangeSaysSo_data()
{
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QString>("warning");
    QTest::newRow("time 1e400") << QByteArray("1e400")
                                << "time: 1e400 is out of range: no number beyond ±1.8e308 can be read";
    QTest::newRow("time of 10,000 digits")
        << ("9" + QByteArray(9999, '9')) << "time: 9.99e9999 is out of range: no number beyond ±1.8e308 can be read";
    QTest::newRow("time 1e-400") << QByteArray("1e-400")
                                 << "time: 1e-400 is out of range: it is too close to 0 to be read (write 0)";
}

void TestJsonNumbers::anNcclJsonFileWithANumberOutOfRangeSaysSo()
{
    QFETCH(QByteArray, value);
    QFETCH(QString, warning);
    const QByteArray json =
        R"({"version":2,"args":["./build/all_reduce_perf"],"config":{"nthreads":1,"ngpus":2,"devices":[{"rank":0}]},)"
        R"("results":[{"size":1048576,"out_of_place":{"time":)" +
        value + R"(,"alg_bw":1,"bus_bw":1}}]})";
    const ParseResult r = parseMeasurements(std::string_view(json.constData(), std::size_t(json.size())));
    QVERIFY(r.tables.empty());
    QCOMPARE(r.warnings.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(r.warnings.front().english()), warning);
}

QTEST_APPLESS_MAIN(TestJsonNumbers)
#include "test_jsonnumbers.moc"
