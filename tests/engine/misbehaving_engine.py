"""A deliberately faulty GTP program: the stand-in that lets the tests commit each fault.

Run as ``python misbehaving_engine.py MODE``. It answers the usual start-up questions
correctly, and then misbehaves as MODE says:

- ``crash-at-start``: exits before answering anything
- ``crash``: exits with code 3 on ``genmove``
- ``hang``: never answers ``genmove``
- ``late``: answers ``genmove`` only after 1.5 s (a reply that arrives after its timeout)
- ``garbage``: answers ``genmove`` with a line that is not GTP
- ``nonsense-move``: answers ``genmove`` with ``= banana``
- ``occupied``: answers ``genmove`` with the last point played (a stone stands there)
- ``a1``: always answers ``genmove`` with A1 (a suicide where A1 is surrounded)
- ``resign``: resigns at once
- ``pass``: always passes
- ``no-ids``: answers without echoing the request ids
- ``chatty``: writes lots to stderr, and noise on stdout between replies
- ``cwd``: names its working folder as its version
- ``deaf``: ignores ``quit`` and SIGTERM (only SIGKILL ends it)
- ``json-error``: speaks KataGo's JSON analysis protocol, refusing every query with an
  ``{"error": ...}`` line; ``json-crash``: exits on the first query; ``json-silent`` tells
  its version and then never answers a query
- ``stream``: streams KataGo's documented ``kata-analyze`` example line until any input
  arrives, to test stopping a streaming reply; ``stream-garbage`` streams nonsense;
  ``stream-hang`` begins the reply and then neither reports nor stops
- ``prompt``: prints an interactive prompt (no newline, not GTP) at start and waits;
  ``banner``: prints lines of text that are not GTP at start and then says nothing more;
  ``mute``: never answers anything
- ``score-hang N [MARKER]``: an analysis engine (``estimate_score``) that never answers
  once N stones have been played; with MARKER (a file path) only the first time, creating it
- ``score-crash N``: the same, but exits with code 5 there; ``score-hang-at N``: never
  answers in the position of exactly N stones (every other position is answered)

With ``MISBEHAVING_PIDS`` set to a folder, it writes its process id there as a file.
"""

from __future__ import annotations

import os
import signal
import sys
import time

# The first kata-analyze example of KataGo's docs/GTP_Extensions.md (lightvector/KataGo).
KATA_LINE = (
    "info move E4 visits 487 utility -0.0408357 winrate 0.480018 scoreMean -0.611848 scoreStdev 24.7058 "
    "scoreLead -0.611848 scoreSelfplay -0.515178 prior 0.221121 lcb 0.477221 utilityLcb -0.0486664 order 0 "
    "pv E4 E3 F3 D3 F4 P4 P3 O3 Q3 O4 K3 Q6 S6 E16 E17"
)

COMMANDS = [
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "quit",
    "boardsize",
    "clear_board",
    "komi",
    "play",
    "genmove",
    "undo",
    "final_status_list",
]


