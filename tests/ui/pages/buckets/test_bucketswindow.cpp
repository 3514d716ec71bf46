// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The buckets page in the window, on the offscreen platform: the panel's value boxes for T_b and b refuse bad entries
// naming the parameter, Ctrl+6 opens the page and F1 lists every page's shortcut, and projector mode on this page
// shows only its parameters. The page's own charts and napkin are test_bucketspage.
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
};

QTEST_MAIN(TestBucketsWindow)
#include "test_bucketswindow.moc"
