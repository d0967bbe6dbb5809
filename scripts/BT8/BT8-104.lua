-- Eiseiryuoujin: [Main] <De-Digivolve 1> 1 of the opponent's Digimon; then you may place 1 card with
-- [X-Antibody] in its traits from your hand as the bottom digivolution card of 1 of your black Digimon
-- with [X-Antibody] in its traits to delete 1 of the opponent's Digimon with a play cost of 4 or less.
-- [Security] <De-Digivolve 1> 1 of the opponent's Digimon; then delete 1 of the opponent's Digimon
-- with a play cost of 4 or less.
local function cheap(d) return (game.cost(d) or 99) <= 4 end
local function black_xab(d) return game.has_color(d, "black") and awaken.xab(d) end
card:main(function(me)
  fx.de_digivolve_one(me, 1)
  local cards = fx.cards(game.hand(me), awaken.xab_card)
  if #cards == 0 or #fx.digimon(me, black_xab) == 0 then return end
  fx.by(me, function()
    local c = game.choose(me, cards, 1, 1, "cards")[1]
    local d = fx.choose_one(me, me, black_xab)
    return game.put_under(c, d, "bottom")
  end, function() fx.delete(me, {filter = cheap}) end)
end)
card:security(function(me)
  fx.de_digivolve_one(me, 1)
  fx.delete(me, {filter = cheap})
end)
