/* api_lib.h: what the files of the card API share with api.c (the `game`
** table's argument checks and question handling), so that a new concern's
** calls live in a file of their own (api_use.c, api_attack.c, ...). */
#ifndef DCG_API_LIB_H
#define DCG_API_LIB_H
#include "script.h"
#include <lauxlib.h>

dcg_ctx *dcg_api_ctx(lua_State *L);
dcg_state *dcg_api_read(lua_State *L);  /* the state to read (an effect or check runs) */
dcg_state *dcg_api_write(lua_State *L); /* the state to change (not in a check) */
int dcg_api_player(lua_State *L, int i);
int dcg_api_card(lua_State *L, int i);   /* a card in the game */
perm *dcg_api_perm(lua_State *L, int i); /* a Digimon or Tamer on the field */
int dcg_api_need_answer(lua_State *L);   /* abandon the effect until the player answers */
int dcg_api_ask_failed(lua_State *L, int a);
int dcg_api_game_over(lua_State *L);     /* stop: the game ended (1-2-6) */
/* A procedure's "would" effects (15-8-5): the cost they took off, or -1 when the card left (api.c). */
int dcg_api_procedure_would(lua_State *L, dcg_state *st, int what, int card, uint16_t digimon, uint16_t partner, int cost);

/* A duration at argument i ("turn", "opponents_turn", ... as game.change's), from the view of player me, into m. */
void dcg_api_until(lua_State *L, int i, int me, mod *m, const dcg_state *st);

/* Each file's calls, added to `game` by dcg_api_more (api_more.c). */
extern const luaL_Reg dcg_api_use_fns[];
extern const luaL_Reg dcg_api_attack_fns[];
extern const luaL_Reg dcg_api_leave_fns[];
extern const luaL_Reg dcg_api_cannot_fns[];
extern const luaL_Reg dcg_api_sources_fns[];
extern const luaL_Reg dcg_api_pending_fns[];
void dcg_api_more(lua_State *L);

#endif
