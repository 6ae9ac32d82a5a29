<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>AnalysisFocus</name>
    <message>
        <source>Analyse a &amp;region…</source>
        <translation>Анализ о&amp;бласти…</translation>
    </message>
    <message>
        <source>Drag a rectangle on the board: the analysis considers only moves inside</source>
        <translation>Выделите прямоугольник на доске: анализ рассматривает только ходы внутри него</translation>
    </message>
    <message>
        <source>Clear the analysis region</source>
        <translation>Снять область анализа</translation>
    </message>
    <message>
        <source>&amp;Frame the problem (tsumego frame)</source>
        <translation>&amp;Обрамить задачу (рамка цумэго)</translation>
    </message>
    <message>
        <source>Fill the rest of the board for the engine so that it reads the corner&apos;s fight</source>
        <translation>Заполнить для движка остальную доску, чтобы он читал борьбу в углу</translation>
    </message>
    <message>
        <source>Drag a rectangle over the board (or Enter at two corners with the keyboard cursor); Escape cancels</source>
        <translation>Выделите прямоугольник на доске мышью (или Enter в двух углах курсором клавиатуры); Escape — отмена</translation>
    </message>
    <message>
        <source>The analysis considers the whole board again</source>
        <translation>Анализ снова рассматривает всю доску</translation>
    </message>
    <message>
        <source>Nothing to frame here (no stones, or no room left): the plain position is analysed</source>
        <translation>Здесь нечего обрамить (нет камней или не осталось места): анализируется позиция без рамки</translation>
    </message>
    <message>
        <source>{engine} cannot be told a region and proposes no move inside it</source>
        <translation>{engine} не умеет ограничиваться областью и не предлагает в ней ни одного хода</translation>
    </message>
    <message>
        <source>{engine} cannot be told a region: only its moves inside it are shown</source>
        <translation>{engine} не умеет ограничиваться областью: показаны только его ходы внутри неё</translation>
    </message>
    <message>
        <source>The engine</source>
        <translation>Движок</translation>
    </message>
</context>
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
        <source>Click to go to the move; right-click to analyse the selected moves again</source>
        <translation>Щелчок — перейти к ходу; правый щелчок — заново проанализировать выбранные ходы</translation>
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
    <message>
        <source>Analyse move {number} again</source>
        <translation>Заново проанализировать ход {number}</translation>
    </message>
    <message>
        <source>Analyse the selected moves again ({moves})</source>
        <translation>Заново проанализировать выбранные ходы ({moves})</translation>
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
    <name>ReportCharts</name>
    <message>
        <source>Opening</source>
        <extracomment>lupdate reads the literal calls ``translate(&quot;ReportCharts&quot;, ...)``.</extracomment>
        <translation>Дебют</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>Середина</translation>
    </message>
    <message>
        <source>Endgame</source>
        <translation>Ёсэ</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>Points lost by phase</source>
        <translation>Потери очков по стадиям</translation>
    </message>
    <message>
        <source>Win rate lost by phase (%)</source>
        <translation>Потери вероятности победы по стадиям (%)</translation>
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
        <source>Overtime</source>
        <translation>Доп. время</translation>
    </message>
    <message>
        <source>Loss by time used for the move</source>
        <translation>Потери по времени на ход</translation>
    </message>
    <message>
        <source>Win rate lost by time used (%)</source>
        <translation>Потери вероятности по времени на ход (%)</translation>
    </message>
    <message>
        <source>Mistakes by size</source>
        <translation>Ошибки по величине</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
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
        <translation>Потеряно</translation>
    </message>
    <message>
        <source>Mean loss</source>
        <translation>Ср. потеря</translation>
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
        <translation>Грубые</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Дебют</translation>
    </message>
    <message>
        <source>Middle game</source>
        <translation>Середина</translation>
    </message>
    <message>
        <source>Endgame</source>
        <translation>Ёсэ</translation>
    </message>
    <message>
        <source>In overtime</source>
        <translation>Доп. время</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Сохранить в PDF…</translation>
    </message>
    <message>
        <source>The report with its charts and a figure of each worst move, to print</source>
        <translation>Отчёт с графиками и диаграммой каждого худшего хода, для печати</translation>
    </message>
    <message>
        <source>Charts of the report</source>
        <translation>Графики отчёта</translation>
    </message>
    <message>
        <source>Save the report as PDF</source>
        <translation>Сохранить отчёт в PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Report saved as {name}</source>
        <translation>Отчёт сохранён: {name}</translation>
    </message>
