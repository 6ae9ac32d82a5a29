"""The library as a coach, driven as a user does: games imported, selected, queued for GNU Go
from the Library window's tool bar, analysed in the background, then the Coach window's
numbers, checked against ``coach.statistics`` over the analysed copies read here."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QItemSelectionModel, QPoint, Qt

from qtgo.engine.report import Phase
from qtgo.engine.review import stored_evaluations
from qtgo.library.analysis_queue import QueueOutcome, QueueState
from qtgo.library.coach import statistics, summarise
from qtgo.sgf import load
from qtgo.ui import options
from qtgo.ui.engine.ready_made import EngineEntry
from qtgo.ui.window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # the offscreen platform

GAMES = {
    "jan.sgf": "(;GM[1]SZ[9]KM[6.5]PB[Me]PW[Rival]WR[2k]DT[2025-01-10]TM[600]"
    ";B[ee];W[cc];B[gc];W[cg];B[gg];W[ce];B[ec];W[eg])",
    "feb.sgf": "(;GM[1]SZ[9]KM[6.5]PB[Other]PW[me]BR[1d]DT[2025-02-03]TM[1800];B[cc];W[gg];B[cg];W[gc];B[ee];W[ec])",
}


@pytest.fixture
def main_window(qtbot, tmp_path, settings_store):
    window = MainWindow(data_dir=tmp_path / "data")
    qtbot.addWidget(window)
    window.show()
    yield window
    window.close()


@pytest.fixture
def records(tmp_path) -> Path:
    folder = tmp_path / "games"
    folder.mkdir()
    for name, text in GAMES.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def _use_engine(settings, name: str, command: str, analysis: str = "") -> None:
    from qtgo.ui.engine.engines_dialog import save_engines

    save_engines([EngineEntry(name, command, "", analysis)], settings)
    options.write(settings, options.ANALYSIS_ENGINE, name)


def _plugin(window: MainWindow, qtbot=None):
    from qtgo.ui import extensions
    from qtgo.ui.library.coach_plugin import CoachPlugin

    if qtbot is not None:  # built after the first paint
        qtbot.waitUntil(lambda: extensions.find(window, CoachPlugin) is not None)
    found = extensions.find(window, CoachPlugin)
    assert found is not None
    return found


def _import_and_select_all(qtbot, window: MainWindow, records: Path):
    library_window = window.library.show_library()
    with qtbot.waitSignal(library_window.import_done, timeout=20000):
        library_window.import_paths([str(records)])
    selection = library_window.table.selectionModel()
    for row in range(library_window.games_model.rowCount()):
        index = library_window.games_model.index(row, 0)
        selection.select(index, QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows)
    return library_window


def _click_tool(qtbot, plugin, action) -> None:
    button = plugin.toolbar.widgetForAction(action)
    assert button is not None and button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _cell(table, row: int, column: int) -> str:
    return table.item(row, column).text()


def test_two_games_queued_with_gnugo_give_the_coach_the_core_s_numbers(
    main_window, qtbot, records, settings_store, gnugo_command
):
    _use_engine(settings_store, "GNU Go", gnugo_command)
    library_window = _import_and_select_all(qtbot, main_window, records)
    plugin = _plugin(main_window)
    assert plugin.toolbar is not None and plugin.toolbar.parent() is library_window

    _click_tool(qtbot, plugin, plugin.selected_action)
    queue_window = plugin.queue_window
    assert queue_window is not None and queue_window.isVisible()
    qtbot.waitUntil(lambda: not queue_window.running, timeout=120000)
    run = queue_window.last_run
    assert run is not None and (run.outcome, run.analysed, run.failed) == (QueueOutcome.FINISHED, 2, 0)
    assert [_cell(queue_window.table, row, 2) for row in range(2)] == ["Done", "Done"]
    assert "2 games analysed" in queue_window.status.text()
    assert queue_window.queue.counts()[QueueState.DONE] == 2
    # A double click on a done game opens its analysed copy in the main window.
    rect = queue_window.table.visualRect(queue_window.table.model().index(0, 0))
    qtbot.mouseClick(queue_window.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(queue_window.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert main_window.adapter.path is not None and main_window.adapter.path.parent.name == "analysed"
    assert all(a is not None for a in stored_evaluations(main_window.adapter.games()[0]))

    # The analysed copies, beside the library, read here: what the coach must show.
    copies = sorted((main_window.data_dir / "analysed").glob("*.sgf"))
    assert len(copies) == 2
    trees = [load(path).games[0] for path in copies]
    assert all(all(a is not None for a in stored_evaluations(tree)) for tree in trees)
    expected = statistics(s for s in (summarise(tree, ["ME"]) for tree in trees) if s is not None)
    assert expected.games == 2

    plugin.coach_action.trigger()
    coach = plugin.coach_window
    assert coach is not None
    with qtbot.waitSignal(coach.statistics_shown, timeout=20000):
        coach.me.setText("me")
        qtbot.mouseClick(coach.refresh_button, Qt.MouseButton.LeftButton)
    assert options.read(settings_store, options.COACH_NAMES) == "me"
    assert coach.status.text().startswith("2 analysed games of yours")
    months = sorted(expected.by_month)
    assert [_cell(coach.months, row, 0) for row in range(coach.months.rowCount())] == [*months, "All months"]
    for row, month in enumerate(months):
        for column, phase in enumerate(Phase, start=2):
            bucket = expected.by_month[month][phase]
            assert _cell(coach.months, row, column) == (f"{bucket.mean_loss:.2f}" if bucket.moves else "–")
    for column, phase in enumerate(Phase, start=2):  # every month together: the moves of a phase over all games
        moves = sum(expected.by_month[m][phase].moves for m in months)
        lost = sum(expected.by_month[m][phase].points_lost for m in months)
        assert _cell(coach.months, len(months), column) == (f"{lost / moves:.2f}" if moves else "–")
    ranks = sorted(expected.by_rank)
    assert [_cell(coach.ranks, row, 0) for row in range(coach.ranks.rowCount())] == ranks == ["1d", "2k"]
    for row, rank in enumerate(ranks):
        assert _cell(coach.ranks, row, 1) == str(expected.by_rank[rank].moves)
        assert _cell(coach.ranks, row, 2) == f"{expected.by_rank[rank].mean_loss:.2f}"
    controls = sorted(expected.by_time_control)
    assert [_cell(coach.controls, row, 0) for row in range(coach.controls.rowCount())] == controls
    for row, name in enumerate(controls):
        assert _cell(coach.controls, row, 2) == f"{expected.by_time_control[name].mean_loss:.2f}"
    costly = expected.costliest_openings(10)
    assert [_cell(coach.openings, row, 0) for row in range(coach.openings.rowCount())] == [n for n, _b in costly]
    for row, (_name, bucket) in enumerate(costly):
        assert _cell(coach.openings, row, 2) == f"{bucket.points_lost:.1f}"
    # The chart draws the same means.
    assert coach.chart.months == months
    assert coach.chart.series[0][1] == [
        expected.by_month[m][Phase.OPENING].mean_loss if expected.by_month[m][Phase.OPENING].moves else None
        for m in months
    ]

    # A click on February lists its game; a double click opens it in the main window.
    coach.tabs.setCurrentWidget(coach.months)
    rect = coach.months.visualRect(coach.months.model().index(1, 0))
    qtbot.mouseClick(coach.months.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert coach.games.rowCount() == 1 and _cell(coach.games, 0, 1) == "Other"
    rect = coach.games.visualRect(coach.games.model().index(0, 0))
    qtbot.mouseClick(coach.games.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(coach.games.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    adapter = main_window.adapter
    assert adapter.path is not None and adapter.path.parent.name == "analysed"
    assert adapter.path.name.startswith("feb-1-")

    # A click on the chart's January column lists January's game.
    qtbot.mouseClick(coach.chart, Qt.MouseButton.LeftButton, pos=QPoint(coach.chart.width() // 4, 60))
    assert coach.chart.selected == "2025-01" and _cell(coach.games, 0, 2) == "Rival"


def test_the_queue_waits_after_a_restart_and_resume_finishes_it(
    make_window, qtbot, records, settings_store, gnugo_command, tmp_path
):
    _use_engine(settings_store, "GNU Go", gnugo_command)
    window = make_window()
    library_window = _import_and_select_all(qtbot, window, records)
    plugin = _plugin(window)
    queue_window = plugin.show_queue()
    ids = plugin.selected_game_ids()
    assert len(ids) == 2
    queue_window.add_games(ids, start=False)  # queued, not started: as if the program closed now
    assert queue_window.start_button.isEnabled() and queue_window.start_button.text() == "Start"
    library_window.close()
    queue_window.shutdown()
    queue_window.close()
    queue_window.deleteLater()
    plugin.queue_window = None
    # Opened afresh (a new window on the same data folder reads the same library).
    reopened = plugin.show_queue()
    assert reopened is not queue_window
    assert [_cell(reopened.table, row, 2) for row in range(reopened.table.rowCount())] == ["Waiting", "Waiting"]
    qtbot.mouseClick(reopened.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not reopened.running, timeout=120000)
    assert reopened.last_run is not None and reopened.last_run.analysed == 2


def test_katago_s_json_engine_analyses_a_queued_game(make_window, qtbot, tmp_path, settings_store, katago):
    folder = tmp_path / "games"
    folder.mkdir()
    (folder / "short.sgf").write_text(
        "(;GM[1]SZ[19]KM[6.5]PB[me]PW[you]DT[2025-03-01];B[pd];W[dp];B[pq];W[dd])", encoding="utf-8"
    )
    _use_engine(settings_store, "KataGo", katago.gtp(), katago.analysis())
    window = make_window()
    library_window = window.library.show_library()
    with qtbot.waitSignal(library_window.import_done, timeout=20000):
        library_window.import_paths([str(folder)])
    plugin = _plugin(window)
    queue_window = plugin.show_queue()
    assert "KataGo's analysis engine" in queue_window.engine_label.text()
    queue_window.visits.setValue(8)
    _click_tool(qtbot, plugin, plugin.all_action)
    qtbot.waitUntil(lambda: not queue_window.running, timeout=300000)
    run = queue_window.last_run
    assert run is not None and (run.outcome, run.analysed) == (QueueOutcome.FINISHED, 1), queue_window.status.text()
    (entry,) = queue_window.queue.entries()
    tree = load(queue_window.queue.library.path.parent / entry.output).games[0]
    evaluations = stored_evaluations(tree)
    assert len(evaluations) == 5 and all(a is not None and a.score_lead is not None for a in evaluations)
    # The move losses went into the library for the pattern search's verdicts.
    count = queue_window.queue.library.connection.execute("SELECT count(*) FROM move_losses").fetchone()[0]
    assert count == 4


def test_both_windows_follow_a_switch_to_russian(main_window, qtbot, switch_language):
    from qtgo.ui.window.language import switch_language as switch_window

    plugin = _plugin(main_window, qtbot)
    queue_window = plugin.show_queue()
    coach = plugin.show_coach()
    assert (queue_window.windowTitle(), coach.windowTitle()) == ("Background analysis", "Coach: where your points go")
    switch_window(main_window, "ru")  # as the View menu's language choice does
    qtbot.waitUntil(lambda: queue_window.windowTitle() == "Фоновый анализ")  # Qt's LanguageChange, posted
    assert queue_window.start_button.text() == "Начать" and queue_window.pause_button.text() == "Пауза"
    assert coach.windowTitle() == "Тренер: где вы теряете очки"
    assert [coach.tabs.tabText(i) for i in range(4)] == [
        "По месяцам",
        "По силе соперника",
        "По контролю времени",
        "Угловые начала",
    ]
    assert plugin.coach_action.text() == "&Тренер: где я теряю очки…"
    assert plugin.coach_action in main_window.acts.menus["file"].actions()
    switch_window(main_window, "en")


def test_games_left_in_the_queue_are_said_when_the_window_opens_again(qtbot, tmp_path, records):
    from qtgo.library import Library
    from qtgo.library.analysis_queue import AnalysisQueue

    data = tmp_path / "data"
    with Library(data / "library.sqlite") as library:
        library.import_paths([records])
        AnalysisQueue(library).add(row.id for row in library.games())
    window = MainWindow(data_dir=data)
    qtbot.addWidget(window)
    window.show()
    _plugin(window, qtbot)
    assert window.statusBar().currentMessage().startswith("2 games wait for the background analysis")
    window.close()


def test_pause_keeps_the_game_under_way_and_resume_finishes_the_queue(
    make_window, qtbot, records, settings_store, misbehaving, tmp_path
):
    marker = tmp_path / "hung-once"  # the first engine hangs at the 3rd stone; the one restarted answers
    _use_engine(settings_store, "Fake", misbehaving(f"score-hang 3 {marker}"))
    options.write(settings_store, options.REVIEW_TIMEOUT, 2.0)
    window = make_window()
    _import_and_select_all(qtbot, window, records)
    plugin = _plugin(window, qtbot)
    _click_tool(qtbot, plugin, plugin.selected_action)
    queue_window = plugin.queue_window
    qtbot.waitUntil(lambda: queue_window.positions_bar.value() == 3, timeout=30000)
    assert queue_window.status.text().startswith("Game 1 of 2: jan.sgf (Me – Rival), position 3 of 9")
    qtbot.mouseClick(queue_window.pause_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not queue_window.running, timeout=30000)
    run = queue_window.last_run
    assert run is not None and (run.outcome, run.analysed) == (QueueOutcome.STOPPED, 0)
    assert queue_window.status.text().startswith("Paused: 0 games analysed")
    assert "2 games wait: Resume goes on with them." in queue_window.status.text()
    first = queue_window.queue.entries()[0]
    assert first.state is QueueState.WAITING and 3 <= first.done < 9 and first.total == 9  # its copy kept
    assert queue_window.start_button.text() == "Resume"
    qtbot.mouseClick(queue_window.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not queue_window.running, timeout=60000)
    run = queue_window.last_run
    assert run is not None and (run.outcome, run.analysed) == (QueueOutcome.FINISHED, 2)
    assert [(e.done, e.total) for e in queue_window.queue.entries()] == [(9, 9), (7, 7)]
