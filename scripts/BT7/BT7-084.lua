-- Eosmon: [Your Turn] all of your other [Eosmon] get +1000 DP. [On Deletion] you may play 1 level 5 or
-- lower [Eosmon] from your hand without paying.
card:static{turn = "yours", applies = "own_digimon", dp = 1000,
  condition = function(me, self, c, d) return d ~= self and game.name(d) == "Eosmon" end}
card:on_deletion(function(me)
  local fit = fx.cards(game.hand(me), function(c) return game.card_name(c) == "Eosmon" and (game.card_level(c) or 99) <= 5 end)
  local c = game.choose(me, fit, 0, 1, "cards")[1]
  if c then game.play(c) end
end)
