#!/usr/bin/env python3
"""Pygments as a test oracle for the highlighter (never a dependency of blog itself).

Usage: pygments-tokens.py LEXER FILE...
Prints one JSON object: {FILE: [[css_class, utf8_byte_length], ...]} with Pygments' tokens of each file,
read exactly as they are (no newline stripping or adding), so byte offsets line up with the file's bytes.
"""
import json
import sys

from pygments.lexers import get_lexer_by_name
from pygments.formatters.html import _get_ttype_class


def main():
    name, paths = sys.argv[1], sys.argv[2:]
    result = {}
    for path in paths:
        with open(path, encoding="utf-8", newline="") as handle:
            text = handle.read()
        lexer = get_lexer_by_name(name, stripnl=False, ensurenl=False, stripall=False)
        tokens = []
        for ttype, value in lexer.get_tokens(text):
            tokens.append([_get_ttype_class(ttype), len(value.encode("utf-8"))])
        result[path] = tokens
    json.dump(result, sys.stdout)


if __name__ == "__main__":
    main()
