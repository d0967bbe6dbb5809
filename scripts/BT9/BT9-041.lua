-- RizeGreymon (X Antibody): digivolves from [RizeGreymon] for 1 (card data). [When Digivolving] you
-- may play 1 yellow or red Tamer card from your hand without paying. Then, if [RizeGreymon] or
-- [X Antibody] (the names, Q1835) is among this Digimon's digivolution cards, 1 of your opponent's
-- Digimon gets -2000 DP for the turn for each yellow or red Tamer you have. [Your Turn] this Digimon
-- gets +1000 DP for each Tamer you have.
local function yellow_or_red(x) return game.has_color(x, "yellow") or game.has_color(x, "red") end
card:when_digivolving(function(me, self)
  local fits = fx.cards(game.hand(me), function(c)
    return game.card_kind(c) == "Tamer" and (game.card_has_color(c, "yellow") or game.card_has_color(c, "red"))
  end)
  local c = game.choose(me, fits, 0, 1, "cards")[1]
  if c then game.play(c) end
  if xab.under(self, "RizeGreymon") then
    local n = #game.tamers(me, yellow_or_red)
    if n > 0 then fx.change_one(me, game.opponent(me), {dp = -2000 * n}) end
  end
end)
card:static{turn = "yours", dp = function(me) return 1000 * #game.tamers(me) end}
