#!/usr/bin/env python3
"""The layers of the code (docs/architecture.md), checked over every #include.

Layers, lowest first; a file may include its own layer and the ones below, never above:
  core/parallel, core/params < core/data, core/geometry < core/io < core/parsing, core/inference
  < core/features < core/eval < core/learning < core/model < core/samples < core/tasks < core/project
  < views < app/shell < app/workbenches;  app/cli and app/bench sit on core only.
core never includes Qt. There are no exceptions: an include that goes upward fails.
  python3 tests/tools/check_layers.py SOURCE_DIR
"""
import os
import re
import sys

CORE = ["parallel", "params", "data", "geometry", "io", "parsing", "inference", "features", "eval", "learning",
        "model", "samples", "tasks", "project"]
RANK = {"parallel": 0, "params": 0, "data": 1, "geometry": 1, "io": 2, "parsing": 3, "inference": 3, "features": 4,
        "eval": 5, "learning": 6, "model": 7, "samples": 8, "tasks": 9, "project": 10}
INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')


def layer_of_core_header(path):
    first = path.split("/")[0]
    return first if first in RANK else None


def main(root):
    problems = []
    for top in ("core", "views", "app"):
        for folder, _, files in os.walk(os.path.join(root, top)):
            for name in files:
                if not name.endswith((".h", ".cpp")):
                    continue
                path = os.path.join(folder, name)
                rel = os.path.relpath(path, root)
                parts = rel.split(os.sep)
                with open(path, encoding="utf-8", errors="replace") as f:
                    for number, line in enumerate(f, 1):
                        m = INCLUDE.match(line)
                        if not m:
                            continue
                        kind, target = m.groups()
                        where = f"{rel}:{number}: #include {kind}{target}{'>' if kind == '<' else kind}"
                        if parts[0] == "core":
                            if kind == "<" and re.match(r"Q[A-Za-z]+(/|$)|qt", target):
                                problems.append(f"{where}: core never includes Qt")
                            if kind == '"':
                                layer = layer_of_core_header(target)
                                own = parts[1] if len(parts) > 2 else None
                                if layer and own in RANK and RANK[layer] > RANK[own]:
                                    problems.append(f"{where}: core/{own} may not include core/{layer} (a higher layer)")
                        elif parts[0] == "views" and kind == '"':
                            if re.search(r"_(panel|workbench|document)\.h$|^(main_window|project_session)\.h$", target):
                                problems.append(f"{where}: views may not include the application")
                        elif parts[:2] in (["app", "cli"], ["app", "bench"]) and kind == "<" and re.match(r"Q[A-Za-z]", target):
                            problems.append(f"{where}: the command-line programs do not use Qt")
    for p in problems:
        print(p)
    if not problems:
        print("layers hold")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
