"""Builds dcg._cffi, the C side of the binding (cffi's API mode: the C
compiler reads dcg.h, so the structures always match the library).

    python3 dcg/_build.py [BUILD_DIR]     # in place, for a build tree

setup.py runs it for `pip install`. The header and libdcg.so are found in
a build tree (DCG_BUILD_DIR, or the argument: its CMakeCache.txt names the
source tree), else with pkg-config (an installed dcg). The data directory
(cards and scripts) is recorded for dcg.Engine's default."""
import os
import re
import subprocess
import sys

from cffi import FFI

CDEF = r"""
typedef enum { DCG_OK, DCG_EINVAL, DCG_EPARSE, DCG_EDECK, DCG_EIO, DCG_ENOMEM, DCG_EOVER, DCG_ELIMIT, ... } dcg_status;
#define DCG_MAX_OPTIONS ...
#define DCG_PLAYER_CARDS ...
#define DCG_MAX_STACK ...
#define DCG_NO_CARD ...
#define DCG_PLAYER_TARGET ...
#define DCG_OBS_PERMS ...
#define DCG_OBS_PILES ...
#define DCG_OBS_PERM_FIELDS ...
#define DCG_OBS_HIDDEN ...
#define DCG_OBS_EMPTY ...
#define DCG_DEC_COUNT ...
#define DCG_OPT_COUNT ...
#define DCG_EV_COUNT ...
#define DCG_KIND_COUNT ...

typedef struct dcg_ctx dcg_ctx;
typedef struct dcg_db dcg_db;
typedef struct dcg_state dcg_state;
typedef struct dcg_ai dcg_ai;
typedef struct { char number[16]; char name[136]; uint8_t kind; uint8_t colors; int8_t level; int8_t play_cost;
                 int32_t dp; char effect[400]; ...; } dcg_card;
typedef struct { char name[32]; ...; } dcg_format;
typedef struct { uint16_t main[@DECK@]; uint16_t eggs[@DECK@]; int n_main, n_eggs; char name[96]; ...; } dcg_deck;
typedef struct { uint8_t kind; uint8_t card; uint16_t perm; uint16_t target; int8_t cost; uint8_t req; } dcg_option;
typedef struct { uint8_t kind; uint8_t player; uint8_t source; int n; dcg_option options[]; ...; } dcg_decision;
typedef struct { uint8_t kind; uint8_t player; uint8_t card; uint8_t from, to; int16_t def; uint16_t perm; int32_t a, b; } dcg_event;
typedef struct { char key[16]; char text[512]; char brief[64]; int ends_turn; } dcg_option_text;
typedef struct { int me; ...; } dcg_labels;
typedef struct {
    int32_t viewer, turn, my_turn, phase, memory, decision, deciding, result;
    int32_t pile_size[2][5];
    int16_t piles[2][5][@CARDS@];
    int32_t n_perms[2];
    int32_t perm[2][@PERMS@][11];
    uint64_t keywords[2][@PERMS@];
    int16_t stack[2][@PERMS@][@STACK@];
    int16_t links[2][@PERMS@][@STACK@];
    ...;
} dcg_observation;
typedef struct { uint64_t seed; dcg_deck decks[2]; char format[64]; int *answers; int n_answers; int conceded; ...; } dcg_replay;

dcg_ctx *dcg_ctx_new(void);
void dcg_ctx_free(dcg_ctx *ctx);
const char *dcg_errmsg(const dcg_ctx *ctx);
dcg_status dcg_load_dir(dcg_ctx *ctx, const char *dir);
const dcg_db *dcg_ctx_db(const dcg_ctx *ctx);
dcg_status dcg_ctx_new_from(const dcg_db *db, dcg_ctx **out);
int dcg_card_count(const dcg_ctx *ctx);
const dcg_card *dcg_card_at(const dcg_ctx *ctx, int index);
int dcg_card_find(const dcg_ctx *ctx, const char *number);
void dcg_format_default(dcg_format *f);
dcg_status dcg_format_load(dcg_ctx *ctx, const char *name_or_path, dcg_format *out);
dcg_status dcg_deck_load_for(dcg_ctx *ctx, const char *path, const dcg_format *f, dcg_deck *out);
dcg_status dcg_deck_parse_for(dcg_ctx *ctx, const char *text, const char *name, const dcg_format *f, dcg_deck *out);
size_t dcg_state_size(void);
dcg_state *dcg_state_new(void);
void dcg_state_free(dcg_state *st);
void dcg_state_copy(dcg_state *dst, const dcg_state *src);
uint64_t dcg_state_hash(const dcg_state *st);
void dcg_state_determinize(dcg_state *st, int viewer, uint64_t seed);
dcg_status dcg_game_start_format(dcg_ctx *ctx, dcg_state *st, const dcg_deck *first, const dcg_deck *second,
                                 uint64_t seed, const dcg_format *f);
dcg_status dcg_decision_get(dcg_ctx *ctx, const dcg_state *st, dcg_decision *out);
dcg_status dcg_answer(dcg_ctx *ctx, dcg_state *st, int i);
dcg_status dcg_concede(dcg_ctx *ctx, dcg_state *st, int p);
int dcg_turn_player(const dcg_state *st);
int dcg_turn_number(const dcg_state *st);
int dcg_phase_of(const dcg_state *st);
int dcg_memory(const dcg_state *st, int p);
int dcg_winner(const dcg_state *st);
int dcg_win_reason_of(const dcg_state *st);
int dcg_card_of(const dcg_state *st, int card);
const dcg_event *dcg_events(const dcg_ctx *ctx, int *count);
int dcg_events_record(dcg_ctx *ctx, int on);
dcg_status dcg_observe(dcg_ctx *ctx, const dcg_state *st, int viewer, dcg_observation *out);
const char *dcg_card_name(dcg_ctx *ctx, const dcg_state *st, int card);
void dcg_option_describe(dcg_ctx *ctx, const dcg_state *st, const dcg_decision *d, int i, const dcg_labels *labels,
                         dcg_option_text *out);
void dcg_decision_describe(dcg_ctx *ctx, const dcg_state *st, const dcg_decision *d, char *buf, size_t size);
void dcg_event_describe(dcg_ctx *ctx, const dcg_state *st, const dcg_state *before, const dcg_event *evs, int n, int i,
                        int viewer, char *buf, size_t size);
int dcg_option_memory(dcg_ctx *ctx, const dcg_state *st, const dcg_decision *d, int i, int *after);
dcg_status dcg_ai_new(dcg_ctx *ctx, const char *spec, uint64_t seed, dcg_ai **out);
int dcg_ai_choose(dcg_ai *ai, dcg_ctx *ctx, const dcg_state *st, const dcg_decision *d);
void dcg_ai_free(dcg_ai *ai);
int dcg_script_error_count(const dcg_ctx *ctx);
const char *dcg_phase_name(int phase);
const char *dcg_event_name(int kind);
const char *dcg_kind_name(int kind);
const char *dcg_zone_name(int zone);
dcg_status dcg_replay_parse(dcg_ctx *ctx, const char *text, const char *name, dcg_replay *out);
void dcg_replay_free(dcg_replay *r);
dcg_status dcg_replay_play_format(dcg_ctx *ctx, dcg_state *st, const dcg_replay *r, const dcg_format *f, int upto,
                                  int *applied);

/* the binding's own C (below): what it was built with, and whole games in C */
const char *dcgpy_data_dir(void);
int dcgpy_play(dcg_ctx *ctx, dcg_state *st, const dcg_deck *first, const dcg_deck *second, uint64_t seed,
               const dcg_format *f, dcg_ai *ai_first, dcg_ai *ai_second, dcg_decision *d, uint64_t *answers);
"""

