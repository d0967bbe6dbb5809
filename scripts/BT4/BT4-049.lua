-- Varodurumon: [Main] <Digi-Burst 3>: all of the opponent's Digimon get -4000 DP for the turn (overall
-- processing: also those that arrive later in the turn, 15-11-2-2).
card:activated(function(me, self)
  if not game.digi_burst(me, self, 3) then return end
  game.change_all(me, game.opponent(me), "digimon", {dp = -4000}, "turn")
end, {condition = fx.can_digi_burst(3), has = {"digi_burst"}})
