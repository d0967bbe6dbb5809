-- Hina Kurihara: [Start of Your Turn] if your opponent has a Digimon in the battle area, gain 1 memory.
-- [Your Turn] when one of your Digimon digivolves into a Digimon with [Rock Dragon], [Earth Dragon],
-- [Machine Dragon] or [Sky Dragon] in its traits, by suspending this Tamer (the text says "this
-- Digimon"), activate 1 of that Digimon's [On Play] effects. With two copies, each activates one,
-- one after the other; once the Digimon has left the battle area the other activates nothing (Q3430);
-- an [On Deletion] triggered by the first activates before the second copy's effect (Q3431: the
-- core's order of triggered effects).
-- [Security] play this card without paying the cost.
-- "in its traits": a part of one trait (2-3-2-4).
local dragons = {}
for i, t in ipairs({"Rock Dragon", "Earth Dragon", "Machine Dragon", "Sky Dragon"}) do dragons[i] = fx.trait_has(t) end
local function dragon(d)
  for _, has in ipairs(dragons) do
    if has(d) then return true end
  end
  return false
end
card:start_of_your_turn(function(me) game.gain_memory(me, 1) end,
  {activate_if = function(me) return #game.digimon(game.opponent(me)) > 0 end})
card:when("digimon_digivolved", function(me, self, c, d)
  fx.by_suspending(me, self, function() game.activate(me, game.top(d), "on_play", {perm = d}) end)
end, {whose = "own", turn = "yours",
  condition = function(me, self, c, d) return dragon(d) end,
  activate_if = function(me, self, c, d) return game.on_field(d) end})
card:security(function(me, self, c) game.play(c) end)
