"""Refresh the translations: ``pyside6-lupdate`` over ``qtgo/ui``, then ``pyside6-lrelease``.

The strings are kept in a few catalogs, one per area of the interface (see ``CATALOGS``),
so that work on one area never touches another's ``.ts``; the application loads them all.

Run from anywhere: ``python resources/tools/update_translations.py``. lupdate merges the
strings of the sources into ``resources/translations/qtgo_ru.ts`` (translations already
made are kept, vanished strings dropped); the new ones come out ``unfinished`` for a
translator (Qt Linguist, or any editor) to fill. lrelease then compiles ``qtgo_ru.qm``,
the file the application loads. ``--check`` fails when a message is left unfinished.

English has a catalogue too (``*_en.ts``), holding only the counted (numerus) messages: their
source text is the English plural, and the singular is made here (``english_singular``) for
each new one, so ``%n stones`` reads "1 stone". A form corrected by hand in the ``.ts`` is
kept. The other English texts need no catalogue: Qt shows the source.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ROOT / "qtgo" / "ui"
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGES = ("ru", "en")
#: Languages whose catalogues hold only the counted messages, filled here from the source.
SOURCE_LANGUAGES = ("en",)
#: Catalog name -> the folders of ``qtgo/ui`` whose strings it holds. ``qtgo`` holds the rest.
CATALOGS: dict[str, tuple[str, ...]] = {
    "qtgo": (),
    "engine": ("engine",),
    "library": ("library",),
    "teaching": ("teaching",),
    "preferences": ("preferences",),
}


def catalog_sources(name: str) -> list[str]:
    """The source files of one catalog, relative to the project root."""
    claimed = {folder for folders in CATALOGS.values() for folder in folders}
    files = sorted(SOURCES.rglob("*.py"))
    if CATALOGS[name]:
        keep = [p for p in files if p.relative_to(SOURCES).parts[0] in CATALOGS[name]]
    else:
        keep = [p for p in files if p.relative_to(SOURCES).parts[0] not in claimed]
    return [str(p.relative_to(ROOT)) for p in keep]


def tool(name: str) -> str:
    """``lupdate``/``lrelease`` as PySide6 ships them, else ``pyside6-<name>`` beside Python or on PATH.

    The binaries in the PySide6 package come first: the ``pyside6-*`` wrappers fail when
    PySide6 is installed as a namespace package (its ``__file__`` is ``None``).
    """
    import importlib.util

    spec = importlib.util.find_spec("PySide6")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        binary = Path(folder) / name
        if binary.is_file():
            return str(binary)
    wrapper = f"pyside6-{name}"
    beside = Path(sys.executable).with_name(wrapper)
    if beside.exists():
        return str(beside)
    found = shutil.which(wrapper)
    if found is None:
        raise SystemExit(f"error: {wrapper} not found (install PySide6)")
    return found


def unfinished(ts: Path) -> list[str]:
    """Source texts of the messages without a finished translation."""
    missing = []
    for message in ET.parse(ts).getroot().iter("message"):
        translation = message.find("translation")
        forms = translation.findall("numerusform") if translation is not None else []
        texts = [f.text for f in forms] if forms else [translation.text if translation is not None else None]
        if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete") or not all(texts):
            missing.append(message.findtext("source") or "")
    return missing


def known_translations(folder: Path, language: str) -> dict[tuple[str, str], ET.Element]:
    """Every finished translation of every catalog, by (source, disambiguation).

    Code moves between classes (and so between lupdate contexts) and between catalogs;
    a message already translated anywhere is reused instead of coming back unfinished.
    """
    known: dict[tuple[str, str], ET.Element] = {}
    for ts in sorted(folder.glob(f"*_{language}.ts")):
        for message in ET.parse(ts).getroot().iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
                continue
            key = (message.findtext("source") or "", message.findtext("comment") or "")
            known.setdefault(key, translation)
    return known


def reuse(ts: Path, known: dict[tuple[str, str], ET.Element]) -> int:
    """Fill unfinished messages of ``ts`` from ``known``; returns how many were filled."""
    tree = ET.parse(ts)
    filled = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") != "unfinished":
            continue
        key = (message.findtext("source") or "", message.findtext("comment") or "")
        found = known.get(key)
        if found is None or (message.get("numerus") == "yes") != bool(found.findall("numerusform")):
            continue
        message.remove(translation)
        message.append(found)
        filled += 1
    if filled:
        tree.write(ts, encoding="utf-8", xml_declaration=True)
    return filled


def english_singular(text: str) -> str:
    """The singular of an English plural source: the first plural noun after ``%n`` loses its
    ``s`` (``%n handicap stones do not fit`` -> ``%n handicap stone does not fit``); without
    ``%n``, the first plural noun of the text."""
    head, mark, tail = text.partition("%n")
    if not mark:  # a bare suffix such as `` stones`` (a spin box shows the number)
        head, tail = "", text
    found = re.search(r"\b([a-z]{3,})s\b", tail)
    if found is None:
        return text
    rest = tail[found.end() :]
    if rest.startswith(" do "):
        rest = " does " + rest[len(" do ") :]
    return head + mark + tail[: found.start()] + found.group(1) + rest


def fill_source_forms(ts: Path) -> int:
    """Keep only the numerus messages of ``ts`` and fill the unfinished ones with the English
    singular and plural; returns how many were filled."""
    tree = ET.parse(ts)
    filled = 0
    for context in tree.getroot().findall("context"):
        for message in context.findall("message"):
            if message.get("numerus") != "yes":
                context.remove(message)
                continue
            translation = message.find("translation")
            if translation is not None and translation.get("type") not in ("unfinished", "vanished", "obsolete"):
                continue
            if translation is not None:
                message.remove(translation)
            source = message.findtext("source") or ""
            translation = ET.SubElement(message, "translation")
            for form in (english_singular(source), source):
                ET.SubElement(translation, "numerusform").text = form
            filled += 1
        if context.find("message") is None:
            tree.getroot().remove(context)
    ET.indent(tree)
    with ts.open("wb") as out:
        out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(out, encoding="utf-8", xml_declaration=False)
        out.write(b"\n")
    return filled


def run_lupdate(sources: list[str], language: str, ts: Path) -> None:
    """Merge the strings of ``sources`` into ``ts`` (translations kept, vanished ones dropped)."""
    subprocess.run(
        [
            tool("lupdate"),
            *sources,
            "-no-obsolete",
            "-locations",
            "none",
            "-source-language",
            "en",
            "-target-language",
            language,
            "-ts",
            str(ts.relative_to(ROOT)),
        ],
        cwd=ROOT,
        check=True,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if any message is unfinished")
    args = parser.parse_args(argv)
    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    status = 0
    known = {language: known_translations(TRANSLATIONS, language) for language in LANGUAGES}
    for language, catalog in ((lang, name) for lang in LANGUAGES for name in CATALOGS):
        sources = catalog_sources(catalog)
        if not sources:
            continue
        ts = TRANSLATIONS / f"{catalog}_{language}.ts"
        qm = ts.with_suffix(".qm")
        run_lupdate(sources, language, ts)
        if language in SOURCE_LANGUAGES:
            made = fill_source_forms(ts)
            if ET.parse(ts).getroot().find("context") is None:  # nothing counted in this area
                ts.unlink()
                qm.unlink(missing_ok=True)
                continue
            if made:
                print(f"{ts.name}: {made} counted message(s) given their {language} forms")
            filled = 0
        else:
            filled = reuse(ts, known[language])
        if filled:
            print(f"{ts.name}: {filled} message(s) taken from existing translations")
            run_lupdate(sources, language, ts)  # back to lupdate's own layout
        subprocess.run([tool("lrelease"), str(ts), "-qm", str(qm)], cwd=ROOT, check=True)
        missing = unfinished(ts)
        if missing:
            print(f"{ts.name}: {len(missing)} message(s) still to translate:")
            for text in missing:
                print(f"  {text!r}")
            if args.check:
                status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
