<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>Accessibility</name>
    <message>
        <source>Panels</source>
        <extracomment>lupdate reads the literal calls ``translate(&quot;Accessibility&quot;, ...)``.</extracomment>
        <translation>Панели</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Страницы</translation>
    </message>
</context>
<context>
    <name>Figures</name>
    <message>
        <source>%1 pass</source>
        <extracomment>lupdate reads the literal calls ``translate(&quot;Figures&quot;, ...)``.</extracomment>
        <translation>%1 — пас</translation>
    </message>
    <message>
        <source>%1 elsewhere</source>
        <translation>%1 — в другом месте</translation>
    </message>
    <message>
        <source>%1 retakes ko at %2</source>
        <translation>%1 — взятие ко на месте %2</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 — на месте %2</translation>
    </message>
    <message>
        <source>Handicap %1, komi %2</source>
        <translation>Фора %1, коми %2</translation>
    </message>
    <message>
        <source>Handicap %1</source>
        <translation>Фора %1</translation>
    </message>
    <message>
        <source>Komi %1</source>
        <translation>Коми %1</translation>
    </message>
    <message>
        <source>Figure %1</source>
        <translation>Диаграмма %1</translation>
    </message>
    <message>
        <source>Figure %1 (move %2)</source>
        <translation>Диаграмма %1 (ход %2)</translation>
    </message>
    <message>
        <source>Figure %1 (moves %2-%3)</source>
        <translation>Диаграмма %1 (ходы %2–%3)</translation>
    </message>
    <message>
        <source>Black: %1, White: %2</source>
        <translation>Чёрные: %1, белые: %2</translation>
    </message>
</context>
<context>
    <name>FiguresDialog</name>
    <message>
        <source>Export figures</source>
        <extracomment>The export formats, by file suffix, in the order of the format box.</extracomment>
        <translation>Экспорт диаграмм</translation>
    </message>
    <message>
        <source>Cut the game into numbered figures for printing or for files</source>
        <translation>Разбить партию на диаграммы с номерами ходов для печати или для файлов</translation>
    </message>
    <message>
        <source>First move</source>
        <translation>Первый ход</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Последний ход</translation>
    </message>
    <message>
        <source>Moves per figure</source>
        <translation>Ходов на диаграмму</translation>
    </message>
    <message>
        <source>Start a new figure after each commented move</source>
        <translation>Начинать новую диаграмму после каждого хода с комментарием</translation>
    </message>
    <message>
        <source>Number each figure from 1</source>
        <translation>Нумеровать каждую диаграмму с 1</translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation>Координаты</translation>
    </message>
    <message>
        <source>whole board, two corners such as aa:jj, or auto</source>
        <translation>вся доска, два угла, например aa:jj, или auto</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Область</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>SVG</source>
        <translation>SVG</translation>
    </message>
    <message>
        <source>PNG</source>
        <translation>PNG</translation>
    </message>
    <message>
        <source>Sensei&apos;s Library text ($$)</source>
        <translation>Текст Sensei&apos;s Library ($$)</translation>
    </message>
    <message>
        <source>File format</source>
        <translation>Формат файла</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>Paper size</source>
        <translation>Размер бумаги</translation>
    </message>
    <message>
        <source>Figures per page</source>
        <translation>Диаграмм на странице</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Диаграммы</translation>
    </message>
    <message>
        <source>&amp;Moves:</source>
        <translation>&amp;Ходы:</translation>
    </message>
    <message>
        <source>Moves per &amp;figure:</source>
        <translation>Ходов на &amp;диаграмму:</translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation>&amp;Область:</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>&amp;Формат:</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Бумага:</translation>
    </message>
    <message>
        <source>Figures per pa&amp;ge:</source>
        <translation>Диаграмм на &amp;странице:</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>P&amp;rint…</source>
        <translation>&amp;Печать…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>&amp;Предпросмотр…</translation>
    </message>
    <message>
        <source>Write the figures to a file</source>
        <translation>Записать диаграммы в файл</translation>
    </message>
    <message>
        <source>Print the figures</source>
        <translation>Напечатать диаграммы</translation>
    </message>
    <message>
        <source>Show the printed pages</source>
        <translation>Показать страницы перед печатью</translation>
    </message>
    <message>
        <source>The last move comes before the first.</source>
        <translation>Последний ход идёт раньше первого.</translation>
    </message>
    <message>
        <source>Cannot make figures: %1</source>
        <translation>Не удаётся построить диаграммы: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n figures</source>
        <translation>
            <numerusform>%n диаграмма</numerusform>
            <numerusform>%n диаграммы</numerusform>
            <numerusform>%n диаграмм</numerusform>
        </translation>
    </message>
    <message>
        <source>Figures (*%1)</source>
        <translation>Диаграммы (*%1)</translation>
    </message>
    <message>
        <source>Could not export: %1</source>
        <translation>Не удалось экспортировать: %1</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Записано: %1</translation>
    </message>
    <message>
        <source>Print preview</source>
        <translation>Предпросмотр печати</translation>
    </message>
