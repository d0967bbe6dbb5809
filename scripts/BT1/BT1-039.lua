-- Cerberusmon: [When Attacking] twice per turn, you may unsuspend this Digimon by trashing 3 cards
-- from your hand (all 3, Q893). The cost is read as the effect would activate (15-8-3-9-3): a card
-- another [When Attacking] effect draws first counts; with fewer than 3 cards it is not activated.
card:when_attacking(function(me, self)
  fx.by(me, function()
    local cards = game.choose(me, game.hand(me), 3, 3, "cards")
    game.trash(cards)
    return #cards == 3
  end, function() game.unsuspend(self) end)
end, {times_per_turn = 2, activate_if = function(me) return #game.hand(me) >= 3 end})
