// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A full disk never costs anyone a file: every writer (scenario, CSV, SVG, PDF, PNG, report, --chart all,
// File ▸ Save) is run on a small tmpfs filled to the last byte, over a good file it wrote before. Each must
// fail with exit status 2 and a message that says the disk is full, leave the previous file byte for byte as
// it was, and leave no temporary file behind. And a command refused for one output writes none of them.
//
// Mounting a tmpfs needs root (CI runs as root); elsewhere the full-disk rows are skipped with a message.
#include "document.h"
#include "evalcommand.h"
#include "exportcommand.h"
#include "mainwindow.h"
#include "scenariofile.h"
#include "scenariomodel.h"
#include "testutil.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace commviz;

namespace {

QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

// Every file below `dir` with its bytes, so a whole folder can be compared before and after.
QMap<QString, QByteArray> snapshot(const QString &dir)
{
    QMap<QString, QByteArray> files;
    for (const QString &name : QDir(dir).entryList(QDir::Files | QDir::Hidden))
        files.insert(name, contents(QDir(dir).filePath(name)));
    return files;
}

} // namespace

class TestFullDisk : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void cleanup();
    void fullDiskLeavesThePreviousFileWhole_data();
    void fullDiskLeavesThePreviousFileWhole();
    void fullDiskLeavesAFolderOfChartsWhole_data();
    void fullDiskLeavesAFolderOfChartsWhole();
    void fullDiskLeavesTheWindowsSaveWhole();
    void nearlyFullDiskNamesTheCause_data();
    void nearlyFullDiskNamesTheCause();
    void refusedCommandWritesNoOutput_data();
    void refusedCommandWritesNoOutput();

private:
    void fillDisk(qint64 leaveFree = 0);
    testutil::Run run(const QStringList &args);

    QTemporaryDir m_mountPoint;
    bool m_mounted = false;
    QString m_filler;
};

void TestFullDisk::initTestCase()
{
    QVERIFY(m_mountPoint.isValid());
    // 4 MiB holds the largest good file written here (the report) several times over.
    const int status = QProcess::execute("mount", {"-t", "tmpfs", "-o", "size=4m", "tmpfs", m_mountPoint.path()});
    m_mounted = status == 0;
    m_filler = QDir(m_mountPoint.path()).filePath(".filler");
}

void TestFullDisk::cleanupTestCase()
{
    if (m_mounted)
        QProcess::execute("umount", {m_mountPoint.path()});
}

void TestFullDisk::init()
{
    if (!m_mounted)
        QSKIP("cannot mount a tmpfs here (it needs root, as CI has): the full-disk checks did not run");
}

void TestFullDisk::cleanup()
{
    if (!m_mounted)
        return;
    QDir dir(m_mountPoint.path());
    dir.removeRecursively();
    QDir().mkpath(m_mountPoint.path());
}

// Writes a filler file until the file system refuses another byte, then frees `leaveFree` bytes of it.
void TestFullDisk::fillDisk(qint64 leaveFree)
{
    QFile filler(m_filler);
    QVERIFY(filler.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered));
    const QByteArray block(4096, 'x');
    while (filler.write(block) == block.size()) {
    }
    while (filler.write("x", 1) == 1) {
    }
    filler.close();
    QFile probe(QDir(m_mountPoint.path()).filePath(".probe"));
    QVERIFY(probe.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
    QVERIFY2(probe.write("x", 1) != 1, "the disk is not full after filling it");
    probe.close();
    probe.remove();
    if (leaveFree > 0)
        QVERIFY(QFile::resize(m_filler, QFileInfo(m_filler).size() - leaveFree));
}

testutil::Run TestFullDisk::run(const QStringList &args)
{
    const QString command = args.first();
    if (command == "eval")
        return testutil::runCommand(&cli::runEvalCommand, command, args.mid(1));
    if (command == "report")
        return testutil::runCommand(&cli::runReportCommand, command, args.mid(1));
    return testutil::runCommand(&cli::runExportCommand, command, args.mid(1));
}