</context>
<context>
    <name>GameSpeech</name>
    <message>
        <source>Start of the game.</source>
        <translation>Начало партии.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>%1: byo-yomi, last period.</source>
        <extracomment>lupdate reads the literal calls ``translate(&quot;GameSpeech&quot;, ...)``. Seconds left in a countdown at which the player&apos;s time is announced.</extracomment>
        <translation>%1: бёёми, последний период.</translation>
    </message>
    <message>
        <source>%1: last period.</source>
        <translation>%1: последний период.</translation>
    </message>
    <message>
        <source>%1: byo-yomi, %2 periods left.</source>
        <translation>%1: бёёми, осталось периодов: %2.</translation>
    </message>
    <message>
        <source>%1: %2 periods left.</source>
        <translation>%1: осталось периодов: %2.</translation>
    </message>
    <message>
        <source>%1: Canadian overtime, %2 stones in %3.</source>
        <translation>%1: канадское бёёми, камней: %2 за %3.</translation>
    </message>
    <message>
        <source>%1: new period, %2 stones in %3.</source>
        <translation>%1: новый период, камней: %2 за %3.</translation>
    </message>
    <message>
        <source>%1: last stone of this period.</source>
        <translation>%1: последний камень периода.</translation>
    </message>
    <message>
        <source>%1: %2 stones left in this period.</source>
        <translation>%1: камней до конца периода: %2.</translation>
    </message>
    <message>
        <source>%1: last Ing period.</source>
        <translation>%1: последний период Инга.</translation>
    </message>
    <message>
        <source>%1: Ing period %2 of %3.</source>
        <translation>%1: период Инга %2 из %3.</translation>
    </message>
    <message>
        <source>%1: %2 seconds.</source>
        <translation>%1: %2 секунд.</translation>
    </message>
    <message>
        <source>%1&apos;s time is up.</source>
        <translation>%1: время вышло.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <source>black stone</source>
        <translation>чёрный камень</translation>
    </message>
    <message>
        <source>white stone</source>
        <translation>белый камень</translation>
    </message>
    <message>
        <source>ko: no retake now</source>
        <translation>ко: сейчас брать нельзя</translation>
    </message>
    <message>
        <source>No moves yet.</source>
        <translation>Ходов ещё нет.</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>Ход: %1.</translation>
    </message>
    <message>
        <source>Prisoners: Black %1, White %2.</source>
        <translation>Пленные: у чёрных %1, у белых %2.</translation>
    </message>
    <message>
        <source>empty.</source>
        <translation>пусто.</translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <translation>Доска пуста.</translation>
    </message>
    <message>
        <source>Top left</source>
        <translation>Левый верхний угол</translation>
    </message>
    <message>
        <source>Top right</source>
        <translation>Правый верхний угол</translation>
    </message>
    <message>
        <source>Bottom left</source>
        <translation>Левый нижний угол</translation>
    </message>
    <message>
        <source>Bottom right</source>
        <translation>Правый нижний угол</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Центр</translation>
    </message>
    <message>
        <source>No score estimate yet.</source>
        <translation>Оценки счёта ещё нет.</translation>
    </message>
    <message>
        <source>Say the last move</source>
        <translation>Назвать последний ход</translation>
    </message>
    <message>
        <source>Read the cursor&apos;s row</source>
        <translation>Прочитать ряд курсора</translation>
    </message>
    <message>
        <source>Read the whole board</source>
        <translation>Прочитать всю доску</translation>
    </message>
    <message>
        <source>Read the top left</source>
        <translation>Прочитать левый верхний угол</translation>
    </message>
    <message>
        <source>Read the top right</source>
        <translation>Прочитать правый верхний угол</translation>
    </message>
    <message>
        <source>Read the bottom left</source>
        <translation>Прочитать левый нижний угол</translation>
    </message>
    <message>
        <source>Read the bottom right</source>
        <translation>Прочитать правый нижний угол</translation>
    </message>
    <message>
        <source>Read the centre</source>
        <translation>Прочитать центр</translation>
    </message>
    <message>
        <source>Say the score estimate</source>
        <translation>Назвать оценку счёта</translation>
    </message>
