-- Aquilamon: when this card would be played from your hand, its play cost is 1 less if you have a
-- yellow Digimon (1 however many, Q1700). Inherited: [When Attacking] if you have a yellow Digimon
-- (read as it activates, 15-8-3-9), delete 1 of the opponent's Digimon with 5000 DP or less.
local function yellow(me) return #fx.digimon(me, fx.colored("yellow")) > 0 end
card:when_would("be_played", nil, {reduce = 1,
  condition = function(me, self, c) return game.card_zone(c) == "hand" and yellow(me) end})
card:when_attacking(function(me)
  if yellow(me) then fx.delete(me, {dp = 5000}) end
end, {inherited = true})
