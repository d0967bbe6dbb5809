-- Sourai: [Main] trash the top 4 digivolution cards of 1 of your opponent's Digimon. Then, until the
-- end of your opponent's turn, all of their Digimon with no digivolution cards can't attack (asked
-- whenever one would attack: one that has some then can, as BT1-100). [Security] activate the [Main]
-- effect (in the opponent's turn: until the end of that turn).
local frozen = card:static{granted = true, forbid = {"attack"},
  condition = function(me, self) return game.sources(self) == 0 end}
local function effect(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.trash_sources(d, 4, "top") end
  game.change_all(me, game.opponent(me), "digimon", {effect = frozen}, "opponents_turn")
end
card:main(effect)
card:security(effect)
