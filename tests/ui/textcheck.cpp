// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// textcheck::cutWidgets: a visible widget whose text does not fit where it is drawn.
#include "textcheck.h"
#include "textcheck_p.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QFontMetricsF>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QStyle>
#include <QStyleOption>
#include <QTabBar>
#include <QTableView>
#include <QTextDocument>
#include <QToolButton>
#include <QTreeView>

#include <cmath>

namespace textcheck {
namespace {

using detail::kSlack;
using detail::visible;

QString who(const QWidget *w)
{
    const QString name = w->objectName().isEmpty() ? QStringLiteral("(no objectName)") : w->objectName();
    QString path = name;
    // The nearest named ancestor tells where an unnamed widget sits.
    for (const QWidget *p = w->parentWidget(); p; p = p->parentWidget()) {
        if (!p->objectName().isEmpty() && !p->objectName().startsWith(QLatin1String("qt_"))) {
            path += QStringLiteral(" in ") + p->objectName();
            break;
        }
    }
    return QStringLiteral("%1 %2").arg(QString::fromLatin1(w->metaObject()->className()), path);
}

QString withoutMnemonic(QString text)
{
    text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    return text;
}

double widestLine(const QFontMetricsF &metrics, const QString &text)
{
    double widest = 0;
    for (const QString &line : text.split(QLatin1Char('\n')))
        widest = std::max(widest, metrics.horizontalAdvance(line));
    return widest;
}

void checkLabel(const QLabel *label, QStringList &out)
{
    const QString text = label->text();
    if (text.isEmpty() || !label->pixmap().isNull())
        return;
    const QRect room =
        label->contentsRect().adjusted(label->margin(), label->margin(), -label->margin(), -label->margin());
    const int indent = std::max(0, label->indent());
    const double available = room.width() - indent;
    const bool rich =
        label->textFormat() == Qt::RichText || (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(text));
    if (label->wordWrap()) {
        const int needed = label->heightForWidth(label->width());
        if (needed > label->height() + 1)
            out << QStringLiteral("%1: wrapped text needs %2 px of height, has %3: \"%4\"")
                       .arg(who(label))
                       .arg(needed)
                       .arg(label->height())
                       .arg(text);
        return;
    }
    double needed = 0;
    if (rich) {
        QTextDocument doc;
        doc.setDefaultFont(label->font());
        doc.setDocumentMargin(0);
        doc.setHtml(text);
        needed = doc.idealWidth();
    } else {
        needed = widestLine(QFontMetricsF(label->font()), text);
    }
    if (needed > available + kSlack)
        out << QStringLiteral("%1: text %2 px wide in %3 px: \"%4\"")
                   .arg(who(label))
                   .arg(std::ceil(needed))
                   .arg(available)
                   .arg(text);
}

void checkButton(const QAbstractButton *button, QStringList &out)
{
    const QString text = withoutMnemonic(button->text());
    if (text.isEmpty())
        return;
    if (const auto *tool = qobject_cast<const QToolButton *>(button)) {
        if (tool->toolButtonStyle() == Qt::ToolButtonIconOnly && !tool->icon().isNull())
            return;
    }
    const QFontMetricsF metrics(button->font());
    const double needed = widestLine(metrics, text);
    double available = 0;
    if (const auto *push = qobject_cast<const QPushButton *>(button)) {
        QStyleOptionButton option;
        option.initFrom(push);
        option.text = push->text();
        option.icon = push->icon();
        option.iconSize = push->iconSize();
        if (push->isFlat())
            option.features |= QStyleOptionButton::Flat;
        available = push->style()->subElementRect(QStyle::SE_PushButtonContents, &option, push).width();
        if (!push->icon().isNull())
            available -= push->iconSize().width() + 4;
    } else if (qobject_cast<const QCheckBox *>(button) || qobject_cast<const QRadioButton *>(button)) {
        QStyleOptionButton option;
        option.initFrom(button);
        option.text = button->text();
        const bool check = qobject_cast<const QCheckBox *>(button) != nullptr;
        available =
            button->style()
                ->subElementRect(check ? QStyle::SE_CheckBoxContents : QStyle::SE_RadioButtonContents, &option, button)
                .width();
        if (!button->icon().isNull())
            available -= button->iconSize().width() + 4;
    } else {
        // A tool button draws its text in what its frame leaves: its size hint is the room it needs.
        if (button->width() >= button->sizeHint().width())
            return;
        available = needed - (button->sizeHint().width() - button->width());
    }
    if (needed > available + kSlack)
        out << QStringLiteral("%1: text %2 px wide in %3 px: \"%4\"")
                   .arg(who(button))
                   .arg(std::ceil(needed))
                   .arg(available)
                   .arg(text);
}

void checkCombo(const QComboBox *combo, QStringList &out)
{
    const QString text = combo->currentText();
    if (text.isEmpty())
        return;
    QStyleOptionComboBox option;
    option.initFrom(combo);
    option.editable = combo->isEditable();
    option.frame = combo->hasFrame();
    option.currentText = text;
    option.currentIcon = combo->itemIcon(combo->currentIndex());
    option.iconSize = combo->iconSize();
    const QRect edit =
        combo->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo);
    double available = edit.width() - 2; // the label is drawn one pixel in from each side
    if (!option.currentIcon.isNull())
        available -= combo->iconSize().width() + 4;
    const double needed = QFontMetricsF(combo->font()).horizontalAdvance(text);
    if (needed > available + kSlack)
        out << QStringLiteral("%1: current text %2 px wide in %3 px: \"%4\"")
                   .arg(who(combo))
                   .arg(std::ceil(needed))
                   .arg(available)
                   .arg(text);
}

void checkTabs(const QTabBar *tabs, QStringList &out)
{
    const QFontMetricsF metrics(tabs->font());
    for (int i = 0; i < tabs->count(); ++i) {
        if (!tabs->isTabVisible(i))
            continue;
        const QString text = withoutMnemonic(tabs->tabText(i));
        QStyleOptionTab option;
        option.initFrom(tabs);
        option.rect = tabs->tabRect(i);
        option.text = tabs->tabText(i);
        option.shape = tabs->shape();
        option.icon = tabs->tabIcon(i);
        option.iconSize = tabs->iconSize();
        option.documentMode = tabs->documentMode();
        const QRect textRect = tabs->style()->subElementRect(QStyle::SE_TabBarTabText, &option, tabs);
        const double needed = metrics.horizontalAdvance(text);
        if (needed > textRect.width() + kSlack)
            out << QStringLiteral("%1: tab %2 text %3 px wide in %4 px: \"%5\"")
                       .arg(who(tabs))
                       .arg(i)
                       .arg(std::ceil(needed))
                       .arg(textRect.width())
                       .arg(text);
        // Every tab in view: a bar too narrow for them all scrolls, and a tab scrolled away cannot be seen or clicked.
        if (!tabs->rect().contains(option.rect))
            out << QStringLiteral("%1: tab %2 lies outside the bar (%3 px wide): \"%4\"")
                       .arg(who(tabs))
                       .arg(i)
                       .arg(tabs->width())
                       .arg(text);
    }
}

bool wraps(const QAbstractItemView *view)
{
    if (const auto *table = qobject_cast<const QTableView *>(view))
        return table->wordWrap();
    if (const auto *tree = qobject_cast<const QTreeView *>(view))
        return tree->wordWrap();
    return false;
}

void checkCells(const QAbstractItemView *view, const QModelIndex &parent, QStringList &out)
{
    const QAbstractItemModel *model = view->model();
    if (!model)
        return;
    const int margin = view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1;
    const auto *tree = qobject_cast<const QTreeView *>(view);
    for (int r = 0; r < model->rowCount(parent); ++r) {
        for (int c = 0; c < model->columnCount(parent); ++c) {
            const QModelIndex index = model->index(r, c, parent);
            const QRect rect = view->visualRect(index);
            const QString text = index.data(Qt::DisplayRole).toString();
            if (rect.isEmpty() || text.isEmpty())
                continue;
            const QVariant fontData = index.data(Qt::FontRole);
            const QFont font = fontData.isValid() ? fontData.value<QFont>() : view->font();
            const QFontMetricsF metrics(font);
            double width = rect.width() - 2 * margin;
            if (!index.data(Qt::DecorationRole).isNull())
                width -= view->iconSize().isValid() ? view->iconSize().width() + 4
                                                    : view->style()->pixelMetric(QStyle::PM_SmallIconSize) + 4;
            if (wraps(view)) {
                const QRectF needed =
                    metrics.boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap | Qt::AlignLeft, text);
                if (needed.height() > rect.height() + kSlack || needed.width() > width + kSlack)
                    out << QStringLiteral("%1: cell (%2, %3) needs %4×%5 px, has %6×%7: \"%8\"")
                               .arg(who(view))
                               .arg(r)
                               .arg(c)
                               .arg(std::ceil(needed.width()))
                               .arg(std::ceil(needed.height()))
                               .arg(width)
                               .arg(rect.height())
                               .arg(text);
            } else {
                const double needed = widestLine(metrics, text);
                if (needed > width + kSlack)
                    out << QStringLiteral("%1: cell (%2, %3) text %4 px wide in %5 px: \"%6\"")
                               .arg(who(view))
                               .arg(r)
                               .arg(c)
                               .arg(std::ceil(needed))
                               .arg(width)
                               .arg(text);
            }
            if (tree && c == 0 && tree->isExpanded(index))
                checkCells(view, index, out);
        }
    }
}

