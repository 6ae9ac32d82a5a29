<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>AllRules</name>
    <message>
        <source>Territory</source>
        <extracomment>lupdate reads the literal calls ``translate(&quot;AllRules&quot;, ...)``. The columns: a term of ``SideScore`` each (the bonuses only when a rule set counts them).</extracomment>
        <translation>Территория</translation>
    </message>
    <message>
        <source>Stones</source>
        <translation>Камни</translation>
    </message>
    <message>
        <source>Prisoners</source>
        <translation>Пленные</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Мёртвые</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>Коми</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>Фора</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Бонусы</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>area scoring: stones on the board and territory</source>
        <translation>подсчёт по площади: камни на доске и территория</translation>
    </message>
    <message>
        <source>territory scoring: territory, prisoners and dead stones</source>
        <translation>подсчёт по территории: территория, пленные и мёртвые камни</translation>
    </message>
    <message>
        <source>stone scoring: stones on the board only</source>
        <translation>подсчёт по камням: только камни на доске</translation>
    </message>
    <message>
        <source>White gets %1 points of handicap compensation (%2)</source>
        <translation>компенсация форы белым: %1 (%2)</translation>
    </message>
    <message>
        <source>Black gets %1 points of handicap compensation (%2)</source>
        <translation>компенсация форы чёрным: %1 (%2)</translation>
    </message>
    <message>
        <source>no handicap compensation</source>
        <translation>без компенсации форы</translation>
    </message>
    <message>
        <source>eyes in seki count as territory</source>
        <translation>глаза в секи считаются территорией</translation>
    </message>
    <message>
        <source>eyes in seki are not territory</source>
        <translation>глаза в секи не считаются территорией</translation>
    </message>
    <message>
        <source>centre and corner bonuses: Black %1, White %2</source>
        <translation>бонусы за центр и углы: чёрные %1, белые %2</translation>
    </message>
    <message>
        <source>komi %1</source>
        <translation>коми %1</translation>
    </message>
    <message>
        <source>The count appears here after two passes, or with Game ▸ Count position.</source>
        <translation>Подсчёт появится здесь после двух пасов или по команде Партия ▸ Подсчёт позиции.</translation>
    </message>
    <message>
        <source>The same position and dead stones counted under every rule set: Black / White in each cell; a grey number is shown but not counted by that rule set.</source>
        <translation>Та же позиция и те же мёртвые камни по всем правилам: в каждой клетке чёрные / белые; серое число показано, но эти правила его не считают.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>The rules of this game</source>
        <translation>Правила этой партии</translation>
    </message>
    <message>
        <source>The count under every rule set</source>
        <translation>Подсчёт по всем правилам</translation>
    </message>
    <message>
        <source>Count under every rule set</source>
        <translation>Подсчёт по всем правилам</translation>
    </message>
    <message>
        <source>What differs from one rule set to another</source>
        <translation>Чем различаются правила</translation>
    </message>
</context>
<context>
    <name>Assumed</name>
    <message>
        <source>{0} rules</source>
        <translation>{0} правила</translation>
    </message>
    <message>
        <source>komi {0}</source>
        <translation>коми {0}</translation>
    </message>
    <message>
        <source>Not in the record, so assumed: {0}</source>
        <translation>В записи этого нет, поэтому по умолчанию: {0}</translation>
    </message>
</context>
<context>
    <name>ClockPanel</name>
    <message>
        <source>to move</source>
        <extracomment>Text colours for the warning levels, and the highlight of the player to move.</extracomment>
        <translation>ход</translation>
    </message>
</context>
<context>
    <name>ClockText</name>
    <message numerus="yes">
        <source>{0} · %n stones</source>
        <translation>
            <numerusform>{0} · %n камень</numerusform>
            <numerusform>{0} · %n камня</numerusform>
            <numerusform>{0} · %n камней</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} + %n stones in {1} Canadian</source>
        <translation>
            <numerusform>{0} + %n камень за {1}, канадское</numerusform>
            <numerusform>{0} + %n камня за {1}, канадское</numerusform>
            <numerusform>{0} + %n камней за {1}, канадское</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}s</source>
        <translation>{0} с</translation>
    </message>
    <message>
        <source>({0} pts)</source>
        <translation>({0} оч.)</translation>
    </message>
    <message>
        <source>{0} used</source>
        <extracomment>The templates of ``qtgo.clock.display.TEMPLATES`` without a count, marked for translation.</extracomment>
        <translation>{0} прошло</translation>
    </message>
    <message>
        <source>{0} · time up</source>
        <translation>{0} · время вышло</translation>
    </message>
    <message>
        <source>{0} · over time</source>
        <translation>{0} · перерасход</translation>
    </message>
    <message>
        <source>{0} · OT {1}/{2}</source>
        <translation>{0} · доп. {1}/{2}</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>пауза</translation>
    </message>
    <message>
        <source>time up</source>
        <translation>время вышло</translation>
    </message>
    <message>
        <source>over time</source>
        <translation>перерасход времени</translation>
    </message>
    <message>
        <source>last period</source>
        <translation>последний период</translation>
    </message>
    <message>
        <source>byo-yomi</source>
        <translation>бёёми</translation>
    </message>
    <message>
        <source>Canadian overtime</source>
        <translation>канадское бёёми</translation>
    </message>
    <message>
        <source>last Ing period</source>
        <translation>последний период Инга</translation>
    </message>
    <message>
        <source>Ing overtime</source>
        <translation>доп. время Инга</translation>
    </message>
    <message>
        <source>overtime</source>
        <translation>доп. время</translation>
    </message>
    <message>
        <source>PENALTY {0}</source>
        <translation>ШТРАФ {0}</translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation>без контроля времени</translation>
    </message>
    <message>
        <source>{0} absolute</source>
        <translation>{0}, абсолютное</translation>
    </message>
    <message>
        <source>{0} + {1} byo-yomi</source>
        <translation>{0} + бёёми {1}</translation>
    </message>
    <message>
        <source>{0} + {1} per move Fischer</source>
        <translation>{0} + {1} за ход, Фишер</translation>
    </message>
    <message>
        <source>(at most {0})</source>
        <translation>(не более {0})</translation>
    </message>
    <message>
        <source>{0} + Ing {1}, {2} pts each</source>
        <translation>{0} + Инг {1}, по {2} оч.</translation>
    </message>
    <message>
        <source>{0} hourglass</source>
        <translation>{0}, песочные часы</translation>
    </message>
    <message>
        <source>, no loss on time</source>
        <translation>, без поражения по времени</translation>
    </message>
</context>
<context>
    <name>CommentPanel</name>
    <message>
        <source>Comment on this move…</source>
        <translation>Комментарий к ходу…</translation>
    </message>
