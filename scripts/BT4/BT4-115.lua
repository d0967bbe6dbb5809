-- Lucemon: while you have 10 or more cards in your trash, playing this card from your hand costs 8
-- less. [On Play] <Recovery +1 (Deck)>. [All Turns] this Digimon can only digivolve into Digimon
-- with [Lucemon] in their names (the others are not offered, by the rules or an effect).
card:play_cost(function(me) return #game.trash_cards(me) >= 10 and 8 or 0 end)
card:on_play(function(me) game.recovery(me, 1) end)
card:digivolve_only(function(me, self, c, x) return game.card_name_has(x, "Lucemon") end)
