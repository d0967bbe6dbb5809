-- Gatomon: [On Play] reveal the top 3 cards of your deck (as many as there are, Q727); add 1 yellow
-- Digimon card and 1 purple Digimon card among them to the hand (both when both are there, Q728);
-- the rest go to the bottom in any order.
-- [Your Turn] when this Digimon would digivolve into a card with [Archangel] or [Fallen Angel] in
-- any of its traits, that digivolution costs 2 less (besides other reductions, Q3812).
-- Inherited: [End of Your Turn] you may DNA digivolve this Digimon and another of your Digimon into
-- a Digimon card in your hand, paying its DNA cost (Q729: before the opponent's turn; Q730, Q731:
-- only into a card whose DNA requirements they meet).
local function digimon_of(col)
  return function(c) return game.card_kind(c) == "Digimon" and game.card_has_color(c, col) end
end
card:on_play(function(me) fx.reveal_each(me, 3, {digimon_of("yellow"), digimon_of("purple")}, {must = true}) end)
local archangel, fallen = fx.card_trait_has("Archangel"), fx.card_trait_has("Fallen Angel")
card:when_would("digivolve", nil, {turn = "yours", reduce = 2,
  condition = function(me, self, c, x) return archangel(x) or fallen(x) end})
card:end_of_your_turn(function(me, self) fx.dna_from_hand(me, self) end, {inherited = true})
