-- Ebonwumon: [When Digivolving] suspend 1 of your opponent's Digimon; then gain 1 memory for each of
-- your opponent's suspended Digimon (those suspended then, the one just suspended among them).
-- [Opponent's Turn] every Digimon of your opponent gains "[Your Turn] to unsuspend this Digimon you must
-- trash 1 card in your hand". The grant lasts this card's [Opponent's Turn] and what it grants is a
-- [Your Turn] of the Digimon's player: the same turn, so it is a continuous effect of that turn on the
-- opponent's Digimon (`unsuspend_trash`): the core asks it at every unsuspension of such a Digimon, in
-- the unsuspend phase or by any effect (Q1597), Digimon by Digimon (Q1596), the player choosing which to
-- pay for (Q1598) and never forced (Q1597: unpaid, it stays suspended); each copy asks its own card
-- (Q1600); a Tamer unsuspends freely (Q1599).
card:when_digivolving(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
  local n = #fx.digimon(game.opponent(me), game.suspended)
  if n > 0 then game.gain_memory(me, n) end
end)
card:static{turn = "opponents", applies = "opponent_digimon", unsuspend_trash = 1}
