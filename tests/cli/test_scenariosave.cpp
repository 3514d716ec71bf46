// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Saving and opening scenario files on disk: a missing file or a folder is refused with its reason, a path that
// cannot be written gives an error and leaves no file, an invalid document is not written, a save replaces the
// file whole and a save that fails half-way keeps the old one, and writing and reading agree on the limits.
#include "scenariofiletest.h"

#include "scenariofile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>
#include <unistd.h>

using commviz::Scenario;
using commviz::ui::ScenarioDocument;
using scenariofiletest::exampleDocument;
using scenariofiletest::readBytes;
using scenariofiletest::writeBytes;

class TestScenarioSave : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void aMissingFileSaysSo()
    {
        const QString path = m_dir.filePath(QStringLiteral("no-such-file.json"));
        const auto r = commviz::ui::readScenarioFile(path);
        QVERIFY(r.isError());
        QCOMPARE(QString::fromStdString(r.error().message.english()),
                 QStringLiteral("cannot open %1: the file does not exist").arg(path));
    }

    void aFolderIsNotAScenarioFile()
    {
        const auto r = commviz::ui::readScenarioFile(m_dir.path());
        QVERIFY(r.isError());
        QCOMPARE(QString::fromStdString(r.error().message.english()),
                 QStringLiteral("cannot open %1: it is a folder, not a file").arg(m_dir.path()));
    }

    void anUnwritablePathGivesAnErrorAndNoFile_data()
    {
        QTest::addColumn<QString>("relativePath");
        QTest::newRow("folder does not exist") << QStringLiteral("missing-folder/x.json");
        QTest::newRow("parent is a file") << QStringLiteral("plain-file/x.json");
        QTest::newRow("path is a folder") << QStringLiteral("a-folder");
    }

    void anUnwritablePathGivesAnErrorAndNoFile()
    {
        QFETCH(QString, relativePath);
        QTemporaryDir dir;
        QVERIFY(writeBytes(dir.filePath(QStringLiteral("plain-file")), "not a folder"));
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("a-folder")));
        const QStringList before = QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);

        const QString path = dir.filePath(relativePath);
        const auto error = commviz::ui::writeScenarioFile(path, exampleDocument());
        QVERIFY(error.has_value());
        QVERIFY2(error->startsWith(QStringLiteral("cannot write %1: ").arg(path)), qPrintable(*error));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), before);
        QCOMPARE(readBytes(dir.filePath(QStringLiteral("plain-file"))), QByteArray("not a folder"));
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("a-folder"))).isDir());
    }

    void anInvalidDocumentIsNotWritten()
    {
        ScenarioDocument doc = exampleDocument();
        doc.scenario.gpus = 0;
        const QString path = m_dir.filePath(QStringLiteral("invalid.json"));
        const auto error = commviz::ui::writeScenarioFile(path, doc);
        QCOMPARE(error.value_or(QString()),
                 QStringLiteral("not saved: gpus: 0 is out of range: it must be a whole number from 1 to 1000000000"));
        QVERIFY(!QFile::exists(path));
    }

    void savingOverAFileReplacesItWholeAndLeavesNoTemporaryFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.json"));
        ScenarioDocument first = exampleDocument();
        first.lectureSteps = QJsonArray{QString(5000, QLatin1Char('x'))}; // a longer file first
        QVERIFY(!commviz::ui::writeScenarioFile(path, first));
        QVERIFY(!commviz::ui::writeScenarioFile(path, ScenarioDocument{}));
        const auto r = commviz::ui::readScenarioFile(path);
        QVERIFY2(r.ok(), r.explanation().english().c_str());
        VERIFY_SAME_SCENARIO(r.value().scenario, Scenario{});
        QVERIFY(r.value().lectureSteps.isEmpty());
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList{QStringLiteral("s.json")});
    }

    // The disk fills up half-way through a save: the file must keep its old content, whole. A file-size
    // limit makes that failure happen for real, even as root.
    void aWriteThatFailsHalfWayKeepsTheOldFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.json"));
        QVERIFY(!commviz::ui::writeScenarioFile(path, exampleDocument()));
        const QByteArray old = readBytes(path);
        QVERIFY(old.size() < 4096);

        ScenarioDocument big = exampleDocument();
        for (int i = 0; i < 500; ++i)
            big.lectureSteps.append(QStringLiteral("step %1: a long line of lecture text").arg(i));

        rlimit saved{};
        QCOMPARE(::getrlimit(RLIMIT_FSIZE, &saved), 0);
        const auto previousHandler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limited = saved;
        limited.rlim_cur = 4096;
        QCOMPARE(::setrlimit(RLIMIT_FSIZE, &limited), 0);
        const auto error = commviz::ui::writeScenarioFile(path, big);
        ::setrlimit(RLIMIT_FSIZE, &saved);
        std::signal(SIGXFSZ, previousHandler);

        QVERIFY(error.has_value());
        QVERIFY2(error->startsWith(QStringLiteral("cannot write %1: ").arg(path)), qPrintable(*error));
        QCOMPARE(readBytes(path), old);
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList{QStringLiteral("s.json")});
    }

    // What commviz saves it opens again: the lecture-step and size limits are the same both ways.
    void writingAndReadingAgreeOnTheLimits()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.json"));
        ScenarioDocument doc = exampleDocument();
        for (int i = 0; i < commviz::ui::kMaxLectureSteps; ++i)
            doc.lectureSteps.append(QJsonObject{{"title", QStringLiteral("step %1").arg(i)}});
        QVERIFY(!commviz::ui::writeScenarioFile(path, doc));
        QVERIFY(commviz::ui::readScenarioFile(path).ok());

        doc.lectureSteps.append(QJsonObject{{"title", "one too many"}});
        const QByteArray old = readBytes(path);
        const auto error = commviz::ui::writeScenarioFile(path, doc);
        QVERIFY(error.has_value());
        QVERIFY2(error->contains("1001 steps are more than a scenario file holds (1000)"), qPrintable(*error));
        QCOMPARE(readBytes(path), old);

        // Under the step limit but over the size limit (long steps): refused when saving, not when opening.
        ScenarioDocument huge = exampleDocument();
        const QString text(20000, QLatin1Char('x'));
        for (int i = 0; i < 900; ++i)
            huge.lectureSteps.append(QJsonObject{{"caption", text}});
        const auto tooLarge = commviz::ui::writeScenarioFile(path, huge);
        QVERIFY(tooLarge.has_value());
        QVERIFY2(tooLarge->contains("larger than a scenario file can be (16 MiB)"), qPrintable(*tooLarge));
        QCOMPARE(readBytes(path), old);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestScenarioSave)
#include "test_scenariosave.moc"
