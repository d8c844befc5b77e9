#!/usr/bin/env python3
"""Validates M3Studio files against the JSON Schemas in docs/schemas/.

    validate_json_schema.py [--schemas DIR] [--written-by STAMP] FILE...

Each file's schema follows from its "format" member (model, segmentation model, graph file,
project; a journal *.m3j is checked line by line). Gzip-compressed files are read too.
--written-by STAMP also requires every model and project, and every model inside a project,
to record "writtenBy": STAMP (files written by the program under test).

Exit status: 0 every file valid, 1 some file invalid, 2 a file or schema could not be read,
77 the jsonschema module is missing (python3-jsonschema; CTest counts 77 as skipped).
"""
import argparse
import gzip
import json
import os
import sys

try:
    import jsonschema
except ImportError:
    print("validate_json_schema.py: the Python module jsonschema is missing "
          "(Debian: apt-get install python3-jsonschema)", file=sys.stderr)
    sys.exit(77)

SCHEMA_OF_FORMAT = {
    "m3studio-model": "m3studio-model.schema.json",
    "m3studio-segmentation-model": "m3studio-segmentation-model.schema.json",
    "m3studio-graphs": "m3studio-graphs.schema.json",
    "m3studio-project": "m3studio-project.schema.json",
    "m3studio-terrain-project": "m3studio-project.schema.json",
    "m3studio-journal": "m3studio-journal.schema.json",
}
# Formats whose files record the program that wrote them.
STAMPED_FORMATS = {"m3studio-model", "m3studio-segmentation-model", "m3studio-project"}
MODEL_FORMATS = {"m3studio-model", "m3studio-segmentation-model"}
DEFAULT_SCHEMAS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "docs", "schemas")


class Schemas:
    """Every *.schema.json of one folder, referring to each other by file name."""

    def __init__(self, folder):
        self.documents = {}
        for name in sorted(os.listdir(folder)):
            if name.endswith(".schema.json"):
                with open(os.path.join(folder, name), encoding="utf-8") as f:
                    self.documents[name] = json.load(f)
        for name, schema in self.documents.items():
            try:
                jsonschema.validators.validator_for(schema).check_schema(schema)
            except jsonschema.SchemaError as e:
                raise ValueError(f"{name} is not a valid JSON Schema: {e.message}") from e
        self.validators = {}

    def validator(self, name):
        if name not in self.validators:
            if name not in self.documents:
                raise ValueError(f"no schema {name}")
            # The root refers to the file by name, so that relative references inside it
            # ("#/$defs/..", "other.schema.json#/..") resolve against that name.
            root = {"$schema": self.documents[name]["$schema"], "$ref": name}
            cls = jsonschema.validators.validator_for(self.documents[name])
            try:  # jsonschema >= 4.18
                from referencing import Registry, Resource
                registry = Registry().with_resources(
                    (n, Resource.from_contents(s)) for n, s in self.documents.items())
                self.validators[name] = cls(root, registry=registry)
            except ImportError:  # Debian 12's 4.10
                resolver = jsonschema.RefResolver(base_uri="", referrer=root, store=dict(self.documents))
                self.validators[name] = cls(root, resolver=resolver)
        return self.validators[name]


def read_text(path):
    with open(path, "rb") as f:
        data = f.read()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    return data.decode("utf-8")


def where(error):
    return "/" + "/".join(str(p) for p in error.absolute_path)


def shorten(text, limit=300):
    return text if len(text) <= limit else text[:limit] + " ..."


def schema_errors(schemas, name, document):
    """Messages for what does not match, most relevant first (at most five)."""
    errors = list(schemas.validator(name).iter_errors(document))
    if not errors:
        return []
    best = jsonschema.exceptions.best_match(errors)
    # "not valid under any of the given schemas" repeats the whole document: the deeper error
    # best_match found says more.
    ordered = [best] + [e for e in errors if e is not best and e.validator not in ("oneOf", "anyOf")]
    return [f"{where(e)}: {shorten(e.message)}" for e in ordered[:5]]


def stamp_errors(document, stamp, at=""):
    """Models and projects without "writtenBy": stamp, this one and any model inside it."""
    problems = []
    if isinstance(document, dict):
        if document.get("format") in STAMPED_FORMATS and document.get("writtenBy") != stamp:
            problems.append(f"{at or '/'}: writtenBy is {json.dumps(document.get('writtenBy'))}, expected {json.dumps(stamp)}")
        for key, value in document.items():
            problems += stamp_errors(value, stamp, f"{at}/{key}")
    elif isinstance(document, list):
        for i, value in enumerate(document):
            problems += stamp_errors(value, stamp, f"{at}/{i}")
    return problems


def check_file(schemas, path, stamp):
    """(description, problems) for one file."""
    text = read_text(path)
    first = text.split("\n", 1)[0]
    try:
        head = json.loads(first) if path.endswith(".m3j") else json.loads(text)
    except json.JSONDecodeError as e:
        return "not JSON", [f"line {e.lineno}: {e.msg}"]
    fmt = head.get("format") if isinstance(head, dict) else None
    if fmt not in SCHEMA_OF_FORMAT:
        return "unknown format", [f"\"format\" is {json.dumps(fmt)}, not an M3Studio format"]
    name = SCHEMA_OF_FORMAT[fmt]
    if fmt == "m3studio-journal":  # JSON Lines: the header, then one record per line
        problems = []
        lines = [line for line in text.split("\n") if line.strip()]
        for number, line in enumerate(lines, 1):
            try:
                record = json.loads(line)
            except json.JSONDecodeError as e:
                problems.append(f"line {number}: not JSON ({e.msg})")
                continue
            problems += [f"line {number}: {p}" for p in schema_errors(schemas, name, record)]
        return f"{fmt}, {len(lines) - 1} record(s)", problems
    problems = schema_errors(schemas, name, head)
    if stamp is not None:
        problems += stamp_errors(head, stamp)
    kind = head.get("kind") or head.get("workbench")
    return fmt + (f" {kind}" if kind else ""), problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--schemas", default=DEFAULT_SCHEMAS, help="folder of *.schema.json (default: docs/schemas)")
    parser.add_argument("--written-by", dest="stamp", help="require \"writtenBy\": STAMP in models and projects")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    try:
        schemas = Schemas(args.schemas)
    except (OSError, ValueError) as e:
        print(f"validate_json_schema.py: {e}", file=sys.stderr)
        return 2
    status = 0
    for path in args.files:
        try:
            what, problems = check_file(schemas, path, args.stamp)
        except (OSError, UnicodeDecodeError, EOFError, gzip.BadGzipFile) as e:
            print(f"ERROR {path}: {e}")
            status = max(status, 2)
            continue
        if problems:
            print(f"INVALID {path} ({what}):")
            for p in problems:
                print(f"  {p}")
            status = max(status, 1)
        else:
            print(f"ok {path} ({what})")
    return status


if __name__ == "__main__":
    sys.exit(main())
