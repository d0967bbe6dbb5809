-- DexDorugoramon (may digivolve from [Dorugoramon] for 2: card data). [When Digivolving] if this
-- Digimon has [Dorugoramon] among its digivolution cards or is digivolving from the trash, delete all
-- of the opponent's Digimon with the lowest level. [On Deletion] you may play 1 purple or black level
-- 3 Digimon card from your trash without paying; if you have 5 or more cards with [Dex] or [DeathX]
-- in their names in your trash (this card counts there, Q1875), you may play 1 [DeathXmon] from your
-- trash without paying instead (the level 3 play stays open then, Q1876).
xab.dex_rise(card, "Dorugoramon", function(me)
  local opp = game.opponent(me)
  local lowest
  for _, d in ipairs(game.digimon(opp)) do
    local l = game.level(d) or 0
    if not lowest or l < lowest then lowest = l end
  end
  game.delete(game.digimon(opp, function(d) return (game.level(d) or 0) == lowest end))
end)
local function rookie(c)
  return game.card_kind(c) == "Digimon" and game.card_level(c) == 3 and
    (game.card_has_color(c, "purple") or game.card_has_color(c, "black"))
end
card:on_deletion(function(me)
  local trash = game.trash_cards(me)
  local pool = fx.cards(trash, rookie)
  if #fx.cards(trash, xab.dex) >= 5 then
    local deathx = fx.cards(trash, function(c) return game.card_name(c) == "DeathXmon" end)
    if #deathx > 0 and (#pool == 0 or game.choose_mode(me, {"level 3", "DeathXmon"}) == "DeathXmon") then pool = deathx end
  end
  local c = game.choose(me, pool, 1, 1, "cards")[1]
  if c then game.play(c) end
end, {optional = true})
