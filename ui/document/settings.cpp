// SPDX-FileCopyrightText: 2026 commviz contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings.h"

#include "scenariofile.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSettings>
#include <QVariant>

namespace commviz::ui {

namespace {

// The only place the keys are spelled.
const QString kGeometryKey = QStringLiteral("window/geometry");
const QString kStateKey = QStringLiteral("window/state");
const QString kLastPageKey = QStringLiteral("session/lastPage");
const QString kLastScenarioKey = QStringLiteral("session/lastScenario");
const QString kRecentFilesKey = QStringLiteral("session/recentFiles");
const QString kLanguageKey = QStringLiteral("ui/language");
const QString kPanelShownKey = QStringLiteral("view/panelShown");
const QString kNapkinShownKey = QStringLiteral("view/napkinShown");

// A blob counts only if it is a real byte array that starts the way Qt starts one: a hand-edited INI file
// turns @ByteArray(...) into a plain string, and restoring a window from garbage gives an odd window.
QByteArray blobOrEmpty(const QVariant &v, const QByteArray &header)
{
    if (v.typeId() != QMetaType::QByteArray)
        return {};
    const QByteArray blob = v.toByteArray();
    return blob.startsWith(header) ? blob : QByteArray();
}

// QWidget::saveGeometry() begins with the magic number 0x1D9D0CB, QMainWindow::saveState() with the
// version marker 0xff, both as big-endian 32-bit integers.
const QByteArray kGeometryHeader("\x01\xd9\xd0\xcb", 4);
const QByteArray kStateHeader("\x00\x00\x00\xff", 4);

QString stringOrEmpty(const QVariant &v)
{
    return v.typeId() == QMetaType::QString ? v.toString() : QString();
}

// Absolute and clean, so "a/../x.json" and "x.json" are one entry in the recent list.
QString normalizedPath(const QString &path)
{
    return path.isEmpty() ? QString() : QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

QStringList cleanRecentList(const QStringList &paths)
{
    QStringList out;
    for (const QString &p : paths) {
        const QString n = normalizedPath(p.trimmed());
        if (!n.isEmpty() && !out.contains(n))
            out.append(n);
        if (out.size() == Settings::kMaxRecentFiles)
            break;
    }
    return out;
}

} // namespace

Settings::Settings(const QString &iniPath)
    : m_settings(iniPath.isEmpty() ? std::make_unique<QSettings>()
                                   : std::make_unique<QSettings>(iniPath, QSettings::IniFormat))
{}

Settings::~Settings() = default;

QByteArray Settings::windowGeometry() const
{
    return blobOrEmpty(m_settings->value(kGeometryKey), kGeometryHeader);
}

void Settings::setWindowGeometry(const QByteArray &geometry)
{
    m_settings->setValue(kGeometryKey, geometry);
}

QByteArray Settings::windowState() const
{
    return blobOrEmpty(m_settings->value(kStateKey), kStateHeader);
}

void Settings::setWindowState(const QByteArray &state)
{
    m_settings->setValue(kStateKey, state);
}

PageId Settings::lastPage() const
{
    return findPage(stringOrEmpty(m_settings->value(kLastPageKey))).value_or(PageId::P2p);
}

void Settings::setLastPage(PageId page)
{
    m_settings->setValue(kLastPageKey, pageKey(page));
}

QString Settings::lastScenarioPath() const
{
    return stringOrEmpty(m_settings->value(kLastScenarioKey));
}

void Settings::setLastScenarioPath(const QString &path)
{
    m_settings->setValue(kLastScenarioKey, normalizedPath(path));
}

QStringList Settings::recentFiles() const
{
    const QVariant v = m_settings->value(kRecentFilesKey);
    // INI stores a one-element list as a plain string, and a hand edit can leave anything here.
    switch (v.typeId()) {
    case QMetaType::QStringList:
        return cleanRecentList(v.toStringList());
    case QMetaType::QString:
        return cleanRecentList({v.toString()});
    case QMetaType::QVariantList: {
        QStringList strings;
        for (const QVariant &item : v.toList()) {
            if (item.typeId() == QMetaType::QString)
                strings.append(item.toString());
        }
        return cleanRecentList(strings);
    }
    default:
        return {};
    }
}

void Settings::setRecentFiles(const QStringList &paths)
{
    m_settings->setValue(kRecentFilesKey, cleanRecentList(paths));
}

void Settings::addRecentFile(const QString &path)
{
    if (normalizedPath(path).isEmpty())
        return;
    QStringList list = recentFiles();
    list.prepend(path);
    setRecentFiles(list);
}

void Settings::removeRecentFile(const QString &path)
{
    QStringList list = recentFiles();
    list.removeAll(normalizedPath(path));
    setRecentFiles(list);
}

QString Settings::language() const
{
    // A language code, optionally with a territory ("de", "zh_CN"): the form our translation files are named by.
    static const QRegularExpression localeName(QStringLiteral("^[a-z]{2,3}(_[A-Z]{2})?$"));
    const QString lang = stringOrEmpty(m_settings->value(kLanguageKey));
    return localeName.match(lang).hasMatch() ? lang : QString();
}

namespace {
// true and false as QSettings writes them ("true", "false" in an INI file); anything else is the default.
bool boolOr(const QVariant &v, bool fallback)
{
    if (v.typeId() == QMetaType::Bool)
        return v.toBool();
    const QString s = v.toString();
    return s == "true" ? true : s == "false" ? false : fallback;
}
} // namespace

bool Settings::panelShown() const
{
    return boolOr(m_settings->value(kPanelShownKey), true);
}

void Settings::setPanelShown(bool shown)
{
    m_settings->setValue(kPanelShownKey, shown);
}

bool Settings::napkinShown() const
{
    return boolOr(m_settings->value(kNapkinShownKey), true);
}

void Settings::setNapkinShown(bool shown)
{
    m_settings->setValue(kNapkinShownKey, shown);
}

void Settings::setLanguage(const QString &language)
{
    m_settings->setValue(kLanguageKey, language);
}

bool Settings::sync()
{
    m_settings->sync();
    return m_settings->status() == QSettings::NoError;
}

} // namespace commviz::ui
