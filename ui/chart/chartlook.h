// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartLook: how large and how dark a ChartPanel draws, relative to its own look (ChartPanel::setLook). Projector
// mode sets one for a hall; an export sets one for a document's figure (its --font-scale); the default is the
// window's look.
#pragma once

namespace commviz::ui {

struct ChartLook {
    double textScale = 1;   // every font the chart draws: title, legend, axes, cell labels, a page's own labels
    double lineScale = 1;   // every curve's pen width (pins' ghosts too)
    double markerScale = 1; // every marker's size
    bool blackText = false; // title, legend and axis texts in black, not the theme's greys

    friend bool operator==(const ChartLook &a, const ChartLook &b)
    {
        return a.textScale == b.textScale && a.lineScale == b.lineScale && a.markerScale == b.markerScale &&
               a.blackText == b.blackText;
    }
    friend bool operator!=(const ChartLook &a, const ChartLook &b) { return !(a == b); }
};

} // namespace commviz::ui
