-- Cyberdramon: [When Digivolving] a [Ryo Akiyama] in your hand may be played for free (optional; the
-- choice of none declines). [Your Turn] with no Tamer of yours in play it may not attack a player (it
-- may still attack Digimon, and a <Piercing> it gains still checks security, Q3325: the core's).
-- Inherited: [When Attacking] [Once Per Turn] if you have 2 or more black Tamers in play (read as it
-- would activate, 15-8-3-9-2), <De-Digivolve 1> on 1 of your opponent's Digimon.
card:when_digivolving(function(me)
  local ryo = fx.cards(game.hand(me), function(c) return game.card_name(c) == "Ryo Akiyama" end)
  local c = game.choose(me, ryo, 0, 1, "cards")[1]
  if c then game.play(c) end
end)
card:static{turn = "yours", forbid = {"attack_players"}, condition = function(me) return #fx.tamers(me) == 0 end}
card:when_attacking(function(me) fx.de_digivolve_one(me, 1) end, {inherited = true, once_per_turn = true,
  activate_if = function(me) return #fx.tamers(me, fx.colored("black")) >= 2 end})
