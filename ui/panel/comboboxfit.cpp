// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "comboboxfit.h"

#include <QComboBox>
#include <QStyle>
#include <QStyleOptionComboBox>

#include <algorithm>

namespace commviz::ui {

void fitToItems(QComboBox *box)
{
    // The style's size from contents comes up a few pixels short of its own text field for some texts, and a narrow
    // panel would then cut "InfiniBand NDR（400 Gbps）".
    if (box->sizeAdjustPolicy() == QComboBox::AdjustToMinimumContentsLengthWithIcon)
        return;
    QStyleOptionComboBox option;
    option.initFrom(box);
    option.rect = QRect(0, 0, 1000, box->sizeHint().height());
    const QRect field = box->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, box);
    int text = 0;
    for (int i = 0; i < box->count(); ++i)
        text = std::max(text, box->fontMetrics().horizontalAdvance(box->itemText(i)));
    box->setMinimumWidth(text + option.rect.width() - field.width() + 2);
}

} // namespace commviz::ui
