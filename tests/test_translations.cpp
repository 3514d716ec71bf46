// Translations: the Chinese catalogue is complete (no unfinished, empty, vanished or obsolete entries), the
// compiled catalogue inside the binary translates the window's key texts, `commviz export --lang zh_CN`
// writes a chart whose title is Chinese, `eval --lang zh_CN` prints Chinese section titles, `report --lang
// zh_CN` writes a PDF whose title is Chinese, and switching the language in a running window re-sets its menus,
// its page questions and its chart titles, and back.
#include "chartpage.h"
#include "chartpanel.h"
#include "cli.h"
#include "evalcommand.h"
#include "exportcommand.h"
#include "language.h"
#include "mainwindow.h"
#include "settings.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace commviz;

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
        QTest::newRow("an algorithm") << "commviz::ui::CoreText"
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
        QVERIFY(hasChinese(time->chart()->axes(Qt::Horizontal).value(0)->titleText()));
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
