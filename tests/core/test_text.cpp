// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Text, core's sentences as data: placeholders are filled in one pass, nested sentences go through the
// translation and verbatim arguments do not, and the list of formats is one a translator can work from.
#include "commviz/text.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace commviz;

namespace {

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

} // namespace

class TestText : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void fillsPlaceholdersAsQStringArgDoes_data();
    void fillsPlaceholdersAsQStringArgDoes();
    void nestedSentencesAreTranslatedAndVerbatimArgumentsAreNot();
    void verbatimTextReadsTheSameInEveryLanguage();
    void noFormatIsListedTwice();
    void everyFormatNumbersItsPlaceholdersFromOneWithoutGaps();
};

void TestText::fillsPlaceholdersAsQStringArgDoes_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected");
    QTest::newRow("in order") << "%1 = %2" << QStringList{"beta", "0 B/s"} << "beta = 0 B/s";
    QTest::newRow("reordered by a translation") << "%2 before %1" << QStringList{"a", "b"} << "b before a";
    QTest::newRow("an argument holding %1 stays") << "%1 and %2" << QStringList{"%2", "x"} << "%2 and x";
    QTest::newRow("a percent sign that is no placeholder") << "50% off %1" << QStringList{"x"} << "50% off x";
    QTest::newRow("a placeholder without an argument stays") << "%1 %3" << QStringList{"a"} << "a %3";
    QTest::newRow("two digits") << "%10|%1" << QStringList{"1", "2", "3", "4", "5", "6", "7", "8", "9", "ten"}
                                << "ten|1";
    QTest::newRow("a percent sign at the end") << "%1 %" << QStringList{"a"} << "a %";
}

void TestText::fillsPlaceholdersAsQStringArgDoes()
{
    QFETCH(QString, format);
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    std::vector<std::string> filled;
    for (const QString &a : args)
        filled.push_back(a.toStdString());
    QCOMPARE(qs(fillPlaceholders(format.toStdString(), filled)), expected);
    // Qt's own multi-argument arg() agrees wherever it takes as many arguments.
    if (args.size() == 2)
        QCOMPARE(format.arg(args[0], args[1]), expected);
}

void TestText::nestedSentencesAreTranslatedAndVerbatimArgumentsAreNot()
{
    Text t = Text::name("%1 then %2");
    t.args = {Text::name("first"), std::string("second")};
    QCOMPARE(qs(t.english()), QString("first then second"));
    const auto marked = [](const std::string &format) { return "<" + format + ">"; };
    QCOMPARE(qs(t.render(marked)), QString("<<first> then second>"));
}

void TestText::verbatimTextReadsTheSameInEveryLanguage()
{
    // The finished text is an argument, never a format: no catalogue looks it up, whatever it says.
    const Text t = Text::verbatim("50% of %1");
    const auto translateIt = [](const std::string &format) {
        return format == "50% of %1" ? std::string("übersetzt") : format;
    };
    QCOMPARE(qs(t.english()), QString("50% of %1"));
    QCOMPARE(qs(t.render(translateIt)), QString("50% of %1"));
    QVERIFY(Text().english().empty());
}

void TestText::noFormatIsListedTwice()
{
    QSet<QString> seen;
    for (const TextFormat &f : textFormats()) {
        QVERIFY2(!seen.contains(qs(f.english)), qPrintable(qs(f.english)));
        seen.insert(qs(f.english));
    }
    QVERIFY(seen.size() > 50);
}

void TestText::everyFormatNumbersItsPlaceholdersFromOneWithoutGaps()
{
    static const QRegularExpression placeholder(QStringLiteral("%(\\d{1,2})"));
    for (const TextFormat &f : textFormats()) {
        QSet<int> numbers;
        for (const QRegularExpressionMatch &m : placeholder.globalMatch(qs(f.english)))
            numbers.insert(m.captured(1).toInt());
        for (int n = 1; n <= numbers.size(); ++n)
            QVERIFY2(numbers.contains(n), qPrintable(qs(f.english)));
    }
}

QTEST_APPLESS_MAIN(TestText)
#include "test_text.moc"
