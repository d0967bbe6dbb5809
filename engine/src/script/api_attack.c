/* api_attack.c: effects on the attack in progress and attacks an effect
** declares. */
#include "api_lib.h"

const luaL_Reg dcg_api_attack_fns[] = {{NULL, NULL}};
