-- Dorugamon: [Opponent's Turn] while you have another Digimon with [X-Antibody] in its traits, or a card
-- with [X-Antibody] in its traits is among this Digimon's digivolution cards, it gains <Blocker>.
-- Inherited: [All Turns] while this Digimon has [X-Antibody] in its traits, +1000 DP.
local x_antibody = fx.trait_has("X Antibody")
card:static{turn = "opponents", keywords = {"blocker"}, condition = function(me, self)
  return #fx.digimon(me, function(d) return d ~= self and x_antibody(d) end) > 0 or warriors.in_sources(self, warriors.x_antibody)
end}
card:static{inherited = true, all_turns = true, dp = 1000, condition = function(me, self) return x_antibody(self) end}