</context>
<context>
    <name>GuessQuiz</name>
    <message>
        <source>pass</source>
        <extracomment>lupdate reads the literal calls ``translate(&quot;GuessQuiz&quot;, ...)``.</extracomment>
        <translation>пас</translation>
    </message>
    <message>
        <source>Move %1: %2 is the move played (+%3)</source>
        <translation>Ход %1: %2 — сыгранный ход (+%3)</translation>
    </message>
    <message>
        <source>Move %1: %2 is the engine&apos;s choice too, losing %5 (+%3); played: %4</source>
        <translation>Ход %1: %2 — тоже выбор движка, потеря %5 (+%3); сыграно: %4</translation>
    </message>
    <message>
        <source>Move %1: %2 is close to the move played, %4 (+%3)</source>
        <translation>Ход %1: %2 — рядом со сыгранным ходом %4 (+%3)</translation>
    </message>
    <message>
        <source>Move %1: %2 misses; played: %4</source>
        <translation>Ход %1: %2 — мимо; сыграно: %4</translation>
    </message>
    <message>
        <source>Score: 0</source>
        <translation>Счёт: 0</translation>
    </message>
    <message>
        <source>Final score: %1 of %2 (%3%)</source>
        <translation>Итоговый счёт: %1 из %2 (%3%)</translation>
    </message>
    <message>
        <source>Score: %1 of %2 (%3%)</source>
        <translation>Счёт: %1 из %2 (%3%)</translation>
    </message>
    <message>
        <source>qtgo: guess the next move</source>
        <translation>qtgo: угадай следующий ход</translation>
    </message>
    <message>
        <source>Guess a &amp;pass</source>
        <translation>Угадать &amp;пас</translation>
    </message>
    <message>
        <source>&amp;Start again</source>
        <translation>&amp;Начать заново</translation>
    </message>
    <message>
        <source>&amp;Guess:</source>
        <translation>&amp;Угадывать:</translation>
    </message>
    <message>
        <source>both sides&apos; moves</source>
        <translation>ходы обеих сторон</translation>
    </message>
    <message>
        <source>Black&apos;s moves</source>
        <translation>ходы чёрных</translation>
    </message>
    <message>
        <source>White&apos;s moves</source>
        <translation>ходы белых</translation>
    </message>
    <message>
        <source>The record has no moves after this position to guess.</source>
        <translation>После этой позиции в записи нет ходов, которые можно угадывать.</translation>
    </message>
    <message>
        <source>The end of the record.</source>
        <translation>Конец записи.</translation>
    </message>
    <message>
        <source>Move %1: where did Black play?</source>
        <translation>Ход %1: куда сыграли чёрные?</translation>
    </message>
    <message>
        <source>Move %1: where did White play?</source>
        <translation>Ход %1: куда сыграли белые?</translation>
    </message>
    <message>
        <source>Found: %1, engine moves: %2, close: %3, missed: %4</source>
        <translation>Угадано: %1, ходы движка: %2, рядом: %3, мимо: %4</translation>
    </message>
