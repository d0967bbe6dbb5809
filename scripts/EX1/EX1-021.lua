-- MetalGarurumon: [When Digivolving] gain 1 memory for every 4 cards in your hand (5 cards: 1, Q3207).
-- [When Attacking] if you have 8 or more cards in your hand and a Tamer in play, return 1 of your
-- opponent's Digimon that has an [On Deletion] effect (its own, inherited or gained, Q3208) to the
-- bottom of its owner's deck; its digivolution cards go to the trash (the move's own). The "if" is
-- read as the effect would activate (15-8-3-9-2).
card:when_digivolving(function(me) game.gain_memory(me, #game.hand(me) // 4) end)
card:when_attacking(function(me)
  local d = fx.choose_one(me, game.opponent(me), function(x) return game.has_effect(x, "on_deletion") end)
  if d then game.return_to_deck(d, "bottom") end
end, {activate_if = function(me) return #game.hand(me) >= 8 and #game.tamers(me) > 0 end})
