"""The star points of the figures: the board's own (:mod:`qtgo.rules.stars`).

They live with the rules so that the board scene reads them without importing this
package (the figures are not needed to open a window).
"""

from __future__ import annotations

from qtgo.rules.stars import star_points

__all__ = ["star_points"]
