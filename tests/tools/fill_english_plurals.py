#!/usr/bin/env python3
"""Fills the English plural forms of a Qt Linguist file made with `lupdate -pluralonly`
(translations/m3studio_en.ts): the program's sources write a count's noun as "protein(s)" or
"pass(es)", which this turns into "protein" / "proteins" and "pass" / "passes"; a source that
already writes "%n images" gets "%n image" as its singular. Only unfinished messages are
touched, so a form written by hand stays.

  fill_english_plurals.py FILE.ts
"""
import re
import sys
import xml.etree.ElementTree as ET

MARKER = re.compile(r"\((e?s)\)")


def forms(source):
    if MARKER.search(source):
        return MARKER.sub("", source), MARKER.sub(lambda m: m.group(1), source)
    # "%n images" -> "%n image": the word after the count, when it ends in s.
    return re.sub(r"(%L?n (?:[a-z-]+ )?[a-z-]+?)s\b", r"\1", source, count=1), source


def main(path):
    tree = ET.parse(path)
    filled = 0
    for message in tree.getroot().iter("message"):
        if message.get("numerus") != "yes":
            continue
        translation = message.find("translation")
        if translation.get("type") != "unfinished":
            continue
        for form in list(translation):
            translation.remove(form)
        for text in forms(message.findtext("source")):
            ET.SubElement(translation, "numerusform").text = text
        del translation.attrib["type"]
        filled += 1
    tree.write(path, encoding="utf-8", xml_declaration=True)
    print(f"{path}: {filled} plural messages filled")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    main(sys.argv[1])
