// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "document.h"
#include "exportdialog.h"
#include "language.h"
#include "layoutactions.h"
#include "lecture.h"
#include "measurements.h"
#include "pages/common/chartpage.h"
#include "pages/pages.h"
#include "panelscroll.h"
#include "parameterpanel.h"
#include "projectormode.h"
#include "scenariomodel.h"
#include "settings.h"
#include "shortcutsdialog.h"
#include "undoactions.h"
#include "windowplacement.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QFileInfo>
#include <QKeySequence>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabBar>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

namespace commviz::ui {

MainWindow::MainWindow(QWidget *parent, const QString &settingsPath)
    : QMainWindow(parent), m_settings(std::make_unique<Settings>(settingsPath)), m_model(new ScenarioModel(this)),
      m_measurements(new Measurements(this))
{
    m_document = new Document(m_model, m_settings.get(), this, [this] { return currentPage()->id(); });
    m_panel = new ParameterPanel;
    QScrollArea *panelScroll = m_panelScroll = new PanelScroll;
    panelScroll->setObjectName("panelScroll");
    panelScroll->setWidget(m_panel);
    panelScroll->setWidgetResizable(true);
    panelScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    // The tabs span the window, over the panel too: projector mode's nine need over 1,000 px, more than beside it.
    m_tabBar = new QTabBar;
    m_tabBar->setObjectName("pageTabs");
    m_tabBar->setDocumentMode(true);
    m_tabBar->setExpanding(false);
    m_tabBar->setElideMode(Qt::ElideNone);
    m_tabBar->setUsesScrollButtons(true); // never wider than the window: below 1,000 px in projector mode it scrolls
    m_stack = new QStackedWidget;
    m_pages = createPages(m_stack, m_measurements);
    for (ChartPage *page : m_pages) {
        m_stack->addWidget(page);
        m_tabBar->addTab(page->tabTitle());
    }
    connect(m_tabBar, &QTabBar::currentChanged, m_stack, &QStackedWidget::setCurrentIndex);
    connect(m_stack, &QStackedWidget::currentChanged, m_tabBar, &QTabBar::setCurrentIndex);

    auto *splitter = new QSplitter;
    splitter->setObjectName("mainSplitter");
    splitter->addWidget(panelScroll);
    splitter->addWidget(m_stack);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false); // View ▸ Parameter panel hides it; a drag never loses it
    splitter->setSizes({340, 1580});
    auto *central = new QWidget;
    auto *column = new QVBoxLayout(central);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addWidget(m_tabBar);
    column->addWidget(splitter, 1);
    setCentralWidget(central);

    connect(m_panel, &ParameterPanel::paramEdited, this,
            [this](Param param, std::optional<double> value, bool dragging) {
                m_dragging = dragging;
                m_model->setParam(param, value, dragging);
                if (!dragging)
                    scheduleRefresh(); // the release may change nothing, yet the smooth frame must be drawn
            });
    connect(m_panel, &ParameterPanel::presetChosen, this, [this](const auto &apply, const QString &description) {
        Scenario s = m_model->scenario();
        apply(s);
        m_model->setScenario(s, description);
    });
    connect(m_model, &ScenarioModel::changed, this, &MainWindow::scheduleRefresh);
    connect(m_stack, &QStackedWidget::currentChanged, this, &MainWindow::refresh);
    connect(m_document, &Document::titleChanged, this, &MainWindow::updateTitle);
    connect(m_document, &Document::pageRequested, this, &MainWindow::showPage);
    // Pages ("Use fitted α, β", a step layout) propose scenario changes: one undo step each.
    for (ChartPage *page : m_pages) {
        connect(page, &ChartPage::productionViewRequested, this, &MainWindow::setProductionView);
        connect(page, &ChartPage::scenarioProposed, m_model, &ScenarioModel::setScenario);
    }

    createActions();
    // The Lecture menu, step banner, pins, sweeps and projector mode, handed what they need of the window.
    LectureHost host;
    host.window = this;
    host.model = m_model;
    host.document = m_document;
    host.panel = m_panel;
    host.splitter = splitter;
    host.pages = [this] { return m_pages; };
    host.currentPage = [this] { return currentPage(); };
    host.showPage = [this](PageId id) { showPage(id); };
    host.refresh = [this] { refresh(); };
    m_lecture = new LectureController(std::move(host));
    menuBar()->insertMenu(m_helpMenu->menuAction(), m_lecture->menu()); // before Help, where people look
    connect(this, &MainWindow::refreshed, m_lecture->projector(), &ProjectorMode::followPage);
    statusBar()->showMessage(readyMessage());
    resize(kPreferredWindowSize);
    updateTitle();
    refresh();
}

MainWindow::~MainWindow()
{
    // The children outlive this destructor's body: a tab change or a clean-state change they signal while
    // being torn down must not reach a half-destroyed MainWindow.
    const QList<QObject *> children = findChildren<QObject *>();
    for (QObject *child : children)
        disconnect(child, nullptr, this, nullptr);
}

