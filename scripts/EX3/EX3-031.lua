-- Veedramon: [When Digivolving] reveal the top 4 cards of your deck; add 1 yellow card with [Dramon] in
-- its name and 1 card with the [Four Great Dragons] trait among them to your hand (as many as possible:
-- Q3408, Q3409); the rest to the bottom of your deck in any order.
-- Inherited (as corrected by the erratum): [Your Turn] [Once Per Turn] when you play a Digimon with the
-- [Four Great Dragons] trait, it gains <Rush> for the turn (the played Digimon: the trigger's subject).
local function yellow_dramon(c) return game.card_has_color(c, "yellow") and game.card_name_has(c, "dramon") end
card:when_digivolving(function(me) fx.reveal_each(me, 4, {yellow_dramon, fx.card_trait("Four Great Dragons")}, {must = true}) end)
card:when("digimon_played", draconic.four_great_dragons_rush, {whose = "own", turn = "yours", inherited = true,
  once_per_turn = true, condition = draconic.four_great_dragons_played})
