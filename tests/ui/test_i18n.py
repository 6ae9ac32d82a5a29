"""The Russian interface: translators, menus, the .ts file, core messages, clock words."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator
from PySide6.QtWidgets import QMenu, QMenuBar

from qtgo.clock import GameClock, TimeControl, TimeSystem, format_clock, overtime_label
from qtgo.resources import resource_path
from qtgo.rules import Color
from qtgo.session import GameSession, NewGameSettings, Note, Problem
from qtgo.session.errors import MoveRejected
from qtgo.ui import i18n
from qtgo.ui.clock_text import clock_face, describe_control, overtime_marker
from qtgo.ui.messages import EDITS, NOTES, PLURAL, PROBLEMS, TIME_PROBLEMS, error_text, note_writer
from qtgo.ui.window import MainWindow

if TYPE_CHECKING:
    from conftest import FakeTime

TS = resource_path("translations/qtgo_ru.ts")
QM = resource_path("translations/qtgo_ru.qm")
CYRILLIC = re.compile("[А-Яа-яЁё]")
LATIN_WORD = re.compile("[A-Za-z]{2,}")
# Menu texts that are right in any language: the language's own name, the label tool.
UNTRANSLATED_OK = {"English", "A", "GNU Go", "KataGo", "Leela Zero"}  # engines are named as they name themselves
PLACEHOLDER = re.compile(r"%n|\{\w*\}")


def _window(qtbot, tmp_path: Path) -> MainWindow:
    win = MainWindow(GameSession.new(NewGameSettings(width=9, height=9)), data_dir=tmp_path / "data")
    win.settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    qtbot.addWidget(win)
    win.resize(1000, 700)
    win.show()
    qtbot.waitExposed(win)
    return win


def _menu_texts(menu: QMenu) -> list[str]:
    """Every text in a menu and its submenus (separators skipped), without '&'."""
    menu.aboutToShow.emit()
    texts = [menu.title().replace("&", "")]
    for action in menu.actions():
        if action.isSeparator():
            continue
        submenu = action.menu()
        if isinstance(submenu, QMenu):
            texts += _menu_texts(submenu)
        else:
            texts.append(action.text().replace("&", ""))
    return texts


def _all_menu_texts(win: MainWindow) -> list[str]:
    texts: list[str] = []
    for action in win.menuBar().actions():
        menu = action.menu()
        assert isinstance(menu, QMenu)
        texts += _menu_texts(menu)
    return texts


def test_russian_menus_have_no_english_left(qtbot, tmp_path: Path, russian: None) -> None:
    win = _window(qtbot, tmp_path)
    titles = [a.text() for a in win.menuBar().actions()]
    assert titles == ["&Файл", "&Правка", "Па&ртия", "П&ереход", "&Вид", "&Движок", "&Справка"]
    assert win.acts.new.text() == "&Новая партия…"
    assert win.acts.pass_.text() == "&Пас"
    assert win.acts.resign.text() == "&Сдаться…"
    assert win.acts.count.text() == "По&дсчёт позиции"
    assert win.players_dock.windowTitle() == "Игроки"
    texts = _all_menu_texts(win)
    assert len(texts) > 50
    left = [t for t in texts if LATIN_WORD.search(t) and not CYRILLIC.search(t) and t not in UNTRANSLATED_OK]
    assert left == []
    # Toolbars and status texts too.
    assert win.acts.undo_agreed.iconText() == "Вернуть ход"
    assert win.message.text().startswith("Правила: Японские")
    assert win.players.captures[Color.BLACK].text() == "Пленные: 0"
    assert win.move_tree.model.data(win.move_tree.model.index(0, 0)) == "Начало партии"
    assert "Чёрные" in win.windowTitle()
    # Qt's own texts (message box buttons, file dialog) come from qtbase_ru.qm.
    qt_ru = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)) / "qtbase_ru.qm"
    if qt_ru.is_file():
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Отмена"
    win.adapter.session.record.modified = False


def test_russian_menus_have_distinct_mnemonics(qtbot, tmp_path: Path, russian: None) -> None:
    win = _window(qtbot, tmp_path)
    bar = win.menuBar()
    tops = [sub for a in bar.actions() if isinstance(sub := a.menu(), QMenu)]
    subs = [sub for top in tops for a in top.actions() if isinstance(sub := a.menu(), QMenu)]
    menus: list[tuple[str, QMenu | QMenuBar]] = [("menu bar", bar)]
    menus += [(menu.title(), menu) for menu in tops + subs]
    for title, menu in menus:
        keys = [m.group(1).lower() for a in menu.actions() if (m := re.search(r"&([^&\s])", a.text()))]
        assert len(keys) == len(set(keys)), (title, keys)
    win.adapter.session.record.modified = False


def test_russian_core_messages_and_plurals(russian: None) -> None:
    assert error_text(MoveRejected(Problem.KO)) == "Ко: сразу забирать обратно нельзя, сначала сходите в другом месте"
    assert error_text(MoveRejected(Problem.SUICIDE)).startswith("Самоубийство")
    assert error_text(MoveRejected(Problem.OCCUPIED)) == "Пункт занят: ходите на свободный пункт"
    assert error_text(MoveRejected(Problem.HANDICAP_FIRST, n=1)) == "Сначала поставьте ещё 1 форовый камень"
    assert error_text(MoveRejected(Problem.HANDICAP_FIRST, n=3)) == "Сначала поставьте ещё 3 форовых камня"
    assert error_text(MoveRejected(Problem.HANDICAP_FIRST, n=5)) == "Сначала поставьте ещё 5 форовых камней"
    assert error_text(MoveRejected(Problem.TIME_OVER, result="B+T")) == "Партия окончена: B+T"
    assert note_writer(Note.RESIGNED, {"color": Color.BLACK}) == "Чёрные сдались"
    # An error from outside the table is shown as the core said it.
    assert error_text(ValueError("a brand new message")) == "a brand new message"
    control = TimeControl.byo_yomi(600, 5, 30)
    assert describe_control(control) == "10:00 + бёёми 5×30 с"
    assert describe_control(TimeControl.canadian(600, 22, 300)).startswith("10:00 + 22 камня за 5:00")


def test_english_everywhere_with_qtgo_lang_en(qtbot, tmp_path: Path, english: None) -> None:
    win = _window(qtbot, tmp_path)
    titles = [a.text() for a in win.menuBar().actions()]
    assert titles == ["&File", "&Edit", "&Game", "&Navigate", "&View", "E&ngine", "&Help"]
    assert win.acts.pass_.text() == "&Pass"
    texts = _all_menu_texts(win)
    assert not [t for t in texts if CYRILLIC.search(t) and t != "Русский"]
    assert error_text(MoveRejected(Problem.KO)) == "Ko: you may not retake at once; play elsewhere first"
    assert error_text(MoveRejected(Problem.HANDICAP_FIRST, n=1)) == "Place 1 more handicap stone first"
    assert error_text(MoveRejected(Problem.HANDICAP_FIRST, n=2)) == "Place 2 more handicap stones first"
    win.adapter.session.record.modified = False


def test_c_locale_counts_as_english(monkeypatch: pytest.MonkeyPatch, qapp) -> None:
    monkeypatch.delenv("QTGO_LANG", raising=False)
    monkeypatch.setattr(i18n, "system_locale", QLocale.c)
    assert i18n.resolve_language("system") == "en"
    monkeypatch.setattr(i18n, "system_locale", lambda: QLocale("ru_RU"))
    assert i18n.resolve_language("system") == "ru"
    assert i18n.resolve_language("en") == "en"
    monkeypatch.setenv("QTGO_LANG", "C")
    assert i18n.resolve_language("ru") == "en"
    # A language without a qtgo translation falls back to English.
    monkeypatch.setenv("QTGO_LANG", "xx")
    try:
        assert i18n.install_translators(qapp) == "en"
    finally:
        monkeypatch.setenv("QTGO_LANG", "en")
        i18n.install_translators(qapp)


def test_language_menu_stores_the_choice(qtbot, tmp_path: Path, english: None) -> None:
    win = _window(qtbot, tmp_path)
    assert win.acts.language_actions["system"].isChecked()
    win.acts.language_actions["ru"].trigger()
    assert win.settings.value(i18n.LANGUAGE_SETTING) == "ru"
    assert i18n.configured_language(win.settings) == "ru"
    # It takes effect at once (tests/ui/test_language_switch.py has the details).
    assert i18n.current_language() == "ru"
    win.acts.language_actions["en"].trigger()
    assert i18n.current_language() == "en"
    win.adapter.session.record.modified = False


def test_clock_words_match_the_core_in_english(english: None, fake_time: FakeTime) -> None:
    controls = [
        TimeControl.none(),
        TimeControl.absolute(60),
        TimeControl.absolute(60, lose_on_time=False),
        TimeControl.byo_yomi(30, 3, 10),
        TimeControl.canadian(30, 1, 20),
        TimeControl.canadian(30, 5, 20),
        TimeControl.fischer(60, 5, 120),
        TimeControl.hourglass(60),
        TimeControl(TimeSystem.ING, main=30, period=10, periods=2, penalty_points=2),
    ]
    for control in controls:
        assert describe_control(control) == control.describe()
        fake = type(fake_time)()  # a fresh time source for each control
        clock = GameClock(control, now=fake)
        clock.start(Color.BLACK)
        for step in (0, 20, 15, 10, 30, 60, 200):
            fake.now += step
            state = clock.state(Color.BLACK)
            assert clock_face(state) == format_clock(state), control
            assert overtime_marker(state) == overtime_label(state), control


def _messages() -> list[ET.Element]:
    return list(ET.parse(TS).getroot().iter("message"))


def test_ts_is_complete_and_keeps_placeholders() -> None:
    messages = _messages()
    assert len(messages) > 300
    for message in messages:
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None, source
        assert translation.get("type") is None, f"unfinished: {source!r}"
        if message.get("numerus") == "yes":
            forms = [f.text or "" for f in translation.findall("numerusform")]
            assert len(forms) == 3, source  # Russian: one, few, many
        else:
            forms = [translation.text or ""]
        for form in forms:
            assert form.strip(), f"empty translation: {source!r}"
            assert sorted(PLACEHOLDER.findall(form)) == sorted(PLACEHOLDER.findall(source)), (source, form)
            if re.search(r"&[^&\s]", source):
                assert re.search(r"&[^&\s]", form), f"mnemonic lost: {source!r} -> {form!r}"


def test_qm_is_built_from_the_ts() -> None:
    translator = QTranslator()
    assert translator.load(str(QM))
    assert translator.translate("WindowActions", "&Pass") == "&Пас"
    assert translator.translate("ScorePanel", "Prisoners") == "Пленные"
    assert translator.translate("Messages", "That point is off the board") == "Этот пункт вне доски"
    assert translator.translate("ClockText", "{0} · %n stones", None, 2) == "{0} · %n камня"
    entries = [
        (
            context.findtext("name") or "",
            message.findtext("source") or "",
            message.findtext("comment"),
            5 if message.get("numerus") == "yes" else -1,
        )
        for context in ET.parse(TS).getroot().iter("context")
        for message in context.iter("message")
    ]
    # Every message of the .ts is in the .qm (lrelease was run after the last change).
    missing = [entry for entry in entries if not translator.translate(*entry)]
    assert missing == []


def test_every_core_reason_has_a_translatable_text() -> None:
    """Reasons are data: each one the core can give is in the table (none parsed from English)."""
    from qtgo.clock import TimeProblem
    from qtgo.session import EditKind

    assert set(Problem) == set(PROBLEMS) | PLURAL | {Problem.TIME_CONTROL}
    assert set(TimeProblem) == set(TIME_PROBLEMS)
    assert set(Note) == set(NOTES)
    assert set(EditKind) == set(EDITS)
