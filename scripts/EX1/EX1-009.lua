-- WarGreymon: [When Digivolving] <Blitz>. [When Attacking] when this Digimon attacks a player, if you
-- have a Tamer in play, delete 1 of your opponent's Digimon with <Blocker> (also when then blocked,
-- Q3198; a <Blocker> gained or inherited counts, Q3199). The "if" is read as it activates.
card:when_digivolving(function(me, self) game.blitz(self) end, {has = {"blitz"}})
card:when_attacking(function(me)
  if #game.tamers(me) == 0 then return end
  fx.delete(me, {filter = function(d) return game.has_keyword(d, "blocker") end})
end, {condition = classic.attacks_player})
