-- Ankylomon: when this card would be played from your hand, if you have a blue Digimon, its play
-- cost is 1 less. Inherited: [When Attacking] if you have a blue Digimon (the attacker itself too,
-- Q1725; read as it activates, 15-8-3-9), 1 of the opponent's Digimon gets -3000 DP for the turn.
local function blue(me) return #fx.digimon(me, fx.colored("blue")) > 0 end
card:when_would("be_played", nil, {reduce = 1,
  condition = function(me, self, c) return game.card_zone(c) == "hand" and blue(me) end})
card:when_attacking(function(me)
  if blue(me) then fx.change_one(me, game.opponent(me), {dp = -3000}) end
end, {inherited = true})
