-- Flare Rock Soul: [Main] delete 1 of your opponent's Digimon with 5000 DP or less. Then you may
-- digivolve 1 of your Digimon into a Digimon card with [Shoutmon] in its name in your hand, paying its
-- digivolution cost (its requirements met, Q1896). [Security] delete 1 of your opponent's Digimon with
-- 5000 DP or less.
local function delete(me) fx.delete(me, {dp = 5000}) end
card:main(function(me)
  delete(me)
  local cards = fx.cards(game.hand(me), function(c) return game.card_kind(c) == "Digimon" and game.card_name_has(c, "Shoutmon") end)
  local function can(d) return #fx.cards(cards, function(c) return game.can_digivolve(c, d) end) > 0 end
  local d = game.choose(me, game.digimon(me, can), 0, 1)[1]
  if not d then return end
  local c = game.choose(me, fx.cards(cards, function(x) return game.can_digivolve(x, d) end), 1, 1, "cards")[1]
  game.digivolve(c, d)
end)
card:security(delete)
