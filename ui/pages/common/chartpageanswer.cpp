// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartPage's part of "predict, then reveal" (chartpage.h, setAnswerHidden).
#include "pages/common/chartpage.h"

#include "chartpanel.h"
#include "pages/common/napkinview.h"

namespace commviz::ui {

void ChartPage::setAnswerHidden(bool hidden, const QStringList &veil)
{
    m_answerHidden = hidden;
    // The napkin panel keeps its place (the charts do not jump at the reveal); only its numbers go.
    m_napkin->setVisible(!hidden);
    for (QWidget *w : findChildren<QWidget *>()) {
        if (w->property(kAnswerProperty).toBool())
            w->setVisible(!hidden);
    }
    for (ChartPanel *chart : m_charts)
        chart->setAnswerHidden(hidden, hidden && veil.contains(chart->name()));
}

} // namespace commviz::ui
