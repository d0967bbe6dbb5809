-- Calumon: when this card would be played from your hand, if you have a [Guilmon], [Terriermon],
-- [Renamon] or [Impmon] in play, its play cost is 2 less. [Your Turn] this Digimon can't attack.
-- [Your Turn] when one of your Digimon digivolves, you may suspend this Digimon to gain 1 memory,
-- <Draw 1> and give 1 of your Digimon +3000 DP for the turn.
local partners = {Guilmon = true, Terriermon = true, Renamon = true, Impmon = true}
card:when_would("be_played", nil, {reduce = 2, condition = function(me, self, c)
  return game.card_zone(c) == "hand" and #fx.digimon(me, function(d) return partners[game.name(d)] end) > 0
end})
card:static{turn = "yours", forbid = {"attack"}}
card:when("digimon_digivolved", function(me, self)
  if not fx.paid_by_suspending(self) then return end
  game.gain_memory(me, 1)
  game.draw(me, 1)
  fx.change_one(me, me, {dp = 3000})
end, {whose = "own", turn = "yours", optional = true, condition = function(me, self) return game.can_suspend(self) end})
