"""The analysis parsers, on the exact examples of the engines' own published documentation.

Sources (lightvector/KataGo on GitHub):
- docs/GTP_Extensions.md, ``lz-analyze`` "Outputted lines look like ..." (the Leela Zero
  dialect: winrate, prior and lcb as integers 0..10000) and ``kata-analyze`` "Outputted
  lines look like ..." (winrate 0..1, scoreLead), and its description of ``ownership``;
- docs/Analysis_Engine.md, "An example successful analysis response might be: ...".
"""

from __future__ import annotations

import pytest

from qtgo.engine import EngineError, EngineFault
from qtgo.engine.analysis import (
    Dialect,
    Perspective,
    parse_estimate_score,
    parse_info_line,
    parse_katago_json,
    parse_top_moves,
)
from qtgo.rules import Color, Point

LZ_EXAMPLE = (
    "info move E4 visits 1178 winrate 4802 prior 2211 lcb 4781 order 0 pv E4 E3 F3 D3 F4 P4 P3 O3 Q3 O4 K3 Q6 S6 E16 E17 "
    "info move P16 visits 1056 winrate 4796 prior 2206 lcb 4769 order 1 pv P16 P17 O17 Q17 O16 E16 E17 F17 D17 F16 K17 D14 B14 P3 "
    "info move E3 visits 264 winrate 4752 prior 944 lcb 4722 order 2 pv E3 D5 P16 P17 O17 Q17 O16 E17 H17 D15 C15 D14 "
    "info move E16 visits 262 winrate 4741 prior 1047 lcb 4709 order 3 pv E16 P4 P3 O3 Q3 O4 P16 P17 O17 Q17 O16 Q14"
)

KATA_EXAMPLE = (
    "info move E4 visits 487 utility -0.0408357 winrate 0.480018 scoreMean -0.611848 scoreStdev 24.7058 scoreLead -0.611848 "
    "scoreSelfplay -0.515178 prior 0.221121 lcb 0.477221 utilityLcb -0.0486664 order 0 pv E4 E3 F3 D3 F4 P4 P3 O3 Q3 O4 K3 Q6 S6 E16 E17 "
    "info move P16 visits 470 utility -0.0414945 winrate 0.479712 scoreMean -0.63075 scoreStdev 24.7179 scoreLead -0.63075 "
    "scoreSelfplay -0.5221 prior 0.220566 lcb 0.47657 utilityLcb -0.0502929 order 1 pv P16 P17 O17 Q17 O16 E17 H17 D15 C15 D14 C13 D13 C12 D12 "
    "info move E16 visits 143 utility -0.0534071 winrate 0.474509 scoreMean -0.729858 scoreStdev 24.7991 scoreLead -0.729858 "
    "scoreSelfplay -0.735747 prior 0.104652 lcb 0.470674 utilityLcb -0.0641425 order 2 pv E16 P4 P3 O3 Q3 O4 E3 H3 D5 C5"
)

