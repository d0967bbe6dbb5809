-- Tankdramon: [When Digivolving] look at the 3 cards on top of the deck; one Digimon card among them
-- whose traits hold [D-Brigade] and whose play cost is 5 at most may be played free; the others go to
-- the trash.
-- Inherited: [Your Turn] [Once Per Turn] as a Digimon of yours whose traits hold [D-Brigade] attacks,
-- look at the 2 cards on top of the deck; a [Commandramon] among them may be played free; the others,
-- and a Commandramon left unplayed, go to the trash (Q3419).
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
