"""Turning the bytes of a record into text before tokenising.

The whole file is decoded first, with the character set its ``CA`` property names (or
one detected by ``charset-normalizer`` when it names none). Decoding before tokenising is
what keeps Shift_JIS, Big5 and GBK files intact: their double-byte characters may carry
``]`` or ``\\`` as a trailing byte, which a byte-level tokeniser would take for SGF syntax.
Only ASCII-compatible character sets are accepted, so the SGF punctuation keeps its
meaning in the decoded text.
"""

from __future__ import annotations

import codecs
import re
import threading

__all__ = ["decode", "codec_for"]

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
    if not getattr(info, "_is_text_encoding", True):
        return None
    try:
        if _PUNCTUATION.encode(info.name) != _PUNCTUATION.encode("ascii"):
            return None
        if b"abcXYZ09".decode(info.name) != "abcXYZ09":
            return None
    except (UnicodeError, LookupError):
        return None
    return info.name


def _declared(data: bytes) -> str | None:
    match = _CA_RE.search(data)
    if match is None:
        return None
    return match.group(1).decode("ascii", "replace")


def _detect(data: bytes) -> str | None:
    """Ask charset-normalizer; None when it has no usable answer."""
    from charset_normalizer import from_bytes

    best = from_bytes(data).best()
    if best is None:
        return None
    return codec_for(best.encoding)


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
    text = data.decode(codec, "qtgo-sgf-replace")
    return text, _counter.bad


def decode(data: bytes, encoding: str | None = None) -> tuple[str, str, list[str]]:
    """Decode a whole record: returns ``(text, codec, warnings)``; never raises.

    Order: a byte-order mark, the caller's ``encoding``, the file's ``CA``, strict UTF-8,
    then ``charset-normalizer``. A declared UTF-8 that does not fit the bytes at all
    (most non-ASCII bytes invalid) is taken for a mislabelled file and detected instead.
    """
    warnings: list[str] = []
    for bom, bom_codec in _BOMS:
        if data.startswith(bom):
            text, bad = _replaced(data[len(bom):], bom_codec)
            if bad:
                warnings.append(f"{bad} undecodable bytes replaced ({bom_codec})")
            return text, bom_codec, warnings

    codec: str | None = None
    if encoding is not None:
        codec = codec_for(encoding)
        if codec is None:
            warnings.append(f"unknown or unusable encoding {encoding!r} ignored")
    if codec is None:
        declared = _declared(data)
        if declared is not None:
            codec = codec_for(declared)
            if codec is None:
                warnings.append(f"unknown character set CA[{declared}]; detecting it instead")
    if codec is not None:
        try:
            return data.decode(codec), codec, warnings
        except UnicodeDecodeError:
            pass
        text, bad = _replaced(data, codec)
        high = sum(1 for byte in data if byte > 0x7F) if codec == "utf-8" else 0
        if codec != "utf-8" or bad * 4 < high:
            warnings.append(f"{bad} bytes could not be decoded as {codec} and were replaced")
            return text, codec, warnings
        detected = _detect(data)
        if detected is None or detected == "utf-8":
            warnings.append(f"{bad} bytes could not be decoded as {codec} and were replaced")
            return text, codec, warnings
        warnings.append(f"the file says {codec} but is not; read as {detected}")
        codec = detected
    else:
        try:
            return data.decode("utf-8"), "utf-8", warnings
        except UnicodeDecodeError:
            pass
        codec = _detect(data) or "utf-8"
        warnings.append(f"no character set given (CA); detected {codec}")
    text, bad = _replaced(data, codec)
    if bad:
        warnings.append(f"{bad} bytes could not be decoded as {codec} and were replaced")
    return text, codec, warnings