</context>
<context>
    <name>CountNote</name>
    <message>
        <source>These stones are marked otherwise than in the accepted count: {0}.</source>
        <translation>Эти камни отмечены не так, как в принятом подсчёте: {0}.</translation>
    </message>
    <message>
        <source>The same dead stones, but the territory differs from the record&apos;s marks at: {0}.</source>
        <translation>Мёртвые камни те же, но территория отличается от разметки в записи в пунктах: {0}.</translation>
    </message>
    <message>
        <source>The recorded result is not a count (resignation, time or forfeit).</source>
        <translation>Записанный результат — не подсчёт (сдача, время или неявка).</translation>
    </message>
    <message>
        <source>The dead stones and territory are as the record marks them: the recorded result was counted with other komi or rules, or written by hand.</source>
        <translation>Мёртвые камни и территория — как в записи: записанный результат посчитан с другим коми или по другим правилам либо вписан вручную.</translation>
    </message>
    <message>
        <source>Dead stones as the players accepted them (from the record).</source>
        <translation>Мёртвые камни — как их приняли игроки (из записи партии).</translation>
    </message>
    <message>
        <source>The record says {0}; this count gives {1}.</source>
        <translation>В записи — {0}; этот подсчёт даёт {1}.</translation>
    </message>
    <message>
        <source>The estimate was unsure of the stones at: {0}. Check them.</source>
        <translation>Оценка не уверена в камнях: {0}. Проверьте их.</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <source>Game records (*.sgf *.SGF *.gib *.ngf *.ugf *.ugi);;SGF game records (*.sgf *.SGF);;Tygem, WBaduk and PandaNet records (*.gib *.ngf *.ugf *.ugi);;All files (*)</source>
        <translation>Записи партий (*.sgf *.SGF *.gib *.ngf *.ugf *.ugi);;Записи SGF (*.sgf *.SGF);;Записи Tygem, WBaduk и PandaNet (*.gib *.ngf *.ugf *.ugi);;Все файлы (*)</translation>
    </message>
    <message>
        <source>The game that was open is unchanged.</source>
        <translation>Открытая партия не изменилась.</translation>
    </message>
    <message>
        <source>Open game record</source>
        <translation>Открыть запись партии</translation>
    </message>
    <message>
        <source>Cannot open the game record</source>
        <translation>Не удалось открыть запись партии</translation>
    </message>
    <message>
        <source>Opened {0}</source>
        <translation>Открыт файл {0}</translation>
    </message>
    <message>
        <source>Save game record</source>
        <translation>Сохранить запись партии</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Не удалось сохранить</translation>
    </message>
    <message>
        <source>The file was not written. The game is still open here, with its changes not yet saved.</source>
        <translation>Файл не записан. Партия по-прежнему открыта здесь, её изменения ещё не сохранены.</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>Сохранено: {0}</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>Save the changes to {0} first?</source>
        <translation>Сохранить изменения в {0}?</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>этой партии</translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation>Очистить список</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(пусто)</translation>
    </message>
    <message>
        <source>{0} vs {1}</source>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <source>This game was not read from a file</source>
        <translation>Эта партия не открыта из файла</translation>
    </message>
    <message>
        <source>Reopened {0} as {1}</source>
        <translation>{0} открыт заново в кодировке {1}</translation>
    </message>
</context>
<context>
    <name>GameInfoDialog</name>
    <message>
        <source>Black player</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Black rank</source>
        <translation>Разряд чёрных</translation>
    </message>
    <message>
        <source>Black team</source>
        <translation>Команда чёрных</translation>
    </message>
    <message>
        <source>White player</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>White rank</source>
        <translation>Разряд белых</translation>
    </message>
    <message>
        <source>White team</source>
        <translation>Команда белых</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>Коми</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>Фора</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Time (seconds)</source>
        <translation>Время (секунды)</translation>
    </message>
    <message>
        <source>Overtime</source>
        <translation>Доп. время</translation>
    </message>
    <message>
        <source>Game name</source>
        <translation>Название партии</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>Recorded by</source>
        <translation>Записал</translation>
    </message>
    <message>
        <source>Annotations by</source>
        <translation>Комментатор</translation>
    </message>
    <message>
        <source>Game info</source>
        <translation>Сведения о партии</translation>
    </message>
    <message>
        <source>The handicap is part of the position: start a new game to change it</source>
        <translation>Фора — часть позиции: чтобы её изменить, начните новую партию</translation>
    </message>
    <message>
        <source>Fixed while the game is being played</source>
        <translation>Не меняется, пока идёт партия</translation>
    </message>
    <message>
        <source>{0} (assumed)</source>
        <translation>{0} (по умолчанию)</translation>
    </message>
    <message>
        <source>Game comment (GC)</source>
        <translation>Комментарий к партии (GC)</translation>
    </message>
    <message>
        <source>Game comment</source>
        <translation>Комментарий к партии</translation>
    </message>
    <message>
        <source>Komi must be a number, not {0}</source>
        <translation>Коми должно быть числом, а не {0}</translation>
    </message>
