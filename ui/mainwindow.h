#pragma once

#include <QMainWindow>

namespace commviz::ui {

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
};

} // namespace commviz::ui
