<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>AnalysisQueueWindow</name>
    <message>
        <source>Background analysis</source>
        <translation>Фоновый анализ</translation>
    </message>
    <message>
        <source>Seconds per position</source>
        <translation>Секунд на позицию</translation>
    </message>
    <message>
        <source>Visits per position (0: no limit)</source>
        <translation>Визитов на позицию (0: без предела)</translation>
    </message>
    <message>
        <source>Games: %v of %m</source>
        <translation>Партии: %v из %m</translation>
    </message>
    <message>
        <source>Positions: %v of %m</source>
        <translation>Позиции: %v из %m</translation>
    </message>
    <message>
        <source>The analysed copies go to {0}</source>
        <translation>Разобранные копии сохраняются в {0}</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начать</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Retry failed games</source>
        <translation>Повторить неудачные партии</translation>
    </message>
    <message>
        <source>Clear the queue</source>
        <translation>Очистить очередь</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Позиции</translation>
    </message>
    <message>
        <source>No engine: add one in Engine &gt; Engines…</source>
        <translation>Нет движка: добавьте его в меню «Движок → Движки…»</translation>
    </message>
    <message>
        <source>Engine: {0}, with KataGo&apos;s analysis engine</source>
        <translation>Движок: {0}, через движок анализа KataGo</translation>
    </message>
    <message>
        <source>{0} waiting, {1} done, {2} failed.</source>
        <translation>В очереди: {0}, готово: {1}, не удалось: {2}.</translation>
    </message>
    <message>
        <source>Engine: {0}</source>
        <translation>Движок: {0}</translation>
    </message>
    <message>
        <source>no longer in the library</source>
        <translation>партии больше нет в библиотеке</translation>
    </message>
    <message>
        <source>the record cannot be read</source>
        <translation>запись не читается</translation>
    </message>
    <message>
        <source>the file has changed since it was imported</source>
        <translation>файл изменился после импорта</translation>
    </message>
    <message>
        <source>the engine failed</source>
        <translation>сбой движка</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Failed: {0}</source>
        <translation>Не удалось: {0}</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>В очереди</translation>
    </message>
    <message>
        <source>{0} games queued; {1} were queued or analysed before; {2} have no moves.</source>
        <translation>Поставлено в очередь партий: {0}; уже были в очереди или разобраны: {1}; без ходов: {2}.</translation>
    </message>
    <message>
        <source>Starting the engine…</source>
        <translation>Запуск движка…</translation>
    </message>
    <message>
        <source>Pausing…</source>
        <translation>Останавливаемся…</translation>
    </message>
    <message>
        <source>Game {0} of {1}: {2} ({3} – {4}), position {5} of {6}</source>
        <translation>Партия {0} из {1}: {2} ({3} – {4}), позиция {5} из {6}</translation>
    </message>
    <message>
        <source>Done: {0} games analysed, {1} analysed already, {2} failed.</source>
        <translation>Готово: разобрано партий: {0}, уже были разобраны: {1}, не удалось: {2}.</translation>
    </message>
    <message>
        <source>Paused: {0} games analysed, {1} analysed already, {2} failed.</source>
        <translation>Пауза: разобрано партий: {0}, уже были разобраны: {1}, не удалось: {2}.</translation>
    </message>
    <message>
        <source>Stopped: the engine cannot go on. {0} games analysed, {1} analysed already, {2} failed.</source>
        <translation>Остановлено: движок не может продолжать. Разобрано партий: {0}, уже были разобраны: {1}, не удалось: {2}.</translation>
    </message>
    <message>
        <source>Stopped: the analysed copy cannot be written. {0} games analysed, {1} analysed already, {2} failed.</source>
        <translation>Остановлено: не удаётся записать разобранную копию. Разобрано партий: {0}, уже были разобраны: {1}, не удалось: {2}.</translation>
    </message>
    <message numerus="yes">
        <source>%n games wait: Resume goes on with them.</source>
        <translation>
            <numerusform>%n партия ждёт: «Продолжить» возьмётся за неё.</numerusform>
            <numerusform>%n партии ждут: «Продолжить» возьмётся за них.</numerusform>
            <numerusform>%n партий ждут: «Продолжить» возьмётся за них.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CoachPlugin</name>
    <message numerus="yes">
        <source>%n games wait for the background analysis: File ▸ Background analysis of the library.</source>
        <translation>
            <numerusform>%n партия ждёт фонового анализа: Файл ▸ Фоновый анализ библиотеки.</numerusform>
            <numerusform>%n партии ждут фонового анализа: Файл ▸ Фоновый анализ библиотеки.</numerusform>
            <numerusform>%n партий ждут фонового анализа: Файл ▸ Фоновый анализ библиотеки.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bac&amp;kground analysis of the library…</source>
        <translation>Фоновый &amp;анализ библиотеки…</translation>
    </message>
    <message>
        <source>The library&apos;s games analysed by the engine one after another</source>
        <translation>Движок разбирает партии библиотеки одну за другой</translation>
    </message>
    <message>
        <source>&amp;Coach: where my points go…</source>
        <translation>&amp;Тренер: где я теряю очки…</translation>
    </message>
    <message>
        <source>Mean loss by phase and month, by opponent&apos;s rank, by time control, by corner opening</source>
        <translation>Средняя потеря по стадиям и месяцам, по силе соперника, по контролю времени, по угловым началам</translation>
    </message>
    <message>
        <source>Analyse the selected games</source>
        <translation>Разобрать выбранные партии</translation>
    </message>
    <message>
        <source>Analyse all games</source>
        <translation>Разобрать все партии</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <source>The game library cannot be opened: {0}</source>
        <translation>Библиотеку партий не удаётся открыть: {0}</translation>
    </message>
    <message>
        <source>Select the games to analyse first.</source>
        <translation>Сначала выберите партии для разбора.</translation>
    </message>
