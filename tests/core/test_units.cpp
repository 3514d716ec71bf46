// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Unit parsing and formatting: every accepted form, and the message of each rejected form.
#include "randomscenario.h"
#include "testutil.h"

#include "commviz/units.h"

#include <QTest>

using namespace commviz;

Q_DECLARE_METATYPE(commviz::Quantity)

class TestUnits : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void printableTextKeepsLinesAndHidesControls();
    void parsesAcceptedForms_data();
    void parsesAcceptedForms();
    void rejectsWithAMessageNamingTheProblem_data();
    void rejectsWithAMessageNamingTheProblem();
    void formatsForPeople_data();
    void formatsForPeople();
    void fineTimesKeepTwoDecimalsBelowOneHundred_data();
    void fineTimesKeepTwoDecimalsBelowOneHundred();
    void formattedValuesParseBack();
    void aQuotedInputIsShortWhateverItsBytes();
};

void TestUnits::parsesAcceptedForms_data()
{
    QTest::addColumn<Quantity>("quantity");
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("expected");
    const auto t = Quantity::Time;
    const auto z = Quantity::Size;
    const auto b = Quantity::Bandwidth;
    QTest::newRow("5us") << t << "5us" << 5e-6;
    QTest::newRow("5 µs (micro sign)") << t << "5 µs" << 5e-6;
    QTest::newRow("5 μs (Greek mu)") << t << "5 μs" << 5e-6;
    QTest::newRow("500ns") << t << "500ns" << 500e-9;
    QTest::newRow("2 ms") << t << "2 ms" << 2e-3;
    QTest::newRow("1.5e-6s") << t << "1.5e-6s" << 1.5e-6;
    QTest::newRow("bare number is seconds") << t << "0.25" << 0.25;
    QTest::newRow("surrounding spaces") << t << "  7us " << 7e-6;
    QTest::newRow("50GB/s") << b << "50GB/s" << 50e9;
    QTest::newRow("400Gbps") << b << "400Gbps" << 50e9;
    QTest::newRow("400 Gb/s") << b << "400 Gb/s" << 50e9;
    QTest::newRow("100 Mbps") << b << "100 Mbps" << 12.5e6;
    QTest::newRow("5e10B/s") << b << "5e10B/s" << 5e10;
    QTest::newRow("12.5 GB/s") << b << "12.5 GB/s" << 12.5e9;
    QTest::newRow("1 GiB/s") << b << "1 GiB/s" << 1073741824.0;
    QTest::newRow("bare number is bytes per second") << b << "1e9" << 1e9;
    QTest::newRow("1GB") << z << "1GB" << 1e9;
    QTest::newRow("1GiB") << z << "1GiB" << 1073741824.0;
    QTest::newRow("250 KB") << z << "250 KB" << 250e3;
    QTest::newRow("250 kB") << z << "250 kB" << 250e3;
    QTest::newRow("4 MiB") << z << "4 MiB" << 4194304.0;
    QTest::newRow("1e9B") << z << "1e9B" << 1e9;
    QTest::newRow("bare number is bytes") << z << "4096" << 4096.0;
    QTest::newRow("zero bytes") << z << "0" << 0.0;
    QTest::newRow("2 TB") << z << "2 TB" << 2e12;
    QTest::newRow("ratio 64x") << Quantity::Ratio << "64x" << 64.0;
    QTest::newRow("ratio 8.2×") << Quantity::Ratio << "8.2×" << 8.2;
    QTest::newRow("count 256") << Quantity::Count << "256" << 256.0;
    QTest::newRow("count 70e9") << Quantity::Count << "70e9" << 70e9;
    QTest::newRow("count 70 B (billion)") << Quantity::Count << "70 B" << 70e9;
    QTest::newRow("count 405.9B") << Quantity::Count << "405.9B" << 405.9e9;
    QTest::newRow("count 989 T") << Quantity::Count << "989 T" << 989e12;
    QTest::newRow("count 8 M") << Quantity::Count << "8 M" << 8e6;
    QTest::newRow("count 64K") << Quantity::Count << "64K" << 64e3;
}

void TestUnits::parsesAcceptedForms()
{
    QFETCH(Quantity, quantity);
    QFETCH(QString, text);
    QFETCH(double, expected);
    const Result<double> r = parseQuantity(quantity, text.toStdString(), "value");
    QVERIFY2(r.ok(), r.explanation().english().c_str());
    COMPARE_REL(r.value(), expected, 1e-12);
}

