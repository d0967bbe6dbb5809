-- Infermon: on your turn, when this Digimon digivolves into a [Diaboromon] card from your hand, the
-- digivolution costs 1 less (in the battle area only, not the breeding area, Q1025).
card:discount_digivolutions_from_hand(function(me, self, c, x) return game.card_name(x) == "Diaboromon" and 1 or 0 end, {turn = "yours"})
