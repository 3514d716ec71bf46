// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What an output may be (README "Output files"): a character device is written through, as every Unix tool
// writes to /dev/null; a FIFO, a socket or a folder where a file is expected is refused naming it; nothing that
// is not a regular file is ever replaced. The devices are made here with mknod in a temporary folder (char 1,3
// is the null device, 1,7 the full one), never the real /dev ones; mknod needs root, so as another user those
// rows are skipped with a message. And file names that are not UTF-8 are written and read byte for byte, from
// the commands in-process and from the program's own command line.
#include "childprocess.h"
#include "testutil.h"

#include "evalcommand.h"
#include "exportcommand.h"
#include "filenames.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>

using namespace commviz;

namespace {

mode_t typeOf(const QByteArray &path)
{
    struct stat info {};
    return ::lstat(path.constData(), &info) == 0 ? (info.st_mode & S_IFMT) : 0;
}

testutil::Run run(const QStringList &args)
{
    const QString command = args.first();
    if (command == "eval")
        return testutil::runCommand(&cli::runEvalCommand, command, args.mid(1));
    if (command == "report")
        return testutil::runCommand(&cli::runReportCommand, command, args.mid(1));
    return testutil::runCommand(&cli::runExportCommand, command, args.mid(1));
}

} // namespace

class TestOutputTargets : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aCharacterDeviceIsWrittenThrough_data();
    void aCharacterDeviceIsWrittenThrough();
    void aFifoSocketOrFolderIsRefusedAndKept_data();
    void aFifoSocketOrFolderIsRefusedAndKept();
    void aFifoInTheChartFolderStopsTheWholeExport();
    void aFileSizeLimitNamesTheCause();
    void namesThatAreNotUtf8RoundTrip();
    void namesThatAreNotUtf8WorkInProcess();
    void namesThatAreNotUtf8WorkFromTheCommandLine();
    void refusalsNeverEchoControlCharacters_data();
    void refusalsNeverEchoControlCharacters();

private:
    QTemporaryDir m_dir;
};

void TestOutputTargets::aCharacterDeviceIsWrittenThrough_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("minor"); // 3: null, 7: full
    QTest::addColumn<int>("status");
    QTest::newRow("export --out null") << QStringList{"export", "--chart", "p2p_time", "--format", "csv", "--out", "@"}
                                       << 3 << 0;
    QTest::newRow("eval --save-scenario null") << QStringList{"eval", "--save-scenario", "@"} << 3 << 0;
    QTest::newRow("report --out full") << QStringList{"report", "--out", "@"} << 7 << 2;
    QTest::newRow("export --out full") << QStringList{"export", "--chart", "p2p_time", "--format", "svg", "--out", "@"}
                                       << 7 << 2;
}

void TestOutputTargets::aCharacterDeviceIsWrittenThrough()
{
    QFETCH(QStringList, args);
    QFETCH(int, minor);
    QFETCH(int, status);
    const QByteArray device = QFile::encodeName(m_dir.filePath(QStringLiteral("dev-%1").arg(QTest::currentDataTag())));
    ::unlink(device.constData());
    if (::mknod(device.constData(), S_IFCHR | 0666, makedev(1, minor)) != 0)
        QSKIP("mknod needs root (as CI has): the device rows did not run");
    args.replaceInStrings("@", QFile::decodeName(device));
    const testutil::Run r = run(args);
    QVERIFY2(r.status == status, qPrintable(r.err));
    if (status != 0) {
        QVERIFY2(r.err.contains("No space left on device"), qPrintable(r.err));
        QVERIFY2(r.err.contains(QFile::decodeName(device)), qPrintable(r.err));
    }
    QCOMPARE(typeOf(device), mode_t(S_IFCHR)); // still the device, not a regular file
    const QStringList left = QDir(m_dir.path()).entryList(QDir::Files | QDir::System | QDir::Hidden);
    for (const QString &name : left)
        QVERIFY2(!name.startsWith(QFile::decodeName(device).section('/', -1) + "."), qPrintable(name));
}

void TestOutputTargets::aFifoSocketOrFolderIsRefusedAndKept_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QStringList exportCsv{"export", "--chart", "p2p_time", "--format", "csv", "--out", "@"};
    QTest::newRow("export --out FIFO") << "fifo" << exportCsv << "named pipe";
    QTest::newRow("eval --save-scenario FIFO") << "fifo" << QStringList{"eval", "--save-scenario", "@"} << "named pipe";
    QTest::newRow("report --out FIFO") << "fifo" << QStringList{"report", "--out", "@"} << "named pipe";
    QTest::newRow("export --out socket") << "socket" << exportCsv << "socket";
    QTest::newRow("export --out folder") << "folder" << exportCsv << "folder";
    QTest::newRow("eval --save-scenario folder") << "folder" << QStringList{"eval", "--save-scenario", "@"} << "folder";
}

