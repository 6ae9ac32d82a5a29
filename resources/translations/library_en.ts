<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
  <context>
    <name>LibraryWindow</name>
    <message numerus="yes">
      <source>%n games found</source>
      <translation>
        <numerusform>%n game found</numerusform>
        <numerusform>%n games found</numerusform>
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
