-- Fujinmon: [Hand] [Main] with a Digimon with [Justimon] or [Raidenmon] in its name, you may pay 1
-- memory to place this card under it as its bottom digivolution card. [When Digivolving] you may
-- trash 1 Digimon card with [Machine] or [Cyborg] in its traits from your hand to suspend 1 of your
-- opponent's Digimon. Inherited: [When Attacking] suspend 1 of your opponent's Digimon with 5000 DP
-- or less; it doesn't unsuspend in your opponent's next unsuspend phase.
xab.hand_slot(card)
card:when_digivolving(function(me)
  xab.by_trashing(me, xab.machine_digimon_card, function()
    local d = fx.choose_one(me, game.opponent(me))
    if d then game.suspend(d) end
  end)
end)
card:when_attacking(function(me)
  local d = fx.choose_one(me, game.opponent(me), fx.dp_at_most(5000))
  if d then
    game.suspend(d)
    game.change(me, d, {forbid = {"unsuspend"}}, "opponents_next_turn")
  end
end, {inherited = true})
