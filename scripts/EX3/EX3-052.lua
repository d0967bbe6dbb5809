-- Jazarichmon: [On Play] <De-Digivolve 1> on 1 of your opponent's Digimon. Then, you may play 1
-- [Hina Kurihara] from your hand without paying the cost.
-- Inherited: [Your Turn] while this Digimon has an [On Play] effect, it gains <Security Attack +1>.
card:on_play(function(me)
  fx.de_digivolve_one(me, 1)
  local c = game.choose(me, fx.cards(game.hand(me), draconic.card_hina), 0, 1, "cards")[1]
  if c then game.play(c) end
end)
card:static{inherited = true, turn = "yours", security_attack = 1, condition = draconic.has_on_play}
