"""The registry of running engines that a signal handler empties."""

from __future__ import annotations

from qtgo.engine import GtpClient, processes


def test_close_all_ends_every_engine_but_those_kept(misbehaving):
    kept = GtpClient.start(misbehaving("pass"))
    others = [GtpClient.start(misbehaving("hang")), GtpClient.start(misbehaving("pass"))]
    try:
        assert {id(c) for c in [kept, *others]} <= {id(c) for c in processes.snapshot()}
        processes.close_all(keep=[kept])
        assert all(not client.alive for client in others)
        assert kept.alive and kept.send("name") == "Misbehaving"
        assert not {id(c) for c in others} & {id(c) for c in processes.snapshot()}
    finally:
        kept.close()
    assert id(kept) not in {id(c) for c in processes.snapshot()}
