-- DarkKnightmon: [On Play] you may place 1 [SkullKnightmon] and 1 [DeadlyAxemon] from your hand and/or
-- trash among this Digimon's digivolution cards in the order you choose (one of them alone too, Q1621;
-- from either place, Q1622). [All Turns] when this Digimon would be deleted, you may play 1
-- [SkullKnightmon] and 1 [DeadlyAxemon] of its digivolution cards suspended without paying (both when
-- both are there, Q1623); the deletion goes on.
local function named(n) return function(c) return game.card_name(c) == n end end
local parts = {named("SkullKnightmon"), named("DeadlyAxemon")}
card:on_play(function(me, self)
  local pool = {}
  for _, c in ipairs(game.hand(me)) do pool[#pool + 1] = c end
  for _, c in ipairs(game.trash_cards(me)) do pool[#pool + 1] = c end
  local picked = fx.pick_each(me, pool, parts)
  local order = {}
  fx.in_order(me, picked, function(c) order[#order + 1] = c end)
  if #order > 0 then game.put_under(order, self, "bottom") end
end)
card:when_would("be_deleted", function(me, self)
  local picked = fx.pick_each(me, game.source_cards(self), parts, true)
  if #picked > 0 then game.play_all(picked, {suspended = true}) end
  return false
end, {all_turns = true, optional = true, condition = function(me, self)
  return #fx.cards(game.source_cards(self), function(c) return parts[1](c) or parts[2](c) end) > 0
end})
