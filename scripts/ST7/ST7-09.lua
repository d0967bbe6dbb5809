-- Gallantmon: <Security Attack +1> (card data). [When Attacking] delete 1 of the opponent's Digimon
-- with 4000 DP or less; if that deletes no Digimon, this Digimon gets +3000 DP for the turn. A Digimon
-- that fits must be chosen (Q690); with none to choose (Q689), or when the chosen one is not deleted
-- (it can't be by the opponent's effects, Q691), the +3000 DP follows.
card:when_attacking(function(me, self)
  local d = fx.choose_one(me, game.opponent(me), fx.deletion_dp_at_most(me, 4000))
  if d then game.delete(d) end
  if not d or game.deletion(d) == nil then fx.self_dp(me, self, 3000) end
end)
