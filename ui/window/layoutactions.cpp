// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "layoutactions.h"

#include "language.h"
#include "pages/common/chartpage.h"
#include "settings.h"

#include <QAction>
#include <QCoreApplication>
#include <QKeySequence>
#include <QMenu>

namespace commviz::ui {

void addLayoutActions(QMenu *view, QWidget *window, Settings *settings, QWidget *panel,
                      const std::vector<ChartPage *> &pages)
{
    const char *context = "commviz::ui::MainWindow";
    QAction *panelShown = view->addAction(QString());
    setTrText(panelShown, context, QT_TRANSLATE_NOOP("commviz::ui::MainWindow", "Parameter &panel"));
    setTrTip(panelShown, context,
             QT_TRANSLATE_NOOP("commviz::ui::MainWindow",
                               "Show or hide the sliders: hidden, the charts take the whole width"));
    panelShown->setObjectName("viewPanel");
    panelShown->setCheckable(true);
    panelShown->setShortcut(QKeySequence(Qt::Key_F9));
    panelShown->setChecked(settings->panelShown());
    QObject::connect(panelShown, &QAction::toggled, window, [settings, panel](bool on) {
        panel->setVisible(on);
        settings->setPanelShown(on);
    });
    QAction *napkinShown = view->addAction(QString());
    setTrText(napkinShown, context, QT_TRANSLATE_NOOP("commviz::ui::MainWindow", "&Napkin math"));
    setTrTip(napkinShown, context,
             QT_TRANSLATE_NOOP("commviz::ui::MainWindow", "Show or hide each page's napkin math beside its charts"));
    napkinShown->setObjectName("viewNapkin");
    napkinShown->setCheckable(true);
    napkinShown->setShortcut(QKeySequence("Ctrl+Shift+N"));
    napkinShown->setChecked(settings->napkinShown());
    QObject::connect(napkinShown, &QAction::toggled, window, [settings, pages](bool on) {
        for (ChartPage *page : pages)
            page->setNapkinShown(on);
        settings->setNapkinShown(on);
    });
    panel->setVisible(panelShown->isChecked());
    for (ChartPage *page : pages)
        page->setNapkinShown(napkinShown->isChecked());
}

} // namespace commviz::ui
