-- Takato Matsuki: [Your Turn] when one of your opponent's Digimon is deleted, you may suspend this
-- Tamer to gain 1 memory. [Your Turn] when one of your Digimon would digivolve into a Digimon card with
-- [Gallantmon] or [Growlmon] in its name, that Digimon gains "[When Digivolving] <Blitz>" for the turn:
-- given as the digivolution is about to happen, so it keeps it even when the digivolution then fails
-- (Q3348). [Security] play this card without paying its cost.
local blitz = card:when_digivolving(function(me, self) game.blitz(self) end, {granted = true, has = {"blitz"}})
card:when("digimon_deleted", function(me, self)
  if fx.paid_by_suspending(self) then game.gain_memory(me, 1) end
end, {whose = "opponents", turn = "yours", optional = true,
      condition = function(me, self) return game.can_suspend(self) end})
card:when_would("digivolve", function(me) game.change(me, game.would_digimon(), {effect = blitz}) end,
  {any = true, turn = "yours", condition = function(me, self, c, x)
    return game.card_name_has(x, "Gallantmon") or game.card_name_has(x, "Growlmon")
  end})
card:security(function(me, self, c) game.play(c) end)
