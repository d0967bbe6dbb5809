-- Eosmon: a deck may hold up to 50 of it (card data: copies, Q1471). [When Attacking] you may play 1
-- level 5 or lower [Eosmon] from your hand without paying. Inherited: [Your Turn] +1000 DP.
local function eosmon(c) return game.card_name(c) == "Eosmon" and game.card_kind(c) == "Digimon" and game.card_level(c) <= 5 end
card:when_attacking(function(me) diamond.may_play(me, fx.cards(game.hand(me), eosmon)) end)
card:static{inherited = true, turn = "yours", dp = 1000}
