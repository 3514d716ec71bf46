// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// NapkinView: the napkin-math panel's text, laid out once per change. A QLabel lays rich text out
// several times per change (size hint, height for width, paint); on a slider drag that was a third of
// a frame.
#pragma once

#include <QTextDocument>
#include <QWidget>

namespace commviz::ui {

class NapkinView : public QWidget {
    Q_OBJECT
public:
    explicit NapkinView(QWidget *parent = nullptr);

    void setHtml(const QString &html);
    [[nodiscard]] QString toPlainText() const { return m_doc.toPlainText(); }
    // Where the first paragraph headed `heading` (its first line) starts, in this widget's y; -1 when none is.
    [[nodiscard]] int headingTop(const QString &heading) const;

    [[nodiscard]] bool hasHeightForWidth() const override { return true; }
    [[nodiscard]] int heightForWidth(int width) const override;
    [[nodiscard]] QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override; // a new font (projector mode) lays the text out again
    void resizeEvent(QResizeEvent *event) override;

private:
    void applyFont();
    void updateHeight();

    QTextDocument m_doc;
    int m_height = 0;
};

} // namespace commviz::ui