</context>
<context>
    <name>ReportPdf</name>
    <message>
        <source>Black</source>
        <extracomment>lupdate reads the literal calls ``translate(&quot;ReportPdf&quot;, ...)``.</extracomment>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>%1 moves analysed, %2 points lost, %3 per move</source>
        <translation>разобрано ходов: %1, потеряно очков: %2, в среднем за ход: %3</translation>
    </message>
    <message>
        <source>%1 moves analysed, %2 points of win rate lost, %3 per move</source>
        <translation>разобрано ходов: %1, потеряно процентных пунктов вероятности победы: %2, в среднем за ход: %3</translation>
    </message>
    <message>
        <source>Inaccuracies %1, mistakes %2, blunders %3</source>
        <translation>Неточностей: %1, ошибок: %2, грубых ошибок: %3</translation>
    </message>
    <message>
        <source>Lost in the opening %1, middle game %2, endgame %3; in overtime %4</source>
        <translation>Потеряно в дебюте: %1, в середине игры: %2, в ёсэ: %3; в доп. времени: %4</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>the engine named no better move</source>
        <translation>движок не назвал лучшего хода</translation>
    </message>
    <message>
        <source>the engine chose this move too</source>
        <translation>движок выбрал тот же ход</translation>
    </message>
    <message>
        <source>better: pass</source>
        <translation>лучше: пас</translation>
    </message>
    <message>
        <source>better (A): %1</source>
        <translation>лучше (A): %1</translation>
    </message>
    <message>
        <source>Move %1 (%2): %3 lost %4; %5</source>
        <translation>Ход %1 (%2): %3, потеря %4; %5</translation>
    </message>
    <message>
        <source>Player report</source>
        <translation>Отчёт об игроках</translation>
    </message>
    <message>
        <source>Black: %1, White: %2</source>
        <translation>Чёрные: %1, белые: %2</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Результат: %1</translation>
    </message>
    <message>
        <source>Losses in points, from the evaluations saved in the record.</source>
        <translation>Потери в очках, по оценкам, сохранённым в записи.</translation>
    </message>
    <message>
        <source>Losses in percentage points of win rate, from the evaluations saved in the record.</source>
        <translation>Потери в процентных пунктах вероятности победы, по оценкам, сохранённым в записи.</translation>
    </message>
    <message>
        <source>The worst moves</source>
        <translation>Худшие ходы</translation>
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
        <source>Analyse moves again</source>
        <translation>Анализировать ходы заново</translation>
    </message>
    <message>
        <source>Analyse only the move shown or the moves selected (on the graph or in the mistakes) again</source>
        <translation>Заново проанализировать только показанный ход или выбранные ходы (на графике или в списке ошибок)</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>The time per position, the timeout, and from how many points lost a move is a mistake</source>
        <translation>Время на позицию, предел ожидания и с какой потери очков ход считается ошибкой</translation>
    </message>
    <message>
        <source>Analyse again</source>
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
        <source>How long the engine thinks about each position (GTP engines)</source>
        <translation>Сколько движок думает над каждой позицией (движки GTP)</translation>
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
        <source>Time per position</source>
        <translation>Время на позицию</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>Предел ожидания</translation>
    </message>
    <message>
        <source>Resume analysis</source>
        <translation>Продолжить анализ</translation>
    </message>
    <message>
        <source>Analyse again with {engine}</source>
        <translation>Анализировать заново движком {engine}</translation>
    </message>
    <message>
        <source>Analyse move {number} again</source>
        <translation>Заново проанализировать ход {number}</translation>
    </message>
    <message>
        <source>Analyse the selected moves again ({moves})</source>
        <translation>Заново проанализировать выбранные ходы ({moves})</translation>
    </message>
    <message>
        <source>Analyse the selected moves again (none selected)</source>
        <translation>Заново проанализировать выбранные ходы (не выбраны)</translation>
    </message>
    <message>
        <source>The evaluations are by {stored}, not {engine}: one graph never mixes two engines, so {engine} analyses the whole game again.</source>
        <translation>Оценки сделаны движком {stored}, а не {engine}: один график не смешивает два движка, поэтому {engine} проанализирует всю партию заново.</translation>
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
        <source>Starting the analysis engine…</source>
        <translation>Запуск движка анализа…</translation>
    </message>
    <message>
        <source>Analysing moves {moves} again…</source>
        <translation>Повторный анализ ходов {moves}…</translation>
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
        <source>Moves {moves} analysed again by {engine}</source>
        <translation>Ходы {moves} заново проанализированы движком {engine}</translation>
    </message>
    <message>
        <source>Evaluations by {engine}; {count} positions skipped (no answer in time): {moves}. Resume analysis tries them again.</source>
        <translation>Оценки: {engine}; пропущено позиций: {count} (нет ответа вовремя): {moves}. «Продолжить анализ» попробует их ещё раз.</translation>
    </message>
    <message>
        <source>The analysis failed: {reason}</source>
        <translation>Анализ прервался: {reason}</translation>
    </message>
    <message>
        <source>The analysis failed: {reason}. The positions done are kept.</source>
        <translation>Анализ прервался: {reason}. Готовые позиции сохранены.</translation>
    </message>
