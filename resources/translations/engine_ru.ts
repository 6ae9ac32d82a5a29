<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>AnalysisOverlay</name>
    <message>
        <source>win rate</source>
        <translation>вероятность победы</translation>
    </message>
    <message>
        <source>score lead</source>
        <translation>перевес в очках</translation>
    </message>
    <message>
        <source>v = GNU Go&apos;s move value (not points)</source>
        <translation>v = ценность хода по GNU Go (не очки)</translation>
    </message>
    <message>
        <source>visits</source>
        <translation>визиты</translation>
    </message>
    <message>
        <source>The engine&apos;s choice</source>
        <translation>Выбор движка</translation>
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
        <source>For {side}: {parts}</source>
        <translation>Ходят {side}: {parts}</translation>
    </message>
</context>
<context>
    <name>CandidatesPanel</name>
    <message>
        <source>Black</source>
        <extracomment>The rows the table shows at least (it was 2-3 rows tall in the right column; more rows where the tab has the room, 3 still fit beside both clocks at 800x600).</extracomment>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Move value (GNU Go)</source>
        <translation>Ценность хода (GNU Go)</translation>
    </message>
    <message>
        <source>Lead ({side})</source>
        <translation>Перевес ({side})</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Visits</source>
        <translation>Визиты</translation>
    </message>
    <message>
        <source>Win rate ({side})</source>
        <translation>Вероятность победы ({side})</translation>
    </message>
    <message>
        <source>Prior</source>
        <translation>Априорная</translation>
    </message>
    <message>
        <source>Principal variation</source>
        <translation>Главный вариант</translation>
    </message>
    <message>
        <source>No analysis for this position.</source>
        <translation>Для этой позиции анализа нет.</translation>
    </message>
    <message>
        <source>win rate {rate}%</source>
        <translation>вероятность победы {rate}%</translation>
    </message>
    <message>
        <source>lead {lead}</source>
        <translation>перевес {lead}</translation>
    </message>
    <message>
        <source>{visits} visits</source>
        <translation>визитов: {visits}</translation>
    </message>
    <message>
        <source>{side} to play: {numbers}</source>
        <translation>Ходят {side}: {numbers}</translation>
    </message>
</context>
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
        <source>The first in the list</source>
        <extracomment>lupdate reads the literal calls ``translate(&quot;EnginesDialog&quot;, ...)``.</extracomment>
        <translation>Первый в списке</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Движки</translation>
    </message>
    <message>
        <source>e.g. gnugo --mode gtp --level 10</source>
        <translation>например, gnugo --mode gtp --level 10</translation>
    </message>
    <message>
        <source>optional: katago analysis -model … -config … (whole-game analysis)</source>
        <translation>необязательно: katago analysis -model … -config … (анализ всей партии)</translation>
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
        <source>JSON analysis command</source>
        <translation>Команда JSON-анализа</translation>
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
        <source>Use for analysis</source>
        <translation>Анализировать этим движком</translation>
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
        <source>{name} analyses from now on.</source>
        <translation>Теперь анализирует {name}.</translation>
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
        <source>Skipped (the engine did not answer in time): {moves}. Resume analysis tries them again.</source>
        <translation>Пропущены (движок не ответил вовремя): {moves}. «Продолжить анализ» попробует их ещё раз.</translation>
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
    <name>ReadyMade</name>
    <message>
        <source>KataGo: no katago program on PATH or in the usual folders ({places}, …). Install KataGo.</source>
        <translation>KataGo: программы katago нет ни в PATH, ни в обычных папках ({places}, …). Установите KataGo.</translation>
    </message>
    <message>
        <source>KataGo: found {binary}, but no network (.bin.gz) there or in {places}, …. Put one in ~/.katago.</source>
        <translation>KataGo: найдена программа {binary}, но нет сети (.bin.gz) ни рядом с ней, ни в {places}, …. Положите сеть в ~/.katago.</translation>
    </message>
    <message>
        <source>KataGo (found on this computer)</source>
        <translation>KataGo (найден на этом компьютере)</translation>
    </message>
    <message>
        <source>KataGo (comes with qtgo, CPU)</source>
        <translation>KataGo (поставляется с qtgo, CPU)</translation>
    </message>
