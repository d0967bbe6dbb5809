-- Sealsdramon: <Jamming> (card data).
-- Inherited: [Your Turn] [Once Per Turn] when you play another Digimon with [D-Brigade] in its traits,
-- that Digimon gains <Rush> for the turn.
local brigade = fx.trait_has("D-Brigade") -- "in its traits": a part of one (2-3-2-4)
card:when("digimon_played", function(me, self, c, d) game.change(me, d, {keywords = {"rush"}}) end,
  {inherited = true, whose = "own", turn = "yours", once_per_turn = true,
   condition = function(me, self, c, d) return d ~= self and brigade(d) end})