JSON_EXAMPLE = (
    '{"id":"foo","isDuringSearch":false,"moveInfos":[{"lcb":0.8740855166489953,"move":"Q5","order":0,'
    '"prior":0.8934692740440369,"pv":["Q5","R5","Q6","P4","O5","O4","R6","S5","N4","N5","N3"],'
    '"scoreLead":8.18535151076558,"scoreMean":8.18535151076558,"scoreSelfplay":10.414442461570038,'
    '"scoreStdev":23.987067985850913,"utility":0.7509536097709347,"utilityLcb":0.7717092488727239,"visits":495,'
    '"winrate":0.8666727883983563},{"lcb":1.936558574438095,"move":"D4","order":1,"prior":0.021620146930217743,'
    '"pv":["D4","Q5"],"scoreLead":12.300520420074463,"scoreMean":12.300520420074463,"scoreSelfplay":15.386500358581543,'
    '"scoreStdev":24.661467510313432,"utility":0.9287495791972984,"utilityLcb":2.8000000000000003,"visits":2,'
    '"winrate":0.9365585744380951},{"lcb":1.9393062554299831,"move":"Q16","order":2,"prior":0.006689758971333504,'
    '"pv":["Q16"],"scoreLead":12.97426986694336,"scoreMean":12.97426986694336,"scoreSelfplay":16.423904418945313,'
    '"scoreStdev":25.34494674587838,"utility":0.9410896213959669,"utilityLcb":2.8000000000000003,"visits":1,'
    '"winrate":0.9393062554299831},{"lcb":1.9348860532045364,"move":"D16","order":3,"prior":0.0064553022384643555,'
    '"pv":["D16"],"scoreLead":12.066888809204102,"scoreMean":12.066888809204102,"scoreSelfplay":15.591397285461426,'
    '"scoreStdev":25.65390196745236,"utility":0.9256971928661066,"utilityLcb":2.8000000000000003,"visits":1,'
    '"winrate":0.9348860532045364}],"rootInfo":{"currentPlayer":"B","lcb":0.8672585456293346,'
    '"scoreLead":8.219540952281882,"scoreSelfplay":10.456476293719811,"scoreStdev":23.99829921716391,'
    '"symHash":"1D25038E8FC8C26C456B8DF2DBF70C02","thisHash":"F8FAEDA0E0C89DDC5AA5CCBB5E7B859D",'
    '"utility":0.7524437705003542,"visits":500,"winrate":0.8672585456293346},"turnNumber":2}'
)


def _parse(line: str, dialect: Dialect, to_play: Color = Color.BLACK):
    return parse_info_line(line, to_play=to_play, width=19, height=19, dialect=dialect)


def test_leela_zero_dialect_reads_winrates_out_of_ten_thousand():
    analysis = _parse(LZ_EXAMPLE, Dialect.LZ)
    assert [c.point for c in analysis.candidates] == [
        Point.from_gtp("E4", 19),
        Point.from_gtp("P16", 19),
        Point.from_gtp("E3", 19),
        Point.from_gtp("E16", 19),
    ]
    best = analysis.best
    assert best.visits == 1178 and best.winrate == pytest.approx(0.4802) and best.prior == pytest.approx(0.2211)
    assert best.score_lead is None  # Leela Zero gives no score
    assert len(best.pv) == 15 and best.pv[0] == best.point and best.pv[-1] == Point.from_gtp("E17", 19)
    assert analysis.winrate == pytest.approx(0.4802)
    assert analysis.visits == 1178 + 1056 + 264 + 262


def test_kata_dialect_reads_winrate_and_score_lead_for_the_side_to_move():
    analysis = _parse(KATA_EXAMPLE, Dialect.KATA)
    assert [c.sgf for c in analysis.candidates] == ["ep", "od", "ed"]  # E4 P16 E16 on 19x19 (GTP columns skip I)
    assert analysis.best.winrate == pytest.approx(0.480018)
    assert analysis.best.score_lead == pytest.approx(-0.611848)
    assert analysis.score_lead == pytest.approx(-0.611848)
    assert analysis.candidates[1].pv[-1] == Point.from_gtp("D12", 19)


def test_values_for_white_to_move_are_turned_round_to_blacks_side():
    analysis = _parse(KATA_EXAMPLE, Dialect.KATA, to_play=Color.WHITE)
    assert analysis.winrate == pytest.approx(1 - 0.480018)
    assert analysis.score_lead == pytest.approx(0.611848)
    lz = _parse(LZ_EXAMPLE, Dialect.LZ, to_play=Color.WHITE)
    assert lz.best.winrate == pytest.approx(1 - 0.4802)


def test_ownership_is_read_row_by_row_from_the_top_and_made_blacks():
    # GTP_Extensions.md: BoardHeight*BoardWidth floats in [-1,1], row-major from A19 (top-left),
    # from the perspective of the current player.
    values = [0.5] + [0.0] * 359 + [-1.0]
    line = KATA_EXAMPLE + " ownership " + " ".join(str(v) for v in values)
    black = _parse(line, Dialect.KATA, Color.BLACK)
    white = _parse(line, Dialect.KATA, Color.WHITE)
    assert black.ownership[0] == 0.5 and black.ownership[-1] == -1.0
    assert white.ownership[0] == -0.5 and white.ownership[-1] == 1.0
    with pytest.raises(EngineError) as caught:
        _parse(KATA_EXAMPLE + " ownership 0.1 0.2", Dialect.KATA)
    assert caught.value.reason is EngineFault.GARBAGE