</context>
<context>
    <name>GameTreeView</name>
    <message>
        <source>Game tree</source>
        <translation>Дерево партии</translation>
    </message>
    <message>
        <source>The moves and variations as a tree; click a node to go there</source>
        <translation>Ходы и варианты в виде дерева; щёлкните узел, чтобы перейти к нему</translation>
    </message>
    <message>
        <source>Game start</source>
        <translation>Начало партии</translation>
    </message>
    <message>
        <source>Node {0} (no move)</source>
        <translation>Узел {0} (без хода)</translation>
    </message>
    <message>
        <source>Move {0}: {1}</source>
        <translation>Ход {0}: {1}</translation>
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
        <source>has a comment</source>
        <translation>есть комментарий</translation>
    </message>
    <message>
        <source>has markup</source>
        <translation>есть пометки</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Play</source>
        <extracomment>Board tools: play stones, or put markup on the current node. The texts are translated where they are shown (context ``MainWindow``).</extracomment>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Put stones (play or add variations)</source>
        <translation>Ставить камни (играть или добавлять варианты)</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>Треугольник</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Квадрат</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Круг</translation>
    </message>
    <message>
        <source>Cross</source>
        <translation>Крестик</translation>
    </message>
    <message>
        <source>Letter label</source>
        <translation>Буквенная метка</translation>
    </message>
    <message>
        <source>Arrow (two clicks)</source>
        <translation>Стрелка (два щелчка)</translation>
    </message>
    <message>
        <source>Line (two clicks)</source>
        <translation>Линия (два щелчка)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Подсчёт</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Комментарий</translation>
    </message>
    <message>
        <source>{0} rules, komi {1} (both assumed)</source>
        <translation>Правила: {0}, коми {1} (и то и другое по умолчанию)</translation>
    </message>
    <message>
        <source>{0} rules (assumed), komi {1}</source>
        <translation>Правила: {0} (по умолчанию), коми {1}</translation>
    </message>
    <message>
        <source>{0} rules, komi {1} (assumed)</source>
        <translation>Правила: {0}, коми {1} (по умолчанию)</translation>
    </message>
    <message>
        <source>Estimate failed: {0}</source>
        <translation>Оценка не удалась: {0}</translation>
    </message>
    <message>
        <source>Result {0}</source>
        <translation>Результат {0}</translation>
    </message>
    <message>
        <source>{0} rules, komi {1}</source>
        <translation>Правила: {0}, коми {1}</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Без имени</translation>
    </message>
    <message>
        <source>{0} vs {1}</source>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <source>Game over: {0}</source>
        <translation>Партия окончена: {0}</translation>
    </message>
    <message>
        <source>The clock was paused: the move restarted it</source>
        <translation>Часы стояли на паузе: ход снова их запустил</translation>
    </message>
    <message>
        <source>Dead stones marked by the estimator: click a chain to change it</source>
        <translation>Мёртвые камни отмечены оценкой: щёлкните по группе, чтобы изменить</translation>
    </message>
    <message>
        <source>Estimated result: {0}</source>
        <translation>Оценка результата: {0}</translation>
    </message>
    <message>
        <source>Click the other end</source>
        <translation>Щёлкните второй конец</translation>
    </message>
    <message>
        <source>Clock paused: it stays paused when the dialog closes</source>
        <translation>Часы остановлены: они останутся на паузе, когда диалог закроется</translation>
    </message>
    <message>
        <source>Clock running</source>
        <translation>Часы идут</translation>
    </message>
    <message>
        <source>Clock paused</source>
        <translation>Часы остановлены</translation>
    </message>
    <message>
        <source>Estimating…</source>
        <translation>Оценка…</translation>
    </message>
    <message>
        <source>Trying a variation: the clocks are stopped. Game ▸ Back to the game returns.</source>
        <translation>Пробуем вариант: часы остановлены. Партия ▸ Вернуться к партии — назад к игре.</translation>
    </message>
    <message>
        <source>Back to the game: the clocks run again</source>
        <translation>Снова партия: часы идут</translation>
    </message>
    <message>
        <source>Go to move</source>
        <translation>Перейти к ходу</translation>
    </message>
    <message>
        <source>Move number (0 is the start):</source>
        <translation>Номер хода (0 — начало партии):</translation>
    </message>
    <message>
        <source>About qtgo</source>
        <translation>О программе qtgo</translation>
    </message>
    <message>
        <source>A Go board for local games, handicap lessons and game review.</source>
        <translation>Доска для игры в го: партии за одной доской, форовые уроки и разбор партий.</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Подробнее</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… и ещё %n</numerusform>
            <numerusform>… и ещё %n</numerusform>
            <numerusform>… и ещё %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>The game is over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>Counting is under way: accept the count or resume play</source>
        <translation>Идёт подсчёт: примите его или продолжите игру</translation>
    </message>
    <message>
        <source>That point is taken: play on an empty point</source>
        <extracomment>Session problems -&gt; text. ``{name}`` fields come from the error&apos;s details.</extracomment>
        <translation>Пункт занят: ходите на свободный пункт</translation>
    </message>
    <message>
        <source>Suicide: a stone may not take its own group&apos;s last liberty</source>
        <translation>Самоубийство: нельзя отнимать у своей группы последнее дамэ</translation>
    </message>
    <message>
        <source>Ko: you may not retake at once; play elsewhere first</source>
        <translation>Ко: сразу забирать обратно нельзя, сначала сходите в другом месте</translation>
    </message>
    <message>
        <source>Superko: this move would repeat an earlier position</source>
        <translation>Суперко: этот ход повторил бы прежнюю позицию</translation>
    </message>
    <message>
        <source>That point is off the board</source>
        <translation>Этот пункт вне доски</translation>
    </message>
    <message>
        <source>Stones were just taken from this point: play elsewhere first (Tibetan rules)</source>
        <translation>С этого пункта только что сняли камни: сначала сыграйте в другом месте (тибетские правила)</translation>
    </message>
    <message>
        <source>It is not this player&apos;s turn</source>
        <translation>Сейчас ход другого игрока</translation>
    </message>
    <message>
        <source>The game is over ({result})</source>
        <translation>Партия окончена ({result})</translation>
    </message>
    <message>
        <source>The game is over: {result}</source>
        <translation>Партия окончена: {result}</translation>
    </message>
    <message>
        <source>Go to the last move (End) to play on, or try a variation from here (Game ▸ Try a variation, Ctrl+T)</source>
        <translation>Чтобы играть дальше, перейдите к последнему ходу (End) или попробуйте вариант отсюда (Партия ▸ Попробовать вариант, Ctrl+T)</translation>
    </message>
    <message>
        <source>Go back to the start to place handicap stones</source>
        <translation>Чтобы поставить форовые камни, вернитесь в начало партии</translation>
    </message>
    <message>
        <source>Not possible: this game is not being played (review mode)</source>
        <translation>Невозможно: партия не играется (режим просмотра)</translation>
    </message>
    <message>
        <source>Undo by agreement is for a game being played; in review just go back</source>
        <translation>Возврат хода по согласию — только в идущей партии; при просмотре просто вернитесь назад</translation>
    </message>
    <message>
        <source>This game was started without undo (touch-move)</source>
        <translation>Эта партия начата без возврата ходов (тронул — ходи)</translation>
    </message>
    <message>
        <source>There is no move to take back</source>
        <translation>Нет хода, который можно вернуть</translation>
    </message>
    <message>
        <source>That node is not part of the open game</source>
        <translation>Этот узел не относится к открытой партии</translation>
    </message>
    <message>
        <source>Komi must be a number, not {value}</source>
        <translation>Коми должно быть числом, а не {value}</translation>
    </message>
    <message>
        <source>The rules, komi and handicap of a game being played cannot change</source>
        <translation>Правила, коми и фору идущей партии менять нельзя</translation>
    </message>
    <message>
        <source>{kind} needs two different points</source>
        <translation>Для {kind} нужны два разных пункта</translation>
    </message>
    <message>
        <source>Unknown markup {kind}</source>
        <translation>Неизвестная пометка {kind}</translation>
    </message>
    <message>
        <source>Cannot read {file}: {why}</source>
        <translation>Не удаётся прочитать {file}: {why}</translation>
    </message>
    <message>
        <source>Cannot write {file}: {why}</source>
        <translation>Не удаётся записать {file}: {why}</translation>
    </message>
    <message>
        <source>{file}: {why}</source>
        <translation>{file}: {why}</translation>
    </message>
    <message>
        <source>Autosave failed: {why}</source>
        <translation>Автосохранение не удалось: {why}</translation>
    </message>
    <message>
        <source>Cannot remove the autosave: {why}</source>
        <translation>Не удаётся удалить автосохранение: {why}</translation>
    </message>
    <message>
        <source>Board size {width}×{height} is outside 2..52</source>
        <translation>Размер доски {width}×{height} вне пределов 2..52</translation>
    </message>
    <message>
        <source>These rules start from their own stones: no handicap</source>
        <translation>Эти правила начинают партию со своих камней: форы нет</translation>
    </message>
    <message>
        <source>Unusable game settings: {why}</source>
        <translation>Непригодные настройки партии: {why}</translation>
    </message>
    <message>
        <source>Cannot draw the board: {why}</source>
        <translation>Не удаётся нарисовать доску: {why}</translation>
    </message>
    <message>
        <source>A time must be a number of seconds, 0 or more</source>
        <extracomment>Time-control problems (``clock.TimeProblem``) -&gt; text.</extracomment>
        <translation>Время должно быть числом секунд, не меньше 0</translation>
    </message>
    <message>
        <source>A time must be finite</source>
        <translation>Время должно быть конечным</translation>
    </message>
    <message>
        <source>A count of periods or stones must be a whole number</source>
        <translation>Число периодов или камней должно быть целым</translation>
    </message>
    <message>
        <source>Unknown time system</source>
        <translation>Неизвестная система контроля времени</translation>
    </message>
    <message>
        <source>Taken back by agreement (undo).</source>
        <extracomment>What qtgo writes into a record, in the interface&apos;s language.</extracomment>
        <translation>Ход взят назад по согласию игроков.</translation>
    </message>
    <message>
        <source>{color} resigned</source>
        <translation>{color} сдались</translation>
    </message>
    <message>
        <source>{color} lost on time</source>
        <translation>{color} проиграли по времени</translation>
    </message>
    <message>
        <source>Result of this line: {result}</source>
        <translation>Результат этого варианта: {result}</translation>
    </message>
    <message>
        <source>Play resumed: {color} to move</source>
        <translation>Игра продолжена, ходят: {color}</translation>
    </message>
    <message>
        <source>Dead stones: {points}</source>
        <translation>Мёртвые камни: {points}</translation>
    </message>
    <message>
        <source>Black: {black}; White: {white}</source>
        <translation>Чёрные: {black}; белые: {white}</translation>
    </message>
    <message>
        <source>Add variation {move}</source>
        <extracomment>The names of the edits on the undo stack (Edit &gt; Undo ...).</extracomment>
        <translation>Добавить вариант {move}</translation>
    </message>
    <message>
        <source>Markup {kind}</source>
        <translation>Пометка {kind}</translation>
    </message>
    <message>
        <source>The start of the game cannot be deleted</source>
        <translation>Начало партии удалить нельзя</translation>
    </message>
    <message>
        <source>Moves of the game being played cannot be deleted</source>
        <translation>Ходы идущей партии удалять нельзя</translation>
    </message>
    <message>
        <source>Go to the last move to count the game</source>
        <translation>Чтобы подсчитать партию, перейдите к последнему ходу</translation>
    </message>
    <message>
        <source>Not counting: the game has to end (two passes) first</source>
        <translation>Подсчёт не идёт: сначала партия должна закончиться (два паса)</translation>
    </message>
    <message>
        <source>In a game being played, use Resume to go on playing</source>
        <translation>В идущей партии нажмите «Продолжить игру», чтобы играть дальше</translation>
    </message>
    <message>
        <source>Play can only resume after the game ended with passes</source>
        <translation>Продолжить игру можно, только если партия закончилась пасами</translation>
    </message>
    <message>
        <source>Choose a file name first (Save As)</source>
        <translation>Сначала выберите имя файла (Сохранить как)</translation>
    </message>
    <message>
        <source>The file holds no game</source>
        <translation>В файле нет ни одной партии</translation>
    </message>
    <message>
        <source>There is no autosaved game to recover</source>
        <translation>Нет автосохранённой партии для восстановления</translation>
    </message>
    <message>
        <source>A handicap is 0 (even game) or 2 stones or more</source>
        <translation>Фора — 0 (равная партия) или от 2 камней</translation>
    </message>
    <message>
        <source>This time system needs a main time &gt; 0</source>
        <translation>Для этого контроля времени нужно основное время больше 0</translation>
    </message>
    <message>
        <source>Byo-yomi needs at least one period of more than 0 seconds</source>
        <translation>Для бёёми нужен хотя бы один период длиннее 0 секунд</translation>
    </message>
    <message>
        <source>Canadian overtime needs at least one stone in more than 0 seconds</source>
        <translation>Для канадского бёёми нужен хотя бы один камень и период длиннее 0 секунд</translation>
    </message>
    <message>
        <source>Ing overtime needs at least one period of more than 0 seconds</source>
        <translation>Для доп. времени Инга нужен хотя бы один период длиннее 0 секунд</translation>
    </message>
    <message>
        <source>Fischer time needs an increment &gt; 0 (without it, it is absolute time)</source>
        <translation>Для контроля Фишера нужна добавка больше 0 (без неё это абсолютное время)</translation>
    </message>
    <message>
        <source>Edit comment</source>
        <translation>Правка комментария</translation>
    </message>
    <message>
        <source>Edit game info</source>
        <translation>Правка сведений о партии</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Удаление варианта</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>Выбор основного варианта</translation>
    </message>
    <message numerus="yes">
        <source>Place %n more handicap stones first</source>
        <translation>
            <numerusform>Сначала поставьте ещё %n форовый камень</numerusform>
            <numerusform>Сначала поставьте ещё %n форовых камня</numerusform>
            <numerusform>Сначала поставьте ещё %n форовых камней</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The file has %n games</source>
        <translation>
            <numerusform>В файле %n партия</numerusform>
            <numerusform>В файле %n партии</numerusform>
            <numerusform>В файле %n партий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n handicap stones do not fit on this board</source>
        <translation>
            <numerusform>%n форовый камень не помещается на эту доску</numerusform>
            <numerusform>%n форовых камня не помещаются на эту доску</numerusform>
            <numerusform>%n форовых камней не помещаются на эту доску</numerusform>
        </translation>
    </message>
    <message>
        <source>Play resumed: Black to move</source>
        <extracomment>Notes whose wording depends on the colour (Russian: &quot;ходят чёрные&quot;, lower case after the verb), one whole sentence per colour.</extracomment>
        <translation>Игра продолжена: ходят чёрные</translation>
    </message>
    <message>
        <source>Play resumed: White to move</source>
        <translation>Игра продолжена: ходят белые</translation>
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
        <source>Area scoring</source>
        <translation>Подсчёт по площади</translation>
    </message>
    <message>
        <source>Territory scoring</source>
        <translation>Подсчёт по территории</translation>
    </message>
    <message>
        <source>Stone scoring</source>
        <translation>Подсчёт по камням</translation>
    </message>
    <message>
        <source>simple ko</source>
        <translation>простое ко</translation>
    </message>
    <message>
        <source>positional superko</source>
        <translation>позиционное суперко</translation>
    </message>
    <message>
        <source>situational superko</source>
        <translation>ситуационное суперко</translation>
    </message>
