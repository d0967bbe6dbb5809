-- Cherubimon: [When Digivolving] you may play 1 purple Tamer card from your trash without paying. Then
-- (whether or not one was played, Q1643), delete 1 of your opponent's level 4 or lower Digimon for each
-- Tamer you have in play (one deletion of them all). [On Deletion] for each Tamer you have in play, you
-- may play 1 level 3 Digimon card from your trash without paying (together).
card:when_digivolving(function(me)
  local fit = fx.cards(game.trash_cards(me), function(c) return game.card_kind(c) == "Tamer" and game.card_has_color(c, "purple") end)
  local c = game.choose(me, fit, 0, 1, "cards")[1]
  if c then game.play(c) end
  local n = #game.tamers(me)
  if n > 0 then fx.delete(me, {count = n, filter = fx.level_at_most(4)}) end
end)
card:on_deletion(function(me)
  local n = #game.tamers(me)
  if n == 0 then return end
  local fit = fx.cards(game.trash_cards(me), function(c) return game.card_kind(c) == "Digimon" and game.card_level(c) == 3 end)
  local picked = game.choose(me, fit, 0, n, "cards")
  if #picked > 0 then game.play_all(picked) end
end)
