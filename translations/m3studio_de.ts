<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>m3::MainWindow</name>
    <message>
        <source>&amp;Train</source>
        <translation>&amp;Trainieren</translation>
    </message>
</context>
</TS>