void TestUnits::rejectsWithAMessageNamingTheProblem_data()
{
    QTest::addColumn<Quantity>("quantity");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty") << Quantity::Time << ""
                           << "alpha: \"\" is empty; enter a time, e.g. 5us, 500 ns, 2 ms or 1.5e-6s";
    QTest::newRow("words")
        << Quantity::Size << "lots"
        << "alpha: \"lots\" is not a size; use a number with a unit, e.g. 1GB, 250 KB, 1 GiB or 1e9B";
    QTest::newRow("unknown time unit") << Quantity::Time << "5 parsecs"
                                       << "alpha: \"5 parsecs\" has an unknown unit \"parsecs\" for a time; e.g. 5us, "
                                          "500 ns, 2 ms or 1.5e-6s";
    QTest::newRow("bandwidth unit on a size")
        << Quantity::Size << "5 GB/s"
        << "alpha: \"5 GB/s\" has an unknown unit \"GB/s\" for a size; e.g. 1GB, 250 KB, 1 GiB or 1e9B";
    QTest::newRow("negative") << Quantity::Bandwidth << "-5GB/s"
                              << "alpha: \"-5GB/s\" is negative; a bandwidth must be ≥ 0";
    QTest::newRow("infinity") << Quantity::Time << "inf"
                              << "alpha: \"inf\" is not a finite number";
    QTest::newRow("NaN") << Quantity::Time << "nan"
                         << "alpha: \"nan\" is not a finite number";
    QTest::newRow("overflow") << Quantity::Size << "1e308 TB"
                              << "alpha: \"1e308 TB\" is too large";
    QTest::newRow("ratio with a unit") << Quantity::Ratio << "64 GB"
                                       << "alpha: \"64 GB\" has an unknown unit \"GB\" for a number; e.g. 256 or 64x";
    // What was typed is quoted on one line and cut short (at a character boundary): a pasted log is not echoed.
    QTest::newRow("a line break inside") << Quantity::Time << "5\nparsecs\tx"
                                         << "alpha: \"5?parsecs?x\" has an unknown unit \"parsecs?x\" for a time; e.g. "
                                            "5us, 500 ns, 2 ms or 1.5e-6s";
    QTest::newRow("a pasted megabyte")
        << Quantity::Size << QString(1 << 20, 'x')
        << "alpha: \"" + QString(48, 'x') +
               "…\" is not a size; use a number with a unit, e.g. 1GB, 250 KB, 1 GiB or 1e9B";
    QTest::newRow("cut between characters, not inside one")
        << Quantity::Size << QString(47, 'x') + "µµµ"
        << "alpha: \"" + QString(47, 'x') +
               "µ…\" is not a size; use a number with a unit, e.g. 1GB, 250 KB, 1 GiB or 1e9B";
}

void TestUnits::rejectsWithAMessageNamingTheProblem()
{
    QFETCH(Quantity, quantity);
    QFETCH(QString, text);
    QFETCH(QString, message);
    const Result<double> r = parseQuantity(quantity, text.toStdString(), "alpha");
    QVERIFY(r.isError());
    QCOMPARE(QString::fromStdString(r.error().parameter), QString("alpha"));
    QCOMPARE(QString::fromStdString(r.error().message.english()), message);
}

void TestUnits::formatsForPeople_data()
{
    QTest::addColumn<Quantity>("quantity");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("expected");
    const auto t = Quantity::Time;
    QTest::newRow("42.4 ms") << t << 0.0423984375 << "42.4 ms";
    QTest::newRow("320.1 ms") << t << 0.32008 << "320.1 ms";
    QTest::newRow("3.17 ms") << t << 0.0031725 << "3.17 ms";
    QTest::newRow("5 µs") << t << 5e-6 << "5 µs";
    QTest::newRow("500 ns") << t << 500e-9 << "500 ns";
    QTest::newRow("rounds up to the next unit") << t << 999.99e-6 << "1 ms";
    QTest::newRow("seconds") << t << 12.5 << "12.5 s";
    QTest::newRow("zero time") << t << 0.0 << "0 ns";
    QTest::newRow("250 KB") << Quantity::Size << 250e3 << "250 KB";
    QTest::newRow("1 GB") << Quantity::Size << 1e9 << "1 GB";
    QTest::newRow("bytes") << Quantity::Size << 8.0 << "8 B";
    QTest::newRow("50 GB/s") << Quantity::Bandwidth << 50e9 << "50 GB/s";
    QTest::newRow("12.5 GB/s") << Quantity::Bandwidth << 12.5e9 << "12.5 GB/s";
    QTest::newRow("8.2×") << Quantity::Ratio << 8.199 << "8.2×";
    QTest::newRow("9×") << Quantity::Ratio << 9.0 << "9×";
    QTest::newRow("0.95×, a loss, not 1×") << Quantity::Ratio << 0.955 << "0.95×";
    QTest::newRow("1.04×") << Quantity::Ratio << 1.04 << "1.04×";
    QTest::newRow("1×") << Quantity::Ratio << 1.004 << "1×";
}

void TestUnits::fineTimesKeepTwoDecimalsBelowOneHundred_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("67.74 ms, where formatTime says 67.7 ms") << 0.0677395 << "67.74 ms";
    QTest::newRow("7.74 ms as formatTime") << 0.0077395 << "7.74 ms";
    QTest::newRow("140.8 ms: one decimal from 100") << 0.14078 << "140.8 ms";
    QTest::newRow("42.4 ms keeps no trailing zero") << 0.0424 << "42.4 ms";
    QTest::newRow("rounds up to the next unit") << 999.999e-6 << "1 ms";
}

void TestUnits::fineTimesKeepTwoDecimalsBelowOneHundred()
{
    QFETCH(double, value);
    QFETCH(QString, expected);
    QCOMPARE(QString::fromStdString(formatTimeFine(value)), expected);
}

