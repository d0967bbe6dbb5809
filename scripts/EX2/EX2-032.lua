-- Strikedramon: [When Digivolving] reveal the top 4 cards of your deck; add 1 black Tamer card among
-- them to your hand (no "up to": one when there is one); the rest to the bottom in any order.
-- Inherited: [When Attacking] [Once Per Turn] if you have 2 or more black Tamers in play (read as it
-- would activate, 15-8-3-9-2), gain 1 memory (1 however many Tamers, Q3324).
card:when_digivolving(function(me)
  fx.reveal(me, 4, {filter = function(c) return game.card_kind(c) == "Tamer" and game.card_has_color(c, "black") end, must = true})
end)
card:when_attacking(function(me) game.gain_memory(me, 1) end, {inherited = true, once_per_turn = true,
  activate_if = function(me) return #fx.tamers(me, fx.colored("black")) >= 2 end})