</context>
<context>
    <name>HandicapAdvice</name>
    <message>
        <source>European</source>
        <extracomment>lupdate reads the literal calls ``translate(&quot;HandicapAdvice&quot;, ...)``.</extracomment>
        <translation>Европейские</translation>
    </message>
    <message>
        <source>AGA</source>
        <translation>AGA</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>Японские</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>Корейские</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>Китайские</translation>
    </message>
    <message>
        <source>Equal strength: an even game, komi %1, colours by nigiri.</source>
        <translation>Силы равны: игра без форы, коми %1, цвет выбирается нигири.</translation>
    </message>
    <message>
        <source>One stone apart: Black&apos;s player keeps Black with no handicap, komi %1.</source>
        <translation>Разница в один камень: игрок чёрных остаётся чёрными, без форы, коми %1.</translation>
    </message>
    <message>
        <source>One stone apart: White&apos;s player takes Black with no handicap, komi %1.</source>
        <translation>Разница в один камень: игрок белых берёт чёрные, без форы, коми %1.</translation>
    </message>
    <message>
        <source>%1 stones apart: Black&apos;s player keeps Black with a handicap of %2, komi %3</source>
        <translation>Разница в силе (камней): %1; игрок чёрных остаётся чёрными, фора %2, коми %3</translation>
    </message>
    <message>
        <source>%1 stones apart: White&apos;s player takes Black with a handicap of %2, komi %3</source>
        <translation>Разница в силе (камней): %1; игрок белых берёт чёрные, фора %2, коми %3</translation>
    </message>
    <message>
        <source> (%1 is the most this board takes)</source>
        <translation> (%1 — наибольшая фора на этой доске)</translation>
    </message>
    <message>
        <source>; White also gets %1 points at the count</source>
        <translation>; при подсчёте белые также получают компенсацию: %1</translation>
    </message>
    <message>
        <source>; the komi holds %1 points for the stones counted as area</source>
        <translation>; в коми учтено %1 за камни форы, засчитанные при подсчёте по площади</translation>
    </message>
    <message>
        <source>This board has no handicap points.</source>
        <translation>На этой доске нет пунктов для камней форы.</translation>
    </message>
    <message>
        <source>Type ranks like 5k or 3d (kyu 1 to 30, dan 1 to 9).</source>
        <translation>Введите ранги вида 5k или 3d (кю от 1 до 30, дан от 1 до 9).</translation>
    </message>
    <message>
        <source>Suggest a handicap</source>
        <translation>Предложить фору</translation>
    </message>
    <message>
        <source>Black&apos;s rank</source>
        <translation>Ранг чёрных</translation>
    </message>
    <message>
        <source>White&apos;s rank</source>
        <translation>Ранг белых</translation>
    </message>
    <message>
        <source>Suggest…</source>
        <translation>Предложить…</translation>
    </message>
    <message>
        <source>Propose the handicap and komi for the players&apos; ranks</source>
        <translation>Предложить фору и коми по рангам игроков</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <source>Main line</source>
        <extracomment>lupdate reads the literal calls ``translate(&quot;Handout&quot;, ...)``.</extracomment>
        <translation>Основной вариант</translation>
    </message>
    <message>
        <source>Variation from move %1</source>
        <translation>Вариант с %1-го хода</translation>
    </message>
    <message>
        <source>%1 (Black): %2</source>
        <translation>%1 (чёрные): %2</translation>
    </message>
    <message>
        <source>%1 (White): %2</source>
        <translation>%1 (белые): %2</translation>
    </message>
    <message>
        <source>Count (dead stones as the record accepted them)</source>
        <translation>Подсчёт (мёртвые камни — как приняты в записи)</translation>
    </message>
    <message>
        <source>Count (dead stones estimated by qtgo)</source>
        <translation>Подсчёт (мёртвые камни оценены qtgo)</translation>
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
        <source>territory %1</source>
        <translation>территория %1</translation>
    </message>
    <message>
        <source>stones %1</source>
        <translation>камни %1</translation>
    </message>
    <message>
        <source>prisoners %1</source>
        <translation>пленные %1</translation>
    </message>
    <message>
        <source>dead %1</source>
        <translation>мёртвые %1</translation>
    </message>
    <message>
        <source>komi %1</source>
        <translation>коми %1</translation>
    </message>
    <message>
        <source>handicap %1</source>
        <translation>фора %1</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>итого %1</translation>
    </message>
    <message>
        <source>Result of the count: %1</source>
        <translation>Итог подсчёта: %1</translation>
    </message>
    <message>
        <source>Lesson handout</source>
        <translation>Раздаточный материал урока</translation>
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
        <source>Result and count</source>
        <translation>Результат и подсчёт</translation>
    </message>
