-- Yukio Oikawa: [All Turns] when one of your Digimon with [Myotismon] in its name is deleted, you may
-- suspend this Tamer to gain 1 memory. [End of Opponent's Turn] if this Tamer is suspended, you may
-- delete it to play 1 [MaloMyotismon] from your trash without paying its cost. [Security] play this
-- card without paying its cost.
card:when("digimon_deleted", function(me, self)
  if fx.paid_by_suspending(self) then game.gain_memory(me, 1) end
end, {whose = "own", optional = true,
      condition = function(me, self, c, d) return game.name_has(d, "Myotismon") and game.can_suspend(self) end})
card:end_of_opponents_turn(function(me, self)
  if not game.suspended(self) then return end
  fx.by(me, function()
    game.delete(self)
    return game.deletion(self) ~= nil
  end, function()
    local c = game.choose(me, fx.cards(game.trash_cards(me), function(x) return game.card_name(x) == "MaloMyotismon" end), 0, 1, "cards")[1]
    if c then game.play(c) end
  end)
end)
card:security(function(me, self, c) game.play(c) end)