SOURCE = r"""
#include "dcg.h"
#include "dcg_replay.h"
static const char *dcgpy_data_dir(void) { return DCGPY_DATA_DIR; }
/* A whole game in C (the same loop as dcg sim's): the AIs by seat. 0, or
** a dcg_status of the start. */
static int dcgpy_play(dcg_ctx *ctx, dcg_state *st, const dcg_deck *first, const dcg_deck *second, uint64_t seed,
                      const dcg_format *f, dcg_ai *ai_first, dcg_ai *ai_second, dcg_decision *d, uint64_t *answers)
{
    dcg_status s = dcg_game_start_format(ctx, st, first, second, seed, f);
    if (s != DCG_OK) return (int)s;
    uint64_t n = 0;
    while (dcg_decision_get(ctx, st, d) == DCG_OK) {
        dcg_answer(ctx, st, dcg_ai_choose(d->player == 0 ? ai_first : ai_second, ctx, st, d));
        n++;
    }
    *answers = n;
    return 0;
}
"""


def _cache_var(cache, name):
    m = re.search(r"^%s:[A-Z]+=(.*)$" % name, cache, re.M)
    return m.group(1) if m else None


def locate(build_dir=None):
    """(include dirs, library dirs, data dir) of a build tree or an installed dcg."""
    build_dir = build_dir or os.environ.get("DCG_BUILD_DIR")
    if build_dir:
        build_dir = os.path.abspath(build_dir)
        with open(os.path.join(build_dir, "CMakeCache.txt")) as f:
            cache = f.read()
        src = _cache_var(cache, "dcg_SOURCE_DIR") or _cache_var(cache, "CMAKE_HOME_DIRECTORY")
        if not os.path.exists(os.path.join(build_dir, "libdcg.so")):
            sys.exit("dcg: %s has no libdcg.so (configure it with -DDCG_SHARED=ON)" % build_dir)
        return [os.path.join(src, "engine", "include")], [build_dir], src

    def pc(*args):
        try:
            return subprocess.run(["pkg-config", *args, "dcg"], check=True, capture_output=True, text=True).stdout.strip()
        except (OSError, subprocess.CalledProcessError):
            sys.exit("dcg: neither DCG_BUILD_DIR nor an installed dcg (pkg-config dcg) was found")
    return [pc("--variable=includedir")], [pc("--variable=libdir")], pc("--variable=datadir")