</context>
<context>
    <name>CoachWindow</name>
    <message>
        <source>Opening</source>
        <extracomment>How many corner openings the table lists, most points first.</extracomment>
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
        <source>Coach: where your points go</source>
        <translation>Тренер: где вы теряете очки</translation>
    </message>
    <message>
        <source>Your names:</source>
        <translation>Ваши имена:</translation>
    </message>
    <message>
        <source>as in the records, e.g. Anna, anna_k</source>
        <translation>как в записях, например: Анна, anna_k</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Mean points lost per move, by month: no analysed game of yours yet.</source>
        <translation>Средняя потеря очков за ход по месяцам: ваших разобранных партий пока нет.</translation>
    </message>
    <message>
        <source>Mean points lost per move, by month</source>
        <translation>Средняя потеря очков за ход по месяцам</translation>
    </message>
    <message>
        <source>By month</source>
        <translation>По месяцам</translation>
    </message>
    <message>
        <source>By opponent&apos;s rank</source>
        <translation>По силе соперника</translation>
    </message>
    <message>
        <source>By time control</source>
        <translation>По контролю времени</translation>
    </message>
    <message>
        <source>Corner openings</source>
        <translation>Угловые начала</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Месяц</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партий</translation>
    </message>
    <message>
        <source>Mean loss per move</source>
        <translation>Средняя потеря за ход</translation>
    </message>
    <message>
        <source>Opponent&apos;s rank</source>
        <translation>Сила соперника</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Контроль времени</translation>
    </message>
    <message>
        <source>Corner</source>
        <translation>Угол</translation>
    </message>
    <message>
        <source>Opening moves there</source>
        <translation>Ходов дебюта там</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Потеряно очков</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
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
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Type the names you play under, then Refresh.</source>
        <translation>Введите имена, под которыми вы играете, и нажмите «Обновить».</translation>
    </message>
    <message>
        <source>Click a month, a rank, a time control or an opening to list its games.</source>
        <translation>Щёлкните месяц, силу, контроль времени или начало, чтобы увидеть их партии.</translation>
    </message>
    <message>
        <source>Reading the analysed games…</source>
        <translation>Читаем разобранные партии…</translation>
    </message>
    <message>
        <source>Reading the analysed games: {0} of {1} files</source>
        <translation>Читаем разобранные партии: файл {0} из {1}</translation>
    </message>
    <message numerus="yes">
        <source>%n analysed games of yours</source>
        <translation>
            <numerusform>%n ваша разобранная партия</numerusform>
            <numerusform>%n ваши разобранные партии</numerusform>
            <numerusform>%n ваших разобранных партий</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} moves, {1:.2f} points lost per move</source>
        <translation>ходов: {0}, в среднем потеряно за ход: {1:.2f}</translation>
    </message>
    <message>
        <source>All months</source>
        <translation>Все месяцы</translation>
    </message>
    <message>
        <source>All your analysed games</source>
        <translation>Все ваши разобранные партии</translation>
    </message>
    <message>
        <source>Games of {0}</source>
        <translation>Партии за {0}</translation>
    </message>
    <message>
        <source>Games against {0}</source>
        <translation>Партии против {0}</translation>
    </message>
    <message>
        <source>Games at {0}</source>
        <translation>Партии с контролем {0}</translation>
    </message>
    <message>
        <source>Games with a {0} corner opening</source>
        <translation>Партии с угловым началом {0}</translation>
    </message>
    <message>
        <source>(double-click to open)</source>
        <translation>(двойной щелчок открывает)</translation>
    </message>
