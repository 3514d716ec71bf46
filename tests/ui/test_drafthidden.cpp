// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// While a slider is held, the charts a page keeps hidden (the production view's, in the textbook view) are not
// drawn; the release draws them, so that what is exported and reported is the scenario's.
#include "chartpage.h"
#include "chartpanel.h"
#include "collectivespage.h"
#include "selectionpage.h"

#include <QApplication>
#include <QTest>

#include <memory>

using namespace commviz;
using namespace commviz::ui;

namespace {

QString csvOf(const ChartPage &page, const char *chart)
{
    const ChartPanel *c = page.chart(QString::fromLatin1(chart));
    return c ? c->csv() : QStringLiteral("no chart %1").arg(QString::fromLatin1(chart));
}

} // namespace

class TestDraftHidden : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void theReleaseDrawsWhatTheDragLeftHidden_data();
    void theReleaseDrawsWhatTheDragLeftHidden();
};

void TestDraftHidden::theReleaseDrawsWhatTheDragLeftHidden_data()
{
    QTest::addColumn<QString>("page");
    QTest::addColumn<QString>("chart");
    QTest::newRow("collectives") << "collectives"
                                 << "collectives_protocols";
    QTest::newRow("selection") << "selection"
                               << "selection_production_map";
}

void TestDraftHidden::theReleaseDrawsWhatTheDragLeftHidden()
{
    QFETCH(QString, page);
    QFETCH(QString, chart);
    const auto make = [&]() -> std::unique_ptr<ChartPage> {
        if (page == "collectives")
            return std::make_unique<CollectivesPage>();
        return std::make_unique<SelectionPage>();
    };
    Scenario dragged;
    dragged.gpus = 1024;
    dragged.size_bytes = 3e6;
    dragged.inter.beta_Bps = 5e9; // the maps over N and M change with the links only
    const std::unique_ptr<ChartPage> fresh = make();
    fresh->refresh(dragged);
    const QByteArray name = chart.toLatin1();
    const QString expected = csvOf(*fresh, name.constData());
    QVERIFY2(fresh->chart(chart), qPrintable("no chart " + chart));

    const std::unique_ptr<ChartPage> held = make();
    held->refresh(Scenario{});
    const QString before = csvOf(*held, name.constData());
    QVERIFY(before != expected);
    held->setDraft(true);
    held->refresh(dragged);
    QCOMPARE(csvOf(*held, name.constData()), before); // hidden: not drawn while held
    held->setDraft(false);
    held->refresh(dragged);
    QCOMPARE(csvOf(*held, name.constData()), expected);
}

QTEST_MAIN(TestDraftHidden)
#include "test_drafthidden.moc"
