#!/usr/bin/env bash
# Build the browser version into web/dist/: the engine, Lua 5.4 and cJSON
# compiled to WebAssembly with Emscripten, the card data and scripts in its
# virtual file system (/dcg), and the static page.
# Lua's and cJSON's C sources are fetched with `apt-get source` into
# web/build/ (git-ignored); nothing third-party is kept in the repository.
# Usage: web/build.sh   (installs what is missing with apt-get as root)
set -euo pipefail
web=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$web")
out=$web/build
dist=$web/dist
. "$root/deps.sh"
DCG_EXTRA_DEPS="emscripten node-acorn dpkg-dev" dcg_install_deps
export NODE_PATH=/usr/share/nodejs   # acorn, for Emscripten's JS optimizer (offline)

# deb-src entries made from the existing Debian deb lines, so apt-get source works.
enable_deb_src() {
  local sudo="" src=/etc/apt/sources.list.d/dcg-deb-src
  [ "$(id -u)" = 0 ] || sudo=sudo
  if ls /etc/apt/sources.list.d/*.sources >/dev/null 2>&1; then   # deb822 style: the stanzas from debian.org
    awk -v RS= -v ORS='\n\n' '/URIs:[^\n]*debian\.org/ && /Types:[^\n]*deb( |$|\n)/' /etc/apt/sources.list.d/*.sources |
      sed 's/^Types:.*/Types: deb-src/' | $sudo tee $src.sources >/dev/null
  else
    grep -hs '^deb .*debian\.org' /etc/apt/sources.list /etc/apt/sources.list.d/*.list | sed 's/^deb /deb-src /' |
      $sudo tee $src.list >/dev/null
  fi
  $sudo apt-get update -qq
}

# Fetch the Debian sources of a package once; prints its directory.
fetch() {
  local dir
  dir=$(ls -d "$out/src/$1"-*/ 2>/dev/null | head -1)
  if [ -z "$dir" ]; then
    mkdir -p "$out/src"
    # as root apt warns that it downloads unsandboxed: expected, so its chatter is dropped
    (cd "$out/src" && apt-get source -qq "$1" >/dev/null 2>&1) ||
      { enable_deb_src; (cd "$out/src" && apt-get source -qq "$1" >/dev/null 2>&1) || { echo "web: apt-get source $1 failed" >&2; exit 1; }; }
    dir=$(ls -d "$out/src/$1"-*/ | head -1)
  fi
  echo "${dir%/}"
}
lua=$(fetch lua5.4)/src
cjson=$(fetch cjson)

# Lua and cJSON: built once into a static library (their own warnings are theirs).
mkdir -p "$out/include/cjson" "$out/obj"
cp "$cjson/cJSON.h" "$out/include/cjson/"
# Debian's Lua patch expects a generated header naming the architecture (for C module paths)
echo '#define DEB_HOST_MULTIARCH "wasm32-emscripten"' >"$out/include/lua5.4-deb-multiarch.h"
if [ ! -f "$out/libthird.a" ]; then
  echo "web: compiling Lua $(basename "$(dirname "$lua")") and cJSON"
  objs=()
  for f in "$lua"/*.c "$cjson/cJSON.c"; do
    case $(basename "$f") in lua.c | luac.c) continue ;; esac
    o=$out/obj/third_$(basename "${f%.c}").o
    emcc -O2 -I"$out/include" -c "$f" -o "$o"
    objs+=("$o")
  done
  emar rcs "$out/libthird.a" "${objs[@]}"
fi

# The engine and the glue, with our warnings.
echo "web: compiling the engine"
flags=(-std=c11 -O2 -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes -Wmissing-prototypes -Wwrite-strings
  -D_POSIX_C_SOURCE=200809L -I"$root/engine/include" -I"$root/engine/core" -I"$root/engine/core/script" -I"$root/engine/official" -I"$root/engine/official/script" -I"$root/engine/view" -I"$root/engine/dbe" -I"$lua"
  -I"$out/include")
objs=()
for f in "$root"/engine/core/*.c "$root"/engine/core/*/*.c "$root"/engine/official/*.c "$root"/engine/official/*/*.c "$root"/engine/view/*.c "$root"/engine/dbe/*.c "$web/glue.c" "$web/glue_dbe.c"; do
  rel=${f#"$root"/}; o=$out/obj/$(echo "${rel%.c}" | tr / _).o
  if [ ! -f "$o" ] || [ "$f" -nt "$o" ] || [ -n "$(find "$root/engine" -name '*.h' -newer "$o")" ]; then
    extra=()   # the glue's functions are called from JS only: no C prototypes
    case $f in "$web"/glue*.c) extra=(-Wno-missing-prototypes) ;; esac
    emcc "${flags[@]}" "${extra[@]}" -c "$f" -o "$o"
  fi
  objs+=("$o")
done

# The data the engine loads: card facts, decks, scripts (formats included; cards/dbe: the second ruleset's).
rm -rf "$out/data" "$dist"
mkdir -p "$out/data" "$dist"
cp -r "$root/cards" "$root/scripts" "$out/data/"
find "$out/data/scripts" -name '*.scn' -delete   # the cards' scenario tests are not data
exports=$(sed -n 's/^EMSCRIPTEN_KEEPALIVE [a-z].* \**\(web_[a-z_]*\)(.*/_\1/p' "$web/glue.c" "$web/glue_dbe.c" | paste -sd, -)
emcc -O2 "${objs[@]}" "$out/libthird.a" -o "$dist/dcg.js" \
  -sMODULARIZE=1 -sEXPORT_NAME=createDcg -sALLOW_MEMORY_GROWTH=1 -sENVIRONMENT=web,worker,node \
  -sEXPORTED_FUNCTIONS="[$exports]" -sEXPORTED_RUNTIME_METHODS='[ccall,FS]' \
  -sFORCE_FILESYSTEM=1 --preload-file "$out/data@/dcg"
cp "$web"/site/* "$dist/"
echo "web: built $dist ($(du -k "$dist/dcg.wasm" | cut -f1) KB wasm, $(du -k "$dist/dcg.data" | cut -f1) KB data)"
