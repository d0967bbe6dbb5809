-- Bakomon (inherited): [When Attacking] if the opponent has 2 or more suspended Digimon, gain 1
-- memory (read as it activates, 15-8-3-9).
card:when_attacking(function(me)
  if #fx.digimon(game.opponent(me), game.suspended) >= 2 then game.gain_memory(me, 1) end
end, {inherited = true})
