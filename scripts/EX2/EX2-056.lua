-- Takato Matsuki: on its player's turn, when opposing Digimon are deleted, the player may suspend
-- this Tamer for 1 memory. Also on that turn, as one of the player's Digimon is about to digivolve into
-- a card whose name contains [Gallantmon] or [Growlmon], that Digimon receives "[When Digivolving]
-- <Blitz>" until the turn ends: granted before the digivolution happens, so kept even if it then fails
-- (Q3348). [Security] it is played at no cost.
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