</context>
<context>
    <name>ContinuationMarksModel</name>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партий</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Чёрные, %</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Белые, %</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Когда</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Движок</translation>
    </message>
    <message>
        <source>Who played there</source>
        <translation>Кто сыграл здесь</translation>
    </message>
    <message>
        <source>Share of these games that this side won</source>
        <translation>Доля этих партий, выигранных этой стороной</translation>
    </message>
    <message>
        <source>Double-click: open {0} – {1} at move {2}</source>
        <translation>Двойной щелчок: открыть {0} – {1} на {2}-м ходу</translation>
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
    <name>Continuations</name>
    <message>
        <source>in {0}</source>
        <translation>в {0}</translation>
    </message>
    <message>
        <source>since {0}</source>
        <translation>с {0}</translation>
    </message>
    <message>
        <source>mostly before {0}</source>
        <translation>в основном до {0}</translation>
    </message>
    <message>
        <source>mostly since {0}</source>
        <translation>в основном с {0}</translation>
    </message>
    <message>
        <source>No game with this move was analysed by an engine</source>
        <translation>Ни одна партия с этим ходом не разобрана движком</translation>
    </message>
    <message>
        <source>The engine&apos;s verdict: {0} points on average (analysed games: {1})</source>
        <translation>Оценка движка: в среднем {0} очка (разобранных партий: {1})</translation>
    </message>
</context>
<context>
    <name>ContinuationsModel</name>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партий</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Победы чёрных</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Победы белых</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Когда</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Движок</translation>
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
    <name>GamesModel</name>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