</context>
<context>
    <name>ScoreGraph</name>
    <message>
        <source>Black&apos;s lead over the game (above the middle: Black ahead). Click to go there; drag to select moves, right-click to analyse them again.</source>
        <translation>Перевес чёрных по ходу партии (выше середины — впереди чёрные). Щелчок — перейти туда; протяните мышью, чтобы выбрать ходы, правый щелчок — заново проанализировать их.</translation>
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
    <message>
        <source>{loss}, in time trouble</source>
        <translation>{loss}, в цейтноте</translation>
    </message>
    <message>
        <source>in time trouble</source>
        <translation>в цейтноте</translation>
    </message>
    <message>
        <source>Analyse move {number} again</source>
        <translation>Заново проанализировать ход {number}</translation>
    </message>
    <message>
        <source>Analyse moves {first}–{last} again</source>
        <translation>Заново проанализировать ходы {first}–{last}</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Снять выделение</translation>
    </message>
</context>
<context>
    <name>SeatsEditor</name>
    <message>
        <source>Black</source>
        <extracomment>The ranks offered, weakest first: those KataGo&apos;s human profiles know (20k to 9d).</extracomment>
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
        <source>By rank…</source>
        <translation>По силе…</translation>
    </message>
    <message>
        <source>Set the strength to what plays like a player of this rank</source>
        <translation>Выставить силу, с которой движок играет как игрок этого ранга</translation>
    </message>
    <message>
        <source>Play like a human</source>
        <translation>Играть как человек</translation>
    </message>
    <message>
        <source>{side}: player</source>
        <translation>{side}: игрок</translation>
    </message>
    <message>
        <source>{side}: strength</source>
        <translation>{side}: сила</translation>
    </message>
    <message>
        <source>{side}: strength by rank</source>
        <translation>{side}: сила по рангу</translation>
    </message>
    <message>
        <source>level </source>
        <translation>уровень </translation>
    </message>
    <message>
        <source>visits </source>
        <translation>визиты </translation>
    </message>
    <message>
        <source>Needs KataGo&apos;s human-style network (b18c384nbt-humanv0.bin.gz, from KataGo&apos;s releases): add -human-model FILE to the engine&apos;s command line in Engine ▸ Engines…</source>
        <translation>Нужна «человеческая» сеть KataGo (b18c384nbt-humanv0.bin.gz, из выпусков KataGo): добавьте -human-model ФАЙЛ в командную строку движка в меню Движок ▸ Движки…</translation>
    </message>
    <message>
        <source>KataGo picks its moves as a human of the chosen rank would</source>
        <translation>KataGo выбирает ходы так, как их выбрал бы человек выбранного ранга</translation>
    </message>
    <message>
        <source>plays like a human {0}</source>
        <translation>играет как человек {0}</translation>
    </message>
    <message>
        <source>plays about {0} (measured on 9×9)</source>
        <translation>играет примерно как {0} (измерено на доске 9×9)</translation>
    </message>
    <message>
        <source>plays at least as {0} (measured on 9×9)</source>
        <translation>играет не слабее, чем {0} (измерено на доске 9×9)</translation>
    </message>
    <message>
        <source>its weakest setting plays about {0}</source>
        <translation>самая слабая настройка играет примерно как {0}</translation>
    </message>
    <message>
        <source>its strongest calibrated setting plays about {0}</source>
        <translation>самая сильная измеренная настройка играет примерно как {0}</translation>
    </message>
    <message>
        <source>{0}d</source>
        <translation>{0} дан</translation>
    </message>
    <message>
        <source>{0}k</source>
        <translation>{0} кю</translation>
    </message>
