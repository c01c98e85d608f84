#!/usr/bin/env python3
"""Trunk post_build hook: writes sw.js into the build with the list of every
file of this build and a version derived from their contents, so the service
worker precaches exactly this build (hashed names included)."""
import hashlib
import json
import os
import pathlib
import sys

root = pathlib.Path(__file__).resolve().parent.parent
out = pathlib.Path(os.environ.get("TRUNK_STAGING_DIR") or (sys.argv[1] if len(sys.argv) > 1 else root / "dist"))
files = sorted(
    p.relative_to(out).as_posix()
    for p in out.rglob("*")
    if p.is_file() and p.name != "sw.js"
)
digest = hashlib.sha256()
for f in files:
    digest.update(f.encode())
    digest.update((out / f).read_bytes())
version = digest.hexdigest()[:16]
# './' is the app itself (index.html); the rest by name, relative to the scope.
precache = ["./"] + [f for f in files if f != "index.html"]
template = (root / "pwa" / "sw.template.js").read_text()
sw = template.replace("__VERSION__", version).replace("__FILES__", json.dumps(precache, indent=2))
(out / "sw.js").write_text(sw)
print(f"sw.js: version {version}, {len(precache)} files precached", file=sys.stderr)
