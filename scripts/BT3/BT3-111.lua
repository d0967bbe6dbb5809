-- Imperialdramon: Dragon Mode (erratum 2022-11-11: digivolves from green or blue level 5 for 5): digivolving
-- your [Paildramon] or [Dinobeemon] into this card from the hand costs 2 less. <Piercing> (card data). [Your
-- Turn] [Once Per Turn] when this Digimon deletes an opponent's Digimon in battle and survives, unsuspend it.
card:digivolution_cost(2, function(me, self, c, d) return game.name(d) == "Paildramon" or game.name(d) == "Dinobeemon" end)
card:when("deleted_one_in_battle", function(me, self) game.unsuspend(self) end,
  {whose = "self", turn = "yours", once_per_turn = true})
