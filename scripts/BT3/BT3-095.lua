-- Joe Kido: [Start of Your Turn] if you have a Digimon with <Blocker>, gain 1 memory. [Security] play this
-- card free.
local function has_blocker(me) return #fx.digimon(me, function(d) return game.has_keyword(d, "blocker") end) > 0 end
card:start_of_your_turn(function(me) if has_blocker(me) then game.gain_memory(me, 1) end end, {condition = has_blocker})
card:security(function(me, self, c) game.play(c) end)
