-- Beowolfmon: <Jamming> (card data). [Opponent's Turn] while this Digimon's digivolution cards
-- include a Digimon card with [Hybrid] in its form or a blue Tamer card (Q1197), it can't be
-- attacked (no attack may choose it; a block still works, Q1195, Q1196).
local function fits(c)
  if game.card_kind(c) == "Tamer" then return game.card_has_color(c, "blue") end
  if game.card_kind(c) ~= "Digimon" then return false end
  for _, f in ipairs(game.card_form(c)) do if string.find(f, "Hybrid", 1, true) then return true end end
  return false
end
card:static{turn = "opponents", forbid = {"be_attacked"},
  condition = function(me, self) return #fx.cards(game.source_cards(self), fits) > 0 end}
