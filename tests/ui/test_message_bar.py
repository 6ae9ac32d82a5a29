"""The message bar replaces the pile of "opened with warnings" dialogs."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from qtgo.ui.message_bar import MessageBar

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def test_a_new_message_replaces_the_old_and_lists_its_details(qtbot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    bar = MessageBar(host)
    host.show()
    bar.show_message("a.sgf: 2 problems repaired", ["bad point", "unknown charset"])
    assert bar.isVisible() and not bar.details.isVisible()
    bar.details_button.click()
    assert bar.details.isVisible() and "bad point" in bar.details.toPlainText()
    bar.show_message("b.sgf: 1 problem repaired", ["odd komi"])
    assert bar.summary.text().startswith("b.sgf") and "bad point" not in bar.details.toPlainText()
    assert not bar.details.isVisible()  # details fold again for the new message
    assert len(host.findChildren(MessageBar)) == 1
    with qtbot.waitSignal(bar.closed):
        bar.close_button.click()
    assert not bar.isVisible()


def test_long_lists_are_cut_with_a_count(qtbot) -> None:
    bar = MessageBar()
    qtbot.addWidget(bar)
    bar.show_message("many", [f"problem {i}" for i in range(250)])
    assert "problem 199" in bar.details.toPlainText() and "problem 200" not in bar.details.toPlainText()
    assert "50 more" in bar.details.toPlainText()
