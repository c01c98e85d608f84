#!/usr/bin/env bash
# Installs the pinned tools the build and the tests need, and only those that
# are missing or at the wrong version, so a second run takes seconds.
# Source it (`source scripts/setup.sh`) to get .tools on PATH as well.
#
# Pins (keep in step with Cargo.toml, Trunk.toml and tests/e2e/package.json):
#   trunk 0.21.14 (0.22 needs a newer rustc), wasm-bindgen-cli 0.2.130,
#   wasm-split-cli 0.2.4 (wasm_split_cli_support, crates.io),
#   (= the wasm-bindgen crate pin), binaryen 132 from npm (Debian's 108
#   breaks on today's rustc output), terser 5.51.2 (minifies the page's
#   JavaScript after a release build), Debian's chromium, playwright-core.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TRUNK_VERSION="0.21.14"
WASM_BINDGEN_VERSION="0.2.130"
BINARYEN_VERSION="132"
TERSER_VERSION="5.51.2"
WASM_SPLIT_VERSION="0.2.4"
TOOLS="$ROOT/.tools"

export PATH="$TOOLS/node_modules/.bin:$HOME/.cargo/bin:$PATH"

setup_log() { echo "setup: $*" >&2; }

# Runs as root directly, else through sudo (CI machines differ).
as_root() {
  if [[ "$(id -u)" -eq 0 ]]; then "$@"; else sudo "$@"; fi
}

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  setup_log "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if [[ "$(trunk --version 2>/dev/null || true)" != "trunk $TRUNK_VERSION" ]]; then
  setup_log "installing trunk $TRUNK_VERSION (about 10 minutes of CPU)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi

if [[ "$(wasm-bindgen --version 2>/dev/null || true)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]]; then
  setup_log "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (about 4 minutes)"
  # Not --locked: one dependency in its lock file is gone from the registry.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

# Cuts the page's wasm into the shell and the tables (scripts/split_page.py);
# the pin matches the wasm_split_helpers runtime that Leptos links in.
# (It has no --version: cargo's list of installed packages tells.)
if ! command -v wasm-split-cli >/dev/null ||
  ! cargo install --list | grep -qx "wasm_split_cli_support v$WASM_SPLIT_VERSION:"; then
  setup_log "installing wasm-split-cli $WASM_SPLIT_VERSION (about 3 minutes)"
  cargo install wasm_split_cli_support --version "$WASM_SPLIT_VERSION" --locked --features build-binary
fi

# Both in one npm call: installing one alone would drop the other (neither is
# in a package.json there).
if [[ "$("$TOOLS/node_modules/.bin/wasm-opt" --version 2>/dev/null || true)" != *"version $BINARYEN_VERSION "* ||
  "$("$TOOLS/node_modules/.bin/terser" --version 2>/dev/null || true)" != "terser $TERSER_VERSION" ]]; then
  setup_log "installing binaryen $BINARYEN_VERSION (wasm-opt) and terser $TERSER_VERSION into .tools"
  mkdir -p "$TOOLS"
  npm install --prefix "$TOOLS" --no-save --no-package-lock --no-audit --no-fund \
    "binaryen@$BINARYEN_VERSION.0.0" "terser@$TERSER_VERSION"
fi

# The publishing workflow builds only: it skips the browser-test tools.
if [[ "${SETUP_BROWSER_TESTS:-1}" == "0" ]]; then
  return 0 2>/dev/null || exit 0
fi

if [[ ! -x /usr/bin/chromium ]]; then
  setup_log "installing Debian's chromium"
  as_root apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-driver
fi

E2E="$ROOT/tests/e2e"
# The browser-test packages (playwright-core, axe-core) as the lock file pins
# them; a stamp of the lock file says whether node_modules matches it.
want_lock="$(sha256sum "$E2E/package-lock.json" | cut -d' ' -f1)"
have_lock="$(cat "$E2E/node_modules/.europa-lock" 2>/dev/null || true)"
if [[ "$have_lock" != "$want_lock" ]]; then
  setup_log "installing the browser-test packages from tests/e2e/package-lock.json (no browser download)"
  # Debian's chromium is the browser.
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --prefix "$E2E" --no-audit --no-fund
  echo "$want_lock" >"$E2E/node_modules/.europa-lock"
fi