void TestOutputTargets::aFifoSocketOrFolderIsRefusedAndKept()
{
    QFETCH(QString, kind);
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const QString path = m_dir.filePath(kind + "-" + QString::number(qHash(QTest::currentDataTag())));
    const QByteArray name = QFile::encodeName(path);
    mode_t type = S_IFDIR;
    if (kind == "fifo") {
        QCOMPARE(::mkfifo(name.constData(), 0644), 0);
        type = S_IFIFO;
    } else if (kind == "socket") {
        const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
        sockaddr_un address{};
        address.sun_family = AF_UNIX;
        QVERIFY(size_t(name.size()) < sizeof(address.sun_path));
        std::memcpy(address.sun_path, name.constData(), size_t(name.size()));
        QCOMPARE(::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)), 0);
        ::close(fd);
        type = S_IFSOCK;
    } else {
        QVERIFY(QDir().mkpath(path));
    }
    args.replaceInStrings("@", path);
    const testutil::Run r = run(args);
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains(path) && r.err.contains(message), qPrintable(r.err));
    QCOMPARE(r.err.count('\n'), 1);
    QCOMPARE(typeOf(name), type); // kept as it was
}

void TestOutputTargets::aFifoInTheChartFolderStopsTheWholeExport()
{
    const QString folder = m_dir.filePath("charts-with-a-fifo");
    const testutil::Run first = run({"export", "--chart", "all", "--format", "csv", "--out", folder});
    QVERIFY2(first.status == 0, qPrintable(first.err));
    const QString fifo = QDir(folder).filePath("p2p_time.csv");
    QVERIFY(QFile::remove(fifo));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0644), 0);
    const QByteArray before = [&] {
        QFile f(QDir(folder).filePath("p2p_effective_bandwidth.csv"));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    const testutil::Run second = run({"export", "--chart", "all", "--format", "csv", "--gpus", "64", "--out", folder});
    QCOMPARE(second.status, 2);
    QVERIFY2(second.err.contains(fifo), qPrintable(second.err));
    QCOMPARE(typeOf(QFile::encodeName(fifo)), mode_t(S_IFIFO));
    QFile other(QDir(folder).filePath("p2p_effective_bandwidth.csv"));
    QVERIFY(other.open(QIODevice::ReadOnly));
    QCOMPARE(other.readAll(), before); // all or nothing: no other chart was replaced
}

// EFBIG, as a quota (EDQUOT) or a full disk (ENOSPC, test_fulldisk), is named in the system's words.
void TestOutputTargets::aFileSizeLimitNamesTheCause()
{
    const QString path = m_dir.filePath("limited.svg");
    struct rlimit previous {};
    QCOMPARE(::getrlimit(RLIMIT_FSIZE, &previous), 0);
    const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN); // the write then fails with EFBIG
    struct rlimit limit = previous;
    limit.rlim_cur = 10000;
    QCOMPARE(::setrlimit(RLIMIT_FSIZE, &limit), 0);
    const testutil::Run r = run({"export", "--chart", "collectives_vs_size", "--out", path});
    ::setrlimit(RLIMIT_FSIZE, &previous);
    std::signal(SIGXFSZ, oldHandler);
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains("File too large") && r.err.contains(path), qPrintable(r.err));
    QVERIFY(!QFile::exists(path));
}

void TestOutputTargets::namesThatAreNotUtf8RoundTrip()
{
    const QList<QByteArray> names{"bad\xff\xfe.csv", "\xc3\xa9t\xc3\xa9.json", "\xed\xa0\x80.x",
                                  "\xc0\xaf",        "\xf0\x9f\x98\x80\xf8",   "plain"};
    for (const QByteArray &n : names)
        QCOMPARE(ui::encodeFileName(ui::decodeFileName(n)), n);
    QCOMPARE(ui::decodeFileName("\xc3\xa9t\xc3\xa9"), QString::fromUtf8("\xc3\xa9t\xc3\xa9")); // UTF-8 as usual
}

