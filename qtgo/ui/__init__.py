"""The Qt user interface: board scene and view, panels, dialogs, main window."""
