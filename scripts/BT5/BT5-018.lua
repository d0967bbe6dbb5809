-- Dorbickmon: [When Attacking] you may trash 1 red Digimon card from your hand; if you do, this
-- Digimon gets that card's DP as +DP for the turn (another attack that turn adds again, Q1294).
local function red_digimon(c) return game.card_kind(c) == "Digimon" and game.card_has_color(c, "red") end
card:when_attacking(function(me, self)
  local c
  fx.by(me, function()
    c = game.choose(me, fx.cards(game.hand(me), red_digimon), 1, 1, "cards")[1]
    if not c then return false end
    game.trash(c)
    return true
  end, function() fx.self_dp(me, self, game.card_dp(c)) end)
end)
