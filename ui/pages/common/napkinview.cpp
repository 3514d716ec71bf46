// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/common/napkinview.h"

#include "textwidth.h"

#include <QAbstractTextDocumentLayout>
#include <QEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QTextBlock>

#include <cmath>

namespace commviz::ui {
namespace {
constexpr int kMargin = 10;
} // namespace

NapkinView::NapkinView(QWidget *parent) : QWidget(parent)
{
    m_doc.setDocumentMargin(kMargin);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    // paintEvent fills every pixel it is asked for: the page behind need not be painted first.
    setAttribute(Qt::WA_OpaquePaintEvent);
    applyFont();
}

void NapkinView::setHtml(const QString &html)
{
    m_doc.setHtml(html); // the one layout of this change: font and width are already set
    updateHeight();
    update();
}

int NapkinView::headingTop(const QString &heading) const
{
    if (heading.isEmpty())
        return -1;
    // keepNumbersWithUnits joins numbers and units with no-break spaces: compare with plain ones. A heading is its
    // paragraph's first line (a line break follows it).
    const auto plain = [](QString text) { return text.replace(QChar::Nbsp, QLatin1Char(' ')); };
    for (QTextBlock b = m_doc.begin(); b.isValid(); b = b.next()) {
        if (plain(b.text().section(QChar::LineSeparator, 0, 0)) == plain(heading))
            return static_cast<int>(m_doc.documentLayout()->blockBoundingRect(b).top());
    }
    return -1;
}

void NapkinView::applyFont()
{
    QFont f = font(); // a touch larger than the UI: this is what people read off the screen
    f.setPointSizeF(f.pointSizeF() * 1.1);
    m_doc.setDefaultFont(unshaped(f));
}

void NapkinView::updateHeight()
{
    const int height = static_cast<int>(std::ceil(m_doc.size().height()));
    if (height != m_height) {
        m_height = height;
        updateGeometry(); // only a change of height needs the scroll area to lay out again
    }
}

void NapkinView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        applyFont();
        updateHeight();
        update();
    }
}

int NapkinView::heightForWidth(int width) const
{
    if (width == static_cast<int>(m_doc.textWidth()))
        return m_height;
    QTextDocument probe;
    probe.setDocumentMargin(kMargin);
    probe.setDefaultFont(m_doc.defaultFont());
    probe.setHtml(m_doc.toHtml());
    probe.setTextWidth(width);
    return static_cast<int>(std::ceil(probe.size().height()));
}

QSize NapkinView::sizeHint() const
{
    return {300, m_height};
}

void NapkinView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_doc.setTextWidth(width());
    updateHeight();
}

void NapkinView::paintEvent(QPaintEvent *event)
{
    QPainter painter(this);
    painter.fillRect(event->rect(), palette().window());
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette = palette();
    context.clip = event->rect();
    painter.setClipRect(event->rect());
    m_doc.documentLayout()->draw(&painter, context);
}

} // namespace commviz::ui