</context>
<context>
    <name>ReportPage</name>
    <message>
        <source>No evaluations in this game yet: analyse it (Engine menu) first.</source>
        <translation>В этой партии ещё нет оценок: сначала проанализируйте её (меню «Движок»).</translation>
    </message>
    <message>
        <source>points</source>
        <translation>очках</translation>
    </message>
    <message>
        <source>% win rate</source>
        <translation>процентах вероятности победы</translation>
    </message>
    <message>
        <source>Losses in {unit}, from the evaluations saved in the record.</source>
        <translation>Потери в {unit}, по оценкам, сохранённым в записи.</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>Move {number}: {played} lost {loss} (better: {best})</source>
        <translation>Ход {number}: {played} потерял {loss} (лучше: {best})</translation>
    </message>
    <message>
        <source>Player report</source>
        <translation>Отчёт об игроках</translation>
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
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Потеряно очков</translation>
    </message>
    <message>
        <source>Mean loss</source>
        <translation>Средняя потеря</translation>
    </message>
    <message>
        <source>Inaccuracies</source>
        <translation>Неточности</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Ошибки</translation>
    </message>
    <message>
        <source>Blunders</source>
        <translation>Грубые ошибки</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Дебют</translation>
    </message>
    <message>
        <source>Middle game</source>
        <translation>Середина игры</translation>
    </message>
    <message>
        <source>Endgame</source>
        <translation>Ёсэ</translation>
    </message>
    <message>
        <source>In overtime</source>
        <translation>В дополнительном времени</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
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
        <source>Analyse again</source>
        <extracomment>The least a position is waited on beyond its thinking time (the timeout never cuts a search short).</extracomment>
        <translation>Анализировать заново</translation>
    </message>
    <message>
        <source>Analyse every position again, replacing the stored evaluations</source>
        <translation>Проанализировать все позиции заново, заменив сохранённые оценки</translation>
    </message>
    <message>
        <source>Stop the analysis; the positions done stay in the record</source>
        <translation>Остановить анализ; готовые позиции остаются в записи</translation>
    </message>
    <message>
        <source>Score lead</source>
        <translation>Перевес в очках</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Вероятность победы</translation>
    </message>
    <message>
        <source>Loss per move</source>
        <translation>Потери за ход</translation>
    </message>
    <message>
        <source>What the graph shows</source>
        <translation>Что показывает график</translation>
    </message>
    <message>
        <source> s a position</source>
        <translation> с на позицию</translation>
    </message>
    <message>
        <source>How long the engine thinks about each position (GTP engines)</source>
        <translation>Сколько движок думает над каждой позицией (движки GTP)</translation>
    </message>
    <message>
        <source>timeout </source>
        <translation>тайм-аут </translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>How long a position may take before it counts as timed out: it is tried once more on a restarted engine, then skipped</source>
        <translation>Сколько может длиться анализ позиции, прежде чем время выйдет: её пробуют ещё раз на перезапущенном движке, затем пропускают</translation>
    </message>
    <message>
        <source>Resume analysis</source>
        <translation>Продолжить анализ</translation>
    </message>
    <message>
        <source>Evaluations by {engine}: {done} of {total} positions</source>
        <translation>Оценки {engine}: {done} из {total} позиций</translation>
    </message>
    <message>
        <source>Evaluations by {engine}</source>
        <translation>Оценки: {engine}</translation>
    </message>
    <message>
        <source>Every position is analysed already.</source>
        <translation>Все позиции уже проанализированы.</translation>
    </message>
    <message>
        <source>Analysing the game…</source>
        <translation>Идёт анализ партии…</translation>
    </message>
    <message>
        <source>Analysis stopped: {done} of {total} positions are kept. Resume analysis to go on.</source>
        <translation>Анализ остановлен: сохранено {done} из {total} позиций. Нажмите «Продолжить анализ», чтобы продолжить.</translation>
    </message>
    <message>
        <source>Analysing the game… skipped (no answer in time): {moves}</source>
        <translation>Анализ партии… пропущены (нет ответа вовремя): {moves}</translation>
    </message>
    <message>
        <source>Evaluations by {engine}; {count} positions skipped (no answer in time): {moves}. Resume analysis tries them again.</source>
        <translation>Оценки: {engine}; пропущено позиций: {count} (нет ответа вовремя): {moves}. «Продолжить анализ» попробует их ещё раз.</translation>
    </message>
    <message>
        <source>The analysis failed: {reason}. The positions done are kept.</source>
        <translation>Анализ прервался: {reason}. Готовые позиции сохранены.</translation>
    </message>
