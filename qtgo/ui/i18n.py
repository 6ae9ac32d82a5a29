"""Interface language: qtgo's own translations and Qt's, chosen once at start-up.

The language comes from ``QTGO_LANG`` (for tests and one-off runs), else from the
setting ``ui/language`` (``system``, ``en`` or ``ru``), else from the system locale.
A ``C``/``POSIX`` locale counts as English, so headless runs stay English.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QSettings, QTranslator

from qtgo.resources import resource_path
from qtgo.ui import options

#: The choices of View ▸ Language, stored in ``ui/language``.
LANGUAGE_SETTING = options.LANGUAGE.key
LANGUAGES = ("system", "en", "ru")
#: Languages that have a ``qtgo_<lang>.qm``; anything else falls back to English.
TRANSLATED = ("ru",)

# Qt's own words that qtgo's catalog says better: Qt's Russian "Discard" ("Отклонить") in
# "Save the changes first?" reads as "reject"; players expect "Не сохранять". Our catalog is
# installed after Qt's, so Qt looks it up first.
QT_OVERRIDES = (QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),)

# The translators in use, kept alive here (Qt does not own them) and removed on reinstall.
_installed: list[QTranslator] = []


def configured_language(settings: QSettings | None = None) -> str:
    """The stored choice: ``system``, ``en`` or ``ru``."""
    value = options.read(settings or QSettings(), options.LANGUAGE)
    return value if value in LANGUAGES else "system"


def system_locale() -> QLocale:
    """The desktop's locale (a function, so tests can stand in a ``C`` locale)."""
    return QLocale.system()


def resolve_language(language: str | None = None) -> str:
    """The two-letter language to show: env ``QTGO_LANG``, then ``language``, then the system."""
    return _code((os.environ.get("QTGO_LANG") or language or configured_language() or "system").strip())


def _code(choice: str) -> str:
    """``system``, ``ru``, ``ru_RU.UTF-8``, ``C`` ... as a two-letter code (``en`` for C/POSIX)."""
    if choice.lower() == "system":
        locale = system_locale()
        name = locale.name()
        if name in ("C", "POSIX") or locale.language() in (QLocale.Language.C, QLocale.Language.AnyLanguage):
            return "en"
        choice = name
    code = choice.replace("-", "_").split("_")[0].split(".")[0].lower()
    if code in ("c", "posix", ""):
        return "en"
    return code


def install_translators(app: QCoreApplication, language: str | None = None, *, chosen: bool = False) -> str:
    """Load ``qtgo_<lang>.qm`` and Qt's ``qtbase_<lang>.qm`` into ``app``; return the language.

    Translators installed by an earlier call are removed first, so calling it again
    (e.g. with ``"en"``) switches cleanly. English loads only qtgo's ``*_en.qm`` (the
    counted texts' singular and plural).
    """
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    # ``chosen``: the player picked this language in the running program (View ▸ Language),
    # which wins over the QTGO_LANG of the start-up.
    code = resolve_language(language) if not chosen else _code(language or "system")
    if code == "en":
        return _install_english(app)
    from PySide6.QtCore import QLibraryInfo  # Qt's own catalogues: not for English

    locale = QLocale(code)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    # Qt's catalog first: the last installed is searched first, so qtgo's words win.
    _install(app, [(f"qtbase_{code}", qt_dir)])
    if not _install(app, _ours(code)):
        # No qtgo translation for this language: stay English throughout, Qt's dialogs too.
        for translator in _installed:
            app.removeTranslator(translator)
        _installed.clear()
        return _install_english(app)
    QLocale.setDefault(locale)
    return code


def _ours(code: str) -> list[tuple[str, str]]:
    """qtgo's catalogs of a language (one per area of the interface, ``qtgo_<code>`` first)."""
    folder = str(resource_path("translations"))
    stems = sorted(p.stem for p in Path(folder).glob(f"*_{code}.qm"))
    stems.sort(key=lambda stem: stem != f"qtgo_{code}")
    return [(stem, folder) for stem in stems]


def _install(app: QCoreApplication, catalogs: list[tuple[str, str]]) -> bool:
    """Install each of the (name, folder) catalogs that loads; whether any did."""
    loaded = False
    for name, folder in catalogs:
        translator = QTranslator(app)
        if translator.load(name, folder) and app.installTranslator(translator):
            _installed.append(translator)
            loaded = True
        else:
            translator.deleteLater()
    return loaded


def _install_english(app: QCoreApplication) -> str:
    """English: the source texts, and qtgo's ``*_en.qm`` for the singular and plural of counted
    texts (the sources are the English plural). Qt's own dialogs need no catalogue."""
    QLocale.setDefault(QLocale("en_US"))
    _install(app, _ours("en"))
    return "en"


def current_language() -> str:
    """``ru`` while a qtgo translation is installed, else ``en``."""
    return "en" if not _installed else _installed[0].language().split("_")[0].split("-")[0] or "en"
