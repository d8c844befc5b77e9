#!/usr/bin/env python3
"""Fails (status 1) when a Qt Linguist file has strings without a finished translation, or a
translation whose placeholders (%1, %L2, %n, %Ln) or HTML tags differ from its source's, and
names them: check_translation.py FILE.ts. Plural forms must all be given."""
import collections
import re
import sys
import xml.etree.ElementTree as ET

PLACEHOLDER = re.compile(r"%L?(?:\d{1,2}|n)")
TAG = re.compile(r"</?[a-zA-Z][^<>]*>")


def mismatch(source, text):
    """What differs between a source and one translated form, or None."""
    for name, pattern in (("placeholders", PLACEHOLDER), ("HTML tags", TAG)):
        want, got = collections.Counter(pattern.findall(source)), collections.Counter(pattern.findall(text))
        if name == "placeholders":  # a count may be written once or twice; each must be there
            want, got = set(want), set(got)
        if want != got:
            return f"{name} {sorted(want)} in the source, {sorted(got)} in the translation"
    return None


def main(path):
    missing = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = translation.get("type")
            if kind in ("obsolete", "vanished"):
                continue
            forms = [f.text for f in translation.iter("numerusform")] or [translation.text]
            source = message.findtext("source")
            if kind == "unfinished" or not all(f and f.strip() for f in forms):
                missing.append(f"{name}: {source!r}")
                continue
            for form in forms:
                if problem := mismatch(source, form):
                    missing.append(f"{name}: {source!r}: {problem}")
                    break
    for line in missing[:40]:
        print(f"{path}: {line}", file=sys.stderr)
    if missing:
        print(f"{path}: {len(missing)} strings not (or wrongly) translated (update_translations, then Qt Linguist)",
              file=sys.stderr)
        return 1
    print(f"{path}: every string translated")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1]))
