-- Dinobeemon: [When Digivolving] if a Digimon card with [Free] in its traits is among this Digimon's
-- digivolution cards, suspend 1 of your opponent's Digimon with 5000 DP or less. Inherited: [Your
-- Turn] when one of your Digimon with [Imperialdramon] in its name deletes an opponent's Digimon in
-- battle and survives, gain 1 memory.
card:when_digivolving(function(me, self)
  if not classic.free_card_under(self) then return end
  local d = fx.choose_one(me, game.opponent(me), fx.dp_at_most(5000))
  if d then game.suspend(d) end
end)
card:when("deleted_one_in_battle", function(me) game.gain_memory(me, 1) end,
  {inherited = true, turn = "yours", whose = "own", condition = function(me, self, c, d)
    local _, winner = game.deletion(d)
    return winner ~= nil and game.on_field(winner) and game.name_has(winner, "Imperialdramon")
  end})
