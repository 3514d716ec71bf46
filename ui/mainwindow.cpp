#include "mainwindow.h"

#include "chartpage.h"
#include "document.h"
#include "exportdialog.h"
#include "lecture.h"
#include "measuredpage.h"
#include "pages.h"
#include "parameterpanel.h"
#include "scenariomodel.h"
#include "settings.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QFileInfo>
#include <QKeySequence>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QUndoStack>

namespace commviz::ui {

MainWindow::MainWindow(QWidget *parent, const QString &settingsPath)
    : QMainWindow(parent), m_settings(std::make_unique<Settings>(settingsPath)), m_model(new ScenarioModel(this))
{
    m_document = new Document(m_model, m_settings.get(), this, [this] { return currentPage()->id(); });
    m_panel = new ParameterPanel;
    auto *panelScroll = new QScrollArea;
    panelScroll->setWidget(m_panel);
    panelScroll->setWidgetResizable(true);
    panelScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    panelScroll->setMinimumWidth(320);

    m_tabs = new QTabWidget;
    m_tabs->setDocumentMode(true);
    m_pages = createPages(m_tabs);
    for (ChartPage *page : m_pages)
        m_tabs->addTab(page, page->tabTitle());

    auto *splitter = new QSplitter;
    splitter->addWidget(panelScroll);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({340, 1580});
    setCentralWidget(splitter);

    connect(m_panel, &ParameterPanel::paramEdited, m_model, &ScenarioModel::setParam);
    connect(m_panel, &ParameterPanel::presetChosen, this, [this](bool intra, const Link &link, const QString &name) {
        Scenario s = m_model->scenario();
        (intra ? s.intra : s.inter) = link;
        m_model->setScenario(s, (intra ? "Intra-node link: " : "Inter-node link: ") + name);
    });
    connect(m_model, &ScenarioModel::changed, this, &MainWindow::scheduleRefresh);
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::refresh);
    connect(m_document, &Document::titleChanged, this, &MainWindow::updateTitle);
    connect(m_document, &Document::pageRequested, this, &MainWindow::showPage);
    for (ChartPage *page : m_pages) {
        if (auto *measured = qobject_cast<MeasuredPage *>(page)) {
            connect(measured, &MeasuredPage::useFitted, this,
                    [this](double alpha_s, double beta_Bps, const QString &description) {
                        Scenario s = m_model->scenario();
                        s.inter = Link{alpha_s, beta_Bps};
                        m_model->setScenario(s, description); // one undo step
                    });
        }
    }

    createActions();
    m_lecture = installLecture(this); // the Lecture menu, step banner, pins, sweeps, projector mode
    statusBar()->showMessage("Move a slider or type a value with its unit (\"400 Gbps\", \"1 GiB\", \"7us\"). "
                             "F1 lists the shortcuts.");
    resize(1600, 1000);
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
    restoreGeometry(m_settings->windowGeometry());
    restoreState(m_settings->windowState());
    const QString last = m_settings->lastScenarioPath();
    if (!last.isEmpty() && QFileInfo::exists(last))
        m_document->open(last);
    showPage(m_settings->lastPage()); // the page last looked at wins over the file's
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
    return static_cast<ChartPage *>(m_tabs->currentWidget());
}

