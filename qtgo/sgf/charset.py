"""Turning the bytes of a record into text before tokenising.

The whole file is decoded first, with the character set its ``CA`` property names (or
one guessed among the encodings Go servers write when it names none: ``qtgo.sgf.detect``). Decoding before tokenising is
what keeps Shift_JIS, Big5 and GBK files intact: their double-byte characters may carry
``]`` or ``\\`` as a trailing byte, which a byte-level tokeniser would take for SGF syntax.
Only ASCII-compatible character sets are accepted, so the SGF punctuation keeps its
meaning in the decoded text.
"""

from __future__ import annotations

import codecs
import re
import threading

__all__ = ["codec_for", "declared", "decode", "decode_as"]

# Names files use, normalised (upper case, no "-", "_", " ", "."), mapped to the Python
# codec that reads them. Several are widened to the superset that programs really write
# under that label (GB2312 files hold GBK characters, Shift_JIS files hold CP932 ones).
_ALIASES: dict[str, str] = {
    "UTF8": "utf-8",
    "UTF": "utf-8",
    "ASCII": "utf-8",
    "USASCII": "utf-8",
    "ANSIX3.41968": "utf-8",
    "GB2312": "gb18030",
    "GB231280": "gb18030",
    "EUCCN": "gb18030",
    "GBK": "gb18030",
    "CP936": "gb18030",
    "MS936": "gb18030",
    "WINDOWS936": "gb18030",
    "XGBK": "gb18030",
    "GB18030": "gb18030",
    "CHINESE": "gb18030",
    "BIG5": "cp950",
    "BIG5TW": "cp950",
    "CP950": "cp950",
    "MS950": "cp950",
    "BIG5HKSCS": "big5hkscs",
    "SHIFTJIS": "cp932",
    "SJIS": "cp932",
    "SHIFTJIS2004": "shift_jis_2004",
    "MSKANJI": "cp932",
    "CP932": "cp932",
    "MS932": "cp932",
    "WINDOWS31J": "cp932",
    "EUCJP": "euc_jp",
    "EUCJIS2004": "euc_jis_2004",
    "ISO2022JP": "iso2022_jp",
    "EUCKR": "cp949",
    "KSC5601": "cp949",
    "KSC56011987": "cp949",
    "CP949": "cp949",
    "UHC": "cp949",
    "KOREAN": "cp949",
    "LATIN1": "latin-1",
    "L1": "latin-1",
    "WINDOWS1251": "cp1251",
    "CP1251": "cp1251",
    "WIN1251": "cp1251",
    "WINDOWS1252": "cp1252",
    "CP1252": "cp1252",
    "KOI8R": "koi8_r",
    "KOI8U": "koi8_u",
}
for _n in range(1, 17):
    if _n != 12:  # ISO-8859-12 was never published
        _ALIASES[f"ISO8859{_n}"] = f"iso8859_{_n}"
        _ALIASES[f"ISO8859{_n}:1987"] = f"iso8859_{_n}"

_PUNCTUATION = "();[]\\:"
# Codecs that pass the punctuation test but are no character set of a text file: IDNA and
# Punycode are for host names (and refuse custom error handlers), the escapes and UTF-7
# would turn a value's bytes into other SGF syntax.
_NOT_CHARSETS = frozenset({"idna", "punycode", "utf-7", "raw-unicode-escape", "unicode-escape", "undefined"})
_CA_RE = re.compile(rb"(?<![A-Za-z])CA\s*\[\s*([^\]\\\s]{1,40})\s*\]")
_BOMS: tuple[tuple[bytes, str], ...] = (
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)


def codec_for(name: str) -> str | None:
    """The Python codec for a ``CA`` value, or None when it is unknown or unsafe.

    Unsafe means not ASCII-compatible for SGF punctuation (UTF-16, EBCDIC) or not a text
    codec at all (``base64``): such a name in a file is ignored, not obeyed.
    """
    key = re.sub(r"[-_\s.]", "", name).upper()
    codec = _ALIASES.get(key)
    if codec is not None:
        return codec
    try:
        info = codecs.lookup(name.strip())
    except (LookupError, ValueError):  # ValueError: a NUL in the name
        return None
    if not getattr(info, "_is_text_encoding", True) or info.name in _NOT_CHARSETS:
        return None
    try:
        if _PUNCTUATION.encode(info.name) != _PUNCTUATION.encode("ascii"):
            return None
        if b"abcXYZ09".decode(info.name) != "abcXYZ09":
            return None
    except (UnicodeError, LookupError):
        return None
    return info.name