void checkHeader(const QHeaderView *header, QStringList &out)
{
    const QAbstractItemModel *model = header->model();
    if (!model)
        return;
    const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    const QFontMetricsF metrics(header->font());
    const int count = header->orientation() == Qt::Horizontal ? model->columnCount(header->rootIndex())
                                                              : model->rowCount(header->rootIndex());
    for (int i = 0; i < count; ++i) {
        if (header->isSectionHidden(i))
            continue;
        const QString text = model->headerData(i, header->orientation(), Qt::DisplayRole).toString();
        if (text.isEmpty())
            continue;
        const int size = header->orientation() == Qt::Horizontal ? header->sectionSize(i) : header->width();
        const double needed = widestLine(metrics, text) + 2 * margin;
        if (needed > size + kSlack)
            out << QStringLiteral("%1: section %2 text needs %3 px, has %4: \"%5\"")
                       .arg(who(header))
                       .arg(i)
                       .arg(std::ceil(needed))
                       .arg(size)
                       .arg(text);
    }
}

} // namespace

QStringList cutWidgets(const QWidget *root)
{
    QStringList out;
    for (const QLabel *w : visible<QLabel>(root))
        checkLabel(w, out);
    for (const QAbstractButton *w : visible<QAbstractButton>(root))
        checkButton(w, out);
    for (const QComboBox *w : visible<QComboBox>(root))
        checkCombo(w, out);
    for (const QTabBar *w : visible<QTabBar>(root))
        checkTabs(w, out);
    for (const QAbstractItemView *w : visible<QAbstractItemView>(root)) {
        if (const auto *header = qobject_cast<const QHeaderView *>(w))
            checkHeader(header, out);
        else
            checkCells(w, QModelIndex(), out);
    }
    return out;
}

} // namespace textcheck
