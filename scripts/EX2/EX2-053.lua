-- ADR-08 Optimizer: [On Play] [When Attacking] [Once Per Turn], one effect at two timings with one use a
-- turn (15-14-1): if one of your [Mother D-Reaper]s has 5 or more digivolution cards (read as it would
-- activate, 15-8-3-9-2), reveal the top 3 cards of your deck; you may play 1 card among them with
-- [D-Reaper] in its traits and a play cost of 10 or less without paying; the rest go back on top of the
-- deck in the order you choose.
local function agent(c) return fx.card_trait_has("D-Reaper")(c) and (game.card_cost(c) or 99) <= 10 end
local function optimize(me) fx.reveal(me, 3, {filter = agent, count = 1, to = "play", rest = "top"}) end
local function fed(me) return dreaper.fed(me, 5) end
local once = card:on_play(optimize, {once_per_turn = true, activate_if = fed})
card:when_attacking(optimize, {once_per_turn = once, activate_if = fed})
