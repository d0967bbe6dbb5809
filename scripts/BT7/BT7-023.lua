-- Korikakumon: digivolves from the hand onto a blue Tamer as onto a level 3 blue Digimon for 2 (card
-- data). [When Digivolving] if a card with [Hybrid] in its traits or [Tommy Himi] is among this
-- Digimon's digivolution cards, 1 of your opponent's Digimon with no digivolution cards can't attack or
-- block until the end of their next turn (even if it gains digivolution cards later, Q1544).
card:when_digivolving(function(me, self)
  if warriors.hybrid_or_named(self, "Tommy Himi") then
    fx.change_one(me, game.opponent(me), {forbid = {"attack", "block"}}, "opponents_turn", fx.no_sources)
  end
end)
