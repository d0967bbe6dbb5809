-- AncientBeetlemon: [Your Turn] [Once Per Turn] when one of your Digimon with [Ten Warriors] or [Hybrid]
-- in its traits deletes an opponent's Digimon in battle and survives, trash the top card of your
-- opponent's security stack. [On Deletion] you may play 1 green level 4 or lower card with [Hybrid] in
-- its traits from your hand without paying its cost.
card:when("deleted_one_in_battle", function(me) game.trash_security(game.opponent(me), 1) end,
  {whose = "own", turn = "yours", once_per_turn = true, condition = function(me, self, c, d)
    local _, by = game.deletion(d)
    return by ~= nil and game.on_field(by) and (fx.trait_has("Ten Warriors")(by) or fx.trait_has("Hybrid")(by))
  end})
warriors.ancient_on_deletion(card, "green")
