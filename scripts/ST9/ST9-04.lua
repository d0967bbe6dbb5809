-- ExVeemon: when this card would be played from your hand, if you have a green Digimon, its play
-- cost is 1 less. Inherited: [When Attacking] if you have a green Digimon (this one counts, Q708),
-- this Digimon gets +1000 DP for the turn. "If" is a processing condition: the effect triggers at the
-- attack whatever is in play and reads it when it activates (15-8-3-9-2, 15-8-3-9-3), so a green
-- Digimon another [When Attacking] effect played first counts; unmet, it is not activated (15-6-3).
local function green(me) return #fx.digimon(me, fx.colored("green")) > 0 end
card:when_would("be_played", nil, {reduce = 1,
  condition = function(me, self, c) return game.card_zone(c) == "hand" and green(me) end})
card:when_attacking(function(me, self) fx.self_dp(me, self, 1000) end, {inherited = true, activate_if = green})
