#!/usr/bin/env python3
"""Brings the user guide (docs/guide) up to date with what guide_screenshots took from the
real window, or checks that it is (--check).

  update_guide.py SHOTS GUIDE           copy the pictures into GUIDE/images and write each
                                        keys table into its page
  update_guide.py SHOTS GUIDE --check   fail (status 1, naming what) when a page's keys table
                                        differs from the window's, a picture a page shows was
                                        not taken or is missing from GUIDE/images, or its size
                                        differs from the window's

A page's keys table sits between the marker lines
  <!-- keys of WHAT (generated: tests/app/guide_screenshots.cpp) -->  and  <!-- end of keys -->
where WHAT names SHOTS/WHAT-keys.md ("terrain", "shell"). Pictures are compared by size, not
by pixels: fonts and the 3D view's rendering differ between machines.
"""
import pathlib
import re
import shutil
import struct
import subprocess
import sys

BEGIN = re.compile(r"<!-- keys of ([a-z-]+) \(generated: tests/app/guide_screenshots.cpp\) -->\n")
END = "<!-- end of keys -->"
IMAGE = re.compile(r"!\[[^\]]*\]\((images/[^)\s]+\.png)\)")


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    if len(head) < 24 or head[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG file")
    return struct.unpack(">II", head[16:24])


def keep_picture(taken, kept):
    """Copies a screenshot into the guide, reduced to 256 colours where ImageMagick is there
    (a third of the size, no visible loss on these screenshots; the program embeds them)."""
    kept.parent.mkdir(parents=True, exist_ok=True)
    if shutil.which("convert"):
        subprocess.run(["convert", str(taken), "-colors", "256", f"PNG8:{kept}"], check=True)
    else:
        shutil.copyfile(taken, kept)


def splice_keys(text, shots, page, problems):
    """The page with every keys block replaced by the generated table."""
    out, at = [], 0
    for match in BEGIN.finditer(text):
        end = text.find(END, match.end())
        if end < 0:
            problems.append(f"{page}: '{match.group(0).strip()}' has no '{END}'")
            return text
        table = shots / f"{match.group(1)}-keys.md"
        if not table.exists():
            problems.append(f"{page}: no generated keys table {table.name}")
            return text
        # A blank line ends the table: without it the end marker would read as a table row.
        out += [text[at:match.end()], table.read_text(encoding="utf-8"), "\n"]
        at = end
    out.append(text[at:])
    return "".join(out)


def main(argv):
    if len(argv) not in (3, 4) or (len(argv) == 4 and argv[3] != "--check"):
        print(__doc__, file=sys.stderr)
        return 2
    shots, guide, check = pathlib.Path(argv[1]), pathlib.Path(argv[2]), len(argv) == 4
    problems = []
    pages = sorted(guide.glob("*.md"))
    if not pages:
        problems.append(f"{guide}: no guide pages")
    for page in pages:
        text = page.read_text(encoding="utf-8")
        updated = splice_keys(text, shots, page.name, problems)
        if updated != text:
            if check:
                problems.append(f"{page.name}: keys table differs from the window's "
                                "(cmake --build build/release --target update_guide)")
            else:
                page.write_text(updated, encoding="utf-8")
        for image in IMAGE.findall(text):
            taken, kept = shots / pathlib.Path(image).name, guide / image
            if not taken.exists():
                problems.append(f"{page.name}: {image} was not taken by guide_screenshots")
                continue
            if not check:
                keep_picture(taken, kept)
            elif not kept.exists():
                problems.append(f"{page.name}: {kept} is missing")
            elif png_size(kept) != png_size(taken):
                problems.append(f"{page.name}: {image} is {png_size(kept)}, the window is {png_size(taken)}")
    for problem in problems:
        print(problem, file=sys.stderr)
    if not problems:
        print(f"{len(pages)} guide pages {'match the window' if check else 'updated'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
