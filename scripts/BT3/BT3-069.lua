-- RaijiLudomon (inherited): [When Attacking] if this Digimon is level 7, <De-Digivolve 1> on 1 of the
-- opponent's Digimon.
local function level7(me, self) return game.level(self) == 7 end
card:when_attacking(function(me, self)
  if not level7(me, self) then return end
  fx.de_digivolve_one(me, 1)
end, {inherited = true, condition = level7})
