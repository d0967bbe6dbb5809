-- MegaKabuterimon (inherited): [When Attacking] if the opponent has 2 or more suspended Digimon, gain 1 memory.
local function enough(me) return #fx.digimon(game.opponent(me), function(d) return game.suspended(d) end) >= 2 end
card:when_attacking(function(me) if enough(me) then game.gain_memory(me, 1) end end, {inherited = true, condition = enough})
