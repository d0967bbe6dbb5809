-- Chuumon: [All Turns] the opponent can't gain memory except by Tamer effects.
card:opponent_no_memory_gain(function(me, self, c, by) return game.card_kind(by) ~= "Tamer" end)
