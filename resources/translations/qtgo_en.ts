<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
  <context>
    <name>ClockText</name>
    <message numerus="yes">
      <source>{0} · %n stones</source>
      <translation>
        <numerusform>{0} · %n stone</numerusform>
        <numerusform>{0} · %n stones</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{0} + %n stones in {1} Canadian</source>
      <translation>
        <numerusform>{0} + %n stone in {1} Canadian</numerusform>
        <numerusform>{0} + %n stones in {1} Canadian</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>MessageBar</name>
    <message numerus="yes">
      <source>… and %n more</source>
      <translation>
        <numerusform>… and %n more</numerusform>
        <numerusform>… and %n more</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Messages</name>
    <message numerus="yes">
      <source>Place %n more handicap stones first</source>
      <translation>
        <numerusform>Place %n more handicap stone first</numerusform>
        <numerusform>Place %n more handicap stones first</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>The file has %n games</source>
      <translation>
        <numerusform>The file has %n game</numerusform>
        <numerusform>The file has %n games</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n handicap stones do not fit on this board</source>
      <translation>
        <numerusform>%n handicap stone does not fit on this board</numerusform>
        <numerusform>%n handicap stones do not fit on this board</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>MoveTreeModel</name>
    <message numerus="yes">
      <source>Other moves here: %n (expand the row to see them)</source>
      <translation>
        <numerusform>Other moves here: %n (expand the row to see them)</numerusform>
        <numerusform>Other moves here: %n (expand the row to see them)</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>PlayersPanel</name>
    <message numerus="yes">
      <source>Black places %n more handicap stones</source>
      <translation>
        <numerusform>Black places %n more handicap stone</numerusform>
        <numerusform>Black places %n more handicap stones</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Prompts</name>
    <message numerus="yes">
      <source>Black: place %n handicap stones</source>
      <translation>
        <numerusform>Black: place %n handicap stone</numerusform>
        <numerusform>Black: place %n handicap stones</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ReopenDialog</name>
    <message numerus="yes">
      <source>%n bytes replaced</source>
      <translation>
        <numerusform>%n byte replaced</numerusform>
        <numerusform>%n bytes replaced</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>TimeControlEditor</name>
    <message numerus="yes">
      <source> stones</source>
      <translation>
        <numerusform> stone</numerusform>
        <numerusform> stones</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>WindowActions</name>
    <message numerus="yes">
      <source>&amp;Last %n moves</source>
      <translation>
        <numerusform>&amp;Last %n move</numerusform>
        <numerusform>&amp;Last %n moves</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>WindowAutosave</name>
    <message numerus="yes">
      <source>qtgo was closed without saving “{0}” (%n moves). Recover it?</source>
      <translation>
        <numerusform>qtgo was closed without saving “{0}” (%n move). Recover it?</numerusform>
        <numerusform>qtgo was closed without saving “{0}” (%n moves). Recover it?</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>WindowLayout</name>
    <message numerus="yes">
      <source>{0}: qtgo repaired or skipped %n problems of the file</source>
      <translation>
        <numerusform>{0}: qtgo repaired or skipped %n problem of the file</numerusform>
        <numerusform>{0}: qtgo repaired or skipped %n problems of the file</numerusform>
      </translation>
    </message>
  </context>
</TS>
