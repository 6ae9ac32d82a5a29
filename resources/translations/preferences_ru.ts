<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>Preferences</name>
    <message>
        <source>&amp;Preferences…</source>
        <extracomment>lupdate reads the literal calls ``translate(&quot;Preferences&quot;, ...)``.</extracomment>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>Language, board, sound, engines: every setting in one place</source>
        <translation>Язык, доска, звук, движки: все настройки в одном месте</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Show this page&apos;s defaults (stored by OK or Apply)</source>
        <translation>Показать значения по умолчанию на этой странице (сохраняются кнопкой «ОК» или «Применить»)</translation>
    </message>
    <message>
        <source>“%1”: %2. Nothing was changed.</source>
        <translation>«%1»: %2. Ничего не изменено.</translation>
    </message>
    <message>
        <source>it must be from %1 to %2</source>
        <translation>допустимо от %1 до %2</translation>
    </message>
    <message>
        <source>it is none of the values offered</source>
        <translation>такого значения нет среди предложенных</translation>
    </message>
    <message>
        <source>it is not a value of the right kind</source>
        <translation>значение не того типа</translation>
    </message>
</context>
</TS>
