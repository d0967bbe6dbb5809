-- MetalGreymon (X Antibody): digivolves from [MetalGreymon] for 0 (card data). [When Digivolving]
-- this Digimon gains <Security Attack +1> until the end of your opponent's turn. Then, if
-- [MetalGreymon] or [X Antibody] (the names, Q1808) is among its digivolution cards as this effect
-- activates (Q1809), it gets +3000 DP until the end of your opponent's next turn.
card:when_digivolving(function(me, self)
  game.change(me, self, {security_attack = 1}, "opponents_turn")
  if xab.under(self, "MetalGreymon") then game.change(me, self, {dp = 3000}, "opponents_turn") end
end)
