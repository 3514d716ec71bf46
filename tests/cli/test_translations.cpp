// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Translations: the Chinese catalogue is complete (no unfinished, empty, vanished or obsolete entries), the
// compiled catalogue inside the binary translates the window's key texts and every sentence core says (with
// the same placeholders), `commviz export --lang zh_CN` writes a chart whose title is Chinese, `eval --lang
// zh_CN` prints Chinese section titles and Chinese errors, `fit --lang zh_CN` Chinese warnings, `report --lang
// zh_CN` writes a PDF whose title is Chinese, the parameter panel explains a bad entry in Chinese, and switching
// the language in a running window re-sets its menus, its page questions and its chart titles, and back.
#include "testutil.h"

#include "chartpanel.h"
#include "cli.h"
#include "coretext.h"
#include "evalcommand.h"
#include "exportcommand.h"
#include "fitcommand.h"
#include "language.h"
#include "mainwindow.h"
#include "pages/common/chartpage.h"
#include "parametercontrol.h"
#include "parameterpanel.h"
#include "settings.h"

#include "commviz/measure.h"
#include "commviz/models.h"
#include "commviz/units.h"

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace commviz;

Q_DECLARE_METATYPE(commviz::Text)

namespace {

bool hasChinese(const QString &s)
{
    static const QRegularExpression han(QStringLiteral("[\\x{4e00}-\\x{9fff}]"));
    return han.match(s).hasMatch();
}

ui::ChartPanel *chartNamed(ui::MainWindow &w, const QString &name)
{
    for (ui::ChartPage *page : w.pages()) {
        for (ui::ChartPanel *c : page->charts()) {
            if (c->name() == name)
                return c;
        }
    }
    return nullptr;
}

QString firstMenuTitle(ui::MainWindow &w)
{
    return w.menuBar()->actions().value(0) ? w.menuBar()->actions().value(0)->text() : QString();
}

// The numbers of the %1, %2, … a text holds.
QSet<int> placeholders(const QString &text)
{
    static const QRegularExpression placeholder(QStringLiteral("%(\\d{1,2})"));
    QSet<int> numbers;
    for (const QRegularExpressionMatch &m : placeholder.globalMatch(text))
        numbers.insert(m.captured(1).toInt());
    return numbers;
}

// A ring AllReduce table on 8 ranks that lies exactly on α = 5 µs, β = 50 GB/s, its rank count from --ranks.
MeasuredTable ringTableWithRanksFromTheCommandLine()
{
    MeasuredTable t;
    t.collective = "all_reduce_perf";
    t.ranks = 8;
    t.ranks_origin = RanksOrigin::Override;
    for (const double size : {1e3, 1e5, 1e7, 1e9}) {
        MeasuredPoint p;
        p.size_bytes = size;
        p.time_s = 14 * 5e-6 + 1.75 * size / 50e9;
        p.bandwidth_Bps = size / p.time_s;
        t.out_of_place.push_back(p);
    }
    return t;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void cleanup() { ui::installLanguage(QStringLiteral("en")); }

    void chineseCatalogueHasNoUnfinishedOrEmptyEntries()
    {
        QFile file(QStringLiteral(COMMVIZ_TS_FILE));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        QXmlStreamReader xml(&file);
        int messages = 0;
        QString source;
        QStringList problems;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == QLatin1String("TS"))
                QCOMPARE(xml.attributes().value("language").toString(), QStringLiteral("zh_CN"));
            if (xml.name() == QLatin1String("source")) {
                source = xml.readElementText();
            } else if (xml.name() == QLatin1String("translation")) {
                ++messages;
                const QString type = xml.attributes().value("type").toString();
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                if (!type.isEmpty())
                    problems << type + ": " + source;
                else if (text.trimmed().isEmpty())
                    problems << "empty: " + source;
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY2(messages > 300, qPrintable(QString::number(messages)));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.mid(0, 20).join("\n")));
    }

    void compiledCatalogueTranslatesKeyTexts_data()
    {
        QTest::addColumn<QString>("context");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("expected");
        QTest::newRow("a page question") << "commviz::ui::P2pPage"
                                         << "When does a transfer stop being about latency?"
                                         << QStringLiteral("传输何时不再受延迟主导？");
        QTest::newRow("a menu title") << "commviz::ui::MainWindow"
                                      << "&File" << QStringLiteral("文件(&F)");
        QTest::newRow("an axis title") << "commviz::ui::P2pPage"
                                       << "message size n" << QStringLiteral("消息大小 n");
        QTest::newRow("an algorithm") << "commviz::Core"
                                      << "AllReduce, ring" << QStringLiteral("AllReduce，环形");
        QTest::newRow("a report heading") << "commviz::ui::Report"
                                          << "Contents" << QStringLiteral("目录");
        QTest::newRow("an eval section") << "commviz::cli"
                                         << "Point to point" << QStringLiteral("点对点");
    }
    void compiledCatalogueTranslatesKeyTexts()
    {
        QFETCH(QString, context);
        QFETCH(QString, source);
        QFETCH(QString, expected);
        QTranslator t;
        QVERIFY(t.load(QStringLiteral(":/i18n/commviz_zh_CN.qm")));
        QCOMPARE(t.translate(context.toUtf8().constData(), source.toUtf8().constData()), expected);
    }

    void everyCoreSentenceHasAChineseTranslationWithTheSamePlaceholders_data()
    {
        QTest::addColumn<QString>("format");
        for (const TextFormat &f : textFormats()) {
            const QString format = QString::fromUtf8(f.english.data(), qsizetype(f.english.size()));
            QTest::newRow(qPrintable(format)) << format;
        }
    }
    void everyCoreSentenceHasAChineseTranslationWithTheSamePlaceholders()
    {
        QFETCH(QString, format);
        QTranslator t;
        QVERIFY(t.load(QStringLiteral(":/i18n/commviz_zh_CN.qm")));
        // lrelease leaves unfinished entries out, so an empty answer means missing or unfinished.
        const QString chinese = t.translate("commviz::Core", format.toUtf8().constData());
        QVERIFY2(!chinese.trimmed().isEmpty(), "no finished translation");
        QCOMPARE(placeholders(chinese), placeholders(format));
    }

    void coreSentencesReadTheSameInEnglishAndInChineseWithTheirValues_data()
    {
        QTest::addColumn<Text>("text");
        QTest::addColumn<QString>("english");
        QTest::addColumn<QStringList>("values");
        QTest::newRow("a bad unit string")
            << parseTime("fast", "alpha").error().message
            << "alpha: \"fast\" is not a time; use a number with a unit, e.g. 5us, 500 ns, 2 ms or 1.5e-6s"
            << QStringList{"alpha", "\"fast\"", "5us"};
        QTest::newRow("an out-of-range value")
            << checkPositive("beta", 0, "B/s")->message << "beta = 0 B/s is out of range: it must be > 0"
            << QStringList{"beta = 0 B/s", "> 0"};
        QTest::newRow("an infinite value")
            << checkPositive("beta", std::numeric_limits<double>::infinity())->message
            << "beta = infinity is out of range: it must be > 0" << QStringList{"beta = " + QStringLiteral("无穷大")};
        QTest::newRow("halving-doubling at N = 96") << coefficients(Algorithm::AllReduceRhd, 96).na().reason
                                                    << "recursive halving-doubling needs N to be a power of two; N "
                                                       "= 96 is not"
                                                    << QStringList{"N = 96"};
        QTest::newRow("a fit warning") << fitTable(ringTableWithRanksFromTheCommandLine()).value().warnings.front()
                                       << "rank count 8 from --ranks, not from the log" << QStringList{"8", "--ranks"};
        MeasuredTable oneRank;
        oneRank.ranks = 1;
        QTest::newRow("two refusals in one message")
            << fitTable(oneRank, {"p2p", false}).error().message
            << "one rank: nothing crosses a link, the times measure a local copy; no out-of-place points"
            << QStringList{QStringLiteral("；")};
    }
    void coreSentencesReadTheSameInEnglishAndInChineseWithTheirValues()
    {
        QFETCH(Text, text);
        QFETCH(QString, english);
        QFETCH(QStringList, values);
        QCOMPARE(QString::fromStdString(text.english()), english);
        QCOMPARE(ui::coreText(text), english);
        QVERIFY(ui::installLanguage(QStringLiteral("zh_CN")));
        const QString chinese = ui::coreText(text);
        QVERIFY2(hasChinese(chinese), qPrintable(chinese));
        for (const QString &v : values)
            QVERIFY2(chinese.contains(v), qPrintable(v + " in " + chinese));
        // Nested sentences are translated too: no English sentence is left inside.
        QVERIFY2(!chinese.contains(QRegularExpression("[a-z]{3,} [a-z]{3,} [a-z]{3,}")), qPrintable(chinese));
    }

    void evalWithLangZhCnExplainsABadValueInChinese()
    {
        const QStringList options{"--alpha", "fast", "--lang", "zh_CN"};
        QString errText;
        QTextStream err(&errText);
        QCOMPARE(cli::applyLanguage(QStringList{"commviz", "eval"} + options, err), 0); // as main() does
        const testutil::Run r = testutil::runCommand(&cli::runEvalCommand, "eval", options);
        QCOMPARE(r.status, cli::kUsageError);
        QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
        QVERIFY2(r.err.startsWith(QStringLiteral("commviz eval: --alpha：\"fast\" ")), qPrintable(r.err));
        QVERIFY2(hasChinese(r.err), qPrintable(r.err));
        QVERIFY(r.err.endsWith("\n") && r.err.count("\n") == 1);
    }

    void fitWithLangZhCnWarnsInChinese()
    {
        const QStringList options{QStringLiteral(COMMVIZ_FIXTURES_DIR "/osu_bw_azure_hbv3_2node_ib.txt"), "--lang",
                                  "zh_CN"};
        QString errText;
        QTextStream err(&errText);
        QCOMPARE(cli::applyLanguage(QStringList{"commviz", "fit"} + options, err), 0);
        const testutil::Run r = testutil::runCommand(&cli::runFitCommand, "fit", options);
        QCOMPARE(r.status, 0);
        // "warning: %1" was Chinese already; core's warning after it is what this is about.
        static const QRegularExpression warning(QStringLiteral("\n    警告：(osu_bw [^\n]*)\n"));
        const QString coreWarning = warning.match(r.out).captured(1);
        QVERIFY2(hasChinese(coreWarning), qPrintable(r.out));
    }

    void theParameterPanelExplainsABadEntryInChinese()
    {
        QTemporaryDir dir;
        ui::MainWindow w(nullptr, dir.filePath("settings.ini"));
        w.show(); // editingFinished needs a box that can hold focus
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setLanguage(QStringLiteral("zh_CN"));
        ui::ParameterControl *alpha = w.panel()->control(ui::Param::Alpha);
        alpha->valueBox()->setFocus();
        alpha->valueBox()->selectAll();
        QTest::keyClicks(alpha->valueBox(), "fast");
        QTest::keyClick(alpha->valueBox(), Qt::Key_Return);
        QVERIFY2(hasChinese(alpha->errorText()), qPrintable(alpha->errorText()));
        QVERIFY2(alpha->errorText().contains(QStringLiteral("\"fast\"")), qPrintable(alpha->errorText()));
        // The message follows a later switch of language, core's part included.
        w.setLanguage(QStringLiteral("en"));
        QTRY_VERIFY2(alpha->errorText().startsWith(QStringLiteral("α: \"fast\" is not a time")),
                     qPrintable(alpha->errorText()));
    }

    void exportWithLangZhCnWritesAChineseTitle()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("p2p_time.svg");
        const QStringList args{"commviz",  "export",   "--lang", "zh_CN", "--chart",
                               "p2p_time", "--format", "svg",    "--out", path};
        QString outText;
        QString errText;
        QTextStream out(&outText);
        QTextStream err(&errText);
        QCOMPARE(cli::applyLanguage(args, err), 0); // as main() does before the command
        QCOMPARE(cli::runExportCommand(args, out, err), 0);
        QFile svg(path);
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(svg.readAll());
        static const QRegularExpression title(QStringLiteral("<title>([^<]*)</title>"));
        const QString svgTitle = title.match(text).captured(1);
        QVERIFY2(hasChinese(svgTitle), qPrintable(svgTitle));
        QVERIFY2(text.contains(QStringLiteral("传输时间")), "the drawn title is Chinese");
    }

    void evalWithLangZhCnPrintsChineseSectionTitles()
    {
        const QStringList args{"commviz", "eval", "--lang", "zh_CN"};
        QString outText;
        QString errText;
        QTextStream out(&outText);
        QTextStream err(&errText);
        QCOMPARE(cli::applyLanguage(args, err), 0);
        QCOMPARE(cli::runEvalCommand(args, out, err), 0);
        out.flush();
        QVERIFY2(outText.startsWith(QStringLiteral("输入\n")), qPrintable(outText.left(200)));
        QVERIFY2(outText.contains(QStringLiteral("\n点对点\n")), qPrintable(outText));
        // The production refinements and the buckets speak Chinese too.
        QVERIFY2(outText.contains(QStringLiteral("\n生产环境修正（延迟 + 带宽 = 总计）\n")), qPrintable(outText));
        QVERIFY2(outText.contains(QStringLiteral("AllReduce，分层（跨层级流水线），采用 Simple 协议")),
                 qPrintable(outText));
        QVERIFY2(outText.contains(QStringLiteral("\n梯度桶（AllReduce，环形）\n")), qPrintable(outText));
        QVERIFY2(outText.contains(QStringLiteral("最佳 B、桶大小、F")), qPrintable(outText));
    }

    void reportWithLangZhCnHasAChineseTitle()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("report.pdf");
        const QStringList args{"commviz", "report", "--lang", "zh_CN", "--out", path};
        QString outText;
        QString errText;
        QTextStream out(&outText);
        QTextStream err(&errText);
        QCOMPARE(cli::applyLanguage(args, err), 0);
        QCOMPARE(cli::runReportCommand(args, out, err), 0);
        QFile pdf(path);
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        const QByteArray bytes = pdf.readAll();
        // The document's title (the title page's heading) in the PDF's metadata: UTF-16BE in the Info
        // dictionary, UTF-8 in the XMP packet.
        const QString title = QStringLiteral("commviz 报告");
        QByteArray utf16be;
        for (const QChar c : title)
            utf16be.append(char(c.unicode() >> 8)).append(char(c.unicode() & 0xff));
        QVERIFY(bytes.contains(utf16be) || bytes.contains(title.toUtf8()));
    }

    void exportInEnglishByDefaultHere()
    {
        QString errText;
        QTextStream err(&errText);
        QCOMPARE(cli::applyLanguage({"commviz", "export"}, err), 0); // LC_ALL=C.UTF-8 under ctest
        QCOMPARE(ui::currentLanguage(), QStringLiteral("en"));
    }

    void qtsOwnTextsFollowTheLanguage()
    {
        // Dialog buttons and the commands' help come from Qt's own catalogue (qt6-translations-l10n).
        const char *const context = "QCommandLineParser";
        const char *const help = "Displays help on commandline options.";
        QVERIFY(ui::installLanguage("zh_CN"));
        QVERIFY2(hasChinese(QCoreApplication::translate(context, help)),
                 qPrintable(QCoreApplication::translate(context, help)));
        QVERIFY(ui::installLanguage("en"));
        QCOMPARE(QCoreApplication::translate(context, help), QString(help));
    }

    void anUnknownLanguageIsAUsageError()
    {
        QString errText;
        QTextStream err(&errText);
        QCOMPARE(cli::applyLanguage({"commviz", "export", "--lang", "fr"}, err), 2);
        err.flush();
        QCOMPARE(errText, QStringLiteral("--lang: \"fr\" is not a language commviz speaks; use en or zh_CN\n"));
    }

    void switchingTheLanguageRetranslatesTheWindowAndBack()
    {
        QTemporaryDir dir;
        ui::MainWindow w(nullptr, dir.filePath("settings.ini"));
        w.refresh();
        ui::ChartPage *p2p = w.pages().front();
        ui::ChartPanel *time = chartNamed(w, "p2p_time");
        QVERIFY(time != nullptr);
        auto *question = p2p->findChild<QLabel *>("pageQuestion");
        QVERIFY(question != nullptr);
        QCOMPARE(firstMenuTitle(w), QStringLiteral("&File"));
        QCOMPARE(question->text(), QStringLiteral("When does a transfer stop being about latency?"));
        const QString englishTitle = time->chartTitle();

        w.setLanguage(QStringLiteral("zh_CN"));
        QTRY_COMPARE(firstMenuTitle(w), QStringLiteral("文件(&F)"));
        QVERIFY2(hasChinese(question->text()), qPrintable(question->text()));
        QVERIFY2(hasChinese(time->chartTitle()), qPrintable(time->chartTitle()));
        QVERIFY(hasChinese(time->translated(time->axes().x().title)));
        QCOMPARE(w.settings()->language(), QStringLiteral("zh_CN"));

        w.setLanguage(QStringLiteral("en"));
        QTRY_COMPARE(firstMenuTitle(w), QStringLiteral("&File"));
        QCOMPARE(question->text(), QStringLiteral("When does a transfer stop being about latency?"));
        QCOMPARE(time->chartTitle(), englishTitle);
        QCOMPARE(w.settings()->language(), QStringLiteral("en"));
    }
};

QTEST_MAIN(TestTranslations)
#include "test_translations.moc"
