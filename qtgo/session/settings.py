"""What a new game is made of: the values the New game dialog collects."""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from qtgo.clock import TimeControl, TimeControlError, TimeSystem
from qtgo.rules import CentreBonus, CornerBonus, KoRule, Ruleset, Scoring
from qtgo.rules.komi import default_komi
from qtgo.session.errors import Problem, SessionError

if TYPE_CHECKING:
    from qtgo.rules import StartingPosition


class Placement(enum.Enum):
    """How handicap stones are put down (RULES.md §4)."""

    FIXED = "fixed"
    FREE = "free"
    TROMP_TAYLOR = "tromp-taylor"


NO_TIME = TimeControl(system=TimeSystem.NONE, main=0)


@dataclass(frozen=True)
class NewGameSettings:
    """Everything that defines a fresh game; ``None`` options fall back to the preset.

    Overrides (``ko``, ``multi_stone_suicide``, ``scoring``, Tibetan go's ``centre_bonus``
    and ``corner_bonus``) let a player keep a preset but change one rule, e.g. Chinese rules
    with positional superko.
    """

    width: int = 19
    height: int = 19
    rules: str = "japanese"
    ko: KoRule | None = None
    multi_stone_suicide: bool | None = None
    scoring: Scoring | None = None
    centre_bonus: CentreBonus | None = None
    corner_bonus: CornerBonus | None = None
    komi: float | None = None
    handicap: int = 0
    placement: Placement = Placement.FIXED
    black_time: TimeControl = NO_TIME
    white_time: TimeControl | None = None
    black_name: str = "Black"
    white_name: str = "White"
    black_rank: str = ""
    white_rank: str = ""
    undo_allowed: bool = True
    extra: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not (2 <= self.width <= 52 and 2 <= self.height <= 52):
            raise SessionError(Problem.BOARD_SIZE, width=self.width, height=self.height)
        if self.handicap < 0 or self.handicap == 1:
            raise SessionError(Problem.HANDICAP_COUNT)
        if self.handicap > self.width * self.height - 1:
            raise SessionError(Problem.HANDICAP_FIT, n=self.handicap)

    def ruleset(self) -> Ruleset:
        """The preset with this game's overrides and komi applied."""
        try:
            base = Ruleset.preset(self.rules)
        except ValueError as error:
            raise SessionError(Problem.BAD_SETTINGS, why=str(error)) from error
        changes: dict[str, Any] = {"komi": self.effective_komi(base)}
        if self.ko is not None:
            changes["ko"] = self.ko
        if self.multi_stone_suicide is not None:
            changes["multi_stone_suicide"] = self.multi_stone_suicide
        if self.scoring is not None:
            changes["scoring"] = self.scoring
        if self.centre_bonus is not None:
            changes["centre_bonus"] = self.centre_bonus
        if self.corner_bonus is not None:
            changes["corner_bonus"] = self.corner_bonus
        return dataclasses.replace(base, **changes)

    def starting_position(self) -> StartingPosition | None:
        """The stones the rules put down before the first move (Tibetan go), or None."""
        start = self.ruleset().starting_position(self.width, self.height)
        if start is not None and self.handicap:
            raise SessionError(Problem.HANDICAP_WITH_OPENING)
        return start

    def effective_komi(self, base: Ruleset | None = None) -> float:
        """The komi the game uses: the chosen one, else the rule set's convention
        (``qtgo.rules.komi``) for this handicap."""
        if self.komi is not None:
            return float(self.komi)
        return default_komi(base.name if base is not None else self.rules, self.handicap)

    def to_dict(self) -> dict[str, object]:
        """Plain values (JSON-ready), so the window can remember the last game's settings."""
        data: dict[str, object] = {}
        for item in dataclasses.fields(self):
            value = getattr(self, item.name)
            if isinstance(value, enum.Enum):
                value = value.value
            elif isinstance(value, TimeControl):
                value = _control_dict(value)
            elif isinstance(value, dict):
                value = dict(value)
            data[item.name] = value
        return data

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> NewGameSettings:
        """The inverse of :meth:`to_dict`; unknown keys are ignored, bad values raise."""
        if not isinstance(data, dict):
            raise SessionError(Problem.BAD_SETTINGS, why="not a mapping")
        names = {item.name for item in dataclasses.fields(cls)}
        values: dict[str, Any] = {k: v for k, v in data.items() if k in names}
        try:
            if values.get("ko") is not None:
                values["ko"] = KoRule(values["ko"])
            if values.get("scoring") is not None:
                values["scoring"] = Scoring(values["scoring"])
            if values.get("centre_bonus") is not None:
                values["centre_bonus"] = CentreBonus(values["centre_bonus"])
            if values.get("corner_bonus") is not None:
                values["corner_bonus"] = CornerBonus(values["corner_bonus"])
            if "placement" in values:
                values["placement"] = Placement(values["placement"])
            for key in ("black_time", "white_time"):
                raw = values.get(key)
                if isinstance(raw, dict):
                    control = dict(raw)
                    control["system"] = TimeSystem(control.get("system", "none"))
                    values[key] = TimeControl(**control)
            return cls(**values)
        except TimeControlError as error:
            raise SessionError(Problem.TIME_CONTROL, why=str(error), time=error.reason, **error.details) from error
        except SessionError:
            raise
        except (TypeError, ValueError) as error:
            raise SessionError(Problem.BAD_SETTINGS, why=str(error)) from error

    @property
    def white_control(self) -> TimeControl:
        """White's time control: its own one, else the same as Black's."""
        return self.white_time if self.white_time is not None else self.black_time

    @property
    def timed(self) -> bool:
        """True when at least one side plays with a clock."""
        return self.black_time.system is not TimeSystem.NONE or self.white_control.system is not TimeSystem.NONE


def _control_dict(control: TimeControl) -> dict[str, object]:
    data = dataclasses.asdict(control)
    data["system"] = control.system.value
    return data