void TestUnits::formatsForPeople()
{
    QFETCH(Quantity, quantity);
    QFETCH(double, value);
    QFETCH(QString, expected);
    QCOMPARE(QString::fromStdString(formatQuantity(quantity, value)), expected);
}

void TestUnits::formattedValuesParseBack()
{
    testutil::Random random(20261201);
    for (int i = 0; i < 1000; ++i) {
        const double seconds = random.logUniform(1e-9, 100);
        const Result<double> back = parseTime(formatTime(seconds));
        QVERIFY2(back.ok(), back.explanation().english().c_str());
        COMPARE_REL(back.value(), seconds, 0.01); // formatting keeps three significant digits or more
        const double bytes = random.logUniform(1, 1e13);
        COMPARE_REL(parseSize(formatSize(bytes)).value(), bytes, 0.01);
        const double rate = random.logUniform(1, 1e13);
        COMPARE_REL(parseBandwidth(formatBandwidth(rate)).value(), rate, 0.01);
    }
    QCOMPARE(QString::fromStdString(formatPercent(0.30435)), QString("30.4%"));
    // Counts as the window shows them ("70 B") read back to what they show.
    for (int i = 0; i < 1000; ++i) {
        const double count = random.logUniform(1e6, 1e15);
        const std::string shown = formatLargeCount(count);
        COMPARE_REL(parseQuantity(Quantity::Count, shown, "count").value(), count, 1e-3);
    }
    QCOMPARE(QString::fromStdString(formatLargeCount(70e9)), QString("70 B"));
    QCOMPARE(QString::fromStdString(formatLargeCount(405.9e9)), QString("405.9 B"));
    QCOMPARE(QString::fromStdString(formatLargeCount(989e12)), QString("989 T"));
    QCOMPARE(QString::fromStdString(formatLargeCount(2.25e15)), QString("2250 T"));
    QCOMPARE(QString::fromStdString(formatLargeCount(8e6)), QString("8 M"));
    QCOMPARE(QString::fromStdString(formatLargeCount(4096)), QString("4096"));
}

// A refusal quotes what was typed, cut after 48 bytes at a character's start; bytes that never start a character
// (invalid UTF-8, as fuzz_units found) are cut too.
void TestUnits::aQuotedInputIsShortWhateverItsBytes()
{
    // append, not +: with the precompiled header, g++ 12 -O2 warns falsely on string + literal (-Warray-bounds).
    const std::string cases[] = {std::string(300, 'x'), "+1" + std::string(300, '\xB3'), std::string(100, '\x82'),
                                 std::string(60, 'a').append("\xE2\x80\xA6").append(60, 'b')};
    for (const std::string &text : cases) {
        const std::string q = quotedInput(text);
        QVERIFY2(q.size() <= 48 + 3 + 3, q.c_str());
        QVERIFY(q.size() >= 48);
    }
    QCOMPARE(QString::fromStdString(quotedInput("5 us")), QString("5 us"));
    // Bidirectional controls would reorder the message around the quote: shown as '?', "…" and "µ" kept.
    QCOMPARE(QString::fromStdString(quotedInput("a\u202Eb\u2066c\u200Fd\u061Ce\u2069 \u2026\u00B5s")),
             QString::fromUtf8("a?b?c?d?e? \u2026\u00B5s"));
    const Result<double> bidi = parseQuantity(Quantity::Time, "5\u202E sn", "alpha");
    QVERIFY(!bidi.ok());
    QVERIFY(!QString::fromStdString(bidi.error().message.english()).contains(QChar(0x202E)));
    const Result<double> r = parseQuantity(Quantity::Time, "+1" + std::string(250, '\xB3'), "alpha");
    QVERIFY(!r.ok());
    QVERIFY(r.error().message.english().size() < 200);
}

// printableText: a message whole, its line breaks and tabs kept, the other controls and the bidirectional ones
// as '?'; a control cut at the end of one write is held back for the next.
void TestUnits::printableTextKeepsLinesAndHidesControls()
{
    QCOMPARE(QString::fromStdString(printableText("a\tb\nc")), QString("a\tb\nc"));
    QCOMPARE(QString::fromStdString(printableText("x\x1b[2J\r\x7fy")), QString("x?[2J??y"));
    QCOMPARE(QString::fromStdString(printableText("a\u202Eb\u2066c\u061Cd µs 中文")), QString("a?b?c?d µs 中文"));
    std::size_t cut = 9;
    const std::string text = "file \xE2\x80"; // U+202E cut after two of its three bytes
    QCOMPARE(QString::fromStdString(printableText(text, &cut)), QString("file "));
    QCOMPARE(cut, std::size_t{2});
    QCOMPARE(QString::fromStdString(printableText(std::string("\xE2\x80") + "\xAE!", &cut)), QString("?!"));
    QCOMPARE(cut, std::size_t{0});
    // Not streaming: nothing is held back.
    QCOMPARE(printableText("ab\xE2").size(), std::size_t{3});
}

QTEST_APPLESS_MAIN(TestUnits)
#include "test_units.moc"
