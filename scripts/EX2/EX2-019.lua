-- Renamon: [On Play] reveal the top 4 cards of your deck; add 1 card with [Kyubimon], [Taomon] or
-- [Sakuyamon] in its name and 1 [Rika Nonaka] among them to your hand (no "up to": as many of the two
-- as are there); the rest to the bottom of the deck in any order.
-- Inherited: [Your Turn] [Once Per Turn] when you use an Option card with a use cost of 2 or more
-- (Q3307, Q3308, Q3309: kitsune.on_option), gain 1 memory.
local function line(c)
  return game.card_name_has(c, "Kyubimon") or game.card_name_has(c, "Taomon") or game.card_name_has(c, "Sakuyamon")
end
card:on_play(function(me)
  fx.reveal_each(me, 4, {line, function(c) return game.card_name(c) == "Rika Nonaka" end}, {must = true})
end)
kitsune.on_option(card, function(me) game.gain_memory(me, 1) end, {inherited = true, once_per_turn = true})