void MainWindow::showPage(const QString &id)
{
    for (ChartPage *page : m_pages) {
        if (page->id() == id)
            m_tabs->setCurrentWidget(page);
    }
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu("&File");
    QAction *open = file->addAction("&Open scenario…", m_document, &Document::openWithDialog);
    open->setShortcut(QKeySequence::Open);
    open->setStatusTip("Open a scenario file: every parameter and the page");
    QMenu *recent = file->addMenu("Open &recent");
    m_document->fillRecentMenu(recent);
    connect(m_document, &Document::recentChanged, this, [this, recent] { m_document->fillRecentMenu(recent); });
    QAction *save = file->addAction("&Save scenario", m_document, &Document::save);
    save->setShortcut(QKeySequence::Save);
    QAction *saveAs = file->addAction("Save scenario &as…", m_document, &Document::saveAs);
    saveAs->setShortcut(QKeySequence("Ctrl+Shift+S"));
    file->addSeparator();
    QAction *import = file->addAction("&Import measurements…", this, [this] {
        showPage("measured");
        if (auto *page = qobject_cast<MeasuredPage *>(currentPage()))
            page->importInteractively();
    });
    import->setShortcut(QKeySequence("Ctrl+I"));
    import->setStatusTip("Overlay nccl-tests or OSU benchmark output on the models and fit α, β");
    QAction *exportChart =
        file->addAction("&Export chart…", this, [this] { showExportChartDialog(currentPage(), this); });
    exportChart->setShortcut(QKeySequence("Ctrl+E"));
    exportChart->setStatusTip("Write the current chart as PNG, SVG, PDF or CSV");
    QAction *report = file->addAction("Export &report…", this,
                                      [this] { showExportReportDialog(m_pages, m_model->scenario(), this); });
    report->setShortcut(QKeySequence("Ctrl+Shift+E"));
    report->setStatusTip("One PDF with every page's charts, the parameters and the napkin math");
    file->addSeparator();
    QAction *quit = file->addAction("&Quit", this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *edit = menuBar()->addMenu("&Edit");
    QAction *undo = m_model->undoStack()->createUndoAction(this, "&Undo");
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_model->undoStack()->createRedoAction(this, "&Redo");
    redo->setShortcuts({QKeySequence("Ctrl+Shift+Z"), QKeySequence::Redo});
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    QAction *defaults = edit->addAction("Reset to the source's &defaults", this,
                                        [this] { m_model->setScenario(Scenario{}, "Reset to defaults"); });
    defaults->setStatusTip("SPEC.md's defaults: InfiniBand NDR, N = 256, M = 1 GB, p = 8, m = 16, V = 4, r = 64");

    QMenu *view = menuBar()->addMenu("&View");
    for (std::size_t i = 0; i < m_pages.size(); ++i) {
        ChartPage *page = m_pages[i];
        QAction *a = view->addAction(page->tabTitle(), this, [this, page] { m_tabs->setCurrentWidget(page); });
        a->setShortcut(QKeySequence(QString("Ctrl+%1").arg(i + 1)));
        a->setStatusTip(page->question());
    }

    QMenu *help = menuBar()->addMenu("&Help");
    QAction *keys = help->addAction("&Keyboard shortcuts", this, &MainWindow::showShortcuts);
    keys->setShortcut(QKeySequence::HelpContents);
    help->addAction("&About commviz", this, [this] {
        QMessageBox::about(this, "About commviz",
                           "<b>commviz " + QApplication::applicationVersion() +
                               "</b><p>The communication cost models of distributed training, made visible.</p>");
    });
}

void MainWindow::showShortcuts()
{
    QString rows;
    for (QMenu *menu : menuBar()->findChildren<QMenu *>()) {
        for (QAction *a : menu->actions()) {
            if (!a->shortcut().isEmpty())
                rows += "<tr><td><b>" + a->shortcut().toString(QKeySequence::NativeText) + "</b></td><td>" +
                        QString(a->text()).remove('&') + "</td></tr>";
        }
    }
    rows += "<tr><td><b>← → ↑ ↓</b></td><td>Move the focused slider one step</td></tr>"
            "<tr><td><b>Page Up / Page Down</b></td><td>Move the focused slider a tenth of its span (until a lecture "
            "step is shown)</td></tr>"
            "<tr><td><b>← / →</b></td><td>Previous / next lecture step, when no slider or text box has focus</td></tr>"
            "<tr><td><b>Tab</b></td><td>Next slider or value box</td></tr>"
            "<tr><td><b>Enter</b></td><td>Apply a typed value</td></tr>";
    QMessageBox box(this);
    box.setWindowTitle("Keyboard shortcuts");
    box.setText("<table cellspacing='6'>" + rows + "</table>");
    box.exec();
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
    if (ChartPage *page = currentPage())
        page->refresh(s);
    Q_EMIT refreshed();
}

} // namespace commviz::ui
