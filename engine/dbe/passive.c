/* passive.c: Passives other than Power (Anatomy: PASSIVE timing, always
** occurring; End Phase: Passives remain; docs/dbe.md reading R10-B-4). A
** card's facts give them as data, one mechanism for every card:
**   "passive": {"dp": N, "first_attack": N, "guard": ["circle", ...]}
** in force while the card is in play (the active, or a Mastery on top of the
** Destiny Zone; timing.c's dbe_in_play). DP is computed wherever DP is read
** (as passive_power is for Power); 1st Attack stacks and Guard are battle
** effects that the End Phase clears, so they are given anew at every Battle
** Phase's step 0, before its phase abilities, the turn player's first. */
#include "dbe.h"
#include <cjson/cJSON.h>
#include <string.h>

int dbe_passive_read(dcg_dbe_ctx *ctx, dbe_card *c, const cJSON *o)
{
    const cJSON *ps = cJSON_GetObjectItemCaseSensitive(o, "passive"), *v;
    if (!ps) return 0;
    const char *bad = NULL;
    if (!cJSON_IsObject(ps)) {
        snprintf(ctx->err, sizeof ctx->err, "dbe card %s: 'passive' is an object: dp, first_attack, guard", c->number);
        return -1;
    }
    cJSON_ArrayForEach(v, ps) {
        if (!strcmp(v->string, "dp") && cJSON_IsNumber(v) && v->valueint >= -200 && v->valueint <= 200) {
            c->passive_dp = (int16_t)v->valueint;
        } else if (!strcmp(v->string, "first_attack") && cJSON_IsNumber(v) && v->valueint >= 0 && v->valueint <= 3) {
            c->passive_first = (uint8_t)v->valueint;
        } else if (!strcmp(v->string, "guard") && cJSON_IsArray(v)) {
            const cJSON *a;
            cJSON_ArrayForEach(a, v) {
                int k = -1;
                for (int i = 0; i < DBE_ATTACKS && cJSON_IsString(a); i++)
                    if (!strcmp(a->valuestring, dbe_attack_names[i])) k = i;
                if (k < 0) bad = "passive.guard lists attacks: circle, triangle, cross";
                else c->passive_guard |= (uint8_t)(1u << k);
            }
        } else {
            bad = "passive: dp (-200 to 200), first_attack (0 to 3) or guard (a list of attacks)";
        }
    }
    if (bad) snprintf(ctx->err, sizeof ctx->err, "dbe card %s: %s", c->number, bad);
    return bad ? -1 : 0;
}

int dbe_passive_dp(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p)
{
    int in[2], n = dbe_in_play(ctx, st, p, in), dp = 0;
    for (int i = 0; i < n; i++) dp += dbe_inst(ctx, st, in[i])->passive_dp;
    return dp;
}

void dbe_passive_battle(dcg_dbe_ctx *ctx, dcg_dbe_state *st)
{
    for (int k = 0; k < 2; k++) {
        int p = k ? 1 - st->turn_player : st->turn_player, in[2], n = dbe_in_play(ctx, st, p, in);
        for (int i = 0; i < n; i++) {
            const dbe_card *c = dbe_inst(ctx, st, in[i]);
            for (int s = 0; s < c->passive_first; s++) dbe_gain_first(st, p);
            st->p[p].guard_mask |= c->passive_guard;
            if (c->passive_first || c->passive_guard) dbe_logf(ctx, "P%d: %s's Passive", p + 1, c->name);
        }
    }
}
