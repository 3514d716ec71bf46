// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Settings: a fresh file gives the defaults, values survive a restart, the recent-files list stays ordered,
// unique and short, and a corrupt settings file falls back to the defaults instead of odd state.
#include "settings.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using commviz::ui::PageId;
using commviz::ui::Settings;

namespace {

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

class TestSettings : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("settings-%1.ini").arg(++m_counter));
    }

    void aFreshSettingsFileGivesTheDefaults()
    {
        const Settings s(m_path);
        QVERIFY(s.windowGeometry().isEmpty());
        QVERIFY(s.windowState().isEmpty());
        QCOMPARE(s.lastPage(), PageId::P2p);
        QVERIFY(s.lastScenarioPath().isEmpty());
        QVERIFY(s.recentFiles().isEmpty());
        QVERIFY(s.language().isEmpty());
    }

    void valuesSurviveARestart()
    {
        // Geometry blobs are binary: zero bytes and bytes that are not UTF-8 must come back as they were.
        const QByteArray geometry("\x01\xd9\xd0\xcb\x00\x03\x00\x00\xff\xfe", 10);
        const QByteArray state("\x00\x00\x00\xff\x00\x00\x00\x00\xfd", 9);
        const QString scenario = m_dir.filePath(QStringLiteral("ring 256 GPUs.json"));
        {
            Settings s(m_path);
            s.setWindowGeometry(geometry);
            s.setWindowState(state);
            s.setLastPage(PageId::Pipeline);
            s.setLastScenarioPath(scenario);
            s.setRecentFiles({scenario, m_dir.filePath(QStringLiteral("b.json"))});
            s.setLanguage(QStringLiteral("zh_CN"));
            QVERIFY(s.sync());
        }
        const Settings s(m_path);
        QCOMPARE(s.windowGeometry(), geometry);
        QCOMPARE(s.windowState(), state);
        QCOMPARE(s.lastPage(), PageId::Pipeline);
        QCOMPARE(s.lastScenarioPath(), scenario);
        QCOMPARE(s.recentFiles(), (QStringList{scenario, m_dir.filePath(QStringLiteral("b.json"))}));
        QCOMPARE(s.language(), QStringLiteral("zh_CN"));
    }

    void recentFiles_data()
    {
        QTest::addColumn<QStringList>("added"); // in the order they are opened
        QTest::addColumn<QStringList>("expected");

        const auto p = [this](const char *name) { return m_dir.filePath(QString::fromLatin1(name)); };
        QTest::newRow("most recent first")
            << QStringList{p("a.json"), p("b.json"), p("c.json")} << QStringList{p("c.json"), p("b.json"), p("a.json")};
        QTest::newRow("opening a listed file again moves it to the front")
            << QStringList{p("a.json"), p("b.json"), p("c.json"), p("a.json")}
            << QStringList{p("a.json"), p("c.json"), p("b.json")};
        QTest::newRow("one file opened twice is listed once")
            << QStringList{p("a.json"), p("a.json")} << QStringList{p("a.json")};

        QStringList ten;
        QStringList newestEight;
        for (int i = 0; i < 10; ++i)
            ten << p(QStringLiteral("f%1.json").arg(i).toLatin1().constData());
        for (int i = 9; i >= 2; --i)
            newestEight << ten.at(i);
        QTest::newRow("at most eight, the oldest dropped") << ten << newestEight;

        QTest::newRow("a path with .. is the same file")
            << QStringList{p("a.json"), m_dir.filePath(QStringLiteral("sub/../a.json"))} << QStringList{p("a.json")};
        QTest::newRow("an empty path is not listed") << QStringList{p("a.json"), QString()} << QStringList{p("a.json")};
        QTest::newRow("a path with a comma survives the INI file")
            << QStringList{p("a, b.json")} << QStringList{p("a, b.json")};
    }

    void recentFiles()
    {
        QFETCH(QStringList, added);
        QFETCH(QStringList, expected);
        {
            Settings s(m_path);
            for (const QString &path : added)
                s.addRecentFile(path);
            QCOMPARE(s.recentFiles(), expected);
        }
        QCOMPARE(Settings(m_path).recentFiles(), expected);
    }

    void aRemovedRecentFileIsGone()
    {
        Settings s(m_path);
        s.setRecentFiles({m_dir.filePath(QStringLiteral("a.json")), m_dir.filePath(QStringLiteral("b.json"))});
        s.removeRecentFile(m_dir.filePath(QStringLiteral("a.json")));
        QCOMPARE(s.recentFiles(), QStringList{m_dir.filePath(QStringLiteral("b.json"))});
    }

    void corruptValuesFallBackToTheDefaults_data()
    {
        QTest::addColumn<QByteArray>("ini");
        QTest::newRow("geometry as plain text") << QByteArray("[window]\ngeometry=garbage\nstate=1234\n");
        QTest::newRow("geometry as a list") << QByteArray("[window]\ngeometry=a, b, c\nstate=@Invalid()\n");
        QTest::newRow("broken variant") << QByteArray("[window]\ngeometry=@Variant(\\0\\0\\0\\x7f)\n"
                                                      "state=@ByteArray(\n");
        QTest::newRow("blobs that are not Qt's") << QByteArray("[window]\ngeometry=@ByteArray(abc)\n"
                                                               "state=@ByteArray(\\0\\0\\0\\x1)\n");
        QTest::newRow("unknown page") << QByteArray("[session]\nlastPage=charts\n");
        QTest::newRow("page as a list") << QByteArray("[session]\nlastPage=p2p, pipeline\n");
        QTest::newRow("page as a number") << QByteArray("[session]\nlastPage=3\n");
        QTest::newRow("scenario path as a list") << QByteArray("[session]\nlastScenario=a, b\n");
        QTest::newRow("recent files invalid") << QByteArray("[session]\nrecentFiles=@Invalid()\n");
        QTest::newRow("recent files as a byte array") << QByteArray("[session]\nrecentFiles=@ByteArray(x)\n");
        QTest::newRow("language not a locale name") << QByteArray("[ui]\nlanguage=../../etc/passwd\n");
        QTest::newRow("language as a list") << QByteArray("[ui]\nlanguage=zh_CN, en\n");
        QTest::newRow("binary garbage") << [] {
            static const char kGarbage[] = "\x00\xff\xfe[[[=\x01\n\x80\x81=\x00";
            return QByteArray(kGarbage, sizeof kGarbage - 1); // every byte, embedded NULs included
        }();
        QTest::newRow("a section header cut short") << QByteArray("[window\ngeometry=@ByteArray(abc)\n[sess");
    }

    void corruptValuesFallBackToTheDefaults()
    {
        QFETCH(QByteArray, ini);
        QVERIFY(writeBytes(m_path, ini));
        if (ini.contains("@Variant"))
            QTest::ignoreMessage(QtWarningMsg, "QVariant::load: unknown user type with name .");
        const Settings s(m_path);
        QVERIFY(s.windowGeometry().isEmpty());
        QVERIFY(s.windowState().isEmpty());
        QCOMPARE(s.lastPage(), PageId::P2p);
        QVERIFY(s.lastScenarioPath().isEmpty());
        QVERIFY(s.recentFiles().isEmpty());
        QVERIFY(s.language().isEmpty());
    }

    void recentFilesWithSomeBadEntriesKeepTheGoodOnes()
    {
        const QString a = m_dir.filePath(QStringLiteral("a.json"));
        QVERIFY(writeBytes(m_path, QStringLiteral("[session]\nrecentFiles=%1, , %1\n").arg(a).toUtf8()));
        QCOMPARE(Settings(m_path).recentFiles(), QStringList{a});
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
    int m_counter = 0;
};

QTEST_GUILESS_MAIN(TestSettings)
#include "test_settings.moc"