</context>
<context>
    <name>LibraryController</name>
    <message>
        <source>Game &amp;library…</source>
        <translation>&amp;Библиотека партий…</translation>
    </message>
    <message>
        <source>Your collection of games: import, search by players, dates, patterns</source>
        <translation>Ваше собрание партий: импорт, поиск по игрокам, датам, позициям</translation>
    </message>
    <message>
        <source>Search this &amp;position in the library</source>
        <translation>&amp;Искать эту позицию в библиотеке</translation>
    </message>
    <message>
        <source>Put the board on the library&apos;s pattern board to choose a region</source>
        <translation>Перенести доску в библиотеку, чтобы выбрать область поиска</translation>
    </message>
    <message>
        <source>Search a &amp;region in the library</source>
        <translation>Искать об&amp;ласть в библиотеке</translation>
    </message>
    <message>
        <source>Drag a rectangle over the board: the library&apos;s games with that pattern, their next moves</source>
        <translation>Обведите прямоугольник на доске: партии библиотеки с этим фрагментом и их продолжения</translation>
    </message>
    <message>
        <source>The game library cannot be opened: {0}</source>
        <translation>Библиотеку партий не удаётся открыть: {0}</translation>
    </message>
    <message>
        <source>The file has changed</source>
        <translation>Файл изменился</translation>
    </message>
    <message>
        <source>{0} has changed since it was imported: it no longer holds game {1}. Import it again into the library?</source>
        <translation>Файл {0} изменился после импорта: партии {1} в нём больше нет. Импортировать его в библиотеку заново?</translation>
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message>
        <source>Game library</source>
        <extracomment>Pieces of a pattern search done at a time while the window waits (each a few ms).</extracomment>
        <translation>Библиотека партий</translation>
    </message>
    <message>
        <source>Import folder…</source>
        <translation>Импорт папки…</translation>
    </message>
    <message>
        <source>Import files…</source>
        <translation>Импорт файлов…</translation>
    </message>
    <message>
        <source>Cancel import</source>
        <translation>Прервать импорт</translation>
    </message>
    <message>
        <source>Folders</source>
        <translation>Папки</translation>
    </message>
    <message>
        <source>e.g. 2016 or 2016-03</source>
        <translation>например, 2016 или 2016-03</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Любой результат</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>Победа чёрных</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>Победа белых</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ничья (дзиго)</translation>
    </message>
    <message>
        <source>words in the comments</source>
        <translation>слова в комментариях</translation>
    </message>
    <message>
        <source>Game library (read-only)</source>
        <translation>Библиотека партий (только чтение)</translation>
    </message>
    <message>
        <source>The library is read-only here: you can search it, but not import.</source>
        <translation>Библиотека здесь доступна только для чтения: искать в ней можно, импортировать нельзя.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
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
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>From</source>
        <translation>С</translation>
    </message>
    <message>
        <source>To</source>
        <translation>По</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Comments</source>
        <translation>Комментарии</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Искать</translation>
    </message>
    <message>
        <source>Search pattern</source>
        <translation>Искать позицию</translation>
    </message>
    <message>
        <source>Also with colours swapped</source>
        <translation>И с обменом цветов</translation>
    </message>
    <message>
        <source>Search variations</source>
        <translation>Искать и в вариантах</translation>
    </message>
    <message>
        <source>Clear board</source>
        <translation>Очистить доску</translation>
    </message>
    <message>
        <source>Current position</source>
        <translation>Текущая позиция</translation>
    </message>
    <message>
        <source>Drag a rectangle to choose the region; click a point for black, white, any, empty.</source>
        <translation>Протяните прямоугольник, чтобы выбрать область; щелчок по пункту: чёрный, белый, любой, пусто.</translation>
    </message>
    <message>
        <source>Import a folder of game records</source>
        <translation>Импорт папки с записями партий</translation>
    </message>
    <message>
        <source>Import game records</source>
        <translation>Импорт записей партий</translation>
    </message>
    <message>
        <source>SGF records (*.sgf *.SGF);;All files (*)</source>
        <translation>Записи SGF (*.sgf *.SGF);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>Импорт…</translation>
    </message>
    <message>
        <source>Importing {0} of {1}: {2}</source>
        <translation>Импорт {0} из {1}: {2}</translation>
    </message>
    <message>
        <source>Imported {0} games; {1} duplicates skipped; {2} files could not be read.</source>
        <translation>Импортировано партий: {0}; пропущено дубликатов: {1}; не удалось прочитать файлов: {2}.</translation>
    </message>
    <message>
        <source>Import cancelled.</source>
        <translation>Импорт прерван.</translation>
    </message>
    <message numerus="yes">
        <source>%n games found so far, still searching…</source>
        <translation>
            <numerusform>Пока найдена %n партия, поиск продолжается…</numerusform>
            <numerusform>Пока найдено %n партии, поиск продолжается…</numerusform>
            <numerusform>Пока найдено %n партий, поиск продолжается…</numerusform>
        </translation>
    </message>
    <message>
        <source>The disk is full: the import stopped. The games imported before it are kept.</source>
        <translation>Диск заполнен: импорт остановлен. Партии, импортированные до этого, сохранены.</translation>
    </message>
    <message numerus="yes">
        <source>%n games found</source>
        <translation>
            <numerusform>Найдена %n партия</numerusform>
            <numerusform>Найдено %n партии</numerusform>
            <numerusform>Найдено %n партий</numerusform>
        </translation>
    </message>
    <message>
        <source>The library file cannot be read or written.</source>
        <translation>Файл библиотеки не удаётся прочитать или записать.</translation>
    </message>
    <message>
        <source>The library was written by a newer qtgo.</source>
        <translation>Библиотека создана более новой версией qtgo.</translation>
    </message>
    <message>
        <source>The pattern cannot be searched: choose stones in a region.</source>
        <translation>Такую позицию искать нельзя: выберите область и камни в ней.</translation>
    </message>
    <message>
        <source>A filter cannot be understood (dates look like 2016-03-09).</source>
        <translation>Фильтр не распознан (дата пишется так: 2016-03-09).</translation>
    </message>