def main() -> None:
    mode = sys.argv[1] if len(sys.argv) > 1 else ""
    if os.environ.get("MISBEHAVING_PIDS"):
        with open(os.path.join(os.environ["MISBEHAVING_PIDS"], str(os.getpid())), "w") as pid_file:
            pid_file.write(mode)
    if mode == "crash-at-start":
        sys.exit(7)
    if mode in ("prompt", "banner", "mute"):
        if mode != "mute":
            sys.stdout.write("black(1): " if mode == "prompt" else "Welcome to Misbehaving!\nType 'help' for help.\n")
            sys.stdout.flush()
        time.sleep(3600)
    if mode.startswith("score-"):
        COMMANDS.append("estimate_score")
    if mode == "deaf":
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
    if mode.startswith("stream"):  # it claims to be KataGo-like: analysis, rules, rectangles
        COMMANDS.extend(["kata-analyze", "kata-set-rules", "rectangular_boardsize"])
    if mode.startswith("json"):
        json_engine(mode)
        return
    played: list[str] = []
    a1_calls = 0
    out = sys.stdout
    stdin = sys.stdin

    def reply(ident: str, text: str = "", ok: bool = True) -> None:
        mark = "=" if ok else "?"
        head = mark if mode == "no-ids" else f"{mark}{ident}"
        out.write(f"{head} {text}\n\n")
        out.flush()

    while True:
        line = stdin.readline()
        if not line:
            return
        words = line.split()
        if not words:
            continue
        ident = words.pop(0) if words[0].isdigit() else ""
        command, args = (words[0], words[1:]) if words else ("", [])
        if mode == "chatty":
            for _ in range(50):
                sys.stderr.write("thinking hard about " + command + "\n")
            out.write("I am chatty on stdout too\n")
            out.flush()
        if command == "quit":
            if mode == "deaf":
                continue
            reply(ident)
            return
        if command == "protocol_version":
            reply(ident, "2")
        elif command == "name":
            reply(ident, "Misbehaving")
        elif command == "version":
            reply(ident, os.getcwd() if mode == "cwd" else mode)
        elif command == "list_commands":
            reply(ident, "\n".join(COMMANDS))
        elif command == "known_command":
            reply(ident, "true" if args and args[0] in COMMANDS else "false")
        elif command == "play":
            if len(args) >= 2 and args[1].lower() != "pass":
                played.append(args[1])
            reply(ident)
        elif command == "genmove":
            if mode == "crash":
                sys.stderr.write("fatal: out of cheese\n")
                sys.stderr.flush()
                sys.exit(3)
            if mode == "hang":
                time.sleep(3600)
            if mode == "late":
                time.sleep(1.5)
                reply(ident, "C3")
            elif mode == "garbage":
                out.write("Segmentation fault? no, just rubbish\n")
                out.flush()
            elif mode == "nonsense-move":
                reply(ident, "banana")
            elif mode == "occupied":
                reply(ident, played[-1] if played else "C3")
                played.append("C3")
            elif mode == "a1":
                a1_calls += 1
                reply(ident, "A1")
            elif mode == "resign":
                reply(ident, "resign")
            else:
                reply(ident, "pass")
        elif command == "estimate_score" and mode.startswith("score-"):
            if mode == "score-hang-at" and len(played) == int(sys.argv[2]):
                time.sleep(3600)
            if mode != "score-hang-at" and len(played) >= int(sys.argv[2]):
                marker = sys.argv[3] if len(sys.argv) > 3 else ""
                if mode == "score-crash":
                    sys.exit(5)
                if not marker or not os.path.exists(marker):
                    if marker:
                        open(marker, "w").close()
                    time.sleep(3600)
            reply(ident, f"B+{len(played)}.5 (upper bound: 0, lower: 0)")
        elif command == "kata-analyze" and mode.startswith("stream"):
            out.write(f"={ident}\n")
            out.flush()
            import select

            if mode == "stream-hang":  # starts the reply, then neither reports nor listens
                time.sleep(3600)
            while not select.select([stdin], [], [], 0.05)[0]:
                out.write(("info move nonsense" if mode == "stream-garbage" else KATA_LINE) + "\n")
                out.flush()
            stdin.readline()  # the newline that ends the analysis
            out.write("\n")
            out.flush()
        elif command in COMMANDS:
            reply(ident)
        else:
            reply(ident, "unknown command", ok=False)


def json_engine(mode: str) -> None:
    import json

    for line in sys.stdin:
        if mode == "json-crash":
            sys.stderr.write("segfault in the neural net\n")
            sys.exit(9)
        query = json.loads(line)
        if mode == "json-silent":  # says who it is, then never answers a query
            if query.get("action") == "query_version":
                sys.stdout.write(json.dumps({"id": query.get("id"), "version": "1.17.2"}) + "\n")
                sys.stdout.flush()
            continue
        sys.stdout.write(json.dumps({"error": "Could not parse komi", "field": "komi", "id": query.get("id")}) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