def test_keys_in_any_order_and_unknown_keys_are_accepted():
    line = "info order 0 newKey 12 visits 10 move D4 winrate 0.6 scoreLead 2.5 pv D4 Q16 pvVisits 10 4"
    analysis = parse_info_line(line, to_play=Color.BLACK, width=19, height=19, dialect=Dialect.KATA)
    assert analysis is not None and analysis.best is not None
    assert analysis.best.point == Point.from_gtp("D4", 19)
    assert analysis.best.pv == (Point.from_gtp("D4", 19), Point.from_gtp("Q16", 19))
    assert analysis.best.visits == 10 and analysis.best.score_lead == 2.5


def test_a_black_perspective_engine_is_not_turned_round():
    analysis = parse_info_line(
        KATA_EXAMPLE, to_play=Color.WHITE, width=19, height=19, dialect=Dialect.KATA, perspective=Perspective.BLACK
    )
    assert analysis is not None
    assert analysis.winrate == pytest.approx(0.480018)


@pytest.mark.parametrize(
    "line",
    [
        "hello world",
        "info move Z99 visits 3 winrate 0.5",
        "info move D4 visits many winrate 0.5",
        "info move D4 visits 3 winrate 7000",  # a Leela Zero number read as KataGo's
        "info visits 3 winrate 0.5",
    ],
)
def test_garbage_lines_are_faults(line):
    with pytest.raises(EngineError) as caught:
        _parse(line, Dialect.KATA)
    assert caught.value.reason is EngineFault.GARBAGE


def test_katago_json_example_response():
    ident, turn, analysis = parse_katago_json(JSON_EXAMPLE, width=19, height=19)
    assert (ident, turn) == ("foo", 2)
    assert analysis.to_play is Color.BLACK and analysis.final
    assert analysis.visits == 500
    assert analysis.winrate == pytest.approx(0.8672585456293346)
    assert analysis.score_lead == pytest.approx(8.219540952281882)
    assert [c.sgf for c in analysis.candidates] == ["po", "dp", "pd", "dd"]  # Q5 D4 Q16 D16 (GTP columns skip I)
    assert analysis.best is not None
    assert analysis.best.pv[:2] == (Point.from_gtp("Q5", 19), Point.from_gtp("R5", 19))
    assert analysis.candidates[1].visits == 2


def test_katago_json_errors_are_refusals_and_nonsense_is_garbage():
    with pytest.raises(EngineError) as caught:
        parse_katago_json('{"error":"Could not parse komi","field":"komi","id":"foo"}', width=19, height=19)
    assert caught.value.reason is EngineFault.REFUSED and "komi" in str(caught.value)
    with pytest.raises(EngineError) as caught:
        parse_katago_json("{not json", width=19, height=19)
    assert caught.value.reason is EngineFault.GARBAGE
    with pytest.raises(EngineError) as caught:
        parse_katago_json('{"id":"x","moveInfos":[]}', width=19, height=19)
    assert caught.value.reason is EngineFault.GARBAGE


def test_gnugo_top_moves_and_estimate_score():
    # The answers GNU Go 3.8 gives on 9x9 after B E5 (top_moves_white, estimate_score).
    moves = parse_top_moves("C4 75.00 E7 74.01 G4 74.01", to_play=Color.WHITE, height=9)
    assert [c.point for c in moves] == [Point(2, 5), Point(4, 2), Point(6, 5)]
    assert [c.value for c in moves] == [75.0, 74.01, 74.01]
    assert all(c.winrate is None and c.visits is None for c in moves)
    assert parse_estimate_score("W+1.0 (upper bound: 1.0, lower: 1.0)") == -1.0
    assert parse_estimate_score("B+12.5 (upper bound: 14.5, lower: 10.5)") == 12.5
    assert parse_estimate_score("0") == 0.0
    with pytest.raises(EngineError):
        parse_estimate_score("nobody knows")
    with pytest.raises(EngineError):
        parse_top_moves("C4", to_play=Color.BLACK, height=9)
