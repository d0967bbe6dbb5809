-- Raguelmon: [On Play] play 1 purple or yellow Digimon card with 6000 DP or less from your trash
-- without paying. If you have 1 or fewer security cards, you may instead play 1 level 6 or lower
-- Digimon card with [Angel] or [Fallen Angel] in its traits from your trash without paying (Q1873,
-- Q1874: either, from the trash). [End of Your Turn] you may DNA digivolve this Digimon and one of
-- your other Digimon into a Digimon card in your hand, paying its DNA digivolution cost.
local function digimon_card(c) return game.card_kind(c) == "Digimon" end
local function small(c)
  return digimon_card(c) and (game.card_has_color(c, "purple") or game.card_has_color(c, "yellow")) and (game.card_dp(c) or 0) <= 6000
end
local function angel(c)
  return digimon_card(c) and (game.card_level(c) or 99) <= 6 and fx.card_trait_has("Angel")(c)
end
card:on_play(function(me)
  local angels = fx.cards(game.trash_cards(me), angel)
  local fits = small
  if game.security(me) <= 1 and #angels > 0 and game.yes_no(me) then fits = angel end
  local c = game.choose(me, fx.cards(game.trash_cards(me), fits), 1, 1, "cards")[1]
  if c then game.play(c) end
end)
card:end_of_your_turn(function(me, self) fx.dna_from_hand(me, self) end)