</context>
<context>
    <name>ProblemsPlugin</name>
    <message>
        <source>My &amp;problems (due today)…</source>
        <translation>Мои &amp;задачи (на сегодня)…</translation>
    </message>
    <message>
        <source>Your own mistakes from reviewed games, to solve again on a schedule</source>
        <translation>Ваши ошибки из разобранных партий — задачи для повторения по расписанию</translation>
    </message>
    <message>
        <source>Add this game&apos;s &amp;mistakes to my problems</source>
        <translation>Добавить &amp;ошибки этой партии в мои задачи</translation>
    </message>
    <message>
        <source>Each move of the analysed game that lost 5 points or more becomes a problem</source>
        <translation>Каждый ход разобранной партии, потерявший 5 очков и больше, становится задачей</translation>
    </message>
    <message>
        <source>The game library cannot be opened: {0}</source>
        <translation>Библиотеку партий не удаётся открыть: {0}</translation>
    </message>
    <message>
        <source>unsaved game</source>
        <translation>несохранённая партия</translation>
    </message>
    <message>
        <source>No evaluations in this game yet: analyse it (Engine menu) first.</source>
        <translation>В этой партии ещё нет оценок: сначала проанализируйте её (меню «Движок»).</translation>
    </message>
    <message numerus="yes">
        <source>%n problems added to your problems, first due tomorrow.</source>
        <translation>
            <numerusform>Добавлена %n задача, первая — завтра.</numerusform>
            <numerusform>Добавлено %n задачи, первая — завтра.</numerusform>
            <numerusform>Добавлено %n задач, первая — завтра.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemsWindow</name>
    <message>
        <source>My problems</source>
        <translation>Мои задачи</translation>
    </message>
    <message>
        <source>Problems due today</source>
        <translation>Задачи на сегодня</translation>
    </message>
    <message>
        <source>Problem board</source>
        <translation>Доска задачи</translation>
    </message>
    <message>
        <source>Ctrl+Shift+B puts the cursor on the board; arrow keys move it, Enter plays</source>
        <translation>Ctrl+Shift+B ставит курсор на доску; стрелки двигают его, Enter — ход</translation>
    </message>
    <message>
        <source>Show the &amp;answer</source>
        <translation>Показать &amp;ответ</translation>
    </message>
    <message>
        <source>The engine&apos;s move; the problem then counts as missed</source>
        <translation>Ход движка; задача тогда считается нерешённой</translation>
    </message>
    <message>
        <source>&amp;Next problem</source>
        <translation>&amp;Следующая задача</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Due on %1: %2</source>
        <translation>Задач на %1: %2</translation>
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
        <source>Solved so far, by the phase of the game the mistake was in:</source>
        <translation>Решено по стадиям партии, в которых была ошибка:</translation>
    </message>
    <message>
        <source>%1: not tried yet</source>
        <translation>%1: ещё не решались</translation>
    </message>
    <message>
        <source>%1: %2 of %3 (%4%)</source>
        <translation>%1: %2 из %3 (%4%)</translation>
    </message>
    <message>
        <source>Move %1 · %2</source>
        <translation>Ход %1 · %2</translation>
    </message>
    <message>
        <source>No problem is due today. Come back tomorrow, or add the mistakes of a reviewed game (File ▸ Add this game&apos;s mistakes to my problems).</source>
        <translation>На сегодня задач нет. Приходите завтра или добавьте ошибки разобранной партии (Файл ▸ Добавить ошибки этой партии в мои задачи).</translation>
    </message>
    <message>
        <source>%1 to play. In the game (move %2 of %3) a worse move was played here: find the engine&apos;s move.</source>
        <translation>%1 ходят. В партии (ход %2, %3) здесь сыграли хуже: найдите ход движка.</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message numerus="yes">
        <source>It comes back in %n days, on %1.</source>
        <translation>
            <numerusform>Задача вернётся через %n день, %1.</numerusform>
            <numerusform>Задача вернётся через %n дня, %1.</numerusform>
            <numerusform>Задача вернётся через %n дней, %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>✓ Right: %1 is the engine&apos;s move.</source>
        <translation>✓ Верно: %1 — ход движка.</translation>
    </message>
    <message>
        <source>The engine&apos;s move: %1.</source>
        <translation>Ход движка: %1.</translation>
    </message>
    <message>
        <source>✗ Wrong: %1. The engine&apos;s move: %2.</source>
        <translation>✗ Неверно: %1. Ход движка: %2.</translation>
    </message>
