-- Agumon (inherited): [When Attacking] [Once Per Turn] reveal the top 3 cards of your deck, add 1
-- Tamer card or 1 Digimon card with [Agumon] in its name among them to your hand (one card in all,
-- Q3187; of any colour, Q3188), the rest to the bottom of the deck in any order.
card:when_attacking(function(me) classic.reveal_partner(me, "Agumon") end, {inherited = true, once_per_turn = true})
