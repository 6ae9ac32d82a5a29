<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
  <context>
    <name>FiguresDialog</name>
    <message numerus="yes">
      <source>%n figures</source>
      <translation>
        <numerusform>%n figure</numerusform>
        <numerusform>%n figures</numerusform>
      </translation>
    </message>
  </context>
</TS>
