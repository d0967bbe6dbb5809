-- Dracomon (green/blue): digivolves from [Bebydomon] for 0 (card data). [On Play] reveal the top 4 cards
-- of your deck; add 1 green or blue card with [Dramon] in its name and 1 card with [Examon] in its name
-- among them to your hand (as many as possible: Q3413, Q3414); the rest to the bottom in any order.
-- Inherited: [All Turns] [Once Per Turn] when one of your Digimon with [Dramon] or [Examon] in its name
-- becomes suspended, this Digimon gets +1000 DP for the turn.
local function dramon(c)
  return (game.card_has_color(c, "green") or game.card_has_color(c, "blue")) and game.card_name_has(c, "dramon")
end
card:on_play(function(me) fx.reveal_each(me, 4, {dramon, fx.card_named("Examon")}, {must = true}) end)
card:when("digimon_suspended", function(me, self) fx.self_dp(me, self, 1000) end, {whose = "own", inherited = true,
  once_per_turn = true, condition = function(me, self, c, d) return draconic.dramon_or_examon(d) end})
