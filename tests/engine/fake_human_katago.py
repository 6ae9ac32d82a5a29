"""A stand-in for KataGo with a human-style network: it answers GTP and writes its arguments and
every command it is sent to the file named by FAKE_KATAGO_LOG, for a test to check."""

from __future__ import annotations

import os
import sys

log = open(os.environ["FAKE_KATAGO_LOG"], "a", encoding="utf-8")  # noqa: SIM115
log.write("argv " + " ".join(sys.argv[1:]) + "\n")
log.flush()


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
        answer(True, "\n".join(["protocol_version", "name", "version", "list_commands", "quit"]))
    elif command == "quit":
        answer(True)
        break
    else:
        answer(False, "unknown command")
