# lib.sh: helpers for the CLI tests. Source it with DCG (the binary) set.
# run CMD...: runs dcg with the arguments; $rc, $out (stdout), $err (stderr).
# expect RC: the last run exited with RC; has STREAM TEXT: out/err contains TEXT.
failures=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
run() {
  "$DCG" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null && rc=0 || rc=$?
  out=$(cat "$tmp/out"); err=$(cat "$tmp/err")
  last="dcg $*"
}
fail() { echo "FAIL [$last]: $*"; echo "  stdout: ${out:0:400}"; echo "  stderr: ${err:0:400}"; failures=$((failures + 1)); }
expect() { [ "$rc" = "$1" ] || fail "exit $rc, expected $1"; }
has() {
  local text; if [ "$1" = out ]; then text=$out; else text=$err; fi
  case "$text" in *"$2"*) ;; *) fail "$1 lacks '$2'" ;; esac
}
lacks() {
  local text; if [ "$1" = out ]; then text=$out; else text=$err; fi
  case "$text" in *"$2"*) fail "$1 has '$2'" ;; esac
}
finish() { if [ "$failures" = 0 ]; then echo "all passed"; else echo "$failures failed"; exit 1; fi; }
# json FILE KEY...: the member of a JSON file at KEY... (fails on invalid JSON).
json() { local f=$1; shift; local IFS=';'; cmake -DFILE="$f" -DKEYS="$*" -P "$(dirname "${BASH_SOURCE[0]}")/json_get.cmake" 2>&1; }
