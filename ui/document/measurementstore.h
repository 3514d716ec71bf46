// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The measurements of a session: every benchmark table imported, with its fit and regimes, held beside the
// scenario (not in it: a scenario file stays a set of parameters) and read by the Measured page, the export
// and the report alike.
//
// Data flow: importFile() → core's readMeasurementFile() (bounded; pipes and devices refused) →
// parseMeasurements() → one entry per table, fitted by fitTable() and fitRegimes() → imported(first) naming
// the first new entry. A second import of the same file replaces its entries. `commviz export --measurements`
// and `commviz report --measurements` call importFile() and never ask; the window asks for the file and the
// rank count through Measurements (measurements.h), this store with its dialogs.
#pragma once

#include "commviz/measure.h"
#include "commviz/result.h"

#include <QObject>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace commviz::ui {

struct MeasurementEntry {
    MeasuredTable table;
    Result<MeasuredFit> fit = Error{};   // or why the table cannot be fitted
    Result<RegimeFit> regimes = Error{}; // SPEC.md section 8; refused exactly when fit is
    QString path;                        // absolute
    QString fileName;
};

class MeasurementStore : public QObject {
    Q_OBJECT
public:
    explicit MeasurementStore(QObject *parent = nullptr);

    // Asked for the rank count when a log does not state it: gets the file name, returns N or nothing
    // (cancelled: such tables are listed, refused). None by default: nothing is asked (the commands).
    using RanksPrompt = std::function<std::optional<int>(const QString &fileName)>;
    void setRanksPrompt(RanksPrompt prompt) { m_ranksPrompt = std::move(prompt); }
    [[nodiscard]] const RanksPrompt &ranksPrompt() const { return m_ranksPrompt; }

    // Reads `path` and keeps every table found (replacing those of an earlier import of the same file);
    // returns how many. Tables whose log does not state N get `ranksOverride`, or else what the ranks prompt
    // answers. An unreadable file, or one without a table, is an Error that names the file and leaves the
    // store as it was.
    Result<int> importFile(const QString &path, std::optional<int> ranksOverride = std::nullopt);

    [[nodiscard]] int count() const { return static_cast<int>(m_entries.size()); }
    [[nodiscard]] bool empty() const { return m_entries.empty(); }
    [[nodiscard]] const std::vector<MeasurementEntry> &entries() const { return m_entries; }
    // Precondition: 0 ≤ index < count().
    [[nodiscard]] const MeasurementEntry &entry(int index) const { return m_entries[static_cast<std::size_t>(index)]; }
    // The entry a chart shows first: the first fitted one, else the first; -1 when empty.
    [[nodiscard]] int firstFitted() const;

Q_SIGNALS:
    // After every import that changed the entries; `first` is the index of the first new entry.
    void imported(int first);

private:
    std::vector<MeasurementEntry> m_entries;
    RanksPrompt m_ranksPrompt;
};

} // namespace commviz::ui
