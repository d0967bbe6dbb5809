-- Stefilmon: [When Digivolving] if this Digimon has exactly 1 digivolution card, you may place up to 2
-- level 4 or lower yellow Digimon cards from your hand at the bottom of its digivolution cards in the
-- order you choose; then <Draw 1> for each Digimon card placed.
-- Inherited: [Your Turn] when this card is trashed by this Digimon's <Digi-Burst>, 1 of your Digimon
-- gains <Security Attack +1> for the turn (after the <Digi-Burst> effect, Q1567).
card:when_digivolving(function(me, self)
  if game.sources(self) ~= 1 then return end
  local fit = fx.cards(game.hand(me), function(c)
    return game.card_kind(c) == "Digimon" and game.card_has_color(c, "yellow") and game.card_level(c) <= 4
  end)
  local picked = game.choose(me, fit, 0, 2, "cards")
  local order = {}
  fx.in_order(me, picked, function(c) order[#order + 1] = c end)
  if #order > 0 and game.put_under(order, self, "bottom") then game.draw(me, #order) end
end)
card:when("digi_burst_trashed", function(me) fx.change_one(me, me, {security_attack = 1}) end,
  {whose = "self", inherited = true, turn = "yours"})
