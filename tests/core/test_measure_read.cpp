// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a benchmark log is bounded: what is not a regular file (a FIFO with nobody writing, /dev/zero, a
// folder) is refused from its type without blocking, a file over the limit is refused without being read,
// a file whose size says 0 (/proc) is still read, and a log of 100,000 broken rows keeps five warnings and
// a count per table instead of one warning per row.
#include "testutil.h"

#include "commviz/measure.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <chrono>
#include <future>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace commviz;

namespace {

std::string local(const QString &path)
{
    return QFile::encodeName(path).toStdString();
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        return {};
    return path;
}

// A table header, one good row, then `broken` copies of `row` (by default three numbers, which look like a
// row but are not one).
QByteArray ncclWithBrokenRows(const char *program, int broken, const QByteArray &row = "1 2 3\n")
{
    QByteArray text = QByteArray("# ") + program + " -b 8 -e 1M\n";
    text += "#  Rank  0 Group  0 Pid 1 on h device  0 [0x1] GPU\n#  Rank  1 Group  0 Pid 2 on h device  1 [0x2] GPU\n";
    text += "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   "
            "busbw #wrong\n";
    text += "        1024           256     float     sum      -1    10.11    0.10    0.10      0    10.31    0.10    "
            "0.10      0\n";
    for (int i = 0; i < broken; ++i)
        text += row;
    text += "# Avg bus bandwidth    : 0.1\n";
    return text;
}

long long moreCount(const std::vector<Text> &warnings)
{
    for (const Text &w : warnings) {
        const std::string e = w.english();
        if (e.starts_with("… and ")) {
            std::string digits;
            for (char c : e.substr(std::string("… and ").size())) {
                if (c == ' ')
                    break;
                if (c != ',')
                    digits += c;
            }
            return std::stoll(digits);
        }
    }
    return 0;
}

} // namespace

class TestMeasureRead : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void whatIsNotARegularFileIsRefusedWithoutBlocking_data();
    void whatIsNotARegularFileIsRefusedWithoutBlocking();
    void aFileOverTheLimitIsRefusedUnread();
    void aFileAtTheLimitIsRead();
    void aFileWhoseSizeSaysZeroIsStillRead();
    void aMissingFileIsNamed();
    void brokenRowsKeepFiveWarningsAndACountPerTable();
    void everyKindOfPerRowWarningIsCapped_data();
    void everyKindOfPerRowWarningIsCapped();
    void fewBrokenRowsAreAllListed();

private:
    QTemporaryDir m_dir;
};

void TestMeasureRead::whatIsNotARegularFileIsRefusedWithoutBlocking_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("reason");
    const QString fifo = m_dir.filePath("fifo");
    QVERIFY(::mkfifo(local(fifo).c_str(), 0600) == 0);
    QTest::newRow("a FIFO with nothing writing is refused") << fifo << "not a regular file";
    QTest::newRow("/dev/zero is refused") << "/dev/zero"
                                          << "not a regular file";
    QTest::newRow("a folder is refused") << m_dir.path() << "is a folder";
}

void TestMeasureRead::whatIsNotARegularFileIsRefusedWithoutBlocking()
{
    QFETCH(QString, path);
    QFETCH(QString, reason);
    auto read = std::async(std::launch::async, [p = local(path)] { return readMeasurementFile(p); });
    if (read.wait_for(std::chrono::seconds(10)) != std::future_status::ready) {
        // Release a reader blocked in open() on the FIFO (a writer arriving unblocks it), then fail.
        const int fd = ::open(local(path).c_str(), O_WRONLY | O_NONBLOCK);
        if (fd >= 0)
            ::close(fd);
        read.wait();
        QFAIL(qPrintable("reading " + path + " blocked for 10 s"));
    }
    const Result<std::string> r = read.get();
    QVERIFY(r.isError());
    QCOMPARE(r.error().parameter, std::string("file"));
    const QString why = QString::fromStdString(r.explanation().english());
    QVERIFY2(why.contains(reason) && why.contains(path) && why.startsWith("cannot read"), qPrintable(why));
}

void TestMeasureRead::aFileOverTheLimitIsRefusedUnread()
{
    // Sparse: no disk and no time, and a reader that read it first would take 64 MiB and a while.
    const QString path = m_dir.filePath("huge.txt");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QVERIFY(f.resize(qint64(kMaxMeasurementFileBytes) + 1));
    f.close();
    const Result<std::string> r = readMeasurementFile(local(path));
    QVERIFY(r.isError());
    const QString why = QString::fromStdString(r.explanation().english());
    QVERIFY2(why.contains(path) && why.contains("larger than 64 MiB"), qPrintable(why));
}

void TestMeasureRead::aFileAtTheLimitIsRead()
{
    const QString path = m_dir.filePath("limit.txt");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QVERIFY(f.resize(qint64(kMaxMeasurementFileBytes)));
    f.close();
    const Result<std::string> r = readMeasurementFile(local(path));
    QVERIFY2(r.ok(), r.explanation().english().c_str());
    QCOMPARE(r.value().size(), std::size_t(kMaxMeasurementFileBytes));
    QFile::remove(path);
}