</context>
<context>
    <name>KeyboardPlay</name>
    <message>
        <source>Go board</source>
        <translation>Доска го</translation>
    </message>
    <message>
        <source>Tab here or press Ctrl+Shift+B, then arrow keys move the cursor and Enter or Space plays; or type a point such as D4 and press Enter. Alt+Shift+L says the last move, Alt+Shift+R reads the cursor&apos;s row, Alt+Shift+B the whole board, Alt+Shift+1 to 5 a corner or the centre, Alt+Shift+E the score estimate.</source>
        <translation>Перейдите сюда клавишей Tab или нажмите Ctrl+Shift+B; стрелки двигают курсор, Enter или пробел делают ход; можно набрать пункт, например D4, и нажать Enter. Alt+Shift+L называет последний ход, Alt+Shift+R читает ряд курсора, Alt+Shift+B — всю доску, Alt+Shift+1…5 — угол или центр, Alt+Shift+E — оценку счёта.</translation>
    </message>
    <message>
        <source>%1 is not a point of this board.</source>
        <extracomment>lupdate reads the literal calls ``translate(&quot;KeyboardPlay&quot;, ...)``.</extracomment>
        <translation>%1 — не пункт этой доски.</translation>
    </message>
    <message>
        <source>Focus the &amp;board (keyboard cursor)</source>
        <translation>Перейти на &amp;доску (курсор клавиатуры)</translation>
    </message>
    <message>
        <source>Score estimate: Black %1, White %2.</source>
        <translation>Оценка счёта: чёрные %1, белые %2.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>Too little of the game is analysed to judge the handicap: analyse the whole game first.</source>
        <extracomment>lupdate reads the literal calls ``translate(&quot;Lesson&quot;, ...)``.</extracomment>
        <translation>Проанализировано слишком мало партии, чтобы судить о форе: сначала проанализируйте всю партию.</translation>
    </message>
    <message>
        <source>A handicap of %1 was about right: Black&apos;s lead stayed near zero in the middle game (%2 on average).</source>
        <translation>Фора %1 была примерно верной: перевес чёрных в середине игры держался около нуля (в среднем %2).</translation>
    </message>
    <message>
        <source>Black ran away (%2 on average in the middle game): a handicap of %1 was %3 too many; try %4.</source>
        <translation>Чёрные ушли вперёд (в среднем %2 в середине игры): фора %1 была больше нужного на %3; попробуйте %4.</translation>
    </message>
    <message>
        <source>White ran away (%2 on average in the middle game): a handicap of %1 was %3 too few; try %4.</source>
        <translation>Белые ушли вперёд (в среднем %2 в середине игры): фора %1 была меньше нужного на %3; попробуйте %4.</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>&amp;Урок</translation>
    </message>
    <message>
        <source>&amp;Teaching game against the engine…</source>
        <translation>&amp;Учебная партия с движком…</translation>
    </message>
    <message>
        <source>Play an engine that judges each of your moves and takes back the bad ones</source>
        <translation>Игра с движком, который оценивает каждый ваш ход и возвращает плохие</translation>
    </message>
    <message>
        <source>&amp;Guess the next move</source>
        <translation>&amp;Угадай следующий ход</translation>
    </message>
    <message>
        <source>Guess each move of the open record, for points</source>
        <translation>Угадывайте каждый ход открытой записи и получайте очки</translation>
    </message>
    <message>
        <source>Was the &amp;handicap right?</source>
        <translation>Верной ли была &amp;фора?</translation>
    </message>
    <message>
        <source>Judge the handicap from the analysed score graph of the open record</source>
        <translation>Оценить фору по графику перевеса проанализированной записи</translation>
    </message>
    <message>
        <source>The handicap</source>
        <translation>Фора</translation>
    </message>
</context>
<context>
    <name>ProblemWindow</name>
    <message>
        <source>Problems</source>
        <translation>Задачи</translation>
    </message>
    <message>
        <source>Problem mode</source>
        <translation>Режим задач</translation>
    </message>
    <message>
        <source>Problem board</source>
        <translation>Доска задачи</translation>
    </message>
    <message>
        <source>Tab here or press Ctrl+Shift+B; arrow keys move the cursor, Enter or Space plays, or type a point such as D4 and Enter</source>
        <translation>Перейдите сюда клавишей Tab или нажмите Ctrl+Shift+B; стрелки двигают курсор, Enter или пробел делают ход; можно набрать пункт, например D4, и нажать Enter</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Задача</translation>
    </message>
    <message>
        <source>Question and comments</source>
        <translation>Условие и комментарии</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Решено</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Ещё раз</translation>
    </message>
    <message>
        <source>Show the &amp;answer</source>
        <translation>Показать &amp;ответ</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Предыдущая</translation>
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
        <source>Start this problem again</source>
        <translation>Начать задачу заново</translation>
    </message>
    <message>
        <source>Play out a right line; the problem then does not count as solved</source>
        <translation>Показать верный вариант; задача тогда не засчитывается как решённая</translation>
    </message>
    <message>
        <source>Go to the previous problem</source>
        <translation>К предыдущей задаче</translation>
    </message>
    <message>
        <source>Go to the next problem</source>
        <translation>К следующей задаче</translation>
    </message>
    <message>
        <source>%1 is not a point of this board.</source>
        <translation>%1 — не пункт этой доски.</translation>
    </message>
    <message>
        <source>Problem %1 of %2 · solved %3</source>
        <translation>Задача %1 из %2 · решено %3</translation>
    </message>
    <message>
        <source>Problem %1</source>
        <translation>Задача %1</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>Ход: %1.</translation>
    </message>
    <message>
        <source>This line has ended: try again or go to the next problem.</source>
        <translation>Вариант закончен: попробуйте ещё раз или перейдите к следующей задаче.</translation>
    </message>
    <message>
        <source>%1 answers %2.</source>
        <translation>%1 отвечают %2.</translation>
    </message>
    <message>
        <source>✓ Right! The problem is solved.</source>
        <translation>✓ Верно! Задача решена.</translation>
    </message>
    <message>
        <source>✗ Wrong: that move is not in the problem.</source>
        <translation>✗ Неверно: такого хода в задаче нет.</translation>
    </message>
    <message>
        <source>✗ Wrong.</source>
        <translation>✗ Неверно.</translation>
    </message>
    <message>
        <source>Try again.</source>
        <translation>Попробуйте ещё раз.</translation>
    </message>
    <message>
        <source>This problem has no right line in its record.</source>
        <translation>В записи этой задачи нет верного варианта.</translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>Ответ: %1.</translation>
    </message>
