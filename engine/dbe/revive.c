/* revive.c: which Revive applies when an active is KO'd (Glossary: Revive;
** Battle Phase step 6; docs/dbe.md readings 21 and R10-C-4, R10-C-5).
** A Digimon may have up to three: the floating Set Revival of an effect this
** turn (the latest set, by whichever player's effect), its own passive
** Revive (the active card's text, card facts `revive`) and its Grudge's
** (Attack Abilities: Grudge, a passive Revive set at the battle). */
#include "dbe.h"

typedef struct revival { int hp, owner; } revival;

/* The HP p's KO'd active revives with, 0 for none. With more than one, the
** Digimon's controller chooses when they own them all, the turn player
** otherwise (Glossary: Revive). Two Revives differ only in their HP (either
** keeps the stack and makes it worth 1 KO point after), so the choice is the
** chooser's best: the most HP for the controller, the least for the other. */
int dbe_revive_hp(dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p)
{
    const dbe_player *pl = &st->p[p];
    const dbe_card *c = dbe_active_card(ctx, st, p);
    revival r[3];
    int n = 0;
    if (pl->revive > 0) r[n++] = (revival){pl->revive, pl->revive_by ? pl->revive_by - 1 : p};
    if (c && c->revive_hp > 0) r[n++] = (revival){c->revive_hp, p};
    if (pl->grudge_revive > 0) r[n++] = (revival){pl->grudge_revive, p};
    if (!n) return 0;
    bool all_own = true;
    for (int i = 0; i < n; i++) all_own &= r[i].owner == p;
    int chooser = all_own ? p : st->turn_player, best = r[0].hp;
    for (int i = 1; i < n; i++)
        if (chooser == p ? r[i].hp > best : r[i].hp < best) best = r[i].hp;
    if (n > 1) dbe_logf(ctx, "P%d chooses the Revive with HP %d", chooser + 1, best);
    return best;
}