void TestOutputTargets::namesThatAreNotUtf8WorkInProcess()
{
    const QByteArray folder = QFile::encodeName(m_dir.path());
    const QByteArray csv = folder + "/bad\xff\xfe.csv";
    const QByteArray scenario = folder + "/s\xff.json";
    const testutil::Run a = run({"export", "--chart", "p2p_time", "--out", ui::decodeFileName(csv), "--gpus", "64",
                                 "--save-scenario", ui::decodeFileName(scenario)});
    QVERIFY2(a.status == 0, qPrintable(a.err));
    QCOMPARE(typeOf(csv), mode_t(S_IFREG)); // the very bytes asked for
    QCOMPARE(typeOf(scenario), mode_t(S_IFREG));
    const testutil::Run b = run({"eval", "--scenario", ui::decodeFileName(scenario), "--format", "json"});
    QVERIFY2(b.status == 0, qPrintable(b.err));
    QVERIFY2(b.out.contains("\"gpus\": 64"), qPrintable(b.out.left(400)));
}

void TestOutputTargets::namesThatAreNotUtf8WorkFromTheCommandLine()
{
    const QByteArray folder = QFile::encodeName(m_dir.path());
    const QByteArray csv = folder + "/cli\xff\xfe.csv";
    const QByteArray scenario = folder + "/cli\xfe.json";
    const QByteArray charts = folder + "/charts\xff";
    const testutil::Child a = testutil::runProgram(
        {"export", "--chart", "p2p_time", "--out", csv, "--gpus", "32", "--save-scenario", scenario});
    QVERIFY2(a.status == 0, a.err.constData());
    QCOMPARE(typeOf(csv), mode_t(S_IFREG));
    QCOMPARE(typeOf(scenario), mode_t(S_IFREG));
    const testutil::Child b = testutil::runProgram({"eval", "--scenario", scenario, "--format", "json"});
    QVERIFY2(b.status == 0, b.err.constData());
    QVERIFY2(b.err.contains("\"gpus\": 32"), b.err.left(400).constData()); // stdout goes with stderr here
    const testutil::Child c = testutil::runProgram({"export", "--chart", "all", "--format", "csv", "--out", charts});
    QVERIFY2(c.status == 0, c.err.constData());
    QCOMPARE(typeOf(charts + "/p2p_time.csv"), mode_t(S_IFREG));
}

void TestOutputTargets::refusalsNeverEchoControlCharacters_data()
{
    QTest::addColumn<QList<QByteArray>>("args");
    const QByteArray rlo = "\xE2\x80\xAE";     // U+202E RIGHT-TO-LEFT OVERRIDE
    const QByteArray isolate = "\xE2\x81\xA6"; // U+2066
    const QByteArray folder = QFile::encodeName(m_dir.path());
    QTest::newRow("export --chart") << QList<QByteArray>{"export", "--chart", "p2p" + rlo + "time", "--out",
                                                         folder + "/x.svg"};
    QTest::newRow("eval --preset") << QList<QByteArray>{"eval", "--preset", "ib" + isolate + "x"};
    QTest::newRow("eval --format") << QList<QByteArray>{"eval", "--format", "js" + rlo + "on\x1b[2J"};
    QTest::newRow("fit FILE") << QList<QByteArray>{"fit", folder + "/no" + rlo + "such.log"};
    QTest::newRow("--lang") << QList<QByteArray>{"eval", "--lang", "e" + rlo + "n"};
    QTest::newRow("export --font-scale") << QList<QByteArray>{"export",  "--chart", "p2p_time",       "--font-scale",
                                                              "2" + rlo, "--out",   folder + "/x.svg"};
    QTest::newRow("eval --scenario") << QList<QByteArray>{"eval", "--scenario", folder + "/s" + rlo + ".json"};
}

// A refusal quotes what was typed: a bidirectional control in it would reorder the line (a file name shown backwards)
// and an escape sequence would drive the terminal. Each is written as '?', whatever the option or file.
void TestOutputTargets::refusalsNeverEchoControlCharacters()
{
    QFETCH(QList<QByteArray>, args);
    const testutil::Child c = testutil::runProgram(args);
    QCOMPARE(c.status, 2);
    QVERIFY2(!c.err.isEmpty(), "no message");
    for (const QByteArray &control : {QByteArray("\xE2\x80\xAE"), QByteArray("\xE2\x81\xA6"), QByteArray("\x1b")})
        QVERIFY2(!c.err.contains(control), c.err.toHex(' ').constData());
    QVERIFY2(c.err.contains('?'), c.err.constData());
}

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    TestOutputTargets test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_outputtargets.moc"