</context>
<context>
    <name>MoveTreeModel</name>
    <message numerus="yes">
        <source>Other moves here: %n (expand the row to see them)</source>
        <translation>
            <numerusform>Здесь есть другой ход: %n (раскройте строку, чтобы увидеть)</numerusform>
            <numerusform>Здесь есть другие ходы: %n (раскройте строку, чтобы увидеть)</numerusform>
            <numerusform>Здесь есть другие ходы: %n (раскройте строку, чтобы увидеть)</numerusform>
        </translation>
    </message>
    <message>
        <source>Variation {0}: {1}</source>
        <translation>Вариант {0}: {1}</translation>
    </message>
    <message>
        <source>Game start</source>
        <translation>Начало партии</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Расстановка</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(без хода)</translation>
    </message>
    <message>
        <source>B</source>
        <comment>black stone, one letter</comment>
        <translation>Ч</translation>
    </message>
    <message>
        <source>W</source>
        <comment>white stone, one letter</comment>
        <translation>Б</translation>
    </message>
    <message>
        <source>{0} pass</source>
        <translation>{0} пас</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Other size…</source>
        <translation>Другой размер…</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>Коми</translation>
    </message>
    <message>
        <source>none (even game)</source>
        <translation>нет (равная партия)</translation>
    </message>
    <message>
        <source>Fixed (star points)</source>
        <translation>Фиксированная (хоси)</translation>
    </message>
    <message>
        <source>Free placement</source>
        <translation>Свободная расстановка</translation>
    </message>
    <message>
        <source>Tromp-Taylor (N black moves)</source>
        <translation>Тромп — Тейлор (N ходов чёрных)</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>Фора</translation>
    </message>
    <message>
        <source>As the rules say</source>
        <translation>По правилам</translation>
    </message>
    <message>
        <source>Tibetan go, an old local variant of historical interest only: a 17 × 17 board with twelve stones on the third line before the first move, White moves first, no play on a point from which stones were removed with the previous move, area counting with points for the centre and the corners.</source>
        <extracomment>What the rules summary says about a historical rule set instead of the usual line.</extracomment>
        <translation>Тибетское го — старый местный вариант правил, представляющий лишь исторический интерес: доска 17 × 17, до первого хода на третьей линии стоят двенадцать камней, первыми ходят белые, нельзя ставить камень в пункт, с которого предыдущим ходом были сняты камни, подсчёт по площади с очками за центр и углы.</translation>
    </message>
    <message>
        <source>5 points to the first stone on it</source>
        <translation>5 очков тому, кто первым поставит туда камень</translation>
    </message>
    <message>
        <source>5 points to its holder at the end</source>
        <translation>5 очков тому, чей это пункт в конце партии</translation>
    </message>
    <message>
        <source>No centre points</source>
        <translation>Без очков за центр</translation>
    </message>
    <message>
        <source>−20 for each corner of one&apos;s own starting stone lost</source>
        <translation>−20 за каждый потерянный угол своего начального камня</translation>
    </message>
    <message>
        <source>+20 for holding all four corner points</source>
        <translation>+20 за все четыре угловых пункта</translation>
    </message>
    <message>
        <source>No corner points</source>
        <translation>Без очков за углы</translation>
    </message>
    <message>
        <source>Use the rules&apos; komi</source>
        <translation>Коми по правилам</translation>
    </message>
    <message>
        <source>Simple ko</source>
        <translation>Простое ко</translation>
    </message>
    <message>
        <source>Positional superko</source>
        <translation>Позиционное суперко</translation>
    </message>
    <message>
        <source>Situational superko</source>
        <translation>Ситуационное суперко</translation>
    </message>
    <message>
        <source>Ko</source>
        <translation>Ко</translation>
    </message>
    <message>
        <source>Forbidden</source>
        <translation>Запрещено</translation>
    </message>
    <message>
        <source>Allowed (multi-stone)</source>
        <translation>Разрешено (для групп)</translation>
    </message>
    <message>
        <source>Suicide</source>
        <translation>Самоубийство</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Центр</translation>
    </message>
    <message>
        <source>Corners</source>
        <translation>Углы</translation>
    </message>
    <message>
        <source>Allow undo by agreement (recorded in the game)</source>
        <translation>Разрешить возврат хода по согласию (записывается в партию)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Разряд</translation>
    </message>
    <message>
        <source>e.g. 5k</source>
        <translation>напр. 5k</translation>
    </message>
    <message>
        <source>e.g. 2d</source>
        <translation>напр. 2d</translation>
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
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Black&apos;s clock</source>
        <translation>Часы чёрных</translation>
    </message>
    <message>
        <source>White&apos;s clock</source>
        <translation>Часы белых</translation>
    </message>
    <message>
        <source>Same as Black</source>
        <translation>Как у чёрных</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Начать партию</translation>
    </message>
    <message>
        <source>your own komi (the rules say {0})</source>
        <translation>своё коми (по правилам {0})</translation>
    </message>
    <message>
        <source>{0} rules with handicap</source>
        <translation>правила: {0}, игра с форой</translation>
    </message>
    <message>
        <source>{0} rules, even game</source>
        <translation>правила: {0}, игра без форы</translation>
    </message>
    <message>
        <source>multi-stone suicide allowed</source>
        <translation>самоубийство группы разрешено</translation>
    </message>
    <message>
        <source>multi-stone suicide forbidden</source>
        <translation>самоубийство группы запрещено</translation>
    </message>
    <message>
        <source>{0}, {1}, {2}, default komi {3}.</source>
        <translation>{0}, {1}, {2}, коми по умолчанию {3}.</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>Show coordinates</source>
        <translation>Показывать координаты</translation>
    </message>
    <message>
        <source>Move numbers</source>
        <translation>Номера ходов</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Звук</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Общие</translation>
    </message>
    <message>
        <source>Board and stones</source>
        <translation>Доска и камни</translation>
    </message>
    <message>
        <source>Engines and review</source>
        <translation>Движки и разбор</translation>
    </message>
    <message>
        <source>Teaching</source>
        <translation>Обучение</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Библиотека</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Не показывать</translation>
    </message>
    <message>
        <source>All moves</source>
        <translation>Все ходы</translation>
    </message>
    <message>
        <source>Last moves</source>
        <translation>Последние ходы</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Воспроизводить звуки</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Громкость</translation>
    </message>
    <message>
        <source>Beep in the last seconds of a period</source>
        <translation>Сигнал в последние секунды периода</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>Stones</source>
        <translation>Камни</translation>
    </message>
    <message>
        <source>Traditional grid (taller than wide)</source>
        <translation>Традиционная сетка (клетки выше, чем шире)</translation>
    </message>
    <message>
        <source>Show the last comment under the projector&apos;s board</source>
        <translation>Показывать последний комментарий под доской на проекторе</translation>
    </message>
    <message>
        <source>Analysis engine</source>
        <translation>Движок для анализа</translation>
    </message>
    <message>
        <source>Show ownership</source>
        <translation>Показывать принадлежность территории</translation>
    </message>
    <message>
        <source>Frame a problem for the engine (tsumego frame)</source>
        <translation>Обрамлять задачу для движка (рамка цумэго)</translation>
    </message>
    <message>
        <source>Time an engine may take for a move</source>
        <translation>Время движка на ход</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Без ограничения</translation>
    </message>
    <message>
        <source>Review: time for each position</source>
        <translation>Разбор: время на позицию</translation>
    </message>
    <message>
        <source>Review: wait for a position at most</source>
        <translation>Разбор: ждать позицию не дольше</translation>
    </message>
    <message>
        <source>Points a student&apos;s move may lose before it is taken back</source>
        <translation>Сколько очков может потерять ход ученика, прежде чем его вернут</translation>
    </message>
    <message>
        <source>Take back a bad move at once</source>
        <translation>Возвращать плохой ход сразу</translation>
    </message>
    <message>
        <source>Visits the teaching engine spends on a verdict</source>
        <translation>Сколько визитов тратит движок-учитель на оценку хода</translation>
    </message>
    <message>
        <source>Your names in game records (for the coach)</source>
        <translation>Ваши имена в записях партий (для тренера)</translation>
    </message>
    <message>
        <source>Visits for each position in a background analysis</source>
        <translation>Визитов на каждую позицию при фоновом анализе</translation>
    </message>
    <message>
        <source>Seconds only</source>
        <translation>Только по времени</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>held while a dialog is open</source>
        <translation>стоят, пока открыт диалог</translation>
    </message>
    <message>
        <source>Prisoners: {0}</source>
        <translation>Пленные: {0}</translation>
    </message>
    <message>
        <source>Move {0}</source>
        <translation>Ход {0}</translation>
    </message>
    <message numerus="yes">
        <source>Black places %n more handicap stones</source>
        <translation>
            <numerusform>Чёрные ставят ещё %n форовый камень</numerusform>
            <numerusform>Чёрные ставят ещё %n форовых камня</numerusform>
            <numerusform>Чёрные ставят ещё %n форовых камней</numerusform>
        </translation>
    </message>
    <message>
        <source>Counting: click stones to mark them dead</source>
        <translation>Подсчёт: щёлкните по камням, чтобы отметить мёртвые</translation>
    </message>
    <message>
        <source>Looking back: End returns to the game, Ctrl+T tries a variation from here</source>
        <translation>Просмотр прошлых ходов: End — обратно к партии, Ctrl+T — попробовать вариант отсюда</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Просмотр</translation>
    </message>
    <message>
        <source>Result: {0}</source>
        <translation>Результат: {0}</translation>
    </message>
    <message>
        <source>Variation {0} of {1}</source>
        <translation>Вариант {0} из {1}</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Resign</source>
        <translation>Сдаться</translation>
    </message>
    <message>
        <source>Which player resigns? The game ends at once and the opponent wins.</source>
        <translation>Кто из игроков сдаётся? Партия сразу заканчивается победой соперника.</translation>
    </message>
    <message>
        <source>{0} resigns</source>
        <translation>{0} сдаётся</translation>
    </message>
    <message>
        <source>{0} pass</source>
        <translation>{0}: пас</translation>
    </message>
    <message>
        <source>{0} asks to take back the handicap stone on {1}. Does {2} agree?</source>
        <translation>{0} просит убрать форовый камень на {1}. {2} согласен?</translation>
    </message>
    <message>
        <source>{0} asks to take back {1}. Does {2} agree?</source>
        <translation>{0} просит вернуть ход {1}. {2} согласен?</translation>
    </message>
    <message>
        <source>Undo by agreement</source>
        <translation>Возврат хода по согласию</translation>
    </message>
    <message>
        <source>{0} does not agree: the move stands</source>
        <translation>{0} не согласен: ход остаётся</translation>
    </message>
    <message>
        <source>Handicap stone on {0} taken back</source>
        <translation>Форовый камень на {0} убран</translation>
    </message>
    <message>
        <source>{0} taken back by agreement (recorded in the game)</source>
        <translation>Ход {0} возвращён по согласию (это записано в партии)</translation>
    </message>
    <message>
        <source>Resume play</source>
        <translation>Продолжить игру</translation>
    </message>
    <message>
        <source>Who asks to resume play? The other player moves first.</source>
        <translation>Кто просит продолжить игру? Первым ходит другой игрок.</translation>
    </message>
    <message>
        <source>{0} asks</source>
        <translation>Просит {0}</translation>
    </message>
    <message>
        <source>Live game from move {0}, {1} to move: the moves go into a new variation</source>
        <translation>Живая партия с хода {0}, ходят {1}: ходы идут в новый вариант</translation>
    </message>
    <message>
        <source>Live game from move {0}, {1} to move</source>
        <translation>Живая партия с хода {0}, ходят {1}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message numerus="yes">
        <source>Black: place %n handicap stones</source>
        <translation>
            <numerusform>Чёрные: поставьте %n форовый камень</numerusform>
            <numerusform>Чёрные: поставьте %n форовых камня</numerusform>
            <numerusform>Чёрные: поставьте %n форовых камней</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>Discard</source>
        <extracomment>The choices of View ▸ Language, stored in ``ui/language``. Languages that have a ``qtgo_&lt;lang&gt;.qm``; anything else falls back to English.</extracomment>
        <translation>Не сохранять</translation>
    </message>
