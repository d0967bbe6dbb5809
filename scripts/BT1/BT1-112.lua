-- Dimension Scissor: [Main] for the turn, 1 of your Digimon gains "when this Digimon deletes an
-- opponent's Digimon in battle and survives, unsuspend it" (no limit, Q984). [Security] add this
-- card to its owner's hand.
local scissor = card:when("digimon_deleted", function(me, self) game.unsuspend(self) end, {granted = true,
  whose = "opponents", condition = function(me, self, c, d)
    local cause, by = game.deletion(d)
    return cause == "battle" and by == self and game.on_field(self)
  end})
card:main(function(me) fx.change_one(me, me, {effect = scissor}) end)
card:security(function(me, self, c) game.to_hand(c) end)
