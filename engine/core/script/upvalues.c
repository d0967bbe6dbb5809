/* upvalues.c: which upvalues of a Lua function its code can assign.
**
** Every call of a script starts from the upvalues its functions had when
** loaded (safe.c). Putting back one that no code can assign is work for
** nothing, and every call did it for every upvalue of every library
** function. Only a SETUPVAL instruction assigns an upvalue (the sandbox has
** no debug library), in the function itself or in a closure it makes,
** which assigns the function's own upvalue through an upvalue of its own
** (instack 0). This reads the function's bytecode, as lua_dump writes it
** (Lua 5.4, ldump.c, stripped), for those instructions. Any surprise in the
** bytes answers "all of them": slower, never wrong. */
#include "upvalues.h"

#include <lauxlib.h>
#include <lua.h>
#include <stdlib.h>
#include <string.h>

#define OP_MASK 0x7F
#define OP_SETUPVAL 10 /* lopcodes.h of 5.4: MOVE, LOADI, LOADF, LOADK, LOADKX, LOADFALSE, LFALSESKIP, LOADTRUE, LOADNIL, GETUPVAL, SETUPVAL */
#define ARG_B(i) (((i) >> 16) & 0xFF)
#define MAX_NESTING 200 /* Lua's own parser refuses deeper (LUAI_MAXCCALLS) */

typedef struct {
    unsigned char *p;
    size_t n, cap;
} dump_buf;

static int collect(lua_State *L, const void *p, size_t sz, void *ud)
{
    (void)L;
    dump_buf *b = ud;
    if (b->n + sz > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->n + sz) cap *= 2;
        unsigned char *q = realloc(b->p, cap);
        if (!q) return 1;
        b->p = q;
        b->cap = cap;
    }
    memcpy(b->p + b->n, p, sz);
    b->n += sz;
    return 0;
}

typedef struct {
    const unsigned char *p, *end;
    bool bad;
} reader;

static const unsigned char *take(reader *r, size_t n)
{
    if (r->bad || (size_t)(r->end - r->p) < n) {
        r->bad = true;
        return NULL;
    }
    const unsigned char *at = r->p;
    r->p += n;
    return at;
}

static size_t varint(reader *r) /* ldump.c dumpSize: 7 bits a byte, the last one marked */
{
    size_t x = 0;
    for (int i = 0; i < 10; i++) {
        const unsigned char *b = take(r, 1);
        if (!b) return 0;
        x = x << 7 | (*b & 0x7F);
        if (*b & 0x80) return x;
    }
    r->bad = true;
    return 0;
}

static void skip_string(reader *r)
{
    size_t n = varint(r);
    if (n) take(r, n - 1);
}

/* One function of the dump: set in w the bits of the upvalues that it or a
** closure it makes assigns; *ups, *nups: its upvalue descriptors. */
static void function(reader *r, uint64_t w[4], const unsigned char **ups, size_t *nups, int depth)
{
    if (depth > MAX_NESTING) r->bad = true;
    skip_string(r);                             /* source */
    varint(r), varint(r);                       /* linedefined, lastlinedefined */
    take(r, 3);                                 /* numparams, is_vararg, maxstacksize */
    size_t ncode = varint(r);
    const unsigned char *code = ncode > SIZE_MAX / 4 ? NULL : take(r, ncode * 4);
    for (size_t i = 0; code && i < ncode; i++) {
        uint32_t ins;
        memcpy(&ins, code + 4 * i, 4);
        if ((ins & OP_MASK) == OP_SETUPVAL) w[ARG_B(ins) / 64] |= 1ull << (ARG_B(ins) % 64);
    }
    for (size_t i = 0, nk = varint(r); i < nk && !r->bad; i++) {
        const unsigned char *tag = take(r, 1);
        if (!tag) break;
        switch (*tag) {
        case 0: case 1: case 17: break;         /* nil, false, true */
        case 3: case 19: take(r, 8); break;     /* integer, float */
        case 4: case 20: skip_string(r); break; /* short, long string */
        default: r->bad = true;
        }
    }
    *nups = varint(r);
    if (*nups > 255) r->bad = true;
    *ups = r->bad ? NULL : take(r, *nups * 3); /* instack, idx, kind */
    for (size_t i = 0, np = varint(r); i < np && !r->bad; i++) {
        uint64_t cw[4] = {0};
        const unsigned char *cu;
        size_t cn;
        function(r, cw, &cu, &cn, depth + 1);
        for (size_t j = 0; !r->bad && j < cn; j++) /* the child's upvalue j, one of ours (instack 0): our cu[3j+1] */
            if ((cw[j / 64] >> (j % 64) & 1) && cu[3 * j] == 0) w[cu[3 * j + 1] / 64] |= 1ull << (cu[3 * j + 1] % 64);
    }
    take(r, varint(r));                                                       /* lineinfo */
    for (size_t i = 0, n = varint(r); i < n && !r->bad; i++) varint(r), varint(r); /* abslineinfo */
    for (size_t i = 0, n = varint(r); i < n && !r->bad; i++) skip_string(r), varint(r), varint(r); /* locvars */
    for (size_t i = 0, n = varint(r); i < n && !r->bad; i++) skip_string(r); /* upvalue names */
}

/* The header lua_dump writes (lundump.c checkHeader), for this build's sizes. */
static bool header(reader *r)
{
    static const unsigned char head[] = {0x1B, 'L', 'u', 'a', 0x54, 0, 0x19, 0x93, '\r', '\n', 0x1A, '\n',
                                         4, sizeof(lua_Integer), sizeof(lua_Number)};
    const unsigned char *h = take(r, sizeof head);
    if (!h || memcmp(h, head, sizeof head)) return false;
    return take(r, sizeof(lua_Integer) + sizeof(lua_Number) + 1) != NULL; /* check values, the closure's upvalue count */
}

bool dcg_upvalues_assigned(lua_State *L, int idx, uint64_t assigned[4])
{
    memset(assigned, 0xFF, 4 * sizeof *assigned); /* until read: all of them */
    dump_buf b = {0};
    lua_pushvalue(L, idx);
    int rc = lua_dump(L, collect, &b, 1);
    lua_pop(L, 1);
    reader r = {b.p, b.p + b.n, rc != 0 || !b.p};
    uint64_t w[4] = {0};
    const unsigned char *ups;
    size_t nups;
    if (!r.bad && header(&r)) function(&r, w, &ups, &nups, 0);
    else r.bad = true;
    bool ok = !r.bad && r.p == r.end;
    free(b.p);
    if (ok) memcpy(assigned, w, sizeof w);
    return ok;
}
