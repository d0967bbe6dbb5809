-- Breakdramon: digivolves from [Groundramon] or [Wingdramon] for 3 (card data).
-- [All Turns] [Once Per Turn] when this Digimon becomes suspended, suspend 1 of your opponent's Digimon.
-- [All Turns] [Once Per Turn] when one of your Digimon with [Dramon] or [Examon] in its name (this one
-- too) deletes an opponent's Digimon in battle and survives, trash the top card of your opponent's
-- security stack. Inherited: the same second effect.
-- Q3399: suspended by an effect that also lets the opponent attack, the attacker's [When Attacking]
-- effects (the turn player's) activate before this one (15-4-3: the core's order).
card:when("digimon_suspended", function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
end, {whose = "self", once_per_turn = true})
local function dramon_survived(me, self, c, d)
  local _, winner = game.deletion(d)
  return winner ~= nil and game.on_field(winner) and draconic.dramon_or_examon(winner)
end
local function trash_top(me) game.trash_security(game.opponent(me), 1) end
card:when("deleted_one_in_battle", trash_top, {whose = "own", once_per_turn = true, condition = dramon_survived})
card:when("deleted_one_in_battle", trash_top, {whose = "own", once_per_turn = true, condition = dramon_survived, inherited = true})
