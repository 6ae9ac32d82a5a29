"""A stand-in for KataGo with a human-style network: it answers GTP, writes every command it is
sent (and its arguments) to the file named by FAKE_KATAGO_LOG, and accepts
``kata-set-param humanSLProfile`` only when started with ``-human-model`` and a known profile."""

from __future__ import annotations

import os
import re
import sys

log = open(os.environ["FAKE_KATAGO_LOG"], "a", encoding="utf-8")  # noqa: SIM115
log.write("argv " + " ".join(sys.argv[1:]) + "\n")
log.flush()
human = "-human-model" in sys.argv
PROFILE = re.compile(r"^(rank_([1-9]|1[0-9]|20)k|rank_[1-9]d|preaz_\w+|proyear_\d{4})$")


ident = ""


def answer(ok: bool, text: str = "") -> None:
    sys.stdout.write(("=" if ok else "?") + ident + " " + text + "\n\n")
    sys.stdout.flush()


for line in sys.stdin:
    words = line.split()
    if not words:
        continue
    ident = words.pop(0) if words[0].isdigit() else ""
    if not words:
        continue
    log.write(" ".join(words) + "\n")
    log.flush()
    command = words[0]
    if command == "protocol_version":
        answer(True, "2")
    elif command == "name":
        answer(True, "KataGo")
    elif command == "version":
        answer(True, "1.17.2")
    elif command == "list_commands":
        answer(True, "\n".join(["protocol_version", "name", "version", "list_commands", "kata-set-param", "quit"]))
    elif command == "kata-set-param" and words[1:2] == ["humanSLProfile"]:
        if not human:
            answer(False, "humanSLProfile requires a human SL model (-human-model)")
        elif len(words) == 3 and PROFILE.match(words[2]):
            answer(True)
        else:
            answer(False, "unknown profile")
    elif command == "quit":
        answer(True)
        break
    else:
        answer(False, "unknown command")
