-- Guilmon: [On Play] reveal the top 4 cards of your deck; add 1 card with [Growlmon] or [Gallantmon] in
-- its name and 1 [Takato Matsuki] among them to your hand (no "up to": as many of the two as are there,
-- Q3289, Q3290; Megidramon's [Rule] name ChaosGallantmon counts, Q3301); the rest to the bottom of the
-- deck in any order.
-- Inherited: [When Attacking] [Once Per Turn] if this Digimon has [Growlmon] or [Gallantmon] in its
-- name (read as it would activate, 15-8-3-9-2), delete 1 of your opponent's Digimon with 3000 DP or less.
local function growl_or_gallant(c) return game.card_name_has(c, "Growlmon") or game.card_name_has(c, "Gallantmon") end
card:on_play(function(me)
  fx.reveal_each(me, 4, {growl_or_gallant, function(c) return game.card_name(c) == "Takato Matsuki" end}, {must = true})
end)
card:when_attacking(function(me) fx.delete(me, {dp = 3000}) end, {inherited = true, once_per_turn = true,
  activate_if = function(me, self) return game.name_has(self, "Growlmon") or game.name_has(self, "Gallantmon") end})