def declared(data: bytes) -> str | None:
    """The character set the record's ``CA`` names, as written (None without one)."""
    match = _CA_RE.search(data)
    if match is None:
        return None
    return match.group(1).decode("ascii", "replace")


declared_charset = declared


def _detect(data: bytes) -> str:
    """The most plausible of the encodings Go servers write (Latin-1 by default)."""
    from qtgo.sgf.detect import best

    return best(data).codec


_counter = threading.local()


def _count_and_replace(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeDecodeError):
        raise error
    _counter.bad = getattr(_counter, "bad", 0) + error.end - error.start
    return "\ufffd", error.end


codecs.register_error("qtgo-sgf-replace", _count_and_replace)


def _replaced(data: bytes, codec: str) -> tuple[str, int]:
    """Decode with replacement characters, counting the bytes that were replaced."""
    _counter.bad = 0
    try:
        text = data.decode(codec, "qtgo-sgf-replace")
    except UnicodeError:  # a codec that refuses custom handlers: count its way
        text = data.decode(codec, "replace")
        return text, text.count("\ufffd")
    return text, _counter.bad


def decode_as(data: bytes, codec: str) -> tuple[str, int]:
    """``data`` in ``codec`` (a name ``codec_for`` accepted) and the bytes it could not read.

    What the Reopen-with-encoding preview shows: never raises for bytes the codec cannot
    read, they become U+FFFD and are counted.
    """
    return _replaced(data, codec)


def decode(data: bytes, encoding: str | None = None) -> tuple[str, str, list[str]]:
    """Decode a whole record: returns ``(text, codec, warnings)``; never raises.

    Order: a byte-order mark, the caller's ``encoding``, the file's ``CA``, strict UTF-8,
    then the most plausible encoding a Go server writes (``qtgo.sgf.detect``), Latin-1
    (the SGF default) unless another reads clearly better. A declared UTF-8 that does not fit the bytes at all
    (most non-ASCII bytes invalid) is taken for a mislabelled file and detected instead.
    """
    warnings: list[str] = []
    for bom, bom_codec in _BOMS:
        if data.startswith(bom):
            text, bad = _replaced(data[len(bom) :], bom_codec)
            if bad:
                warnings.append(f"{bad} undecodable bytes replaced ({bom_codec})")
            return text, bom_codec, warnings

    codec: str | None = None
    chosen = False
    if encoding is not None:
        codec = codec_for(encoding)
        chosen = codec is not None
        if codec is None:
            warnings.append(f"unknown or unusable encoding {encoding!r} ignored")
    if codec is None:
        declared = declared_charset(data)
        if declared is not None:
            codec = codec_for(declared)
            if codec is None:
                warnings.append(f"unknown character set CA[{declared}]; detecting it instead")
    if codec is not None:
        try:
            return data.decode(codec), codec, warnings
        except UnicodeError:
            pass
        text, bad = _replaced(data, codec)
        high = sum(1 for byte in data if byte > 0x7F) if codec == "utf-8" else 0
        # The caller's choice is obeyed; only a file's own CA[UTF-8] may be mislabelled.
        if codec != "utf-8" or bad * 4 < high or chosen:
            warnings.append(f"{bad} bytes could not be decoded as {codec} and were replaced")
            return text, codec, warnings
        detected = _detect(data)
        if detected == "utf-8":
            warnings.append(f"{bad} bytes could not be decoded as {codec} and were replaced")
            return text, codec, warnings
        warnings.append(f"the file says {codec} but is not; read as {detected}")
        codec = detected
    else:
        try:
            return data.decode("utf-8"), "utf-8", warnings
        except UnicodeDecodeError:
            pass
        codec = _detect(data)
        given = "no usable character set given" if warnings else "no character set given (CA)"
        if codec == "latin-1":
            warnings.append(f"{given}; read as ISO-8859-1, the SGF default")
        else:
            warnings.append(f"{given}; detected {codec}")
    text, bad = _replaced(data, codec)
    if bad:
        warnings.append(f"{bad} bytes could not be decoded as {codec} and were replaced")
    return text, codec, warnings
