-- Gogmamon: [Main] <Digi-Burst 1>: 1 of your Digimon (this one too, Q1223) gets +2000 DP until the end
-- of the opponent's next turn. Inherited: [All Turns] this Digimon gets +1000 DP.
card:activated(function(me, self)
  if not game.digi_burst(me, self, 1) then return end
  fx.change_one(me, me, {dp = 2000}, "opponents_turn")
end, {condition = fx.can_digi_burst(1), has = {"digi_burst"}})
card:static{inherited = true, dp = 1000}
