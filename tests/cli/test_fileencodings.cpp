// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Files as Windows writes them: PowerShell's `all_reduce_perf … > perf.txt` is UTF-16 with a byte-order mark, and
// Notepad saves "Unicode" the same way (or without the mark, or big-endian). `commviz fit` reads every
// measurement fixture in each encoding, with a UTF-8 byte-order mark and with CRLF line ends, and prints exactly
// what it prints for the UTF-8 file; `commviz eval --scenario` reads a scenario file in each of them the same way.
#include "testutil.h"

#include "evalcommand.h"
#include "fitcommand.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QTest>

namespace {

QByteArray encoded(const QByteArray &utf8, const QString &how)
{
    const QString text = QString::fromUtf8(utf8);
    const auto with = [&](QStringConverter::Encoding e, bool bom) {
        QStringEncoder encoder(e, bom ? QStringConverter::Flag::WriteBom : QStringConverter::Flag::Default);
        return QByteArray(encoder.encode(text));
    };
    if (how == "UTF-16LE with BOM")
        return with(QStringConverter::Utf16LE, true);
    if (how == "UTF-16LE")
        return with(QStringConverter::Utf16LE, false);
    if (how == "UTF-16BE with BOM")
        return with(QStringConverter::Utf16BE, true);
    if (how == "UTF-16BE")
        return with(QStringConverter::Utf16BE, false);
    if (how == "UTF-8 with BOM")
        return "\xEF\xBB\xBF" + utf8;
    QByteArray crlf = utf8;
    return crlf.replace("\n", "\r\n");
}

const QStringList kEncodings{"UTF-16LE with BOM", "UTF-16LE",       "UTF-16BE with BOM",
                             "UTF-16BE",          "UTF-8 with BOM", "CRLF"};

} // namespace

class TestFileEncodings : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void measurementsReadTheSameInEveryEncoding_data();
    void measurementsReadTheSameInEveryEncoding();
    void scenarioFilesReadTheSameInEveryEncoding_data();
    void scenarioFilesReadTheSameInEveryEncoding();

private:
    QTemporaryDir m_dir;
};

void TestFileEncodings::measurementsReadTheSameInEveryEncoding_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("encoding");
    const QDir fixtures(COMMVIZ_FIXTURES_DIR);
    for (const QString &name : fixtures.entryList({"*.txt"}, QDir::Files)) {
        for (const QString &e : kEncodings)
            QTest::newRow(qPrintable(name + ", " + e)) << fixtures.filePath(name) << e;
    }
}

void TestFileEncodings::measurementsReadTheSameInEveryEncoding()
{
    QFETCH(QString, fixture);
    QFETCH(QString, encoding);
    QFile in(fixture);
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QString path = m_dir.filePath("perf.txt");
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
    out.write(encoded(in.readAll(), encoding));
    out.close();
    const testutil::Run utf8 = testutil::runCommand(&commviz::cli::runFitCommand, "fit", {fixture, "--ranks", "8"});
    const testutil::Run other = testutil::runCommand(&commviz::cli::runFitCommand, "fit", {path, "--ranks", "8"});
    QCOMPARE(other.status, utf8.status);
    QCOMPARE(other.out, utf8.out);
    QCOMPARE(other.err, QString(utf8.err).replace(QFileInfo(fixture).fileName(), "perf.txt"));
}

void TestFileEncodings::scenarioFilesReadTheSameInEveryEncoding_data()
{
    QTest::addColumn<QString>("encoding");
    for (const QString &e : kEncodings)
        QTest::newRow(qPrintable(e)) << e;
}

void TestFileEncodings::scenarioFilesReadTheSameInEveryEncoding()
{
    QFETCH(QString, encoding);
    const QByteArray scenario = "{\n    \"version\": 1,\n    \"comment\": \"Zoë’s 64 GPUs\",\n    \"gpus\": 64\n}\n";
    const QString path = m_dir.filePath("s.json");
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
    out.write(encoded(scenario, encoding));
    out.close();
    const testutil::Run r =
        testutil::runCommand(&commviz::cli::runEvalCommand, "eval", {"--scenario", path, "--format", "json"});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains("\"gpus\": 64"), qPrintable(r.out.left(400)));
}

QTEST_GUILESS_MAIN(TestFileEncodings)
#include "test_fileencodings.moc"