def limits(include_dirs):
    """The observation's array sizes, from dcg_limits.h (the compiled module
    checks every field's size and offset when it loads)."""
    for d in include_dirs:
        path = os.path.join(d, "dcg_limits.h")
        if os.path.exists(path):
            text = open(path).read()
            val = {k: int(re.search(r"#define %s (\d+)" % k, text).group(1))
                   for k in ("DCG_PLAYER_CARDS", "DCG_MAX_STACK", "DCG_MAX_PERMS", "DCG_DECK_MAX")}
            return {"@CARDS@": val["DCG_PLAYER_CARDS"], "@STACK@": val["DCG_MAX_STACK"], "@PERMS@": val["DCG_MAX_PERMS"] + 1,
                    "@DECK@": val["DCG_DECK_MAX"]}
    sys.exit("dcg: dcg_limits.h is not in %s" % include_dirs)


def builder(build_dir=None):
    inc, lib, data = locate(build_dir)
    ffi = FFI()
    cdef = CDEF
    for k, v in limits(inc).items():
        cdef = cdef.replace(k, str(v))
    ffi.cdef(cdef)
    ffi.set_source("dcg._cffi", SOURCE, include_dirs=inc, library_dirs=lib, runtime_library_dirs=lib,
                   libraries=["dcg"], define_macros=[("DCGPY_DATA_DIR", '"%s"' % data.replace('"', '\\"'))],
                   extra_compile_args=["-O2", "-Wno-unused-function"])
    return ffi


if __name__ == "__main__":
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ffi = builder(sys.argv[1] if len(sys.argv) > 1 else None)
    out = ffi.compile(tmpdir=os.environ.get("DCG_PY_TMP", os.path.join(here, "build")), verbose=False)
    target = os.path.join(here, "dcg", os.path.basename(out))
    os.replace(out, target)
    print(target)
