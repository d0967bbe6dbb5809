-- Analog Youth: [On Play] reveal the top 3 cards of your deck, add 1 Digimon card among them to your
-- hand, trash the rest. [All Turns] when one of your level 5 or higher Digimon with digivolution cards
-- is deleted, you may suspend this Tamer; if you do, gain 1 memory, then hatch 1 Digi-Egg into an
-- empty breeding area (the memory also when the breeding area is not empty, Q3254). [Security] play
-- this card without paying.
card:on_play(function(me) fx.reveal(me, 3, {must = true, rest = "trash", filter = fx.card_kind("Digimon")}) end)
card:when("digimon_deleted", function(me, self)
  if not fx.paid_by_suspending(self) then return end
  game.gain_memory(me, 1)
  if not game.breeding(me) then game.hatch(me) end
end, {whose = "own", optional = true, condition = function(me, self, c, d)
  return game.can_suspend(self) and (game.level(d) or 0) >= 5 and game.sources(d) > 0
end})
card:security(function(me, self, c) game.play(c) end)
