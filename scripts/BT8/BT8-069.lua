-- Ouryumon: [When Digivolving] you may place 1 card with [X-Antibody] in its traits from your hand
-- under this Digimon as its bottom digivolution card to delete 1 of your opponent's Digimon with a
-- play cost of 7 or less. [Your Turn] [Once Per Turn] when one of your effects places a digivolution
-- card under one of your Digimon (its own [When Digivolving] too), this Digimon gets +2000 DP and can't
-- be deleted by your opponent's effects until the end of your opponent's next turn.
-- Inherited: [End of Attack] [Once Per Turn] if this Digimon has [Alphamon] in its name (read as it
-- activates, 15-8-3-9-2), unsuspend it.
local function cheap(d) return (game.cost(d) or 99) <= 7 end
card:when_digivolving(function(me, self)
  local cards = fx.cards(game.hand(me), awaken.xab_card)
  if #cards == 0 then return end
  fx.by(me, function()
    local c = game.choose(me, cards, 1, 1, "cards")[1]
    return game.on_field(self) and game.put_under(c, self, "bottom")
  end, function() fx.delete(me, {filter = cheap}) end)
end)
card:when("digivolution_cards_added", function(me, self)
  game.change(me, self, {dp = 2000, forbid = {"be_deleted_by_opponents_effects"}}, "opponents_turn")
end, {whose = "own", turn = "yours", once_per_turn = true, condition = warriors.placed_by_yours})
card:end_of_attack(function(me, self) game.unsuspend(self) end,
  {inherited = true, once_per_turn = true, activate_if = function(me, self) return game.name_has(self, "Alphamon") end})