void MainWindow::updateTitle()
{
    setWindowTitle(m_document->displayName() + "[*] — commviz");
    setWindowModified(m_document->isModified());
}

void MainWindow::restoreSession()
{
    // A fresh profile, or a window saved on a larger screen than this one: placed to fit this screen.
    if (!restoreGeometry(m_settings->windowGeometry()) ||
        (screen() && !screen()->availableGeometry().contains(frameGeometry())))
        placeOnScreen(this);
    restoreState(m_settings->windowState());
    showPage(m_settings->lastPage());
}

void MainWindow::reopenLastScenario()
{
    // Only a regular file that is still there: a file that vanished or became a pipe is forgotten quietly.
    const QString last = m_settings->lastScenarioPath();
    if (last.isEmpty() || !QFileInfo(last).isFile())
        return;
    const PageId page = currentPage()->id();
    if (m_document->open(last))
        showPage(page); // the page last looked at wins over the file's
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_document->maybeSave()) {
        event->ignore();
        return;
    }
    m_settings->setWindowGeometry(saveGeometry());
    m_settings->setWindowState(saveState());
    m_settings->setLastPage(currentPage()->id());
    m_settings->setLastScenarioPath(m_document->path().isEmpty() ? QString()
                                                                 : QFileInfo(m_document->path()).absoluteFilePath());
    m_settings->sync();
    event->accept();
}

ChartPage *MainWindow::currentPage() const
{
    return static_cast<ChartPage *>(m_stack->currentWidget());
}

void MainWindow::showPage(PageId id)
{
    for (ChartPage *page : m_pages) {
        if (page->id() == id)
            m_stack->setCurrentWidget(page);
    }
}

void MainWindow::createActions()
{
    const char *context = staticMetaObject.className();
    const auto menu = [&](const char *title) {
        QMenu *m = menuBar()->addMenu(QString());
        setTrText(m, context, title);
        return m;
    };
    const auto action = [&](QMenu *m, const char *text, const char *tip = nullptr) {
        QAction *a = m->addAction(QString());
        setTrText(a, context, text);
        if (tip != nullptr)
            setTrTip(a, context, tip);
        return a;
    };

    QMenu *file = menu(QT_TR_NOOP("&File"));
    QAction *open =
        action(file, QT_TR_NOOP("&Open scenario…"), QT_TR_NOOP("Open a scenario file: every parameter and the page"));
    connect(open, &QAction::triggered, m_document, &Document::openWithDialog);
    open->setShortcut(QKeySequence::Open);
    QMenu *recent = file->addMenu(QString());
    setTrText(recent, context, QT_TR_NOOP("Open &recent"));
    m_document->fillRecentMenu(recent);
    const auto fillRecent = [this, recent] { m_document->fillRecentMenu(recent); };
    connect(m_document, &Document::recentChanged, this, fillRecent);
    onLanguageChange(recent, fillRecent); // "No recent files", "Clear the list"
    QAction *save = action(file, QT_TR_NOOP("&Save scenario"));
    connect(save, &QAction::triggered, m_document, &Document::save);
    save->setShortcut(QKeySequence::Save);
    QAction *saveAs = action(file, QT_TR_NOOP("Save scenario &as…"));
    connect(saveAs, &QAction::triggered, m_document, &Document::saveAs);
    saveAs->setShortcut(QKeySequence("Ctrl+Shift+S"));
    file->addSeparator();
    QAction *import = action(file, QT_TR_NOOP("&Import measurements…"),
                             QT_TR_NOOP("Overlay nccl-tests or OSU benchmark output on the models and fit α, β"));
    connect(import, &QAction::triggered, this, [this] {
        showPage(PageId::Measured);
        m_measurements->importInteractively(this);
    });
    import->setShortcut(QKeySequence("Ctrl+I"));
    QAction *exportChart =
        action(file, QT_TR_NOOP("&Export chart…"), QT_TR_NOOP("Write the current chart as PNG, SVG, PDF or CSV"));
    connect(exportChart, &QAction::triggered, this, [this] { showExportChartDialog(currentPage(), this); });
    exportChart->setShortcut(QKeySequence("Ctrl+E"));
    QAction *report = action(file, QT_TR_NOOP("Export &report…"),
                             QT_TR_NOOP("One PDF with every page's charts, the parameters and the napkin math"));
    connect(report, &QAction::triggered, this, [this] { showExportReportDialog(m_pages, m_model->scenario(), this); });
    report->setShortcut(QKeySequence("Ctrl+Shift+E"));
    file->addSeparator();
    QAction *quit = action(file, QT_TR_NOOP("&Quit"));
    connect(quit, &QAction::triggered, this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *edit = menu(QT_TR_NOOP("&Edit"));
    addUndoActions(edit, m_model->undoStack(), this); // "Undo Reset to defaults"
    edit->addSeparator();
    QAction *defaults = action(
        edit, QT_TR_NOOP("Reset to the source's &defaults"),
        QT_TR_NOOP("The source's worked examples: InfiniBand NDR, N = 256, M = 1 GB, p = 8, m = 16, V = 4, r = 64"));
    connect(defaults, &QAction::triggered, this, [this] { m_model->setScenario(Scenario{}, tr("Reset to defaults")); });

    QMenu *view = menu(QT_TR_NOOP("&View"));
    for (std::size_t i = 0; i < m_pages.size(); ++i) {
        ChartPage *page = m_pages[i];
        QAction *a = view->addAction(page->tabTitle(), this, [this, page] { m_stack->setCurrentWidget(page); });
        a->setShortcut(i < 10 ? QKeySequence(QString("Ctrl+%1").arg((i + 1) % 10)) : QKeySequence()); // 10th: Ctrl+0
        a->setStatusTip(page->question());
        m_pageActions.push_back(a);
    }
    view->addSeparator();
    m_productionView = action(view, QT_TR_NOOP("&Production view"),
                              QT_TR_NOOP("Draw the production refinements beside the textbook models: pipelined "
                                         "trees, protocols, in-network reduction and the production choice"));
    m_productionView->setObjectName("productionView");
    m_productionView->setCheckable(true);
    m_productionView->setShortcut(QKeySequence("Ctrl+T"));
    connect(m_productionView, &QAction::triggered, this, &MainWindow::setProductionView);
    view->addSeparator();
    QMenu *language = view->addMenu(QString());
    language->setObjectName("languageMenu");
    setTrText(language, context, QT_TR_NOOP("&Language"));
    auto *languages = new QActionGroup(language);
    // Each language's name in itself, so it can be found whichever language is on show.
    const std::pair<QString, QString> names[] = {{"en", QStringLiteral("English")},
                                                 {"zh_CN", QStringLiteral("简体中文")}};
    for (const auto &[code, name] : names) {
        QAction *a = language->addAction(name);
        a->setObjectName("language_" + code);
        a->setCheckable(true);
        a->setChecked(code == currentLanguage());
        a->setActionGroup(languages);
        m_languageActions[code] = a;
        connect(a, &QAction::triggered, this, [this, code = code] { setLanguage(code); });
    }
    view->addSeparator();
    addLayoutActions(view, this, m_settings.get(), m_panelScroll, m_pages);

    QMenu *help = menu(QT_TR_NOOP("&Help"));
    help->setObjectName("helpMenu");
    m_helpMenu = help;
    QAction *keys = action(help, QT_TR_NOOP("&Keyboard shortcuts"));
    connect(keys, &QAction::triggered, this, &MainWindow::showShortcuts);
    keys->setShortcut(QKeySequence::HelpContents);
    QAction *about = action(help, QT_TR_NOOP("&About commviz"));
    connect(about, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About commviz"),
                           "<b>commviz " + QApplication::applicationVersion() + "</b><p>" +
                               tr("The communication cost models of distributed training, made visible.") + "</p>");
    });
}