</context>
<context>
    <name>SpokenReview</name>
    <message>
        <source>even</source>
        <extracomment>lupdate reads the literal calls ``translate(&quot;SpokenReview&quot;, ...)``. A lead this close to 0 is said as &quot;even&quot;. How many of the largest drops the graph&apos;s summary names.</extracomment>
        <translation>поровну</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>an inaccuracy</source>
        <translation>неточность</translation>
    </message>
    <message>
        <source>a mistake</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>a blunder</source>
        <translation>грубая ошибка</translation>
    </message>
    <message>
        <source>Move %1, %2 %3:</source>
        <translation>Ход %1, %2 %3:</translation>
    </message>
    <message>
        <source>the lead stayed at %1.</source>
        <translation>перевес не изменился: %1.</translation>
    </message>
    <message>
        <source>the lead fell from %1 to %2</source>
        <translation>перевес упал: было %1, стало %2</translation>
    </message>
    <message>
        <source>the lead rose from %1 to %2</source>
        <translation>перевес вырос: было %1, стало %2</translation>
    </message>
    <message>
        <source>, %1 of %2 points.</source>
        <translation>, %1 на %2 очк.</translation>
    </message>
    <message>
        <source>Move %1: the engine named no move here.</source>
        <translation>Ход %1: движок не назвал здесь хода.</translation>
    </message>
    <message>
        <source>Move %1: %2 %3 was the engine&apos;s move too.</source>
        <translation>Ход %1: %2 %3 — это и ход движка.</translation>
    </message>
    <message>
        <source>Move %1: instead of %2, the engine&apos;s move was %3.</source>
        <translation>Ход %1: вместо %2 движок играл %3.</translation>
    </message>
    <message>
        <source>Lead after it: %1.</source>
        <translation>Перевес после него: %1.</translation>
    </message>
    <message>
        <source>No evaluations in this game yet: analyse it (Engine menu) first.</source>
        <translation>В этой партии ещё нет оценок: сначала проанализируйте её (меню «Движок»).</translation>
    </message>
    <message>
        <source>start</source>
        <translation>начало</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>ход %1</translation>
    </message>
    <message>
        <source>The lead through the game: %1.</source>
        <translation>Перевес по ходу партии: %1.</translation>
    </message>
    <message>
        <source>move %1 (%2, %3 points)</source>
        <translation>ход %1 (%2, %3 очк.)</translation>
    </message>
    <message>
        <source>Largest drops: %1.</source>
        <translation>Самые большие потери: %1.</translation>
    </message>
    <message>
        <source>No evaluation of this position.</source>
        <translation>Для этой позиции нет оценки.</translation>
    </message>
    <message>
        <source>Start of the game: lead %1.</source>
        <translation>Начало партии: перевес %1.</translation>
    </message>
    <message>
        <source>Move %1: no evaluation before and after it.</source>
        <translation>Ход %1: нет оценки до и после него.</translation>
    </message>
    <message>
        <source>No more mistakes after this move.</source>
        <translation>После этого хода ошибок больше нет.</translation>
    </message>
    <message>
        <source>No mistakes before this move.</source>
        <translation>До этого хода ошибок нет.</translation>
    </message>
    <message>
        <source>The engine&apos;s first move: %1.</source>
        <translation>Первый ход движка: %1.</translation>
    </message>
    <message>
        <source>Spo&amp;ken review</source>
        <translation>Озвученный &amp;разбор</translation>
    </message>
    <message>
        <source>Next mistake</source>
        <translation>Следующая ошибка</translation>
    </message>
    <message>
        <source>Previous mistake</source>
        <translation>Предыдущая ошибка</translation>
    </message>
    <message>
        <source>Say the engine&apos;s better move</source>
        <translation>Назвать лучший ход движка</translation>
    </message>
    <message>
        <source>Say the lead at this move</source>
        <translation>Назвать перевес на этом ходу</translation>
    </message>
    <message>
        <source>Say the score graph</source>
        <translation>Озвучить график перевеса</translation>
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
