-- Jazardmon: [On Play] reveal the top 4 cards of your deck; add 1 Digimon card with [Rock Dragon],
-- [Earth Dragon], [Bird Dragon], [Machine Dragon] or [Sky Dragon] in its traits and 1 [Hina Kurihara]
-- among them to your hand (as many as there are: only one of the two when the other is missing,
-- Q3417; both when both are there, Q3418); the rest go to the bottom of the deck in any order.
-- Inherited: [All Turns] while this Digimon has an [On Play] effect, it gets +1000 DP.
-- "in its traits": a part of one trait (2-3-2-4).
local dragons = {}
for i, t in ipairs({"Rock Dragon", "Earth Dragon", "Bird Dragon", "Machine Dragon", "Sky Dragon"}) do dragons[i] = fx.card_trait_has(t) end
local function dragon_digimon(c)
  if game.card_kind(c) ~= "Digimon" then return false end
  for _, has in ipairs(dragons) do
    if has(c) then return true end
  end
  return false
end
card:on_play(function(me) fx.reveal_each(me, 4, {dragon_digimon, draconic.card_hina}, {must = true}) end)
card:static{inherited = true, dp = 1000, condition = draconic.has_on_play}
