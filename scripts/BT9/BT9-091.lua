-- Meiko Mochizuki: [On Play] you may reveal the top 3 cards of your deck; add 1 purple or yellow
-- Digimon card among them to the hand; trash the rest. [All Turns] when you play a Digimon of exactly
-- 2 colours, purple and yellow, you may suspend this Tamer to gain 1 memory. [Security] play this
-- card without paying.
card:on_play(function(me)
  fx.reveal(me, 3, {must = true, rest = "trash", filter = function(c)
    return game.card_kind(c) == "Digimon" and (game.card_has_color(c, "purple") or game.card_has_color(c, "yellow"))
  end})
end, {optional = true})
card:when("digimon_played", function(me, self)
  fx.by_suspending(me, self, function() game.gain_memory(me, 1) end)
end, {whose = "own", condition = function(me, self, c, d)
  return #game.colors(d) == 2 and game.has_color(d, "purple") and game.has_color(d, "yellow") and game.can_suspend(self)
end})
card:security(function(me, self, c) game.play(c) end)
