// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// RichTextLabel: a short rich text that wraps (the training step's headline), laid out once per change at its
// width, with the sizes a word-wrapped QLabel gives its layout (its hint QTextDocument::adjustSize's; its minimum as
// wide as the widest piece that may not break) and as tall as the text at the width it gets. A QLabel lays rich text
// out again for each of a layout pass's questions (a dozen a frame there: height for a width, size hints) and again to
// paint it; with numbers that change on every frame of a drag, that was a tenth of the step page's work. The widths
// it tells the layout are rounded up to 8 px, so that new numbers seldom lay the page out again.
#pragma once

#include <QHash>
#include <QTextDocument>
#include <QWidget>

#include <memory>

namespace commviz::ui {

class RichTextLabel : public QWidget {
    Q_OBJECT
public:
    explicit RichTextLabel(QWidget *parent = nullptr);

    void setHtml(const QString &html);
    [[nodiscard]] QString html() const { return m_html; } // as set
    [[nodiscard]] QString toPlainText() const { return m_doc.toPlainText(); }

    [[nodiscard]] bool hasHeightForWidth() const override { return true; }
    [[nodiscard]] int heightForWidth(int width) const override;
    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override; // a new font (projector mode) lays the text out again

private:
    // Lays the text out at the widget's width and measures what the layout asks; tells it when that changed.
    void relayout();
    // Lays the probe out at `width` (0: every line broken where it may; −1: none); its width rounded up to 8 px.
    [[nodiscard]] QSize probeAt(double width) const;

    QString m_html;
    QTextDocument m_doc;
    QSize m_minimum; // the widest piece that may not break, and one line's height
    QSize m_ideal;   // QTextDocument::adjustSize's, as a QLabel's hint
    // A copy of the text to measure other widths on, and the heights measured since the text changed.
    std::unique_ptr<QTextDocument> m_probe;
    mutable QHash<int, int> m_heights;
};

} // namespace commviz::ui
