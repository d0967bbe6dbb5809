-- Fake Agumon Expert: [On Deletion] you may return 1 level 3 Digimon card with an [On Deletion]
-- effect of its own (not an inherited one, Q1349), other than [Fake Agumon Expert], from your trash
-- to your hand.
local function fits(c)
  return game.card_kind(c) == "Digimon" and game.card_level(c) == 3 and game.card_name(c) ~= "Fake Agumon Expert"
    and game.card_has_effect(c, "on_deletion")
end
card:on_deletion(function(me)
  game.to_hand(game.choose(me, fx.cards(game.trash_cards(me), fits), 1, 1, "cards"))
end, {optional = true})
