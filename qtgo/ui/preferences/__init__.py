"""Edit ▸ Preferences: a page per area, generated from the settings registry.

``options.py`` declares every setting with its page, title, range or choices; this package
turns those declarations into editors (``editors``), pages (``pages``) and the dialog
(``dialog``), and plugs into the window as a plugin (``plugin``). A feature adds a page of
its own through the window's API (``WindowApi.add_settings_page``), most simply an
:class:`~qtgo.ui.preferences.pages.OptionsPage` of its own options.

May import: Qt, ``qtgo.ui.options``, ``qtgo.ui.fit``, ``qtgo.ui.message_bar``; the window only as
a ``WindowApi``. Nothing here is imported at start-up but the plugin, whose dialog is
imported when it is first opened.
"""
