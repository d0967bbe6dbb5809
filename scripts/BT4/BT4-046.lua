-- WarGrowlmon: [Main] <Digi-Burst 2>: 1 of the opponent's Digimon gets -4000 DP for the turn.
-- Inherited: [Your Turn] while you have 3 or fewer security cards, this Digimon gets +1000 DP.
card:activated(function(me, self)
  if not game.digi_burst(me, self, 2) then return end
  fx.change_one(me, game.opponent(me), {dp = -4000})
end, {condition = fx.can_digi_burst(2), has = {"digi_burst"}})
card:static{inherited = true, turn = "yours", dp = 1000, condition = function(me) return game.security(me) <= 3 end}
