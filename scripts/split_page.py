#!/usr/bin/env python3
"""Trunk post_build step: splits the page's wasm so the first visit carries
only the shell (home, new game, saves) and each game's table arrives as its
own module, fetched right after the first paint (src/table_loader.rs) and
precached by the service worker.

Trunk has already built the page and run wasm-bindgen on the unsplit wasm.
This step starts again from cargo's raw wasm (linked with --emit-relocs, see
.cargo/config.toml): wasm-split-cli cuts it at the `#[lazy]` functions,
wasm-bindgen binds the main part under Trunk's hashed name, wasm-opt -Oz
shrinks every part in release builds, and the hashed files and their
integrity attributes in index.html are replaced.
"""
import base64
import hashlib
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

root = pathlib.Path(__file__).resolve().parent.parent
out = pathlib.Path(os.environ.get("TRUNK_STAGING_DIR") or root / "dist")
release = os.environ.get("TRUNK_PROFILE") == "release"
target = pathlib.Path(os.environ.get("CARGO_TARGET_DIR") or root / "target")
# index.html builds the page with the wasm-release profile in release builds.
profile = "wasm-release" if release else "debug"
raw = target / "wasm32-unknown-unknown" / profile / "europa-express.wasm"
# WASM_OPT_FLAGS="-Oz -g" keeps function names, for profiling
# (tests/e2e/bench-script.mjs then says where the time goes).
opt_flags = os.environ.get("WASM_OPT_FLAGS", "-Oz").split()


def run(*cmd):
    subprocess.run(cmd, check=True)


def sri(path):
    digest = hashlib.sha384(path.read_bytes()).digest()
    return "sha384-" + base64.b64encode(digest).decode()


# Trunk's names for the page: europa-express-web-<hash>.js and _bg.wasm.
stems = [p.stem for p in out.glob("europa-express-web-*.js")]
if len(stems) != 1:
    sys.exit(f"split_page: expected one page script in {out}, found {stems}")
stem = stems[0]

with tempfile.TemporaryDirectory() as tmp:
    tmp = pathlib.Path(tmp)
    run("wasm-split-cli", str(raw), str(tmp), "--out-name", stem)
    run(
        "wasm-bindgen", "--target", "web", "--keep-lld-exports", "--no-demangle",
        "--out-dir", str(tmp / "bound"), "--out-name", stem, str(tmp / f"{stem}.wasm"),
    )
    parts = [(tmp / "bound" / f"{stem}_bg.wasm", out / f"{stem}_bg.wasm")]
    parts += [(p, out / p.name) for p in sorted(tmp.glob("*.wasm")) if p.stem != stem]
    for src, dst in parts:
        if release:
            run("wasm-opt", *opt_flags, str(src), "-o", str(dst))
        else:
            shutil.copyfile(src, dst)
    shutil.copyfile(tmp / "bound" / f"{stem}.js", out / f"{stem}.js")
    shutil.copyfile(tmp / "__wasm_split.js", out / "__wasm_split.js")

# The preload links Trunk wrote carry the integrity of the unsplit files.
html_path = out / "index.html"
html = html_path.read_text()
for name in (f"{stem}.js", f"{stem}_bg.wasm"):
    html = re.sub(
        r'(href="?\./' + re.escape(name) + r'"?[^>]*?integrity="?)sha384-[A-Za-z0-9+/=]+',
        lambda m: m.group(1) + sri(out / name),
        html,
    )
    html = re.sub(
        r'(integrity="?)sha384-[A-Za-z0-9+/=]+("?[^>]*?href="?\./' + re.escape(name) + r')',
        lambda m: m.group(1) + sri(out / name) + m.group(2),
        html,
    )
html_path.write_text(html)
chunks = sorted(p.name for p in out.glob("*.wasm") if not p.name.startswith(("europa-", "europa_")))
print(f"split_page: {stem} split into the shell and {', '.join(chunks)}", file=sys.stderr)
