-- Deputymon: [On Play] reveal the top 4 cards of your deck; add 1 Digimon card with [Three
-- Musketeers] in its traits and 1 Option card with a memory cost of 7 among them to your hand (one
-- alone when only one is there, Q1453); trash the rest. [Your Turn] this Digimon can digivolve into
-- a Digimon card with [Three Musketeers] in its traits in your hand for a memory cost of 6, ignoring
-- its requirements (by an effect's digivolution too, Q1454, Q6237).
local function musketeer(c) return game.card_kind(c) == "Digimon" and fx.card_trait_has("Three Musketeers")(c) end
local function option7(c) return game.card_kind(c) == "Option" and game.card_cost(c) == 7 end
card:on_play(function(me) fx.reveal_each(me, 4, {musketeer, option7}, {must = true, rest = "trash"}) end)
card:digivolve_into(function(me, self, c, x) return musketeer(x) end, 6, {turn = "yours"})
