<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
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
