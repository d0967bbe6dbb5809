-- A Delicate Plan: [Main] 1 of your Digimon gains "this Digimon activates no [Security] effect of the Option
-- cards it checks" for the turn (erratum 2021-02-12: Option cards only). [Security] add this card to the hand.
local no_options = card:no_security_effects({"Option"}, {granted = true})
card:main(function(me) fx.change_one(me, me, {effect = no_options}) end)
card:security(function(me, self, c) game.to_hand(c) end)