</context>
<context>
    <name>RegionSearch</name>
    <message>
        <source>Pattern search</source>
        <translation>Поиск фрагмента</translation>
    </message>
    <message>
        <source>Search &amp;pattern</source>
        <translation>Искать &amp;фрагмент</translation>
    </message>
    <message>
        <source>Search the library for the region&apos;s stones and empty points</source>
        <translation>Искать в библиотеке камни и пустые пункты выбранной области</translation>
    </message>
    <message>
        <source>Drag a rectangle over the board to search the library; Escape closes</source>
        <translation>Обведите прямоугольник на доске, чтобы искать в библиотеке; Escape — закрыть</translation>
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
        <source>{0}: {1}, {2} games, Black won {3:.0f}%, White {4:.0f}%.</source>
        <translation>{0}: {1}, партий: {2}, чёрные выиграли {3:.0f}%, белые {4:.0f}%.</translation>
    </message>
    <message>
        <source>Press Search pattern to search the library.</source>
        <translation>Нажмите «Искать фрагмент», чтобы искать в библиотеке.</translation>
    </message>
    <message>
        <source>The position changed: the games listed are for an earlier one.</source>
        <translation>Позиция изменилась: партии в списке найдены для прежней позиции.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Поиск…</translation>
    </message>
    <message>
        <source>The library has no games yet: import some with File ▸ Game library….</source>
        <translation>В библиотеке пока нет партий: импортируйте их через Файл ▸ Библиотека партий….</translation>
    </message>
    <message numerus="yes">
        <source>%n games found</source>
        <translation>
            <numerusform>Найдена %n партия</numerusform>
            <numerusform>Найдено %n партии</numerusform>
            <numerusform>Найдено %n партий</numerusform>
        </translation>
    </message>
    <message>
        <source>(of {0})</source>
        <translation>(из {0})</translation>
    </message>
    <message>
        <source>The library file cannot be read.</source>
        <translation>Файл библиотеки не читается.</translation>
    </message>
    <message>
        <source>The library was written by a newer qtgo.</source>
        <translation>Библиотека создана более новой версией qtgo.</translation>
    </message>
    <message>
        <source>This region cannot be searched.</source>
        <translation>Эту область нельзя искать.</translation>
    </message>
</context>
<context>
    <name>RegionSearchPanel</name>
    <message>
        <source>Drag a rectangle over the board. Shift+drag or Shift+click: points that may hold anything. Keyboard: Enter at two corners. Escape closes.</source>
        <translation>Обведите прямоугольник на доске. Shift+перетаскивание или Shift+щелчок: пункты, где может быть что угодно. С клавиатуры: Enter в двух углах. Escape — закрыть.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Also with colours swapped</source>
        <translation>И с обменом цветов</translation>
    </message>
    <message>
        <source>Search variations</source>
        <translation>Искать и в вариантах</translation>
    </message>
    <message>
        <source>Click a letter on the board, or double-click a row, to open a game there</source>
        <translation>Щёлкните букву на доске или дважды щёлкните строку, чтобы открыть партию на этом месте</translation>
    </message>
    <message>
        <source>Double-click a game to open it at the move where the pattern appears</source>
        <translation>Дважды щёлкните партию, чтобы открыть её на ходу, где появляется фрагмент</translation>
    </message>
    <message>
        <source>Show in the library window</source>
        <translation>Показать в окне библиотеки</translation>
    </message>
    <message>
        <source>Next moves</source>
        <translation>Продолжения</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>No region chosen yet.</source>
        <translation>Область ещё не выбрана.</translation>
    </message>
    <message>
        <source>Region {0}–{1}: {2} black, {3} white, {4} empty, {5} anything</source>
        <translation>Область {0}–{1}: чёрных {2}, белых {3}, пустых {4}, любых {5}</translation>
    </message>
</context>
</TS>