</context>
<context>
    <name>Projector</name>
    <message>
        <source>qtgo: projector</source>
        <extracomment>lupdate reads the literal calls ``translate(&quot;Projector&quot;, ...)``. The teacher&apos;s engine marks (candidates, hints, ownership) shown here too.</extracomment>
        <translation>qtgo: проектор</translation>
    </message>
    <message>
        <source>Pro&amp;jector window</source>
        <translation>Окно для про&amp;ектора</translation>
    </message>
    <message>
        <source>Show the board alone in a second window, for a projector</source>
        <translation>Показать одну доску во втором окне — для проектора</translation>
    </message>
    <message>
        <source>Comment on the projector</source>
        <translation>Комментарий на проекторе</translation>
    </message>
    <message>
        <source>Show the last comment under the projector&apos;s board</source>
        <translation>Показывать последний комментарий под доской на проекторе</translation>
    </message>
    <message>
        <source>Engine marks on the projector</source>
        <translation>Пометки движка на проекторе</translation>
    </message>
    <message>
        <source>Show the engine&apos;s candidates, hints and ownership to the students too</source>
        <translation>Показывать ученикам и ходы-кандидаты движка, подсказки и принадлежность</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>simple ko</source>
        <extracomment>lupdate reads the literal calls ``translate(&quot;RulesPage&quot;, ...)``.</extracomment>
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
    <message>
        <source>; no play on a point just emptied</source>
        <translation>; нельзя ходить на только что освобождённый пункт</translation>
    </message>
    <message>
        <source>area (stones and surrounded points)</source>
        <translation>по площади (камни и окружённые пункты)</translation>
    </message>
    <message>
        <source>territory and prisoners</source>
        <translation>территория и пленные</translation>
    </message>
    <message>
        <source>stones only</source>
        <translation>только камни</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>разрешено</translation>
    </message>
    <message>
        <source>forbidden</source>
        <translation>запрещено</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>Ko</source>
        <translation>Ко</translation>
    </message>
    <message>
        <source>Suicide of several stones</source>
        <translation>Самоубийство нескольких камней</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Подсчёт</translation>
    </message>
    <message>
        <source>Points in seki</source>
        <translation>Пункты в сэки</translation>
    </message>
    <message>
        <source>counted</source>
        <translation>считаются</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>не считаются</translation>
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
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Compensation for the handicap</source>
        <translation>Компенсация за фору</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>impossible (half-point komi)</source>
        <translation>невозможна (коми с половиной очка)</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>побеждают чёрные</translation>
    </message>
    <message>
        <source>the first player loses</source>
        <translation>проигрывает начинавший</translation>
    </message>
    <message>
        <source>A tie</source>
        <translation>Равный счёт</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начало</translation>
    </message>
    <message>
        <source>twelve stones on the third line, White first</source>
        <translation>двенадцать камней на третьей линии, первыми ходят белые</translation>
    </message>
    <message>
        <source>5 points to the first stone played there</source>
        <translation>5 очков тому, кто первым поставит туда камень</translation>
    </message>
    <message>
        <source>5 points to whoever holds it at the end</source>
        <translation>5 очков тому, кто владеет им в конце</translation>
    </message>
    <message>
        <source>Centre point</source>
        <translation>Центральный пункт</translation>
    </message>
    <message>
        <source>20 points lost for each own starting corner taken</source>
        <translation>минус 20 очков за каждый захваченный угол своего начального камня</translation>
    </message>
    <message>
        <source>20 points for holding all four corner points</source>
        <translation>20 очков за все четыре угловых пункта</translation>
    </message>
    <message>
        <source>Corners</source>
        <translation>Углы</translation>
    </message>
    <message>
        <source>two passes, then four passes end it as it stands</source>
        <translation>два паса, затем четыре паса заканчивают партию как есть</translation>
    </message>
    <message>
        <source>two passes</source>
        <translation>два паса</translation>
    </message>
    <message>
        <source>End of play</source>
        <translation>Конец игры</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Контроль времени</translation>
    </message>
    <message>
        <source>No page for this rule set.</source>
        <translation>Для этих правил страницы нет.</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Эта партия</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Правила: %1</translation>
    </message>
    <message>
        <source>Rules page</source>
        <translation>Страница правил</translation>
    </message>
    <message>
        <source>What the rule set does and the open game&apos;s settings</source>
        <translation>Что устанавливают правила и настройки открытой партии</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>Black</source>
        <extracomment>lupdate reads the literal calls ``translate(&quot;Speech&quot;, ...)``.</extracomment>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>No moves yet.</source>
        <translation>Ходов ещё нет.</translation>
    </message>
    <message>
        <source>Move %1, %2</source>
        <translation>Ход %1, %2</translation>
    </message>
    <message>
        <source>passes.</source>
        <translation>пас.</translation>
    </message>
    <message>
        <source>Stones captured: %1.</source>
        <translation>Снято камней: %1.</translation>
    </message>
    <message>
        <source>%1 group at %2 in atari, last liberty %3.</source>
        <translation>%1: группа на %2 в атари, последнее дамэ %3.</translation>
    </message>
    <message>
        <source>Row %1:</source>
        <translation>Ряд %1:</translation>
    </message>
    <message>
        <source>empty.</source>
        <translation>пусто.</translation>
    </message>
    <message>
        <source>Black %1</source>
        <translation>Чёрные %1</translation>
    </message>
    <message>
        <source>White %1</source>
        <translation>Белые %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Score estimate:</source>
        <translation>Оценка счёта:</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Счёт:</translation>
    </message>
    <message>
        <source>The game is a draw.</source>
        <translation>Ничья.</translation>
    </message>
    <message>
        <source>%1 wins by resignation.</source>
        <translation>%1 побеждают: соперник сдался.</translation>
    </message>
    <message>
        <source>%1 wins on time.</source>
        <translation>%1 побеждают по времени.</translation>
    </message>
    <message>
        <source>%1 wins by forfeit.</source>
        <translation>%1 побеждают: соперник лишён партии.</translation>
    </message>
    <message>
        <source>%1 wins by %2 points.</source>
        <translation>%1 побеждают с перевесом %2.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 побеждают.</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Результат: %1</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Объявления</translation>
    </message>
