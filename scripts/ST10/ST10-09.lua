-- Witchmon: [Security] at the end of the battle, play this card without paying its cost (from the
-- trash by then, 13-1-8-4; whatever the battle's outcome, Q741, and before the next check, Q743).
-- [On Play] return 1 purple level 5 or lower Digimon card from your trash to your hand (also when
-- the [Security] effect plays it, Q742).
local enter = card:delayed(function(me, self, c) game.play(c) end)
card:security(function(me, self, c) game.at_end_of("battle", enter) end)
local function fits(c)
  return game.card_kind(c) == "Digimon" and game.card_has_color(c, "purple") and game.card_level(c) <= 5
end
card:on_play(function(me)
  local c = game.choose(me, fx.cards(game.trash_cards(me), fits), 1, 1, "cards")[1]
  if c then game.to_hand(c) end
end)
