-- Tankdramon: [When Digivolving] reveal the top 3 cards of your deck; you may play 1 Digimon card with
-- [D-Brigade] in its traits and a play cost of 5 or less among them without paying the cost; trash
-- the rest.
-- Inherited: [Your Turn] [Once Per Turn] when one of your Digimon with [D-Brigade] in its traits
-- attacks, reveal the top 2 cards of your deck; you may play 1 [Commandramon] among them without paying
-- the cost; trash the rest (a Commandramon not played is trashed too, Q3419).
-- "[D-Brigade] in its traits": a part of one trait (2-3-2-4).
local card_brigade, brigade_digimon = fx.card_trait_has("D-Brigade"), fx.trait_has("D-Brigade")
local function brigade(c)
  local cost = game.card_cost(c)
  return game.card_kind(c) == "Digimon" and card_brigade(c) and cost ~= nil and cost <= 5
end
card:when_digivolving(function(me) fx.reveal(me, 3, {filter = brigade, to = "play", rest = "trash"}) end)
card:when("digimon_attacking", function(me)
  fx.reveal(me, 2, {filter = function(c) return game.card_name(c) == "Commandramon" end, to = "play", rest = "trash"})
end, {inherited = true, whose = "own", turn = "yours", once_per_turn = true,
  condition = function(me, self, c, d) return brigade_digimon(d) end})
