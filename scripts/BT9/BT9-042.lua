-- Raijinmon: [Hand] [Main] with a Digimon with [Justimon] or [Raidenmon] in its name, you may pay 1
-- memory to place this card under it as its bottom digivolution card. [When Digivolving] you may
-- trash 1 Digimon card with [Machine] or [Cyborg] in its traits from your hand to have 1 of your
-- opponent's Digimon get -4000 DP for the turn. Inherited: [When Attacking] 1 of your opponent's
-- Digimon gets -4000 DP for the turn.
xab.hand_slot(card)
card:when_digivolving(function(me)
  xab.by_trashing(me, xab.machine_digimon_card, function() fx.change_one(me, game.opponent(me), {dp = -4000}) end)
end)
card:when_attacking(function(me) fx.change_one(me, game.opponent(me), {dp = -4000}) end, {inherited = true})
