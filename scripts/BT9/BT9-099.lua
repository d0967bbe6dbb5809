-- Sunrise Buster: [Main] you may play 1 yellow or red Tamer card from your hand without paying. Then 1
-- of your opponent's Digimon gets -3000 DP for the turn for each yellow and/or red Tamer you have.
-- [Security] the same.
local function effect(me)
  local fits = fx.cards(game.hand(me), function(c)
    return game.card_kind(c) == "Tamer" and (game.card_has_color(c, "yellow") or game.card_has_color(c, "red"))
  end)
  local c = game.choose(me, fits, 0, 1, "cards")[1]
  if c then game.play(c) end
  local n = #game.tamers(me, function(t) return game.has_color(t, "yellow") or game.has_color(t, "red") end)
  if n > 0 then fx.change_one(me, game.opponent(me), {dp = -3000 * n}) end
end
card:main(effect)
card:security(effect)
