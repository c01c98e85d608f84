#!/usr/bin/env python3
"""Repository checks that need no build (scripts/test.sh runs them first):

1. No tracked text file numbers the working periods the project was built
   in. Docs describe the product; history is kept as dated tables, and a
   working period's number means nothing to a reader. Flagged: the word
   "session" or "sessions" followed by a number (or glued to one, as in a
   file name), "this", "last", "next" or "previous" followed by "session",
   and a capital S glued to a number used as a tag. The saves module
   (`src/session/`, `session::`) never matches: no number follows it.
2. docs/ holds no patch files: an experiment's code lives in git history,
   and docs/bots/tried.md names the commit.
3. Every relative link in README.md and in every Markdown file under docs/
   and lab/ resolves to a tracked file or folder (code blocks and inline
   code aside; a link's #fragment is not checked).

Prints each problem as path:line: what, and exits 1 if there is any.
Usage: scripts/check_docs.py   (python3, no dependencies)
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PERIOD = re.compile(
    r"\bsessions?[ \t_-]*\d+"  # a period's number, spaced or glued
    r"|\b(?:this|last|next|previous)[ \t]+session\b"
    r"|\bS\d{1,3}\b",  # a capital S glued to a number, as a tag
    re.IGNORECASE,
)
# The capital-S tag is matched case-sensitively: "s1" in code is a name.
S_TAG = re.compile(r"\bS\d{1,3}\b")

LINK = re.compile(r"!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
FENCE = re.compile(r"^\s*(```|~~~)")
INLINE_CODE = re.compile(r"`+[^`]*`+")


def tracked():
    out = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, check=True, capture_output=True
    ).stdout
    return [p for p in out.decode("utf-8", "surrogateescape").split("\0") if p]


def text_of(path):
    """The file's text, or None for a binary file."""
    try:
        with open(os.path.join(ROOT, path), "rb") as f:
            data = f.read()
    except OSError:
        return None
    if b"\0" in data[:8192]:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def periods(path, text, problems):
    for n, line in enumerate(text.splitlines(), 1):
        for m in PERIOD.finditer(line):
            word = m.group(0)
            if word[:1] in "sS" and word[1:].isdigit() and not S_TAG.fullmatch(word):
                continue  # a lower-case s1, s2: a variable
            problems.append(f"{path}:{n}: numbers a working period: {word!r}")


def links(path, text, files, dirs, problems):
    here = os.path.dirname(path)
    fenced = False
    for n, line in enumerate(text.splitlines(), 1):
        if FENCE.match(line):
            fenced = not fenced
            continue
        if fenced:
            continue
        for m in LINK.finditer(INLINE_CODE.sub("", line)):
            target = m.group(1)
            if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.IGNORECASE) or target.startswith("#"):
                continue  # a web address, mailto:, or an anchor in this file
            target = target.split("#", 1)[0]
            resolved = os.path.normpath(os.path.join(here, target))
            if resolved not in files and resolved not in dirs:
                problems.append(f"{path}:{n}: link to a missing file: {m.group(1)}")


def main():
    files = tracked()
    file_set = set(files)
    dirs = {os.path.dirname(p) for p in files}
    for d in list(dirs):
        while d:
            d = os.path.dirname(d)
            dirs.add(d)
    problems = []
    for path in files:
        if path.startswith("docs/") and path.endswith((".patch", ".diff")):
            problems.append(f"{path}: a patch file in docs/ (its commit belongs in docs/bots/tried.md)")
        text = text_of(path)
        if text is None:
            continue
        if path != "scripts/check_docs.py":
            periods(path, text, problems)
        if path.endswith(".md") and (
            path == "README.md" or path.startswith(("docs/", "lab/"))
        ):
            links(path, text, file_set, dirs, problems)
    for p in problems:
        print(p)
    if problems:
        print(f"{len(problems)} problem(s)", file=sys.stderr)
        return 1
    print(f"docs and comments: {len(files)} files checked, no problem")
    return 0


if __name__ == "__main__":
    sys.exit(main())
