"""The teacher's and the table's tools: printed figures, problem mode, the rules pages,
and what makes the board usable from the keyboard and with a screen reader."""
