-- Sunarizamon (as corrected by the erratum): [When Attacking] reveal the top 3 cards of your deck; add
-- 1 Digimon card with [Dragon], [saur] or [Ceratopsian] in one of its traits among them to your hand
-- (not "up to": one when any fits; Dragonkin counts, Q3370); the rest to the bottom in any order.
local function fits(c) return game.card_kind(c) == "Digimon" and draconic.card_dragonish(c) end
card:when_attacking(function(me) fx.reveal(me, 3, {filter = fits, must = true}) end)