</context>
<context>
    <name>ScoreGraph</name>
    <message>
        <source>Black&apos;s lead over the game (above the middle: Black ahead). Click to go there.</source>
        <extracomment>The least height of the graph: the lead&apos;s ups and downs still readable.</extracomment>
        <translation>Перевес чёрных по ходу партии (выше середины — впереди чёрные). Щёлкните, чтобы перейти к позиции.</translation>
    </message>
    <message>
        <source>Black {rate}%</source>
        <translation>Чёрные {rate}%</translation>
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
        <source>{side} lost {loss}% win rate</source>
        <translation>{side} потеряли {loss}% вероятности победы</translation>
    </message>
    <message>
        <source>{side} lost {loss} points</source>
        <translation>{side} потеряли очков: {loss}</translation>
    </message>
    <message>
        <source>skipped (no answer in time)</source>
        <translation>пропущена (нет ответа вовремя)</translation>
    </message>
    <message>
        <source>Move {number}: {value}</source>
        <translation>Ход {number}: {value}</translation>
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
        <source>Candidates</source>
        <translation>Кандидаты</translation>
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
        <source>Show &amp;ownership</source>
        <translation>Показать &amp;территорию</translation>
    </message>
    <message>
        <source>Shade the points each side owns (KataGo&apos;s, else qtgo&apos;s estimate)</source>
        <translation>Затенять пункты, принадлежащие каждой стороне (по KataGo, иначе по оценке qtgo)</translation>
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
        <source>The whole game is being analysed: stop that first (Review &gt; Stop).</source>
        <translation>Идёт анализ всей партии: сначала остановите его (Разбор &gt; Остановить).</translation>
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
        <source>{side}&apos;s engine did not start: {reason}. {side} plays by hand.</source>
        <translation>Движок ({side}) не запустился: {reason}. {side} играют вручную.</translation>
    </message>
    <message>
        <source>{side}&apos;s engine did not answer in time: {reason}</source>
        <translation>Движок ({side}) не ответил вовремя: {reason}</translation>
    </message>
    <message>
        <source>{side}&apos;s engine stopped: {reason}</source>
        <translation>Движок ({side}) остановился: {reason}</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Движок</translation>
    </message>
    <message>
        <source>Start the engine again and let it move, play {side} by hand, or stop the engines.</source>
        <translation>Перезапустить движок и дать ему сходить, играть вручную ({side}) или остановить движки.</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Play by hand</source>
        <translation>Играть вручную</translation>
    </message>
    <message>
        <source>Stop the engines</source>
        <translation>Остановить движки</translation>
    </message>
    <message>
        <source>Starting {side}&apos;s engine again…</source>
        <translation>Движок ({side}) запускается заново…</translation>
    </message>
    <message>
        <source>{side} plays by hand now.</source>
        <translation>{side} теперь играют вручную.</translation>
    </message>
    <message>
        <source>The engines stopped; play on by hand.</source>
        <translation>Движки остановлены; продолжайте вручную.</translation>
    </message>
</context>
</TS>
