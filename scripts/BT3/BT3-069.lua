-- RaijiLudomon (inherited): [When Attacking] if this Digimon is level 7, <De-Digivolve 1> on 1 of the
-- opponent's Digimon.
local function level7(me, self) return game.level(self) == 7 end
card:when_attacking(function(me, self)
  if not level7(me, self) then return end
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.de_digivolve(me, d, 1) end
end, {inherited = true, condition = level7})
