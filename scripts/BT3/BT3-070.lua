-- Etemon: [On Deletion] reveal the top 5 cards of your deck; you may play 1 level 6 Digimon card with
-- [Etemon] in its name among them without paying; the rest go to the bottom in any order.
card:on_deletion(function(me)
  fx.reveal(me, 5, {to = "play", filter = function(c)
    return game.card_kind(c) == "Digimon" and game.card_level(c) == 6 and game.card_name_has(c, "Etemon")
  end})
end)
