// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The buckets page in the window, on the offscreen platform: the panel's value boxes for T_b and b refuse bad entries
// naming the parameter, Ctrl+6 opens the page and F1 lists every page's shortcut, and projector mode on this page
// shows only its parameters. The page's own charts and napkin are test_bucketspage.
#include "chartinspector.h"
#include "chartpanel.h"
#include "lecture.h"
#include "mainwindow.h"
#include "pages/common/chartpage.h"
#include "pages/pages.h"
#include "parametercontrol.h"
#include "parameterpanel.h"
#include "projectormode.h"
#include "scenariomodel.h"

#include "commviz/parameters.h"

#include <QAction>
#include <QDialog>
#include <QLineEdit>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace commviz;
using namespace commviz::ui;

Q_DECLARE_METATYPE(commviz::Param)

class TestBucketsWindow : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void badBackwardAndBucketAreRefusedNamingThem_data()
    {
        QTest::addColumn<Param>("param");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("negative backward time") << Param::Backward << "-1 ms"
                                                << "T_b = -1 ms is out of range: it must be ≥ 0";
        QTest::newRow("backward time in words") << Param::Backward << "long"
                                                << "T_b: \"long\" is not a time";
        QTest::newRow("zero bucket size") << Param::Bucket << "0"
                                          << "b = 0 B is out of range: it must be > 0";
        QTest::newRow("bucket size in time units") << Param::Bucket << "5 ms"
                                                   << "has an unknown unit \"ms\" for a size";
    }
    void badBackwardAndBucketAreRefusedNamingThem()
    {
        QFETCH(Param, param);
        QFETCH(QString, text);
        QFETCH(QString, message);
        QTemporaryDir dir;
        MainWindow w(nullptr, dir.filePath("settings.ini"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.showPage(PageId::Buckets);
        const Scenario before = w.model()->scenario();
        ParameterControl *control = w.panel()->control(param);
        QVERIFY(control);
        control->valueBox()->setFocus();
        control->valueBox()->selectAll();
        QTest::keyClicks(control->valueBox(), text);
        QTest::keyClick(control->valueBox(), Qt::Key_Return);
        QCOMPARE(w.model()->scenario(), before);
        QVERIFY2(control->errorText().contains(message), qPrintable(control->errorText()));
        QVERIFY(control->errorText().contains("still using"));
    }

    void ctrlSixOpensThePageAndF1ListsEveryPage()
    {
        QTemporaryDir dir;
        MainWindow w(nullptr, dir.filePath("settings.ini"));
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTest::keyClick(&w, Qt::Key_6, Qt::ControlModifier);
        QTRY_COMPARE(w.currentPage()->id(), PageId::Buckets);
        QTest::keyClick(&w, Qt::Key_8, Qt::ControlModifier);
        QTRY_COMPARE(w.currentPage()->id(), PageId::Measured);
        QTest::keyClick(&w, Qt::Key_5, Qt::ControlModifier);
        QTRY_COMPARE(w.currentPage()->id(), PageId::Compression);

        QTest::keyClick(&w, Qt::Key_F1);
        QDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = w.findChild<QDialog *>("shortcutsDialog")) != nullptr && dialog->isVisible());
        const auto *table = dialog->findChild<QTableWidget *>("shortcutsTable");
        QVERIFY(table);
        QStringList shortcuts;
        for (int r = 0; r < table->rowCount(); ++r)
            shortcuts << table->item(r, 0)->text() + " = " + table->item(r, 1)->text();
        for (int i = 1; i <= int(pageInfos().size()); ++i)
            QVERIFY2(shortcuts.join('\n').contains(QString("Ctrl+%1 = ").arg(i % 10)),
                     qPrintable(shortcuts.join('\n'))); // the 10th: Ctrl+0
        QVERIFY(shortcuts.contains("Ctrl+6 = Buckets"));
        dialog->close();
    }

    void projectorModeShowsOnlyThePagesParameters()
    {
        QTemporaryDir dir;
        MainWindow w(nullptr, dir.filePath("settings.ini"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.showPage(PageId::Buckets);
        w.findChild<QAction *>("lectureProjector")->trigger();
        QVERIFY(w.lecture()->projector()->isActive());
        const std::vector<Param> &reads = pageInfo(PageId::Buckets).params;
        for (const ParamInfo &info : parameters()) {
            const ParameterControl *control = w.panel()->control(info.param);
            if (!control)
                continue;
            const bool wanted = std::find(reads.begin(), reads.end(), info.param) != reads.end();
            QTRY_COMPARE(control->isVisible(), wanted);
        }
        w.findChild<QAction *>("lectureLeaveProjector")->trigger();
        QTRY_VERIFY(w.panel()->control(Param::Stages)->isVisible());
    }

    // Each mark's label sits beside its own line, with no other mark's line between them (at 1280 and 1366 the
    // best size's label sat left of the current size's line and read as its label).
    void eachMarksLabelIsBesideItsOwnLine_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<double>("bucket");
        for (const QSize size : {QSize(1280, 720), QSize(1366, 768), QSize(1920, 1080)}) {
            for (const double bucket : {25 * 1048576.0, 4e6})
                QTest::addRow("%dx%d b=%g", size.width(), size.height(), bucket) << size << bucket;
        }
    }
    void eachMarksLabelIsBesideItsOwnLine()
    {
        QFETCH(QSize, size);
        QFETCH(double, bucket);
        QTemporaryDir dir;
        MainWindow w(nullptr, dir.filePath("settings.ini"));
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        Scenario s = w.model()->scenario();
        s.bucket_bytes = bucket;
        w.model()->reset(s);
        w.showPage(PageId::Buckets);
        ChartPanel *chart = w.currentPage()->chart("buckets_finish_vs_size");
        QVERIFY(chart);
        QTRY_VERIFY(ChartInspector(chart).series("best b") && ChartInspector(chart).series("current b"));
        const auto markX = [chart](const char *name) { return ChartInspector(chart).series(name).value().xs.at(0); };
        std::vector<std::pair<QString, double>> marks{{"best", markX("best b")}, {"current", markX("current b")}};
        if (bucket != 25 * 1048576.0)
            marks.emplace_back("DDP", 25 * 1048576.0);
        const RectLayer *labels = nullptr;
        QTRY_VERIFY((labels = ChartInspector(chart).rectLayers().back()) && !labels->rects().empty());
        for (const RectLayer::Rect &r : labels->rects()) {
            const auto own = std::find_if(marks.begin(), marks.end(), [&r](const auto &m) {
                return r.text.startsWith(m.first) || (m.first == "DDP" && r.text.contains("DDP"));
            });
            QVERIFY2(own != marks.end(), qPrintable(r.text));
            const double line = own->second;
            QVERIFY2(r.x1 <= line || r.x0 >= line, qPrintable(r.text + " crosses its line"));
            const double near = r.x0 >= line ? r.x0 : r.x1;
            for (const auto &[name, x] : marks) {
                QVERIFY2(x == line || x <= std::min(line, near) || x >= std::max(line, near),
                         qPrintable(QString("%1 lies across the %2 line from its own").arg(r.text, name)));
            }
        }
    }
};

QTEST_MAIN(TestBucketsWindow)
#include "test_bucketswindow.moc"
