<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
  <context>
    <name>AnalysisQueueWindow</name>
    <message numerus="yes">
      <source>%n games wait: Resume goes on with them.</source>
      <translation>
        <numerusform>%n game waits: Resume goes on with it.</numerusform>
        <numerusform>%n games wait: Resume goes on with them.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>CoachPlugin</name>
    <message numerus="yes">
      <source>%n games wait for the background analysis: File ▸ Background analysis of the library.</source>
      <translation>
        <numerusform>%n game waits for the background analysis: File ▸ Background analysis of the library.</numerusform>
        <numerusform>%n games wait for the background analysis: File ▸ Background analysis of the library.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>CoachWindow</name>
    <message numerus="yes">
      <source>%n analysed games of yours</source>
      <translation>
        <numerusform>%n analysed game of yours</numerusform>
        <numerusform>%n analysed games of yours</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>LibraryWindow</name>
    <message numerus="yes">
      <source>%n games found</source>
      <translation>
        <numerusform>%n game found</numerusform>
        <numerusform>%n games found</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n games found so far, still searching…</source>
      <translation>
        <numerusform>%n game found so far, still searching…</numerusform>
        <numerusform>%n games found so far, still searching…</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ProblemsPlugin</name>
    <message numerus="yes">
      <source>%n problems added to your problems, first due tomorrow.</source>
      <translation>
        <numerusform>%n problem added to your problems, first due tomorrow.</numerusform>
        <numerusform>%n problems added to your problems, first due tomorrow.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ProblemsWindow</name>
    <message numerus="yes">
      <source>It comes back in %n days, on %1.</source>
      <translation>
        <numerusform>It comes back in %n day, on %1.</numerusform>
        <numerusform>It comes back in %n days, on %1.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>RegionSearch</name>
    <message numerus="yes">
      <source>%n games found</source>
      <translation>
        <numerusform>%n game found</numerusform>
        <numerusform>%n games found</numerusform>
      </translation>
    </message>
  </context>
</TS>