void TestFullDisk::fullDiskLeavesThePreviousFileWhole_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("good");
    QTest::addColumn<QStringList>("overwrite");
    QTest::newRow("scenario (eval --save-scenario)")
        << "s.json" << QStringList{"eval", "--gpus", "64", "--save-scenario", "@"}
        << QStringList{"eval", "--gpus", "8", "--save-scenario", "@"};
    QTest::newRow("CSV") << "t.csv" << QStringList{"export", "--chart", "p2p_time", "--out", "@"}
                         << QStringList{"export", "--chart", "p2p_time", "--alpha", "7us", "--out", "@"};
    QTest::newRow("SVG") << "t.svg" << QStringList{"export", "--chart", "collectives_vs_size", "--out", "@"}
                         << QStringList{"export", "--chart", "collectives_vs_size", "--gpus", "64", "--out", "@"};
    QTest::newRow("PDF") << "t.pdf" << QStringList{"export", "--chart", "pipeline_schedule", "--out", "@"}
                         << QStringList{"export", "--chart", "pipeline_schedule", "--stages", "4", "--out", "@"};
    QTest::newRow("PNG") << "t.png" << QStringList{"export", "--chart", "p2p_time", "--out", "@"}
                         << QStringList{"export", "--chart", "p2p_time", "--beta", "25GB/s", "--out", "@"};
    QTest::newRow("report") << "r.pdf" << QStringList{"report", "--out", "@"}
                            << QStringList{"report", "--gpus", "512", "--out", "@"};
}

void TestFullDisk::fullDiskLeavesThePreviousFileWhole()
{
    QFETCH(QString, file);
    QFETCH(QStringList, good);
    QFETCH(QStringList, overwrite);
    const QString path = QDir(m_mountPoint.path()).filePath(file);
    good.replaceInStrings("@", path);
    overwrite.replaceInStrings("@", path);

    const testutil::Run first = run(good);
    QVERIFY2(first.status == 0, qPrintable(first.err));
    const QByteArray before = contents(path);
    QVERIFY(!before.isEmpty());

    fillDisk();
    const testutil::Run second = run(overwrite);
    QCOMPARE(second.status, 2);
    QVERIFY2(second.err.contains("No space left on device"), qPrintable(second.err));
    QCOMPARE(second.err.count('\n'), 1); // one line, nothing from the encoders
    QVERIFY2(contents(path) == before, "the previous file changed");
    QFile::remove(m_filler);
    const QStringList left = QDir(m_mountPoint.path()).entryList(QDir::Files | QDir::Hidden);
    QCOMPARE(left, QStringList{file}); // no temporary file left behind
}

void TestFullDisk::fullDiskLeavesAFolderOfChartsWhole_data()
{
    QTest::addColumn<QString>("format");
    QTest::newRow("CSV") << "csv";
    QTest::newRow("PNG") << "png"; // once two lines, libpng's and commviz's, and "Unknown error"
}

void TestFullDisk::fullDiskLeavesAFolderOfChartsWhole()
{
    QFETCH(QString, format);
    const QString folder = QDir(m_mountPoint.path()).filePath("figures");
    const testutil::Run first = run({"export", "--chart", "all", "--format", format, "--out", folder});
    QVERIFY2(first.status == 0, qPrintable(first.err));
    const QMap<QString, QByteArray> before = snapshot(folder);
    QVERIFY(before.size() > 10);

    fillDisk();
    const testutil::Run second = run({"export", "--chart", "all", "--format", format, "--gpus", "64", "--out", folder});
    QCOMPARE(second.status, 2);
    QVERIFY2(second.err.contains("No space left on device"), qPrintable(second.err));
    QVERIFY2(!second.err.contains("Unknown error"), qPrintable(second.err));
    QCOMPARE(second.err.count('\n'), 1); // one line, nothing from the encoders
    QVERIFY2(snapshot(folder) == before, "a chart of the older export changed or vanished");
}

void TestFullDisk::fullDiskLeavesTheWindowsSaveWhole()
{
    const QString path = QDir(m_mountPoint.path()).filePath("w.commviz.json");
    ui::MainWindow window(nullptr, QDir(m_mountPoint.path()).filePath("settings.ini"));
    QStringList errors;
    window.document()->setErrorReporter([&](const QString &, const QString &m) { errors << m; });
    window.model()->setParam(ui::Param::Gpus, 64);
    ui::ScenarioDocument doc;
    doc.scenario = window.model()->scenario();
    QVERIFY(!ui::writeScenarioFile(path, doc));
    QVERIFY(window.document()->open(path));
    const QByteArray before = contents(path);

    fillDisk();
    window.model()->setParam(ui::Param::Gpus, 8);
    QVERIFY(!window.document()->save());
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.first().contains("No space left on device"), qPrintable(errors.first()));
    QVERIFY(contents(path) == before);
    QVERIFY(window.document()->isModified()); // the change is still there to be saved elsewhere
}

