-- CresGarurumon: [When Digivolving] reveal 1 card from the top of your deck per Digimon the opponent has;
-- you may play 1 black or red Digimon card of level 5 or less among them without paying; the rest go to the
-- bottom in any order.
card:when_digivolving(function(me)
  local n = #game.digimon(game.opponent(me))
  if n == 0 then return end
  fx.reveal(me, n, {to = "play", filter = function(c)
    return game.card_kind(c) == "Digimon" and (game.card_level(c) or 0) <= 5
      and (game.card_has_color(c, "black") or game.card_has_color(c, "red"))
  end})
end)
