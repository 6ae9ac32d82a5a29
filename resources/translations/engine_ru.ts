<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>EngineLog</name>
    <message>
        <source>Engine log</source>
        <translation>Журнал движка</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation>Движки</translation>
    </message>
    <message>
        <source>e.g. gnugo --mode gtp --level 10</source>
        <translation>например, gnugo --mode gtp --level 10</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Командная строка</translation>
    </message>
    <message>
        <source>Working folder</source>
        <translation>Рабочая папка</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Проверить</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>{name} (found, not added yet) — {command}</source>
        <translation>{name} (найден, ещё не добавлен) — {command}</translation>
    </message>
    <message>
        <source>Give the engine&apos;s command line first.</source>
        <translation>Сначала укажите командную строку движка.</translation>
    </message>
    <message>
        <source>Starting the engine…</source>
        <translation>Запуск движка…</translation>
    </message>
    <message>
        <source>Works: {engine}</source>
        <translation>Работает: {engine}</translation>
    </message>
    <message>
        <source>Does not work: {reason}</source>
        <translation>Не работает: {reason}</translation>
    </message>
</context>
<context>
    <name>MistakesPanel</name>
    <message>
        <source>Inaccuracy from (points)</source>
        <translation>Неточность от (очков)</translation>
    </message>
    <message>
        <source>Mistake from (points)</source>
        <translation>Ошибка от (очков)</translation>
    </message>
    <message>
        <source>Blunder from (points)</source>
        <translation>Грубая ошибка от (очков)</translation>
    </message>
    <message>
        <source>Next mistake</source>
        <translation>Следующая ошибка</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>неточность</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>грубая ошибка</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Move {number} ({colour}): {loss} points lost, {kind}</source>
        <translation>Ход {number} ({colour}): потеряно очков: {loss}, {kind}</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Analyse game</source>
        <translation>Анализ партии</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Остановить</translation>
    </message>
    <message>
        <source>Evaluations by {engine}</source>
        <translation>Оценки: {engine}</translation>
    </message>
    <message>
        <source>Analysing the game…</source>
        <translation>Идёт анализ партии…</translation>
    </message>
    <message>
        <source>Analysis stopped.</source>
        <translation>Анализ остановлен.</translation>
    </message>
    <message>
        <source>The analysis failed: {reason}</source>
        <translation>Анализ не удался: {reason}</translation>
    </message>
</context>
<context>
    <name>ScoreGraph</name>
    <message>
        <source>Black&apos;s lead over the game (above the middle: Black ahead). Click to go there.</source>
        <translation>Перевес чёрных по ходу партии (выше середины — впереди чёрные). Щёлкните, чтобы перейти к позиции.</translation>
    </message>
</context>
<context>
    <name>SeatsEditor</name>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>level </source>
        <translation>уровень </translation>
    </message>
    <message>
        <source>visits </source>
        <translation>визиты </translation>
    </message>
</context>
<context>
    <name>WindowEngines</name>
    <message>
        <source>Review</source>
        <translation>Разбор</translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <translation>&amp;Движок</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>&amp;Движки…</translation>
    </message>
    <message>
        <source>&amp;Choose the analysis engine</source>
        <translation>&amp;Выбор движка для анализа</translation>
    </message>
    <message>
        <source>&amp;Analyse position</source>
        <translation>&amp;Анализ позиции</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>Analyse the whole &amp;game</source>
        <translation>Анализ всей па&amp;ртии</translation>
    </message>
    <message>
        <source>&amp;Next mistake</source>
        <translation>&amp;Следующая ошибка</translation>
    </message>
    <message>
        <source>Engine &amp;log</source>
        <translation>&amp;Журнал движка</translation>
    </message>
    <message>
        <source>No engine: add one in Engine &gt; Engines…</source>
        <translation>Нет движка: добавьте его в меню «Движок → Движки…»</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Ищу подсказку…</translation>
    </message>
    <message>
        <source>Engine ready: {engine}</source>
        <translation>Движок готов: {engine}</translation>
    </message>
    <message>
        <source>Engine: {reason}</source>
        <translation>Движок: {reason}</translation>
    </message>
    <message>
        <source>The engine is thinking…</source>
        <translation>Движок думает…</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>{side}&apos;s engine stopped: {reason}. Play on by hand, or start a new game.</source>
        <translation>Движок ({side}) остановился: {reason}. Продолжайте вручную или начните новую партию.</translation>
    </message>
</context>
</TS>
