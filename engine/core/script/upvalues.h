/* upvalues.h: which upvalues of a sandboxed Lua function its code can
** assign (upvalues.c), so a call restores only those (safe.c). */
#ifndef DCG_CORE_UPVALUES_H
#define DCG_CORE_UPVALUES_H
#include <lua.h>
#include <stdbool.h>
#include <stdint.h>

/* Bit n-1 of assigned set when the Lua function at idx, or a closure it
** makes, can assign its upvalue n; false (all set) when its bytecode could
** not be read. */
bool dcg_upvalues_assigned(lua_State *L, int idx, uint64_t assigned[4]);

#endif
