-- LordKnightmon: [When Attacking] you may play 1 yellow level 3 Digimon card, or 1 yellow Digimon
-- card with [Warrior] in its types, from your hand without paying (Q1332). [All Turns] +1000 DP for
-- each other Digimon you have.
local function playable(c)
  if game.card_kind(c) ~= "Digimon" or not game.card_has_color(c, "yellow") then return false end
  return game.card_level(c) == 3 or fx.card_trait_has("Warrior")(c)
end
card:when_attacking(function(me)
  local c = game.choose(me, fx.cards(game.hand(me), playable), 1, 1, "cards")[1]
  if c then game.play(c) end
end, {optional = true})
card:static{dp = function(me, self) return 1000 * #game.digimon(me, function(d) return d ~= self end) end}
