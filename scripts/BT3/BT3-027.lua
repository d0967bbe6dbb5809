-- Paildramon: <Jamming> (card data). Inherited: [When Attacking] once per turn, if this Digimon has
-- [Imperialdramon] in its name, unsuspend it.
local function imperial(me, self) return game.name_has(self, "Imperialdramon") end
card:when_attacking(function(me, self) game.unsuspend(self) end,
  {inherited = true, once_per_turn = true, condition = imperial})