</context>
<context>
    <name>TeachingGame</name>
    <message>
        <source>pass</source>
        <extracomment>lupdate reads the literal calls ``translate(&quot;TeachingGame&quot;, ...)``. Seconds the engine may spend on one verdict&apos;s analysis, whatever the visits say.</extracomment>
        <translation>пас</translation>
    </message>
    <message>
        <source>Move %1 (%2)</source>
        <translation>Ход %1 (%2)</translation>
    </message>
    <message>
        <source>%1: the engine gives no score</source>
        <translation>%1: движок не даёт оценки</translation>
    </message>
    <message>
        <source>%1: good, it loses nothing</source>
        <translation>%1: хорошо, без потерь</translation>
    </message>
    <message>
        <source>%1: loses %2 points</source>
        <translation>%1: потеря %2 очк.</translation>
    </message>
    <message>
        <source>; better: %1</source>
        <translation>; лучше: %1</translation>
    </message>
    <message>
        <source> (taken back)</source>
        <translation> (взят назад)</translation>
    </message>
    <message>
        <source>qtgo: teaching game</source>
        <translation>qtgo: учебная партия</translation>
    </message>
    <message>
        <source>&amp;Engine</source>
        <translation>&amp;Движок</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Доска</translation>
    </message>
    <message>
        <source>&amp;You play</source>
        <translation>&amp;Вы играете</translation>
    </message>
    <message>
        <source>&amp;Handicap</source>
        <translation>&amp;Фора</translation>
    </message>
    <message>
        <source>Take back a &amp;loss over</source>
        <translation>Возвращать ход с &amp;потерей больше</translation>
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
        <source> points</source>
        <translation> очк.</translation>
    </message>
    <message>
        <source>Take back at once</source>
        <translation>Возвращать сразу</translation>
    </message>
    <message>
        <source>A move that loses more than this is taken back without asking</source>
        <translation>Ход, теряющий больше этого, возвращается без вопросов</translation>
    </message>
    <message>
        <source>&amp;New teaching game</source>
        <translation>&amp;Новая учебная партия</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Взять ход назад</translation>
    </message>
    <message>
        <source>Take back your last move and try another</source>
        <translation>Взять назад последний ход и попробовать другой</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Пас</translation>
    </message>
    <message>
        <source>&amp;Review in the main window</source>
        <translation>&amp;Разбор в главном окне</translation>
    </message>
    <message>
        <source>No engine: add one in Engine &gt; Engines…</source>
        <translation>Нет движка: добавьте его в меню «Движок → Движки…»</translation>
    </message>
    <message>
        <source>Choose an engine and start a game.</source>
        <translation>Выберите движок и начните партию.</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>Ученик</translation>
    </message>
    <message>
        <source>Starting %1…</source>
        <translation>Запуск %1…</translation>
    </message>
    <message>
        <source>The engine stopped: start a new teaching game.</source>
        <translation>Движок остановлен: начните новую учебную партию.</translation>
    </message>
    <message>
        <source>Engine ready: %1</source>
        <translation>Движок готов: %1</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>Ваш ход.</translation>
    </message>
    <message>
        <source>The engine resigns: you win.</source>
        <translation>Движок сдаётся: вы выиграли.</translation>
    </message>
    <message>
        <source>Both passed: the game is over. Review it in the main window to count.</source>
        <translation>Оба спасовали: партия окончена. Подсчёт — в главном окне (Разбор).</translation>
    </message>
    <message>
        <source>The engine passes.</source>
        <translation>Движок пасует.</translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <translation>Движок: %1</translation>
    </message>
    <message>
        <source>Try another move.</source>
        <translation>Попробуйте другой ход.</translation>
    </message>
