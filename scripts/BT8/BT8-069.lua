-- Ouryumon: [When Digivolving] its player may put a card holding X-Antibody in a trait from the hand
-- at the bottom of this Digimon's digivolution cards; if so, one opposing Digimon whose play cost is 7
-- or below is deleted. [Your Turn] [Once Per Turn] as an effect of its player adds a digivolution card
-- to any of their Digimon (its own [When Digivolving] included), this Digimon gains +2000 DP and is
-- safe from deletion by the opponent's effects, both lasting through the opponent's next turn.
-- Inherited: [End of Attack] [Once Per Turn] when the Digimon's name holds Alphamon (read as it
-- activates, 15-8-3-9-2), it is unsuspended.
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
