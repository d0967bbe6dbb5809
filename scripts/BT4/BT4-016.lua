-- Aldamon: <Security Attack +1> (card data). [Your Turn] while this Digimon's digivolution cards
-- include a Digimon card with [Hybrid] in its form or a red Tamer card, it gets +4000 DP (once,
-- however many such cards, Q1171, Q1172).
local function fits(c)
  if game.card_kind(c) == "Tamer" then return game.card_has_color(c, "red") end
  if game.card_kind(c) ~= "Digimon" then return false end
  for _, f in ipairs(game.card_form(c)) do if string.find(f, "Hybrid", 1, true) then return true end end
  return false
end
card:static{turn = "yours", dp = 4000,
  condition = function(me, self) return #fx.cards(game.source_cards(self), fits) > 0 end}
