// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A signal never leaves a folder of charts that disagrees with itself: SIGTERM at every step of a batch (after
// each temporary file, after each rename: FileBatch's test hook raises it there, in a child) leaves the old set
// or the new one, and no temporary file; `commviz export --chart all` killed from outside at many moments does
// the same. And a refused too-large scenario save is refused before its text is built (peak memory of a child,
// ru_maxrss, against what the text alone would take).
#include "childprocess.h"

#include "files.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace commviz;

namespace {

int g_stopAt = -1;

// On a tmpfs (where there is one) the many fsyncs of the batches cost nothing; the test is about order, not disks.
QString scratchTemplate()
{
    const QString shm = QStringLiteral("/dev/shm");
    return QDir(shm).exists() && QFileInfo(shm).isWritable() ? shm + "/commviz-signals-XXXXXX" : QString();
}

void raiseAt(int step)
{
    if (step == g_stopAt)
        ::kill(::getpid(), SIGTERM);
}

QMap<QString, QByteArray> snapshot(const QString &dir)
{
    QMap<QString, QByteArray> files;
    for (const QString &name : QDir(dir).entryList(QDir::Files | QDir::Hidden)) {
        QFile f(QDir(dir).filePath(name));
        files.insert(name, f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>"));
    }
    return files;
}

ui::FileBatch batchOf(const QString &dir, const QByteArray &content)
{
    ui::FileBatch batch;
    for (int i = 0; i < 8; ++i)
        batch.add(QDir(dir).filePath(QStringLiteral("chart%1.csv").arg(i)), content + QByteArray::number(i));
    return batch;
}

} // namespace

class TestSignalExports : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aSignalAtAnyStepLeavesOneSet();
    void exportKilledAtManyMomentsLeavesOneSet();
    void aTooLargeSaveIsRefusedBeforeItIsBuilt();

private:
    QTemporaryDir m_dir{scratchTemplate().isEmpty() ? QDir::tempPath() + "/commviz-signals-XXXXXX" : scratchTemplate()};
};

void TestSignalExports::aSignalAtAnyStepLeavesOneSet()
{
    const QString dir = m_dir.filePath("batch");
    QVERIFY(QDir().mkpath(dir));
    QVERIFY(!batchOf(dir, "old").commit());
    const QMap<QString, QByteArray> oldSet = snapshot(dir);
    QVERIFY(!batchOf(dir, "new").commit());
    const QMap<QString, QByteArray> newSet = snapshot(dir);
    QVERIFY(!batchOf(dir, "old").commit());
    for (int stop = 0; stop < 16; ++stop) { // 8 temporary files, then 8 renames
        const pid_t pid = ::fork();
        if (pid == 0) {
            std::signal(SIGTERM, SIG_DFL); // not QTest's crash handler, which would print a stack trace
            g_stopAt = stop;
            ui::FileBatch::setStepHookForTests(&raiseAt);
            (void)batchOf(dir, "new").commit();
            ::_exit(0);
        }
        int status = 0;
        ::waitpid(pid, &status, 0);
        QVERIFY2(WIFSIGNALED(status) && WTERMSIG(status) == SIGTERM, "the held signal was not raised again");
        const QMap<QString, QByteArray> now = snapshot(dir);
        QVERIFY2(now == oldSet || now == newSet, qPrintable(QStringLiteral("a mix after step %1").arg(stop)));
        QCOMPARE(now == newSet, stop >= 8); // stopped before the renames: nothing replaced; during: all of them
        QVERIFY(!batchOf(dir, "old").commit());
    }
}

void TestSignalExports::exportKilledAtManyMomentsLeavesOneSet()
{
    const QByteArray folder = QFile::encodeName(m_dir.filePath("charts"));
    const QList<QByteArray> oldArgs{"export", "--chart", "all", "--format", "csv", "--out", folder};
    QList<QByteArray> newArgs = oldArgs;
    newArgs << "--gpus"
            << "64";
    QCOMPARE(testutil::runProgram(newArgs).status, 0);
    const QMap<QString, QByteArray> newSet = snapshot(QFile::decodeName(folder));
    QCOMPARE(testutil::runProgram(oldArgs).status, 0);
    const QMap<QString, QByteArray> oldSet = snapshot(QFile::decodeName(folder));
    QVERIFY(oldSet != newSet && oldSet.size() > 10);
    // Moments spread over a run (about a quarter of a second here): before, while and after the files are made.
    for (int i = 0; i < 10; ++i) {
        const testutil::Child c = testutil::runProgram(newArgs, 20000 * i);
        const QMap<QString, QByteArray> now = snapshot(QFile::decodeName(folder));
        QVERIFY2(now == oldSet || now == newSet,
                 qPrintable(QStringLiteral("a mix of old and new charts, SIGTERM after %1 ms").arg(20 * i)));
        if (now == newSet)
            QCOMPARE(testutil::runProgram(oldArgs).status, 0);
    }
}

void TestSignalExports::aTooLargeSaveIsRefusedBeforeItIsBuilt()
{
    // 1000 steps nested 300 deep: 5 MB as written here, about 400 MB once indented.
    QByteArray step;
    for (int d = 0; d < 300; ++d)
        step += "[\"abcdefghijkl\",";
    step += "0";
    step += QByteArray(300, ']');
    QByteArray file = "{\"version\": 1, \"lecture_steps\": [";
    for (int i = 0; i < 1000; ++i)
        file += (i ? "," : "") + step;
    file += "]}";
    const QString scenario = m_dir.filePath("nested.json");
    QFile f(scenario);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(file);
    f.close();
    const QByteArray out = QFile::encodeName(m_dir.filePath("saved.json"));
    const testutil::Child c =
        testutil::runProgram({"eval", "--scenario", QFile::encodeName(scenario), "--save-scenario", out});
    QVERIFY2(c.status == 2, c.err.constData());
    QVERIFY2(c.err.contains("larger than a scenario file can be"), c.err.constData());
    QVERIFY(!QFile::exists(QFile::decodeName(out)));
    // Building the indented text alone took 1.1 GB; reading the file and the steps takes far less (about 100 MiB,
    // and about 235 MiB under AddressSanitizer, whose shadow memory counts too).
    QVERIFY2(c.maxRssKib < 400 * 1024, qPrintable(QStringLiteral("peak %1 MiB").arg(c.maxRssKib / 1024)));
}

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    TestSignalExports test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_signalexports.moc"
