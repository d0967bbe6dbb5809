-- MachGaogamon: [Main] <Digi-Burst 2>: return 1 of the opponent's level 4 or lower Digimon to its
-- owner's hand (its digivolution cards to the trash). Inherited: [Your Turn] while you have a Tamer
-- (of any colour, Q1200), this Digimon gets +2000 DP.
card:activated(function(me, self)
  if not game.digi_burst(me, self, 2) then return end
  local d = fx.choose_one(me, game.opponent(me), fx.level_at_most(4))
  if d then game.bounce(d) end
end, {condition = fx.can_digi_burst(2), has = {"digi_burst"}})
card:static{inherited = true, turn = "yours", dp = 2000, condition = function(me) return #game.tamers(me) > 0 end}
