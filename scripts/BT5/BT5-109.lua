-- Mega Digimon Fusion!: [Main] the next time one of your Digimon digivolves from level 6 to level 7
-- this turn, that digivolution costs 6 less (by the rules or an effect, Q1383: the core's); at the end
-- of the turn the Digimon that digivolved with it goes to the bottom of its owner's deck, its
-- digivolution cards to the trash (the core remembers which Digimon used the discount). [Security]
-- add this card to its owner's hand.
local back = card:delayed(function(me, self, c, d)
  if d ~= 0 and game.on_field(d) then game.return_to_deck(d, "bottom") end
end)
card:main(function(me) game.digivolution_discount(me, 6, {from = 6, to = 7, at_end_of_turn = back}) end)
card:security(function(me, self, c) game.to_hand(c) end)
