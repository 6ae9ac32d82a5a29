"""``collector_paused``: the cyclic collector is off inside and back as it was after."""

from __future__ import annotations

import gc

import pytest

from qtgo._gc import collector_paused


def test_the_collector_is_off_inside_and_on_again_after():
    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
    assert gc.isenabled()


def test_nested_pauses_switch_it_on_only_at_the_outermost_end():
    with collector_paused():
        with collector_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled()


def test_an_error_inside_still_switches_it_back_on():
    with pytest.raises(ValueError), collector_paused():
        raise ValueError("boom")
    assert gc.isenabled()


def test_a_collector_switched_off_by_the_caller_stays_off():
    gc.disable()
    try:
        with collector_paused():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()
