-- BlitzGreymon: Security Attack +1 (card data). [Main] <Digi-Burst 2>: 1 of your Digimon gets +4000 DP
-- until the end of the opponent's next turn.
card:activated(function(me, self)
  if game.digi_burst(me, self, 2) then fx.change_one(me, me, {dp = 4000}, "opponents_turn") end
end, {condition = fx.can_digi_burst(2), has = {"digi_burst"}})
