#!/usr/bin/env python3
"""Validates JSON files against a JSON Schema (draft 2020-12), as an editor would.

Usage: scripts/check-json-schema.py SCHEMA FILE...

Prints one line per file, `FILE: valid` or `FILE: invalid: JSON.PATH: message` (the first
problem the validator reports), and exits 0 when every file is valid, 1 when one is not,
and 2 when the schema itself is broken or the `jsonschema` package is missing
(scripts/test installs it into .build/python, private to this checkout, and this script
looks there first).
"""

import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", "python"))


def main(arguments):
    if len(arguments) < 2:
        print("usage: check-json-schema.py SCHEMA FILE...", file=sys.stderr)
        return 2
    try:
        from jsonschema import Draft202012Validator
        from jsonschema.exceptions import SchemaError
    except ImportError:
        print("check-json-schema: the Python package jsonschema (4 or later) is missing: "
              "run scripts/test, which installs it into .build/python", file=sys.stderr)
        return 2
    schema_path, files = arguments[0], arguments[1:]
    try:
        with open(schema_path, encoding="utf-8") as handle:
            schema = json.load(handle)
        Draft202012Validator.check_schema(schema)
    except (OSError, ValueError, SchemaError) as error:
        print(f"{schema_path}: not a usable JSON Schema: {str(error).splitlines()[0]}", file=sys.stderr)
        return 2
    validator = Draft202012Validator(schema)
    all_valid = True
    for path in files:
        try:
            with open(path, encoding="utf-8") as handle:
                document = json.load(handle)
        except (OSError, ValueError) as error:
            print(f"{path}: invalid: (file): {str(error).splitlines()[0]}")
            all_valid = False
            continue
        errors = sorted(validator.iter_errors(document), key=lambda error: error.json_path)
        if errors:
            first = errors[0]
            print(f"{path}: invalid: {first.json_path}: {first.message.splitlines()[0][:200] if first.message else ''}")
            all_valid = False
        else:
            print(f"{path}: valid")
    return 0 if all_valid else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
