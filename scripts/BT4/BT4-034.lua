-- Regalecusmon: [When Attacking] trash the bottom digivolution card of 1 of the opponent's Digimon;
-- if a card was trashed, <Draw 1> and gain 1 memory (none when nothing was trashed, Q1201).
card:when_attacking(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if not d then return end
  local before = game.sources(d)
  game.trash_sources(d, 1)
  if game.sources(d) < before then
    game.draw(me, 1)
    game.gain_memory(me, 1)
  end
end)
