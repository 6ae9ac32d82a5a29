"""Guessing the character set of a record that names none, among those Go servers write.

The SGF default without ``CA`` is ISO-8859-1, but real files break it for Chinese,
Japanese, Korean and Cyrillic names. A general-purpose detector picks among a hundred code
pages and, on the few bytes a Go record holds (one player's name), picks badly: ``白``
read as cp1250, ``hörru`` as cp437, ``créé`` as cp950. So only the encodings Go servers and
editors really write are candidates, each decoding strictly, and each is judged by what its
reading looks like: common hanzi, hangul or kana for the CJK ones, accented letters inside
Latin words for Latin-1, whole Cyrillic words with sensible case for CP1251 and KOI8-R.
Latin-1 is kept unless another reading is clearly better; where two CJK readings are equally
plausible and the file holds enough text, ``charset-normalizer`` (limited to those two or
three) settles it by its language models, otherwise the order below does.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["SERVER_ENCODINGS", "Candidate", "best", "rank"]

#: The encodings tried without ``CA``, in the order that breaks ties.
SERVER_ENCODINGS: tuple[str, ...] = (
    "utf-8",
    "gb18030",
    "cp950",
    "cp932",
    "cp949",
    "cp1251",
    "koi8_r",
    "cp1252",
    "latin-1",
)
_LATIN = ("cp1252", "latin-1")
_CYRILLIC = ("cp1251", "koi8_r")
_SAMPLE_CHARS = 200_000  # the scoring looks at this much decoded text at most
_MARGIN = 0.2  # how much better than Latin-1 another reading must look
_TIE = 0.05
_NORMALIZER_MIN_BYTES = 24
_CYRILLIC_MIN_BYTES = 3  # below this a language model has too little to go on

_WORD_RE = re.compile(r"[^\W\d_]+")
_HIGH_RE = re.compile(r"[^\x00-\x7f]")
_LATIN_PUNCTUATION = frozenset("«»·–—‘’‚“”„…¿¡€£§©®†‡•°ºª")
_CYRILLIC_PUNCTUATION = frozenset("«»–—„“”…№·")


@dataclass(frozen=True, slots=True)
class Candidate:
    """One reading of the bytes: the codec and how plausible the text looks (-1..1)."""

    codec: str
    score: float


def _gb_score(ch: str) -> float:
    raw = ch.encode("gb18030")
    if len(raw) != 2:
        return -1.0
    lead, trail = raw
    if trail < 0xA1:
        return -0.3  # a GBK extension: real text rarely needs one
    if 0xB0 <= lead <= 0xD7:
        return 1.0  # GB2312 level 1, the 3,755 common hanzi
    if 0xA1 <= lead <= 0xA9:
        return 0.6  # full-width punctuation and symbols
    if 0xD8 <= lead <= 0xF7:
        return 0.3  # level 2, rarer hanzi
    return -0.3


def _big5_score(ch: str) -> float:
    raw = ch.encode("cp950")
    if len(raw) != 2:
        return -1.0
    code = raw[0] << 8 | raw[1]
    if 0xA440 <= code <= 0xC67E:
        return 1.0  # the frequently used hanzi
    if 0xA140 <= code <= 0xA3BF:
        return 0.6
    if 0xC940 <= code <= 0xF9D5:
        return 0.3
    return -0.3


def _sjis_score(ch: str) -> float:
    raw = ch.encode("cp932")
    if len(raw) == 1:
        return -0.3  # half-width katakana: what random bytes turn into
    if "\u3041" <= ch <= "\u30ff":
        return 1.0  # hiragana and katakana
    lead = raw[0]
    if 0x88 <= lead <= 0x98:
        return 1.0  # JIS level 1 kanji
    if 0x81 <= lead <= 0x84:
        return 0.6
    if 0x99 <= lead <= 0x9F or 0xE0 <= lead <= 0xEA:
        return 0.3
    return -0.3


def _korean_score(ch: str) -> float:
    raw = ch.encode("cp949")
    if len(raw) != 2:
        return -1.0
    lead, trail = raw
    if trail < 0xA1:
        return -0.3  # a UHC extension syllable
    if 0xB0 <= lead <= 0xC8:
        return 1.0  # the 2,350 KS X 1001 hangul syllables
    if 0xA1 <= lead <= 0xAC:
        return 0.6
    if 0xCA <= lead <= 0xFD:
        return 0.2  # hanja
    return -0.3


_CJK_SCORES: dict[str, Callable[[str], float]] = {
    "gb18030": _gb_score,
    "cp950": _big5_score,
    "cp932": _sjis_score,
    "cp949": _korean_score,
}


def _cjk_average(text: str, codec: str) -> float:
    score = _CJK_SCORES[codec]
    cache: dict[str, float] = {}
    total = 0.0
    count = 0
    for match in _HIGH_RE.finditer(text):
        ch = match.group()
        value = cache.get(ch)
        if value is None:
            value = cache[ch] = score(ch)
        total += value
        count += 1
    return total / count if count else 0.0


def _case_breaks(word: str) -> bool:
    """An upper-case letter after a lower-case one: how a wrong code page reads."""
    return any(a.islower() and b.isupper() for a, b in itertools.pairwise(word))


def _single_byte_average(text: str, codec: str) -> float:
    latin = codec in _LATIN
    total = 0.0
    count = 0
    words = {m.start(): m.group() for m in _WORD_RE.finditer(text)}
    in_word: dict[int, str] = {}
    for start, word in words.items():
        if not word.isascii():
            for offset in range(len(word)):
                in_word[start + offset] = word
    for match in _HIGH_RE.finditer(text):
        ch = match.group()
        count += 1
        found = in_word.get(match.start())
        if found is None:
            if unicodedata.category(ch) == "Cc":
                total -= 1.0
            elif ch in (_LATIN_PUNCTUATION if latin else _CYRILLIC_PUNCTUATION):
                pass
            else:
                total -= 0.5
            continue
        word = found
        has_ascii = any(c.isascii() for c in word)
        # Latin-1 letters belong inside Latin words; Cyrillic ones make words of their own.
        value = (1.0 if has_ascii else 0.2) if latin else (-0.3 if has_ascii else 1.0)
        if _case_breaks(word):
            value = min(value, 0.2) - 0.3
        total += value
    return total / count if count else 0.0


def _average(text: str, codec: str) -> float:
    if codec in _CJK_SCORES:
        return _cjk_average(text, codec)
    return _single_byte_average(text, codec)


def rank(data: bytes) -> list[Candidate]:
    """Every server encoding that decodes ``data`` strictly, most plausible first.

    UTF-8 that decodes is always first (random bytes almost never do). Latin-1 always
    decodes, so the list is never empty.
    """
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    else:
        return [Candidate("utf-8", 1.0)]
    has_c1 = any(0x80 <= byte <= 0x9F for byte in data)
    found: list[Candidate] = []
    for codec in SERVER_ENCODINGS[1:]:
        if codec == "latin-1" and has_c1 and any(c.codec == "cp1252" for c in found):
            continue  # C1 bytes in a Latin file are Windows punctuation
        if codec == "cp1252" and not has_c1:
            continue  # identical to Latin-1 without C1 bytes: say ISO-8859-1, as SGF does
        try:
            text = data.decode(codec)
        except UnicodeDecodeError:
            continue
        found.append(Candidate(codec, round(_average(text[:_SAMPLE_CHARS], codec), 3)))
    order = {codec: index for index, codec in enumerate(SERVER_ENCODINGS)}
    found.sort(key=lambda c: (-c.score, order[c.codec]))
    return found


def best(data: bytes) -> Candidate:
    """The reading to use: Latin-1 unless another is clearly more plausible."""
    ranked = rank(data)
    top = ranked[0]
    if top.codec == "utf-8":
        return top
    latin = next(c for c in ranked if c.codec in _LATIN)
    if top.codec in _LATIN or top.score < 0.5 or top.score < latin.score + _MARGIN:
        return latin
    if top.codec in _CYRILLIC and sum(1 for byte in data if byte > 0x7F) < _CYRILLIC_MIN_BYTES:
        return latin  # one or two high bytes are a letter of Latin-1 as often as not
    tied = [c for c in ranked if c.score >= top.score - _TIE and c.codec not in _LATIN]
    codecs = {c.codec for c in tied}
    if {"gb18030", "cp949"} <= codecs and _all_hangul_rows(data):
        # Hangul (KS X 1001 rows B0-C8) is also valid GB2312 level 1; Chinese text of
        # six characters or more almost always strays into rows C9-D7 as well.
        return next(c for c in tied if c.codec == "cp949")
    if len(tied) > 1 and sum(1 for byte in data if byte > 0x7F) >= _NORMALIZER_MIN_BYTES:
        chosen = _ask_normalizer(data, [c.codec for c in tied])
        if chosen is not None:
            return next(c for c in tied if c.codec == chosen)
    return top


def _all_hangul_rows(data: bytes) -> bool:
    """Six or more double-byte characters, every one in the hangul rows of EUC-KR."""
    try:
        text = data.decode("cp949")
    except UnicodeDecodeError:
        return False
    count = 0
    for match in _HIGH_RE.finditer(text[:_SAMPLE_CHARS]):
        raw = match.group().encode("cp949")
        if len(raw) != 2:
            return False
        if 0xA1 <= raw[0] <= 0xAC:
            continue  # punctuation and symbols say nothing either way
        if not (0xB0 <= raw[0] <= 0xC8 and raw[1] >= 0xA1):
            return False
        count += 1
    return count >= 6


def _ask_normalizer(data: bytes, codecs: list[str]) -> str | None:
    """charset-normalizer's language models, limited to the equally plausible readings."""
    try:
        from charset_normalizer import from_bytes
    except ImportError:  # pragma: no cover - a declared dependency
        return None
    names = {
        "gb18030": "gb18030",
        "cp950": "cp950",
        "cp932": "cp932",
        "cp949": "cp949",
        "cp1251": "cp1251",
        "koi8_r": "koi8_r",
    }
    answer = from_bytes(data, cp_isolation=[names[c] for c in codecs if c in names]).best()
    if answer is None:
        return None
    for codec in codecs:
        if answer.encoding.replace("-", "_") == codec.replace("-", "_"):
            return codec
    return None