void TestMeasureRead::aFileWhoseSizeSaysZeroIsStillRead()
{
    // /proc files are regular with st_size 0: the reader must not trust the size to read.
    const Result<std::string> r = readMeasurementFile("/proc/self/status");
    QVERIFY2(r.ok(), r.explanation().english().c_str());
    QVERIFY(r.value().find("Name:") != std::string::npos);
}

void TestMeasureRead::aMissingFileIsNamed()
{
    const QString path = m_dir.filePath("no-such-dir/perf.txt");
    const Result<std::string> r = readMeasurementFile(local(path));
    QVERIFY(r.isError());
    QCOMPARE(QString::fromStdString(r.explanation().english()),
             QString("cannot read %1: the file does not exist").arg(path));
}

void TestMeasureRead::brokenRowsKeepFiveWarningsAndACountPerTable()
{
    // Two tables, each with one good row and 100,000 broken ones, through the file reader.
    const QByteArray text =
        ncclWithBrokenRows("all_reduce_perf", 100000) + ncclWithBrokenRows("all_gather_perf", 100000);
    const QString path = writeFile(m_dir, "broken.txt", text);
    QVERIFY(!path.isEmpty());
    const Result<std::string> bytes = readMeasurementFile(local(path));
    QVERIFY2(bytes.ok(), bytes.explanation().english().c_str());
    const ParseResult r = parseMeasurements(bytes.value());
    QCOMPARE(r.tables.size(), std::size_t(2));
    for (const MeasuredTable &t : r.tables) {
        QCOMPARE(t.out_of_place.size(), std::size_t(1));
        QCOMPARE(t.warnings.size(), std::size_t(kMaxRowWarningsPerTable + 1));
        QVERIFY2(t.warnings[0].english().find("not a complete row") != std::string::npos,
                 t.warnings[0].english().c_str());
        QCOMPARE(t.warnings.back().english(), std::string("… and 99,995 more warnings like these, not listed"));
    }
}

void TestMeasureRead::everyKindOfPerRowWarningIsCapped_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("fileLevel"); // the warnings are about the file, not one table
    QTest::addColumn<long long>("more");
    const int n = 20000;
    const QByteArray nanTimes =
        ncclWithBrokenRows("all_reduce_perf", n, "2048 512 float sum -1 nan 0 0 0 12.0 0 0 0\n");
    QByteArray osu = "# OSU MPI Latency Test v7.4\n# Size          Latency (us)\n1 1.5\n";
    QByteArray json = R"({"results":[{"size":8,"out_of_place":{"time":10.0}})";
    QByteArray unsupported;
    QByteArray emptyHeaders;
    for (int i = 0; i < n; ++i) {
        osu += "2 N/A\n";
        json += R"(,{"size":-1})";
        unsupported += "# OSU MPI Multiple Bandwidth / Message Rate Test v7.4\n";
        emptyHeaders += "#  size count type redop root time algbw busbw #wrong time algbw busbw #wrong\n# end\n";
    }
    json += "]}";
    QTest::newRow("out-of-place times that are not numbers") << nanTimes << false << (n - 5LL);
    QTest::newRow("OSU values that are not numbers") << osu << false << (n - 5LL);
    QTest::newRow("JSON results without a size") << json << false << (n - 5LL);
    QTest::newRow("unsupported OSU benchmarks, a warning about the file each")
        << (unsupported + osu.left(osu.indexOf("2 N/A"))) << true << (n - 5LL);
    QTest::newRow("table headers without rows, a warning about the file each")
        << (emptyHeaders + osu.left(osu.indexOf("2 N/A"))) << true << (n - 5LL);
}

void TestMeasureRead::everyKindOfPerRowWarningIsCapped()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, fileLevel);
    QFETCH(long long, more);
    const ParseResult r = parseMeasurements(std::string_view(text.constData(), std::size_t(text.size())));
    QVERIFY(!r.tables.empty());
    const std::vector<Text> &warnings = fileLevel ? r.warnings : r.tables.front().warnings;
    QVERIFY2(warnings.size() <= std::size_t(kMaxRowWarningsPerTable + 2), qPrintable(QString::number(warnings.size())));
    QCOMPARE(moreCount(warnings), more);
}

void TestMeasureRead::fewBrokenRowsAreAllListed()
{
    const QByteArray text = ncclWithBrokenRows("all_reduce_perf", kMaxRowWarningsPerTable);
    const ParseResult r = parseMeasurements(std::string_view(text.constData(), std::size_t(text.size())));
    QCOMPARE(r.tables.size(), std::size_t(1));
    QCOMPARE(r.tables[0].warnings.size(), std::size_t(kMaxRowWarningsPerTable));
    QCOMPARE(moreCount(r.tables[0].warnings), 0LL);
}

QTEST_APPLESS_MAIN(TestMeasureRead)
#include "test_measure_read.moc"
