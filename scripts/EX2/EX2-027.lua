-- Rapidmon: [When Digivolving] if you have a green Tamer in play (read as it activates), suspend 1 of
-- your opponent's Digimon. Inherited: [Your Turn] [Once Per Turn] when one of your opponent's Digimon
-- becomes suspended, this Digimon gains <Security Attack +1> for the turn.
card:when_digivolving(function(me)
  if #fx.tamers(me, fx.colored("green")) == 0 then return end
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
end)
card:when("digimon_suspended", function(me, self) game.change(me, self, {security_attack = 1}) end,
  {inherited = true, whose = "opponents", turn = "yours", once_per_turn = true})
