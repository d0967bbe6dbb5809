-- Wisselen: [Main] up to 2 of your opponent's Digimon can't attack or block until the end of your
-- opponent's next turn. Then, if you have a Digimon with a <Digi-Burst> effect in play (its own,
-- inherited or granted), gain 2 memory. [Security] up to 2 of your opponent's Digimon can't attack
-- until the end of the turn; then the same memory.
local function burst(d) return game.has_effect(d, "digi_burst") end
local function then_memory(me) if #fx.digimon(me, burst) > 0 then game.gain_memory(me, 2) end end
card:main(function(me)
  game.change(me, fx.choose(me, game.opponent(me), 2, nil, true), {forbid = {"attack", "block"}}, "opponents_turn")
  then_memory(me)
end)
card:security(function(me)
  game.change(me, fx.choose(me, game.opponent(me), 2, nil, true), {forbid = {"attack"}}, "turn")
  then_memory(me)
end)
