-- Omnimon: [When Digivolving] <Blitz>. [When Digivolving] unsuspend this Digimon (the two in the order
-- its player chooses: <Blitz> first, then unsuspended while attacking, Q1356). [All Turns] when an
-- opponent's effect would delete this Digimon or return it to its owner's hand or deck, you may trash
-- a level 6 Digimon card among its digivolution cards to keep it in play: it is not deleted (Q1357).
-- A battle, 0 DP or its own player's effect is no opponent's effect (game.leaving).
local function level6(self)
  return fx.cards(game.source_cards(self), function(c) return game.card_kind(c) == "Digimon" and game.card_level(c) == 6 end)
end
card:when_digivolving(function(me, self) game.blitz(self) end, {has = {"blitz"}})
card:when_digivolving(function(me, self) game.unsuspend(self) end)
card:when_would("leave_battle_area", function(me, self)
  if not game.yes_no(me) then return false end
  local c = game.choose(me, level6(self), 1, 1, "cards")[1]
  if not c then return false end
  game.move_source(c, "trash")
  return true
end, {condition = function(me, self)
  local how, by = game.leaving()
  return by == game.opponent(me) and (how == "delete" or how == "hand" or how == "deck") and #level6(self) > 0
end})
