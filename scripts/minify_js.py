#!/usr/bin/env python3
"""Minifies JavaScript files in a finished build with terser from .tools, and
updates index.html's subresource-integrity hash of each file it changes (the
browser refuses a file whose hash differs). Usage: minify_js.py DIR FILE..."""
import base64
import hashlib
import pathlib
import subprocess
import sys

root = pathlib.Path(__file__).resolve().parent.parent
terser = root / ".tools" / "node_modules" / ".bin" / "terser"
out = pathlib.Path(sys.argv[1])
html = out / "index.html"


def sri(data: bytes) -> str:
    return "sha384-" + base64.b64encode(hashlib.sha384(data).digest()).decode()


if not terser.exists():
    print("minify_js: no terser in .tools (run scripts/setup.sh); JavaScript left as it is", file=sys.stderr)
    sys.exit(0)
for name in sys.argv[2:]:
    path = out / name
    before = path.read_bytes()
    # wasm-bindgen's glue is an ES module; register.js and sw.js are scripts.
    module = ["--module"] if b"\nexport " in b"\n" + before else []
    subprocess.run([str(terser), str(path), *module, "--compress", "--mangle", "--output", str(path)], check=True)
    after = path.read_bytes()
    page = html.read_text()
    if sri(before) in page:
        html.write_text(page.replace(sri(before), sri(after)))
    print(f"minify_js: {name} {len(before)} -> {len(after)} bytes", file=sys.stderr)
