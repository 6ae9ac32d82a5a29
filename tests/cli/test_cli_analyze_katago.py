"""Acceptance: ``qtgo-cli analyze`` with the real KataGo's JSON engine gives, for every
position of a real 19x19 game (and of a handicap record), the lead KataGo itself gives when
asked directly, from Black's side, by a small independent script (``KataGo.direct_leads``
in tests/conftest.py: its own SGF reading, KataGo's default perspective turned round by
hand). Both runs use one search thread, few visits and neither random symmetries nor root
noise, so they differ only by what qtgo sends."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from qtgo.cli import main

EVEN_GAME = Path("ai") / "2018 Tencent World AI WEIQI Competition" / "PC 7-1 FineArt vs Northern Lights.SGF"
HANDICAP_GAME = Path("ai") / "HanDol" / "Lee Sedol VS HanDol - G1.sgf"  # HA[2], AB in the node after the root
VISITS = 2
STEADY = "nnRandomize=false,wideRootNoise=0.0"  # no random symmetry, no root noise: the same numbers twice


@pytest.mark.parametrize("game", [EVEN_GAME, HANDICAP_GAME], ids=["even", "handicap"])
def test_analyze_gives_the_leads_katago_gives_directly_from_blacks_side(capsys, corpus, katago, game):
    record = corpus / game
    code = main(["analyze", str(record), "--engine", katago.analysis(STEADY), "--visits", str(VISITS), "--json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    positions = json.loads(out)["positions"]
    ours = [p["score_lead"] for p in positions]
    direct = katago.direct_leads(record, VISITS, STEADY)
    assert len(ours) == len(direct) > 90
    assert [p["to_play"] for p in positions[:2]] == (["W", "B"] if game is HANDICAP_GAME else ["B", "W"])
    # measured: the same to the 0.01 point qtgo prints (with KataGo's random symmetries and
    # root noise left on, 16 visits: within 4 points, median 0.3-0.6)
    far = [(i, a, round(b, 2)) for i, (a, b) in enumerate(zip(ours, direct, strict=True)) if abs(a - b) > 0.5]
    assert not far
    assert all(a * b > 0 for a, b in zip(ours, direct, strict=True) if abs(b) >= 0.5)


def test_the_json_engine_resumes_a_review_its_gtp_engine_began(capsys, tmp_path, katago):
    """KataGo's GTP engine names its network in its version and the JSON engine does not:
    one engine all the same, so ``--resume`` goes on rather than refusing."""
    record = tmp_path / "short.sgf"
    record.write_text("(;GM[1]FF[4]SZ[9]KM[7];B[ee];W[cc];B[gc];W[cg])", encoding="utf-8")
    out_file = tmp_path / "reviewed.sgf"
    steady = f"maxVisits={VISITS}"
    code = main(["analyze", str(record), "--engine", katago.gtp(steady), "--moves", "0-1", "--out", str(out_file)])
    _out, err = capsys.readouterr()
    assert code == 0, err
    assert "QTAE[KataGo 1" in out_file.read_text(encoding="utf-8") and "+" in out_file.read_text(encoding="utf-8")
    code = main(["analyze", str(out_file), "--engine", katago.analysis(steady), "--resume", "--json-lines"])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert [json.loads(line)["move"] for line in out.splitlines()] == [2, 3, 4]
