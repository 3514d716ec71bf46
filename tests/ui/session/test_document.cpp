// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The window's scenario file: open and save round trip with the page, title and unsaved mark, a bad file
// refused with its message and the scenario untouched, recent files, and the session restored.
#include "document.h"
#include "mainwindow.h"
#include "pages/common/chartpage.h"
#include "scenariofile.h"
#include "scenariomodel.h"
#include "settings.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <sys/stat.h>

using namespace commviz;
using namespace commviz::ui;

class TestDocument : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void saveThenOpenRestoresParametersAndPage();
    void titleShowsTheFileAndAnUnsavedMark();
    void badFileIsRefusedAndChangesNothing();
    void undoAndRedoAcrossASave();
    void sessionIsRestored();
    void aFifoAsTheLastScenarioDoesNotBlockTheStart();
    void onlyRegularFilesAreOpened_data();
    void onlyRegularFilesAreOpened();

private:
    QTemporaryDir m_dir;
    MainWindow *m_window = nullptr;
    QStringList m_errors;
};

void TestDocument::init()
{
    QVERIFY(m_dir.isValid());
    m_window = new MainWindow(nullptr, m_dir.filePath("settings.ini"));
    m_errors.clear();
    m_window->document()->setErrorReporter([this](const QString &, const QString &m) { m_errors << m; });
}

void TestDocument::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestDocument::saveThenOpenRestoresParametersAndPage()
{
    m_window->model()->setParam(Param::Gpus, 64);
    m_window->model()->setParam(Param::Beta, 25e9);
    m_window->showPage(PageId::Pipeline);
    const QString path = m_dir.filePath("a.commviz.json");
    ScenarioDocument doc;
    doc.scenario = m_window->model()->scenario();
    doc.page = PageId::Pipeline;
    QVERIFY(!writeScenarioFile(path, doc));

    MainWindow other(nullptr, m_dir.filePath("other.ini"));
    QVERIFY(other.document()->open(path));
    QCOMPARE(other.model()->scenario().gpus, 64);
    QCOMPARE(other.model()->scenario().inter.beta_Bps, 25e9);
    QCOMPARE(other.currentPage()->id(), PageId::Pipeline);
    QVERIFY(!other.document()->isModified());
    QCOMPARE(other.settings()->recentFiles().value(0), QFileInfo(path).absoluteFilePath());
}

void TestDocument::titleShowsTheFileAndAnUnsavedMark()
{
    QCOMPARE(m_window->windowTitle(), QString("untitled[*] — commviz"));
    QVERIFY(!m_window->isWindowModified());
    const QString path = m_dir.filePath("b.commviz.json");
    QVERIFY(!writeScenarioFile(path, ScenarioDocument{}));
    QVERIFY(m_window->document()->open(path));
    QCOMPARE(m_window->windowTitle(), QString("b.commviz.json[*] — commviz"));
    m_window->model()->setParam(Param::Stages, 4);
    QVERIFY(m_window->isWindowModified());
    QVERIFY(m_window->document()->save()); // has a path: no dialog
    QVERIFY(!m_window->isWindowModified());
    QCOMPARE(readScenarioFile(path).value().scenario.stages, 4);
}

void TestDocument::badFileIsRefusedAndChangesNothing()
{
    m_window->model()->setParam(Param::Gpus, 32);
    const Scenario before = m_window->model()->scenario();
    const QString path = m_dir.filePath("bad.json");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"version": 1, "beta_Bps": -5})");
    f.close();
    QVERIFY(!m_window->document()->open(path));
    QCOMPARE(m_window->model()->scenario(), before);
    QCOMPARE(m_errors.size(), 1);
    QVERIFY2(m_errors[0].contains("beta_Bps: -5 is out of range: it must be > 0"), qPrintable(m_errors[0]));
    QVERIFY(m_errors[0].contains("unchanged"));
    QVERIFY(m_window->document()->path().isEmpty());
}

void TestDocument::undoAndRedoAcrossASave()
{
    const QString path = m_dir.filePath("c.commviz.json");
    QVERIFY(!writeScenarioFile(path, ScenarioDocument{}));
    QVERIFY(m_window->document()->open(path));
    m_window->model()->setParam(Param::Ratio, 16);
    QVERIFY(m_window->document()->save());
    m_window->model()->undoStack()->undo();
    QCOMPARE(m_window->model()->scenario().ratio, 64.0);
    QVERIFY(m_window->isWindowModified());
    m_window->model()->undoStack()->redo();
    QVERIFY(!m_window->isWindowModified());
}

void TestDocument::sessionIsRestored()
{
    const QString path = m_dir.filePath("d.commviz.json");
    ScenarioDocument doc;
    doc.scenario.gpus = 1024;
    QVERIFY(!writeScenarioFile(path, doc));
    QVERIFY(m_window->document()->open(path));
    m_window->showPage(PageId::Compression);
    QVERIFY(m_window->close());
    delete m_window;

    m_window = new MainWindow(nullptr, m_dir.filePath("settings.ini"));
    m_window->restoreSession();
    m_window->reopenLastScenario();
    QCOMPARE(m_window->currentPage()->id(), PageId::Compression);
    QCOMPARE(m_window->model()->scenario().gpus, 1024);
    QCOMPARE(m_window->document()->path(), QFileInfo(path).absoluteFilePath());
}

void TestDocument::aFifoAsTheLastScenarioDoesNotBlockTheStart()
{
    const QString fifo = m_dir.filePath("last.commviz.json");
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    {
        Settings settings(m_dir.filePath("settings.ini"));
        settings.setLastScenarioPath(fifo);
        settings.sync();
    }
    delete m_window;
    m_window = new MainWindow(nullptr, m_dir.filePath("settings.ini"));
    m_window->restoreSession();
    m_window->reopenLastScenario(); // would block forever opening the FIFO for reading
    QVERIFY(m_window->document()->path().isEmpty());
    QVERIFY(m_errors.isEmpty()); // a last scenario that is no longer a file is forgotten quietly
}

void TestDocument::onlyRegularFilesAreOpened_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    QTest::newRow("a FIFO") << "fifo"
                            << "it is not a regular file";
    QTest::newRow("a device") << "/dev/zero"
                              << "it is not a regular file";
    QTest::newRow("a folder") << "."
                              << "it is a folder, not a file";
    QTest::newRow("a missing file") << "missing.json"
                                    << "the file does not exist";
}

void TestDocument::onlyRegularFilesAreOpened()
{
    QFETCH(QString, path);
    QFETCH(QString, message);
    const QString fifo = m_dir.filePath("fifo");
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const QString full = path.startsWith('/') ? path : m_dir.filePath(path);
    m_window->model()->setParam(Param::Gpus, 48);
    QVERIFY(!m_window->document()->open(full));
    QCOMPARE(m_errors.size(), 1);
    QVERIFY2(m_errors.first().contains(message), qPrintable(m_errors.first()));
    QCOMPARE(m_window->model()->scenario().gpus, 48);
    QFile::remove(fifo);
}

QTEST_MAIN(TestDocument)
#include "test_document.moc"
