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
    <message numerus="yes">
      <source>%n games found so far, still searching…</source>
      <translation>
        <numerusform>%n game found so far, still searching…</numerusform>
        <numerusform>%n games found so far, still searching…</numerusform>
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
