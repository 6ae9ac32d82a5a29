"""The graphical game tree: nodes as small stones on a grid (``GameTreeView``).

May import: Qt only (it draws a tree it is given).
"""

from qtgo.ui.tree.layout import TreeLayout, layout_tree
from qtgo.ui.tree.view import GameTreeView

__all__ = ["GameTreeView", "TreeLayout", "layout_tree"]