void MainWindow::setLanguage(const QString &language)
{
    if (!installLanguage(language)) {
        statusBar()->showMessage(tr("The %1 translation could not be loaded.").arg(language), 5000);
        return;
    }
    m_settings->setLanguage(language);
    // The translator posts QEvent::LanguageChange; changeEvent() re-sets the texts when it arrives.
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    } else if (event->type() == QEvent::FontChange) {
        // Popups take no font from their window: projector mode's larger one is handed to every menu, the menu
        // bar's overflow menu among them.
        for (QMenu *m : findChildren<QMenu *>())
            m->setFont(font());
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslateUi()
{
    for (std::size_t i = 0; i < m_pages.size(); ++i) {
        m_tabBar->setTabText(static_cast<int>(i), m_pages[i]->tabTitle());
        m_pageActions[i]->setText(m_pages[i]->tabTitle());
        m_pageActions[i]->setStatusTip(m_pages[i]->question());
    }
    for (const auto &[code, action] : m_languageActions)
        action->setChecked(code == currentLanguage());
    statusBar()->showMessage(readyMessage());
    updateTitle();
}

QString MainWindow::readyMessage()
{
    return tr("Move a slider or type a value with its unit (\"400 Gbps\", \"1 GiB\", \"7us\"). "
              "F1 lists the shortcuts.");
}

void MainWindow::showShortcuts()
{
    auto *dialog = new ShortcutsDialog(menuBar(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void MainWindow::setProductionView(bool production)
{
    if (production != m_model->scenario().production_view)
        m_model->setParam(Param::ProductionView, production ? 1.0 : 0.0);
    else
        m_productionView->setChecked(production); // a click that changed nothing leaves the menu as it was
}

void MainWindow::scheduleRefresh()
{
    if (m_refreshPending)
        return;
    m_refreshPending = true;
    QTimer::singleShot(0, this, &MainWindow::refresh);
}

void MainWindow::refresh()
{
    m_refreshPending = false;
    const Scenario &s = m_model->scenario();
    m_panel->sync(s);
    m_productionView->setChecked(s.production_view);
    if (ChartPage *page = currentPage()) {
        page->setDraft(m_dragging);
        page->refresh(s);
    }
    Q_EMIT refreshed();
}

} // namespace commviz::ui
