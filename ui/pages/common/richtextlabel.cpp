// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/common/richtextlabel.h"

#include "textwidth.h"

#include <QAbstractTextDocumentLayout>
#include <QEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QTextOption>

#include <algorithm>
#include <cmath>
#include <memory>

namespace commviz::ui {
namespace {

// Widths the layout is told of, rounded up to this step: numbers that change on every frame of a drag change their
// text's width by a pixel or two, and each new width would lay the page out again.
constexpr int kWidthStep = 8;

} // namespace

QSize RichTextLabel::probeAt(double width) const
{
    m_probe->setTextWidth(width);
    const QSizeF size = m_probe->size();
    const int w = static_cast<int>(std::ceil(size.width()));
    return {(w + kWidthStep - 1) / kWidthStep * kWidthStep, static_cast<int>(std::ceil(size.height()))};
}

RichTextLabel::RichTextLabel(QWidget *parent) : QWidget(parent)
{
    m_doc.setDocumentMargin(0); // as a QLabel's, which wraps at words only
    QTextOption option = m_doc.defaultTextOption();
    option.setWrapMode(QTextOption::WordWrap);
    m_doc.setDefaultTextOption(option);
    m_doc.setDefaultFont(unshaped(font()));
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    relayout(); // the empty text's sizes
}

void RichTextLabel::setHtml(const QString &html)
{
    if (html == m_html)
        return;
    m_html = html;
    m_doc.setHtml(html);
    setAccessibleName(m_doc.toPlainText()); // what a screen reader reads of a QLabel
    relayout();
    update();
}

void RichTextLabel::relayout()
{
    m_probe.reset(m_doc.clone());
    m_heights.clear();
    // QLabel's sizes for wrapped rich text: its hint is QTextDocument::adjustSize's (a pleasing shape, at most 80
    // characters wide); its minimum, the widest piece that may not break and one line's height.
    const int widest = probeAt(0).width();
    const int oneLine = probeAt(-1).height();
    m_probe->adjustSize();
    const QSize ideal = probeAt(m_probe->textWidth()); // laid out again, as QLabel's hint is measured
    const QSize minimum(widest, std::min(oneLine, ideal.height()));
    const int oldHeight = static_cast<int>(std::ceil(m_doc.size().height()));
    m_doc.setTextWidth(std::max(width(), minimum.width()));
    const int height = static_cast<int>(std::ceil(m_doc.size().height()));
    if (minimum != m_minimum || ideal != m_ideal || height != oldHeight) {
        m_minimum = minimum;
        m_ideal = ideal;
        updateGeometry(); // only a new size needs the layout around to ask again
    }
}

int RichTextLabel::heightForWidth(int width) const
{
    if (width == static_cast<int>(m_doc.textWidth()))
        return static_cast<int>(std::ceil(m_doc.size().height()));
    const auto known = m_heights.constFind(width);
    if (known != m_heights.cend())
        return *known;
    const int height = probeAt(width).height();
    m_heights.insert(width, height);
    return height;
}

QSize RichTextLabel::sizeHint() const
{
    return m_ideal;
}

QSize RichTextLabel::minimumSizeHint() const
{
    return m_minimum;
}

void RichTextLabel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Only the width changed: the sizes measured for the text stand (they do not depend on it), and the layout that
    // resized this asked for its height at this width already.
    const double at = std::max(width(), m_minimum.width());
    if (m_doc.textWidth() != at)
        m_doc.setTextWidth(at);
}

void RichTextLabel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        m_doc.setDefaultFont(unshaped(font()));
        relayout();
        update();
    }
}

void RichTextLabel::paintEvent(QPaintEvent *event)
{
    QPainter painter(this);
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette = palette();
    context.palette.setColor(QPalette::Text, palette().color(QPalette::WindowText)); // a label's colour
    context.clip = event->rect();
    painter.setClipRect(event->rect());
    m_doc.documentLayout()->draw(&painter, context);
}

} // namespace commviz::ui
