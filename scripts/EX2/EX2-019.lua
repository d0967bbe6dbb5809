-- Renamon: [On Play] look at the 4 cards on top of the deck, revealed; one naming Kyubimon, Taomon or
-- Sakuyamon (a part of the name) and one Rika Nonaka go to the hand, each if there (the text has no
-- "up to"); the others go under the deck, in the order the player picks.
-- Inherited: [Your Turn] [Once Per Turn] once its player has used an Option whose use cost is 2 or
-- higher (Q3307, Q3308, Q3309: kitsune.on_option), 1 memory is gained.
local function line(c)
  return game.card_name_has(c, "Kyubimon") or game.card_name_has(c, "Taomon") or game.card_name_has(c, "Sakuyamon")
end
card:on_play(function(me)
  fx.reveal_each(me, 4, {line, function(c) return game.card_name(c) == "Rika Nonaka" end}, {must = true})
end)
kitsune.on_option(card, function(me) game.gain_memory(me, 1) end, {inherited = true, once_per_turn = true})
