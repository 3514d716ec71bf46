// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The parameter panel's preset choosers (PresetBox): a choice proposes its preset's change and names the undo step
// after it; sync() shows the preset a scenario has (a link within rounding), else "Custom"; a language switch
// re-sets the names and keeps every item whole.
#include "language.h"
#include "presetbox.h"
#include "testutil.h"

#include "commviz/clusterpresets.h"
#include "commviz/scenario.h"
#include "commviz/steppresets.h"

#include <QApplication>
#include <QFontMetrics>
#include <QSignalSpy>
#include <QTest>

using namespace commviz;
using namespace commviz::ui;

class TestPresetBox : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aChoiceProposesItsPreset();
    void syncShowsThePresetTheScenarioHas();
    void aLanguageSwitchRenamesAndFits();
};

void TestPresetBox::aChoiceProposesItsPreset()
{
    PresetBox box(PresetBox::Kind::IntraLink);
    QCOMPARE(box.count(), static_cast<int>(presets().size()) + 1);
    QCOMPARE(box.itemText(box.count() - 1), QStringLiteral("Custom"));
    QSignalSpy spy(&box, &PresetBox::chosen);
    const Preset &p = presets().at(1);
    Q_EMIT box.activated(1);
    QCOMPARE(spy.count(), 1);
    Scenario s;
    s.intra = Link{1, 1};
    spy.at(0).at(0).value<std::function<void(Scenario &)>>()(s);
    QCOMPARE(s.intra, p.link);
    QCOMPARE(spy.at(0).at(1).toString(), QStringLiteral("Intra-node link: %1").arg(box.itemText(1)));
    Q_EMIT box.activated(box.count() - 1); // Custom proposes nothing
    QCOMPARE(spy.count(), 1);
}

void TestPresetBox::syncShowsThePresetTheScenarioHas()
{
    PresetBox inter(PresetBox::Kind::InterLink);
    Scenario s;
    for (std::size_t i = 0; i < presets().size(); ++i) {
        s.inter = presets()[i].link;
        s.inter.alpha_s *= 1 + 1e-12; // a slider's rounding
        inter.sync(s);
        QCOMPARE(inter.currentData().toString(), QString::fromStdString(presets()[i].key));
    }
    s.inter.alpha_s *= 1.01;
    inter.sync(s);
    QCOMPARE(inter.currentIndex(), inter.count() - 1);

    PresetBox cluster(PresetBox::Kind::Cluster);
    for (const ClusterPreset &p : clusterPresets()) {
        cluster.sync(withClusterPreset(Scenario{}, p));
        QCOMPARE(cluster.currentData().toString(), QString::fromStdString(p.key));
    }
    PresetBox gpu(PresetBox::Kind::Gpu);
    for (const GpuPreset &p : gpuPresets()) {
        Scenario with;
        applyGpuPreset(with, p);
        gpu.sync(with);
        QCOMPARE(gpu.currentData().toString(), QString::fromStdString(p.key));
        with.peak_flops *= 1.5;
        gpu.sync(with);
        QCOMPARE(gpu.currentIndex(), gpu.count() - 1);
    }
}

void TestPresetBox::aLanguageSwitchRenamesAndFits()
{
    PresetBox box(PresetBox::Kind::InterLink);
    box.show();
    QVERIFY(installLanguage("zh_CN"));
    QTRY_COMPARE(box.itemText(box.count() - 1), QStringLiteral("自定义"));
    QCOMPARE(box.accessibleName(), QStringLiteral("节点间预设"));
    const QFontMetrics metrics(box.font());
    for (int i = 0; i < box.count(); ++i)
        QVERIFY2(box.minimumWidth() > metrics.horizontalAdvance(box.itemText(i)), qPrintable(box.itemText(i)));
    QVERIFY(installLanguage("en"));
    QTRY_COMPARE(box.itemText(box.count() - 1), QStringLiteral("Custom"));
}

QTEST_MAIN(TestPresetBox)
#include "test_presetbox.moc"
