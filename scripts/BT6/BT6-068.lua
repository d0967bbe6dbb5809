-- Impmon: [On Play] you may trash 1 card in your hand (Q1462); if you do, return 1 Digimon card with
-- [Seven Great Demon Lords] or [Three Musketeers] in its type from your trash to your hand.
local function named(c)
  return game.card_kind(c) == "Digimon"
    and (fx.card_trait_has("Seven Great Demon Lords")(c) or fx.card_trait_has("Three Musketeers")(c))
end
card:on_play(function(me)
  if not diamond.trash_from_hand(me) then return end
  game.to_hand(game.choose(me, fx.cards(game.trash_cards(me), named), 1, 1, "cards"))
end)
