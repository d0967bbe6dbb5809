-- Dracmon (errata 2024-01-19): [On Play] reveal the top 3 cards of your deck; among them add 1 card
-- with [Undead] or [Dark Animal] in one of its traits to the hand, then trash 1 such card (both must
-- have the trait, Q1862; with only one, it goes to the hand, Q1863); the rest to the bottom in any
-- order. Inherited: [When Attacking] this Digimon may digivolve into a Digimon card with [Undead] or
-- [Dark Animal] in its traits from your trash, paying its digivolution cost (Q1864, Q1865).
card:on_play(function(me)
  local shown = game.reveal(me, 3)
  local picked = fx.pick_each(me, shown, {xab.undead, xab.undead}, true)
  if picked[1] then game.to_hand(picked[1]) end
  if picked[2] then game.trash(picked[2]) end
  fx.place_revealed(me, shown, "bottom")
end)
xab.undead_from_trash(card)
