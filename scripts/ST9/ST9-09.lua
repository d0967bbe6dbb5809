-- Stingmon: when this card would be played from your hand, if you have a blue Digimon, its play
-- cost is 1 less. Inherited: [When Attacking] if you have a blue Digimon (this one counts, Q715),
-- <Draw 1>. "If" is a processing condition: the effect triggers at the attack whatever is in play
-- and reads it when it activates (15-8-3-9-2, 15-8-3-9-3); unmet, it is not activated (15-6-3).
local function blue(me) return #fx.digimon(me, fx.colored("blue")) > 0 end
card:when_would("be_played", nil, {reduce = 1,
  condition = function(me, self, c) return game.card_zone(c) == "hand" and blue(me) end})
card:when_attacking(function(me) game.draw(me, 1) end, {inherited = true, activate_if = blue})
