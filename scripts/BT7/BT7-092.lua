-- Flame Memory Boost!: [Main] 1 of your Digimon gains <Security Attack +1> for the turn; then place this
-- card in your battle area. [Main] <Delay>: gain 2 memory. [Security] place this card in its owner's
-- battle area.
boost.memory_boost(card, function(me) fx.change_one(me, me, {security_attack = 1}) end)
