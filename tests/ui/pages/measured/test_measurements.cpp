// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Importing into the session's measurements, as the Measured page shows it: missing files, pipes, devices and
// empty files are clear errors that change nothing, an unknown rank count is asked for once (or given, or
// cancelled), and imports accumulate while a re-import of the same file replaces its tables.
#include "measuredtest.h"
#include "measurements.h"

#include <QComboBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>

#include <memory>
#include <optional>

#include <sys/stat.h>

using namespace commviz;
using namespace measuredtest;
using commviz::ui::MeasuredPage;
using commviz::ui::Measurements;

class TestMeasurements : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_prompts = 0;
        m_store = std::make_unique<Measurements>();
        m_page = std::make_unique<MeasuredPage>(m_store.get());
        // A test must never block on a dialog: count the questions, answer "cancel".
        m_store->setRanksPrompt([this](const QString &) -> std::optional<int> {
            ++m_prompts;
            return std::nullopt;
        });
        m_page->resize(1600, 900);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
        m_page->refresh(Scenario{});
    }
    void cleanup()
    {
        m_page.reset();
        m_store.reset();
    }

    void aMissingFileIsAClearErrorAndChangesNothing()
    {
        QVERIFY(m_store->importFile(fixture("osu_latency_azure_hbv3_2node_ib.txt")).ok());
        const QString missing = QDir::temp().filePath("commviz-no-such-file/perf.txt");
        const Result<int> r = m_store->importFile(missing);
        QVERIFY(r.isError());
        const QString why = QString::fromStdString(r.explanation().english());
        QVERIFY2(why.contains("cannot read") && why.contains(missing), qPrintable(why));
        QCOMPARE(m_page->tableCount(), 1);
        QCOMPARE(m_page->currentIndex(), 0);
    }

    void aPipeOrADeviceIsRefusedWithoutBlockingAndChangesNothing()
    {
        QVERIFY(m_store->importFile(fixture("osu_latency_azure_hbv3_2node_ib.txt")).ok());
        QTemporaryDir dir;
        const QString fifo = dir.filePath("perf.fifo");
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        for (const QString &path : {fifo, QStringLiteral("/dev/zero")}) {
            const Result<int> r = m_store->importFile(path); // nothing writes the FIFO: opening it would block
            QVERIFY(r.isError());
            const QString why = QString::fromStdString(r.explanation().english());
            QVERIFY2(why.contains(path) && why.contains("not a regular file"), qPrintable(why));
        }
        QCOMPARE(m_page->tableCount(), 1);
    }

    void anEmptyFileIsAnErrorNotACrash()
    {
        QTemporaryDir dir;
        const QString empty = writeTemp(dir, "empty.txt", {});
        QVERIFY(!empty.isEmpty());
        const Result<int> r = m_store->importFile(empty);
        QVERIFY(r.isError());
        QVERIFY(QString::fromStdString(r.explanation().english())
                    .contains("no nccl-tests or OSU table found in empty.txt"));
        QCOMPARE(m_page->tableCount(), 0);
        QVERIFY(m_page->findChild<QWidget *>("emptyState")->isVisible());
        const QString noise = writeTemp(dir, "noise.txt", "hello\n# size time\n\0\xff\n");
        QVERIFY(m_store->importFile(noise).isError());
    }

    void anUnknownRankCountIsAskedForOnce()
    {
        QTemporaryDir dir;
        const QString path = writeTemp(dir, "osu_allreduce.txt", kOsuAllreduceWithoutRanks);
        int asked = 0;
        m_store->setRanksPrompt([&](const QString &fileName) -> std::optional<int> {
            ++asked;
            [&] { QCOMPARE(fileName, QStringLiteral("osu_allreduce.txt")); }();
            return 64;
        });
        QVERIFY(m_store->importFile(path).ok());
        QCOMPARE(asked, 1);
        QCOMPARE(*m_page->currentTable()->ranks, 64);
        QVERIFY(m_page->currentFit()->ok());
        QVERIFY(m_page->findChild<QPushButton *>("useFitted")->isEnabled());
    }

    void aGivenRankCountIsNotAskedFor()
    {
        QTemporaryDir dir;
        const QString path = writeTemp(dir, "osu_allreduce.txt", kOsuAllreduceWithoutRanks);
        QVERIFY(m_store->importFile(path, 32).ok());
        QCOMPARE(m_prompts, 0);
        QCOMPARE(*m_page->currentTable()->ranks, 32);
    }

    void aCancelledRankQuestionLeavesTheTableRefused()
    {
        QTemporaryDir dir;
        const QString path = writeTemp(dir, "osu_allreduce.txt", kOsuAllreduceWithoutRanks);
        QVERIFY(m_store->importFile(path).ok());
        QCOMPARE(m_prompts, 1);
        QVERIFY(!m_page->currentTable()->ranks);
        QVERIFY(QString::fromStdString(m_page->currentFit()->explanation().english()).contains("rank count"));
        QVERIFY(!m_page->findChild<QPushButton *>("useFitted")->isEnabled());
    }

    void importsAccumulateAndAReimportReplaces()
    {
        QVERIFY(m_store->importFile(fixture("nccl_multicoll_h100_8gpu_1node_v2.17.8.txt")).ok());
        QCOMPARE(m_page->tableCount(), 5);
        QVERIFY(m_store->importFile(fixture("osu_latency_azure_hbv3_2node_ib.txt")).ok());
        QCOMPARE(m_page->tableCount(), 6);
        QCOMPARE(m_page->currentIndex(), 5);
        QCOMPARE(m_page->currentTable()->collective, std::string("osu_latency"));
        QVERIFY(m_store->importFile(fixture("nccl_multicoll_h100_8gpu_1node_v2.17.8.txt")).ok());
        QCOMPARE(m_page->tableCount(), 6);
        QCOMPARE(m_page->currentTable()->collective, std::string("all_reduce_perf"));
        // Choosing in the combo box is choosing the table.
        auto *combo = m_page->findChild<QComboBox *>("tableCombo");
        combo->setCurrentIndex(0);
        QCOMPARE(m_page->currentIndex(), 0);
        QCOMPARE(m_page->currentTable()->collective, std::string("osu_latency"));
    }

private:
    std::unique_ptr<Measurements> m_store;
    std::unique_ptr<MeasuredPage> m_page;
    int m_prompts = 0;
};

QTEST_MAIN(TestMeasurements)
#include "test_measurements.moc"
