-- Suijinmon: [Hand] [Main] with a Digimon with [Justimon] or [Raidenmon] in its name, you may pay 1
-- memory to place this card under it as its bottom digivolution card (activated by revealing it from
-- the hand in your main phase, Q1828). [When Digivolving] you may trash 1 Digimon card with
-- [Machine] or [Cyborg] in its traits from your hand to place 1 of your opponent's level 4 or lower
-- Digimon at the bottom of its owner's deck. Inherited: [When Attacking] return 1 of your
-- opponent's level 4 or lower Digimon to its owner's hand.
xab.hand_slot(card)
card:when_digivolving(function(me)
  xab.by_trashing(me, xab.machine_digimon_card, function()
    local d = fx.choose_one(me, game.opponent(me), fx.level_at_most(4))
    if d then game.return_to_deck(d, "bottom") end
  end)
end)
card:when_attacking(function(me)
  local d = fx.choose_one(me, game.opponent(me), fx.level_at_most(4))
  if d then game.bounce(d) end
end, {inherited = true})
