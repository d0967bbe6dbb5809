-- Rowdy Rocker: [Main] you may place 1 red level 4 or lower Digimon card from your hand under 1 of
-- your Digimon (one digivolved from a Tamer too, Q1371) as its bottom digivolution card; if you do,
-- <Draw 2>. [Security] add this card to the hand.
local function red4(c)
  return game.card_kind(c) == "Digimon" and game.card_has_color(c, "red") and (game.card_level(c) or 0) <= 4
end
card:main(function(me)
  if not game.yes_no(me) then return end
  local c = game.choose(me, fx.cards(game.hand(me), red4), 1, 1, "cards")[1]
  local d = c and fx.choose_one(me, me)
  if d and game.put_under(c, d, "bottom") then game.draw(me, 2) end
end)
card:security(function(me, self, c) game.to_hand(c) end)