</context>
<context>
    <name>TeachingMenus</name>
    <message>
        <source>Problems</source>
        <extracomment>lupdate reads the literal calls ``translate(&quot;TeachingMenus&quot;, ...)``. The problems shipped with qtgo (File ▸ Practice problems); ``problems/&lt;language&gt;/`` holds them in another language. The problems qtgo made and verified by reading (``resources/tools/make_problems.py``). Ctrl+P is Pass at the board, so printing takes Ctrl+Alt+P.</extracomment>
        <translation>Задачи</translation>
    </message>
    <message>
        <source>Cannot open the problems: %1</source>
        <translation>Не удаётся открыть задачи: %1</translation>
    </message>
    <message>
        <source>Open problems</source>
        <translation>Открыть задачи</translation>
    </message>
    <message>
        <source>SGF files (*.sgf)</source>
        <translation>Файлы SGF (*.sgf)</translation>
    </message>
    <message>
        <source>Export &amp;figures…</source>
        <translation>Экспорт &amp;диаграмм…</translation>
    </message>
    <message>
        <source>Cut the game into numbered figures: PDF, SVG, PNG or $$ text</source>
        <translation>Разбить партию на диаграммы с номерами ходов: PDF, SVG, PNG или текст $$</translation>
    </message>
    <message>
        <source>&amp;Print figures…</source>
        <translation>Пе&amp;чать диаграмм…</translation>
    </message>
    <message>
        <source>Print the game as numbered figures</source>
        <translation>Напечатать партию диаграммами с номерами ходов</translation>
    </message>
    <message>
        <source>Open pro&amp;blems…</source>
        <translation>Открыть &amp;задачи…</translation>
    </message>
    <message>
        <source>Solve the problems of an SGF collection</source>
        <translation>Решать задачи из сборника SGF</translation>
    </message>
    <message>
        <source>Prac&amp;tice problems</source>
        <translation>&amp;Учебные задачи</translation>
    </message>
    <message>
        <source>The problems that come with qtgo</source>
        <translation>Задачи, входящие в qtgo</translation>
    </message>
    <message>
        <source>Life and death problems</source>
        <translation>Задачи на жизнь и смерть</translation>
    </message>
    <message>
        <source>Life-and-death and capture problems that qtgo made and checked by reading</source>
        <translation>Задачи на жизнь и смерть и на взятие, составленные qtgo и проверенные полным перебором</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Правила этой партии</translation>
    </message>
    <message>
        <source>What the open game&apos;s rule set does, and its settings</source>
        <translation>Что устанавливают правила открытой партии и её настройки</translation>
    </message>
</context>
<context>
    <name>TeachingWindow</name>
    <message>
        <source>Both players: names, ranks, captures, clocks and who is to move</source>
        <extracomment>lupdate reads the literal calls ``translate(&quot;TeachingWindow&quot;, ...)``.</extracomment>
        <translation>Оба игрока: имена, ранги, пленные, часы и чей ход</translation>
    </message>
    <message>
        <source>The moves and variations of the record</source>
        <translation>Ходы и варианты записи</translation>
    </message>
    <message>
        <source>The comment on the current move; type to change it</source>
        <translation>Комментарий к текущему ходу; его можно править</translation>
    </message>
    <message>
        <source>Comment on this move</source>
        <translation>Комментарий к ходу</translation>
    </message>
    <message>
        <source>Moves and variations</source>
        <translation>Ходы и варианты</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Панели</translation>
    </message>
    <message>
        <source>Sc&amp;reen reader</source>
        <translation>&amp;Экранный диктор</translation>
    </message>
</context>
</TS>