void TestFullDisk::nearlyFullDiskNamesTheCause_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<qint64>("free");
    const QStringList svg{"export", "--chart", "collectives_vs_size", "--out", "@/t.svg"};
    const QStringList all{"export", "--chart", "all", "--format", "svg", "--out", "@/all"};
    const QStringList report{"report", "--out", "@/r.pdf"};
    const QStringList scenario{"eval", "--save-scenario", "@/s.json"};
    for (const qint64 free : {qint64(1), qint64(3000), qint64(5000), qint64(12000), qint64(20000)}) {
        QTest::addRow("SVG, %lld bytes free", free) << svg << free;
        QTest::addRow("--chart all, %lld bytes free", free) << all << free;
        QTest::addRow("report, %lld bytes free", free) << report << free;
    }
    QTest::addRow("scenario, 1 byte free") << scenario << qint64(1);
}

// Once 9 of 13 such cases said "Unknown error" (Qt's QFileDevice loses errno).
void TestFullDisk::nearlyFullDiskNamesTheCause()
{
    QFETCH(QStringList, args);
    QFETCH(qint64, free);
    args.replaceInStrings("@", m_mountPoint.path());
    fillDisk(free);
    const testutil::Run r = run(args);
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains("No space left on device") && !r.err.contains("Unknown error"), qPrintable(r.err));
    QCOMPARE(r.err.count('\n'), 1);
    QFile::remove(m_filler);
    QCOMPARE(QDir(m_mountPoint.path()).entryList(QDir::Files | QDir::Hidden), QStringList{}); // nothing left
}

void TestFullDisk::refusedCommandWritesNoOutput_data()
{
    QTest::addColumn<QStringList>("good");
    QTest::addColumn<QStringList>("refused");
    QTest::addColumn<QString>("message");
    QTest::newRow("export CSV with an unwritable --save-scenario")
        << QStringList{"export", "--chart", "p2p_time", "--format", "csv", "--out", "@/o.csv"}
        << QStringList{"export", "--chart", "p2p_time", "--alpha",         "7us",        "--format",
                       "csv",    "--out",   "@/o.csv",  "--save-scenario", "@/ro/s.json"}
        << "cannot write";
    QTest::newRow("report with an unwritable --save-scenario")
        << QStringList{"report", "--out", "@/r.pdf"}
        << QStringList{"report", "--gpus", "64", "--out", "@/r.pdf", "--save-scenario", "@/ro/s.json"}
        << "cannot write";
    QTest::newRow("export --chart all with an unwritable --save-scenario")
        << QStringList{"export", "--chart", "all", "--format", "csv", "--out", "@/all"}
        << QStringList{"export", "--chart", "all",   "--format",        "csv",        "--gpus",
                       "64",     "--out",   "@/all", "--save-scenario", "@/ro/s.json"}
        << "cannot write";
}

void TestFullDisk::refusedCommandWritesNoOutput()
{
    QFETCH(QStringList, good);
    QFETCH(QStringList, refused);
    QFETCH(QString, message);
    // Needs no full disk, only a folder that cannot be written (root ignores permissions, so a read-only
    // mount stands in for one).
    const QString root = m_mountPoint.path();
    QVERIFY(QDir(root).mkpath("ro"));
    const QString ro = QDir(root).filePath("ro");
    const int status = QProcess::execute("mount", {"-t", "tmpfs", "-o", "ro,size=64k", "tmpfs", ro});
    if (status != 0)
        QSKIP("cannot mount a read-only tmpfs here");
    good.replaceInStrings("@", root);
    refused.replaceInStrings("@", root);
    const testutil::Run first = run(good);
    QVERIFY2(first.status == 0, qPrintable(first.err));
    const QMap<QString, QByteArray> files = snapshot(root);
    const QMap<QString, QByteArray> folder = snapshot(QDir(root).filePath("all"));
    const testutil::Run second = run(refused);
    QProcess::execute("umount", {ro});
    QCOMPARE(second.status, 2);
    QVERIFY2(second.err.contains(message), qPrintable(second.err));
    QVERIFY2(snapshot(root) == files, "an output was written although the command was refused");
    QVERIFY2(snapshot(QDir(root).filePath("all")) == folder, "a chart was written although the command was refused");
}

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    TestFullDisk test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_fulldisk.moc"
