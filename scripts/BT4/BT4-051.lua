-- DoKunemon: [On Play] reveal the top 3 cards of your deck; add 1 Digimon card with a <Digi-Burst>
-- effect among them to your hand (no "up to": one when there is one); the rest go to the bottom of
-- your deck in the order you choose.
local function burst(c) return game.card_kind(c) == "Digimon" and game.card_has_effect(c, "digi_burst") end
card:on_play(function(me) fx.reveal(me, 3, {filter = burst, count = 1, must = true}) end)
