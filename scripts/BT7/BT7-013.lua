-- MetalGreymon: [On Play] if you have a Tamer in play, gain 2 memory; if you have none, you may play 1
-- red Tamer card from your hand without paying its cost (the Tamer played then gains nothing, Q1514:
-- the first "if" is read before the play).
-- Inherited: [Your Turn] [Once Per Turn] when one of your opponent's Digimon is deleted, gain 1 memory
-- (once for Digimon deleted together, Q1515).
card:on_play(function(me)
  if #game.tamers(me) > 0 then
    game.gain_memory(me, 2)
  else
    local fit = fx.cards(game.hand(me), function(c) return game.card_kind(c) == "Tamer" and game.card_has_color(c, "red") end)
    local c = game.choose(me, fit, 0, 1, "cards")[1]
    if c then game.play(c) end
  end
end)
card:when("digimon_deleted", function(me) game.gain_memory(me, 1) end,
  {whose = "opponents", inherited = true, turn = "yours", once_per_turn = true})
