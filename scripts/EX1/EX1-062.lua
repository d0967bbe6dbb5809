-- SkullGreymon: <Security Attack +1> (card data). [End of Attack] delete this Digimon (not when it is
-- no longer in play by then, Q3247). [On Deletion] you may play 1 [Agumon] (that name exactly, Q3248)
-- from your trash suspended without paying.
card:end_of_attack(function(me, self) game.delete(self) end)
card:on_deletion(function(me)
  local c = game.choose(me, fx.cards(game.trash_cards(me), function(x) return game.card_name(x) == "Agumon" end), 1, 1, "cards")[1]
  if c then game.play(c, 0, {suspended = true}) end
end, {optional = true})
