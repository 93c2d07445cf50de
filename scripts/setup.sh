#!/usr/bin/env bash
# Installs what the build and the tests need, skipping every step that is already
# satisfied. Meant to be sourced by scripts/test.sh and scripts/serve.sh (it exports PATH
# and a few variables); running it directly just installs.
#
# Needs: rustup + cargo, node + npm, and root (or sudo) for apt-get when Chromium or pdftotext is missing.
# Everything comes from package registries (crates.io, Debian, npm).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TRUNK_VERSION="0.21.14"
BINARYEN_VERSION="132"
# axe-core, the accessibility checker the site test runs in the browser (tests/site/).
AXE_VERSION="4.14.1"
# Zopfli (gzip at its smallest: the same format, 4-5 % fewer bytes than zlib's best) for
# the build's precompressed .gz copies (scripts/precompress.js).
ZOPFLI_VERSION="1.0.15"
# esbuild, which minifies the build's copies of what a figure's first drawing loads
# (scripts/minify.js): embed.js, sketch.js, embed.css and board.css.
ESBUILD_VERSION="0.28.2"
# Outside the repository so that every clone on the machine shares one install.
TOOLS_DIR="${MANCALA_TOOLS_DIR:-$HOME/.local/share/mancala-atlas-tools}"

CARGO_BIN="${CARGO_HOME:-$HOME/.cargo}/bin"
export PATH="$TOOLS_DIR/node_modules/.bin:$CARGO_BIN:$PATH"

step() { printf '\033[1m==> %s\033[0m\n' "$*"; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

command -v cargo >/dev/null || die "cargo not found: install Rust with rustup first"
command -v rustup >/dev/null || die "rustup not found: install Rust with rustup first"

# 1. The wasm target.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  step "rustup target add wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi

# 2. Trunk, pinned: newer releases need a newer rustc.
if [[ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]]; then
  step "cargo install trunk $TRUNK_VERSION (takes several minutes, once)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi

# 3. wasm-bindgen-cli must match the wasm-bindgen crate in Cargo.lock exactly.
#    Not --locked: one of its locked dependency versions is gone from crates.io.
WASM_BINDGEN_VERSION="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' "$ROOT/Cargo.lock")"
[[ -n "$WASM_BINDGEN_VERSION" ]] || die "no wasm-bindgen entry in Cargo.lock"
TRUNK_PIN="$(sed -n 's/^wasm_bindgen *= *"\(.*\)"/\1/p' "$ROOT/Trunk.toml")"
[[ "$TRUNK_PIN" == "$WASM_BINDGEN_VERSION" ]] ||
  die "Trunk.toml pins wasm_bindgen = \"$TRUNK_PIN\" but Cargo.lock has wasm-bindgen $WASM_BINDGEN_VERSION: make them equal"
if [[ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]] ||
   ! command -v wasm-bindgen-test-runner >/dev/null; then
  step "cargo install wasm-bindgen-cli $WASM_BINDGEN_VERSION (takes a few minutes, once)"
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

# 4. wasm-opt from npm: Debian's binaryen is too old for the wasm rustc emits now.
if ! wasm-opt --version 2>/dev/null | grep -q "version $BINARYEN_VERSION\b"; then
  step "npm install binaryen@$BINARYEN_VERSION into $TOOLS_DIR"
  command -v npm >/dev/null || die "npm not found: it is needed for binaryen (wasm-opt)"
  mkdir -p "$TOOLS_DIR"
  npm install --prefix "$TOOLS_DIR" --no-audit --no-fund --loglevel=error "binaryen@$BINARYEN_VERSION"
  hash -r
  wasm-opt --version | grep -q "version $BINARYEN_VERSION\b" || die "wasm-opt $BINARYEN_VERSION not usable after npm install"
fi

# 4b. axe-core from npm, pinned: the site test reads node_modules/axe-core/axe.min.js.
AXE_JS="$TOOLS_DIR/node_modules/axe-core/axe.min.js"
if [[ "$(node -p "require('$TOOLS_DIR/node_modules/axe-core/package.json').version" 2>/dev/null)" != "$AXE_VERSION" ]]; then
  step "npm install axe-core@$AXE_VERSION into $TOOLS_DIR"
  command -v npm >/dev/null || die "npm not found: it is needed for axe-core"
  mkdir -p "$TOOLS_DIR"
  npm install --prefix "$TOOLS_DIR" --no-audit --no-fund --loglevel=error "axe-core@$AXE_VERSION"
  [[ -f "$AXE_JS" ]] || die "axe-core $AXE_VERSION not usable after npm install"
fi

# 4c. @gfx/zopfli from npm, pinned: scripts/precompress.js writes the .gz copies with it.
export MANCALA_ZOPFLI="$TOOLS_DIR/node_modules/@gfx/zopfli"
if [[ "$(node -p "require('$MANCALA_ZOPFLI/package.json').version" 2>/dev/null)" != "$ZOPFLI_VERSION" ]]; then
  step "npm install @gfx/zopfli@$ZOPFLI_VERSION into $TOOLS_DIR"
  command -v npm >/dev/null || die "npm not found: it is needed for @gfx/zopfli"
  mkdir -p "$TOOLS_DIR"
  npm install --prefix "$TOOLS_DIR" --no-audit --no-fund --loglevel=error "@gfx/zopfli@$ZOPFLI_VERSION"
  node -e "require('$MANCALA_ZOPFLI')" || die "@gfx/zopfli $ZOPFLI_VERSION not usable after npm install"
fi

# 4d. esbuild from npm, pinned: scripts/minify.js minifies with it (its binary comes in
#     the registry's package for this platform, @esbuild/linux-x64).
export MANCALA_ESBUILD="$TOOLS_DIR/node_modules/esbuild"
if [[ "$(node -p "require('$MANCALA_ESBUILD/package.json').version" 2>/dev/null)" != "$ESBUILD_VERSION" ]]; then
  step "npm install esbuild@$ESBUILD_VERSION into $TOOLS_DIR"
  command -v npm >/dev/null || die "npm not found: it is needed for esbuild"
  mkdir -p "$TOOLS_DIR"
  npm install --prefix "$TOOLS_DIR" --no-audit --no-fund --loglevel=error "esbuild@$ESBUILD_VERSION"
  node -e "require('$MANCALA_ESBUILD').transformSync('')" || die "esbuild $ESBUILD_VERSION not usable after npm install"
fi

# 5. Chromium and its WebDriver for the browser tests, and poppler's pdftotext, which reads
#    the site test's PDF of the printed article (tests/site/print.js), from Debian.
if [[ ! -x /usr/bin/chromium ]] || ! command -v chromedriver >/dev/null || ! command -v pdftotext >/dev/null; then
  step "apt-get install chromium chromium-driver poppler-utils"
  SUDO=()
  if [[ "$(id -u)" != 0 ]]; then
    command -v sudo >/dev/null || die "chromium or pdftotext is missing and installing them needs root: apt-get install chromium chromium-driver poppler-utils"
    SUDO=(sudo)
  fi
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium chromium-driver poppler-utils
fi

# 6. Crate sources, so that builds never wait on the network.
(cd "$ROOT" && cargo fetch --quiet)

export WASM_BINDGEN_VERSION TOOLS_DIR AXE_JS
