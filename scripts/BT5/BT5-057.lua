-- Rosemon: [Main] <Digi-Burst 3>: all of your Digimon with a <Digi-Burst> effect (this one too; its
-- own, inherited or granted) gain <Security Attack +1> for the turn: the Digimon that have one now,
-- in one change.
local function burst(d) return game.has_effect(d, "digi_burst") end
card:activated(function(me, self)
  if not game.digi_burst(me, self, 3) then return end
  game.change(me, fx.digimon(me, burst), {security_attack = 1})
end, {condition = fx.can_digi_burst(3), has = {"digi_burst"}})
