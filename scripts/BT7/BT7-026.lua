-- WereGarurumon: [On Play] if you have a Tamer in play, gain 2 memory; if you have none, you may play 1
-- blue Tamer card from your hand without paying its cost (then no memory, Q1545).
-- Inherited: [Your Turn] [Once Per Turn] when this Digimon becomes unsuspended during your main phase,
-- gain 1 memory.
card:on_play(function(me)
  if #game.tamers(me) > 0 then
    game.gain_memory(me, 2)
  else
    local fit = fx.cards(game.hand(me), function(c) return game.card_kind(c) == "Tamer" and game.card_has_color(c, "blue") end)
    local c = game.choose(me, fit, 0, 1, "cards")[1]
    if c then game.play(c) end
  end
end)
card:when("digimon_unsuspended", function(me) game.gain_memory(me, 1) end,
  {whose = "self", inherited = true, turn = "yours", once_per_turn = true,
   condition = function() return game.phase() == "main" end})