</context>
<context>
    <name>ReopenDialog</name>
    <message>
        <source>Reopen with encoding</source>
        <translation>Открыть заново в другой кодировке</translation>
    </message>
    <message>
        <source>Read {0} in the character set that shows real names:</source>
        <translation>Прочитать {0} в кодировке, в которой видны настоящие имена:</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>Чёрные:</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Белые:</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Турнир:</translation>
    </message>
    <message>
        <source>Unreadable:</source>
        <translation>Не прочитано:</translation>
    </message>
    <message>
        <source>Reopen</source>
        <translation>Открыть заново</translation>
    </message>
    <message>
        <source>not a readable record: {0}</source>
        <translation>запись не читается: {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n bytes replaced</source>
        <translation>
            <numerusform>%n байт заменён</numerusform>
            <numerusform>%n байта заменено</numerusform>
            <numerusform>%n байт заменено</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>ничего</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Japanese</source>
        <extracomment>Rule set names (English); :func:`rules_label` gives them in the UI language.</extracomment>
        <translation>Японские</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>Корейские</translation>
    </message>
    <message>
        <source>IGS</source>
        <translation>IGS</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>Китайские</translation>
    </message>
    <message>
        <source>AGA</source>
        <translation>AGA</translation>
    </message>
    <message>
        <source>New Zealand</source>
        <translation>Новозеландские</translation>
    </message>
    <message>
        <source>Ing (GOE)</source>
        <translation>Инга (GOE)</translation>
    </message>
    <message>
        <source>Tromp-Taylor</source>
        <translation>Тромпа — Тейлора</translation>
    </message>
    <message>
        <source>Tibetan (historical)</source>
        <translation>Тибетские (исторические)</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>Territory</source>
        <extracomment>The rows of the count; the labels are translated where shown (context ``ScorePanel``).</extracomment>
        <translation>Территория</translation>
    </message>
    <message>
        <source>Stones</source>
        <translation>Камни</translation>
    </message>
    <message>
        <source>Prisoners</source>
        <translation>Пленные</translation>
    </message>
    <message>
        <source>Dead stones</source>
        <translation>Мёртвые камни</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>Коми</translation>
    </message>
    <message>
        <source>Handicap compensation</source>
        <translation>Компенсация форы</translation>
    </message>
    <message>
        <source>Time penalty (−)</source>
        <translation>Штраф за время (−)</translation>
    </message>
    <message>
        <source>Territory (not counted)</source>
        <extracomment>A term shown for information but left out of the total: one whole phrase per term, so a language can agree the verb with the noun (&quot;Камни (не считаются)&quot;, &quot;Территория (не считается)&quot;).</extracomment>
        <translation>Территория (не считается)</translation>
    </message>
    <message>
        <source>Stones (not counted)</source>
        <translation>Камни (не считаются)</translation>
    </message>
    <message>
        <source>Prisoners (not counted)</source>
        <translation>Пленные (не считаются)</translation>
    </message>
    <message>
        <source>Dead stones (not counted)</source>
        <translation>Мёртвые камни (не считаются)</translation>
    </message>
    <message>
        <source>Centre point</source>
        <extracomment>Tibetan go&apos;s bonus rows, put in before the total only where the rule set counts them.</extracomment>
        <translation>Центр доски</translation>
    </message>
    <message>
        <source>Corner points</source>
        <translation>Углы</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Click a chain to mark it dead or alive. Dead stones count as prisoners.</source>
        <translation>Щёлкните по группе, чтобы отметить её мёртвой или живой. Мёртвые камни считаются пленными.</translation>
    </message>
    <message>
        <source>Accept count</source>
        <translation>Принять подсчёт</translation>
    </message>
    <message>
        <source>Resume play</source>
        <translation>Продолжить игру</translation>
    </message>
    <message>
        <source>Shift+click (or Ctrl+click) a chain to put it in seki or take it out; stones in seki carry a square.</source>
        <translation>Shift+щелчок (или Ctrl+щелчок) по группе ставит её в сэки или убирает из сэки; камни в сэки отмечены квадратом.</translation>
    </message>
    <message>
        <source>Result of the count</source>
        <translation>Результат подсчёта</translation>
    </message>
    <message>
        <source>The count after the game, term by term, and the result</source>
        <translation>Подсчёт после партии по статьям и результат</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>Copy the count as text</source>
        <translation>Скопировать подсчёт как текст</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Сохранить…</translation>
    </message>
    <message>
        <source>Save the count as a text file</source>
        <translation>Сохранить подсчёт в текстовый файл</translation>
    </message>
    <message>
        <source>Every rule set…</source>
        <translation>По всем правилам…</translation>
    </message>
    <message>
        <source>The same count under every rule set, side by side, term by term</source>
        <translation>Тот же подсчёт по всем правилам, рядом, по статьям</translation>
    </message>
    <message>
        <source>Or pass on: four passes in a row end the game as it stands.</source>
        <translation>Или пасуйте дальше: четыре паса подряд заканчивают партию в нынешнем положении.</translation>
    </message>
    <message>
        <source>Stop counting</source>
        <translation>Закончить подсчёт</translation>
    </message>
    <message>
        <source>The count appears here after two passes, or with Game ▸ Count position.</source>
        <translation>Подсчёт появится здесь после двух пасов или по команде Партия ▸ Подсчёт позиции.</translation>
    </message>
    <message>
        <source>{0} rules, {1}</source>
        <translation>Правила: {0}. {1}</translation>
    </message>
    <message>
        <source>Save the count</source>
        <translation>Сохранить подсчёт</translation>
    </message>
    <message>
        <source>count.txt</source>
        <translation>подсчёт.txt</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Текстовые файлы (*.txt)</translation>
    </message>
    <message>
        <source>The count was not saved: {0}</source>
        <translation>Подсчёт не сохранён: {0}</translation>
    </message>
    <message>
        <source>Draw (jigo)</source>
        <extracomment>The terms that add up to the total under each scoring (RULES.md §2); komi, handicap compensation and penalties count under all of them.</extracomment>
        <translation>Ничья (джиго)</translation>
    </message>
    <message>
        <source>Black wins by resignation</source>
        <translation>Чёрные выиграли, белые сдались</translation>
    </message>
    <message>
        <source>White wins by resignation</source>
        <translation>Белые выиграли, чёрные сдались</translation>
    </message>
    <message>
        <source>Black wins on time</source>
        <translation>Чёрные выиграли по времени</translation>
    </message>
    <message>
        <source>White wins on time</source>
        <translation>Белые выиграли по времени</translation>
    </message>
    <message>
        <source>Black wins by forfeit</source>
        <translation>Техническая победа чёрных</translation>
    </message>
    <message>
        <source>White wins by forfeit</source>
        <translation>Техническая победа белых</translation>
    </message>
    <message>
        <source>Black wins by {0}</source>
        <translation>Чёрные выиграли с перевесом {0}</translation>
    </message>
    <message>
        <source>White wins by {0}</source>
        <translation>Белые выиграли с перевесом {0}</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <source>Board &amp;look</source>
        <translation>Вид &amp;доски</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>Stones</source>
        <translation>Камни</translation>
    </message>
    <message>
        <source>Traditional grid (slightly taller than wide)</source>
        <translation>Традиционная сетка (клетки чуть вытянуты по вертикали)</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Kaya</source>
        <translation>Кая</translation>
    </message>
    <message>
        <source>Shin-kaya (spruce)</source>
        <translation>Син-кая (ель)</translation>
    </message>
    <message>
        <source>Katsura</source>
        <translation>Кацура</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Высокий контраст</translation>
    </message>
    <message>
        <source>Slate and shell</source>
        <translation>Сланец и раковина</translation>
    </message>
    <message>
        <source>Glass (yunzi)</source>
        <translation>Стекло (юньцзы)</translation>
    </message>
</context>
<context>
    <name>TimeControlEditor</name>
    <message>
        <source>No time limit</source>
        <extracomment>The time systems&apos; names, translated where shown (context ``TimeControlEditor``).</extracomment>
        <translation>Без контроля времени</translation>
    </message>
    <message>
        <source>Absolute</source>
        <translation>Абсолютное</translation>
    </message>
    <message>
        <source>Japanese byo-yomi</source>
        <translation>Японское бёёми</translation>
    </message>
    <message>
        <source>Canadian overtime</source>
        <translation>Канадское бёёми</translation>
    </message>
    <message>
        <source>Fischer (increment)</source>
        <translation>Фишер (добавка за ход)</translation>
    </message>
    <message>
        <source>Ing (penalty points)</source>
        <translation>Инг (штрафные очки)</translation>
    </message>
    <message>
        <source>Hourglass</source>
        <translation>Песочные часы</translation>
    </message>
    <message>
        <source> min</source>
        <translation> мин</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>no cap</source>
        <translation>без предела</translation>
    </message>
    <message>
        <source> points</source>
        <translation> оч.</translation>
    </message>
    <message>
        <source>Running out of time loses the game</source>
        <translation>Истечение времени — поражение</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Система</translation>
    </message>
    <message>
        <source>Main time</source>
        <translation>Основное время</translation>
    </message>
    <message>
        <source>Periods</source>
        <translation>Периоды</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Период</translation>
    </message>
    <message>
        <source>Stones per period</source>
        <translation>Камней за период</translation>
    </message>
    <message>
        <source>Increment</source>
        <translation>Добавка</translation>
    </message>
    <message>
        <source>Cap</source>
        <translation>Предел</translation>
    </message>
    <message>
        <source>Price per period</source>
        <translation>Цена периода</translation>
    </message>
    <message numerus="yes">
        <source> stones</source>
        <translation>
            <numerusform> камень</numerusform>
            <numerusform> камня</numerusform>
            <numerusform> камней</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TypedMoves</name>
    <message>
        <source>Point {0}: Enter plays, Escape clears</source>
        <extracomment>Long enough to finish typing; the overlay goes when the point is played or cleared.</extracomment>
        <translation>Пункт {0}: Enter — сделать ход, Escape — стереть</translation>
    </message>
    <message>
        <source>{0} is not a point of this board</source>
        <translation>{0} — нет такого пункта на этой доске</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>This game was started without undo (touch-move)</source>
        <extracomment>The board tools&apos; keys (active while the board has the keyboard focus). How many of the latest moves carry numbers in View &gt; Move numbers &gt; Last.</extracomment>
        <translation>Эта партия начата без возврата ходов (тронул — ходи)</translation>
    </message>
    <message>
        <source>Take back the last move (both players agree; recorded in the game)</source>
        <translation>Вернуть последний ход (с согласия обоих игроков; записывается в партию)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая партия…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Начать новую партию</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>Open an SGF game record</source>
        <translation>Открыть запись партии SGF</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>Save the game under a new name</source>
        <translation>Сохранить партию под новым именем</translation>
    </message>
    <message>
        <source>Reopen with &amp;encoding…</source>
        <translation>Открыть заново в другой коди&amp;ровке…</translation>
    </message>
    <message>
        <source>Read the file again in another character set, chosen by what it shows</source>
        <translation>Прочитать файл заново в другой кодировке, выбрав её по тому, что видно</translation>
    </message>
    <message>
        <source>Game &amp;info…</source>
        <translation>С&amp;ведения о партии…</translation>
    </message>
    <message>
        <source>Players, event, result…</source>
        <translation>Игроки, турнир, результат…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>Quit qtgo</source>
        <translation>Выйти из qtgo</translation>
    </message>
    <message>
        <source>&amp;Undo edit</source>
        <translation>&amp;Отменить правку</translation>
    </message>
    <message>
        <source>&amp;Redo edit</source>
        <translation>&amp;Повторить правку</translation>
    </message>
    <message>
        <source>&amp;Delete variation</source>
        <translation>&amp;Удалить вариант</translation>
    </message>
    <message>
        <source>Remove this move and all after it</source>
        <translation>Удалить этот ход и все последующие</translation>
    </message>
    <message>
        <source>Make &amp;main line</source>
        <translation>Сделать о&amp;сновным</translation>
    </message>
    <message>
        <source>Make this line the main line</source>
        <translation>Сделать этот вариант основной линией</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Пас</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>&amp;Resign…</source>
        <translation>&amp;Сдаться…</translation>
    </message>
    <message>
        <source>A player resigns (either player, at any time)</source>
        <translation>Игрок сдаётся (любой из игроков, в любой момент)</translation>
    </message>
    <message>
        <source>Undo by &amp;agreement</source>
        <translation>&amp;Вернуть ход по согласию</translation>
    </message>
    <message>
        <source>Take back the last move (both players agree; recorded)</source>
        <translation>Вернуть последний ход (с согласия обоих игроков; записывается)</translation>
    </message>
    <message>
        <source>&amp;Count position</source>
        <translation>По&amp;дсчёт позиции</translation>
    </message>
    <message>
        <source>Count this position</source>
        <translation>Подсчитать эту позицию</translation>
    </message>
    <message>
        <source>&amp;Estimate score</source>
        <translation>&amp;Оценка счёта</translation>
    </message>
    <message>
        <source>Estimate the score (runs in the background)</source>
        <translation>Оценить счёт (считается в фоне)</translation>
    </message>
    <message>
        <source>Pa&amp;use clock</source>
        <translation>Оста&amp;новить часы</translation>
    </message>
    <message>
        <source>Stop or restart both clocks</source>
        <translation>Остановить или снова запустить часы обоих игроков</translation>
    </message>
    <message>
        <source>Continue &amp;playing from here</source>
        <translation>Продолжить &amp;игру с этого места</translation>
    </message>
    <message>
        <source>Play on from this position as a live game (a new variation where the record goes on)</source>
        <translation>Играть дальше с этой позиции как живую партию (новым вариантом, если запись продолжается)</translation>
    </message>
    <message>
        <source>&amp;Try a variation</source>
        <translation>Попро&amp;бовать вариант</translation>
    </message>
    <message>
        <source>Stop the clocks and try a side line from any earlier position (the game waits)</source>
        <translation>Остановить часы и попробовать вариант с любой прежней позиции (партия ждёт)</translation>
    </message>
    <message>
        <source>Back to the &amp;game</source>
        <translation>Вернуться &amp;к партии</translation>
    </message>
    <message>
        <source>Back to the game&apos;s position, clocks running again; the side line stays as a variation</source>
        <translation>Вернуться к позиции партии, часы снова идут; вариант остаётся в записи</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Назад</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Предыдущий ход</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Вперёд</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Следующий ход</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>В на&amp;чало</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Начало партии</translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation>В &amp;конец</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Последний ход</translation>
    </message>
    <message>
        <source>Back 10</source>
        <translation>Назад на 10</translation>
    </message>
    <message>
        <source>Ten moves back</source>
        <translation>На десять ходов назад</translation>
    </message>
    <message>
        <source>Forward 10</source>
        <translation>Вперёд на 10</translation>
    </message>
    <message>
        <source>Ten moves on</source>
        <translation>На десять ходов вперёд</translation>
    </message>
    <message>
        <source>Pre&amp;vious variation</source>
        <translation>Пр&amp;едыдущий вариант</translation>
    </message>
    <message>
        <source>Previous variation</source>
        <translation>Предыдущий вариант</translation>
    </message>
    <message>
        <source>Ne&amp;xt variation</source>
        <translation>С&amp;ледующий вариант</translation>
    </message>
    <message>
        <source>Next variation</source>
        <translation>Следующий вариант</translation>
    </message>
    <message>
        <source>&amp;Go to move…</source>
        <translation>&amp;Перейти к ходу…</translation>
    </message>
    <message>
        <source>Go to a move of this line by its number</source>
        <translation>Перейти к ходу этой ветки по его номеру</translation>
    </message>
    <message>
        <source>Next co&amp;mment</source>
        <translation>Следующий ко&amp;мментарий</translation>
    </message>
    <message>
        <source>On to the next move with a comment</source>
        <translation>Вперёд, к следующему ходу с комментарием</translation>
    </message>
    <message>
        <source>Previous comme&amp;nt</source>
        <translation>Преды&amp;дущий комментарий</translation>
    </message>
    <message>
        <source>Back to the last move with a comment</source>
        <translation>Назад, к предыдущему ходу с комментарием</translation>
    </message>
    <message>
        <source>Next &amp;branch point</source>
        <translation>Следующая &amp;развилка</translation>
    </message>
    <message>
        <source>On to where this line forks next</source>
        <translation>Вперёд, к месту, где эта ветка разветвляется</translation>
    </message>
    <message>
        <source>Previous b&amp;ranch point</source>
        <translation>Предыдущая ра&amp;звилка</translation>
    </message>
    <message>
        <source>Back to where this line forked</source>
        <translation>Назад, к месту, где эта ветка разветвилась</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>&amp;Координаты</translation>
    </message>
    <message>
        <source>Show coordinates</source>
        <translation>Показывать координаты</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>В&amp;ыключены</translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation>&amp;Все</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Last %n moves</source>
        <translation>
            <numerusform>&amp;Последний %n ход</numerusform>
            <numerusform>&amp;Последние %n хода</numerusform>
            <numerusform>&amp;Последние %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Next setting</source>
        <translation>С&amp;ледующий режим</translation>
    </message>
    <message>
        <source>Move numbers: off, all, the last moves</source>
        <translation>Номера ходов: выключены, все, последние ходы</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Звук</translation>
    </message>
    <message>
        <source>Sound on or off</source>
        <translation>Включить или выключить звук</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Полноэкранный режим</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Полноэкранный режим</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Недавние &amp;файлы</translation>
    </message>
    <message>
        <source>&amp;Games in this file</source>
        <translation>&amp;Партии в этом файле</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>Board &amp;tool</source>
        <translation>&amp;Инструмент доски</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>Па&amp;ртия</translation>
    </message>
    <message>
        <source>&amp;Navigate</source>
        <translation>П&amp;ереход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Move numbers</source>
        <translation>&amp;Номера ходов</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Сочетания клавиш</translation>
    </message>
    <message>
        <source>&amp;About qtgo</source>
        <translation>&amp;О программе qtgo</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Основная</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Новая</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Вернуть ход</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Count</source>
        <comment>toolbar button</comment>
        <translation>Подсчёт</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Сдаться</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Инструменты</translation>
    </message>
    <message>
        <source>Tool:</source>
        <translation>Инструмент:</translation>
    </message>
</context>
<context>
    <name>WindowAutosave</name>
    <message>
        <source>Autosave is not working: {0}. Save the game (Ctrl+S) to keep it.</source>
        <extracomment>Test hook: ``QTGO_TEST_AUTOPLAY=N`` plays N moves, one every ``QTGO_TEST_AUTOPLAY_MS`` milliseconds, printing ``moved K`` once move K is autosaved (the kill -9 test drives a real qtgo process offscreen with it).</extracomment>
        <translation>Автосохранение не работает: {0}. Сохраните партию (Ctrl+S), чтобы её не потерять.</translation>
    </message>
    <message numerus="yes">
        <source>qtgo was closed without saving “{0}” (%n moves). Recover it?</source>
        <translation>
            <numerusform>qtgo была закрыта без сохранения партии «{0}» (%n ход). Восстановить её?</numerusform>
            <numerusform>qtgo была закрыта без сохранения партии «{0}» (%n хода). Восстановить её?</numerusform>
            <numerusform>qtgo была закрыта без сохранения партии «{0}» (%n ходов). Восстановить её?</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover game</source>
        <translation>Восстановить партию</translation>
    </message>
    <message>
        <source>Cannot recover the game</source>
        <translation>Не удалось восстановить партию</translation>
    </message>
    <message>
        <source>Recovered the unsaved game</source>
        <translation>Несохранённая партия восстановлена</translation>
    </message>
</context>
<context>
    <name>WindowLayout</name>
    <message>
        <source>Game tree</source>
        <extracomment>Docks and their tab bars are the window&apos;s own children: a recursive search would wrap every object inside the panels (a text field&apos;s document and layout...) in Python. The narrowest and widest the side panels get, in logical pixels. From this window width up, the board tools share the top row with the main toolbar. The side panels&apos; width the user dragged, kept across resizes and restarts. A panel the user widened may narrow the board to this share of the room&apos;s height, no less. Refusals said over the board (a move the rules or the game&apos;s state refuse).</extracomment>
        <translation>Дерево партии</translation>
    </message>
    <message numerus="yes">
        <source>{0}: qtgo repaired or skipped %n problems of the file</source>
        <translation>
            <numerusform>{0}: qtgo исправил или пропустил %n ошибку в файле</numerusform>
            <numerusform>{0}: qtgo исправил или пропустил %n ошибки в файле</numerusform>
            <numerusform>{0}: qtgo исправил или пропустил %n ошибок в файле</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>self.comment</name>
    <message>
        <source>Comment on this move…</source>
        <translation>Комментарий к ходу…</translation>
    </message>
</context>
</TS>
