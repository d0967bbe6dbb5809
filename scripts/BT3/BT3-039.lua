-- Angewomon: [When Digivolving] 1 of the opponent's Digimon gets <Security Attack -2> until the end
-- of their next turn. Inherited: [When Attacking] if you have 3 or fewer security cards, you may
-- play 1 yellow level 3 Digimon card from your hand without paying its cost.
card:when_digivolving(function(me)
  fx.change_one(me, game.opponent(me), {security_attack = -2}, "opponents_turn")
end)
local function yellow3(c)
  return game.card_kind(c) == "Digimon" and game.card_has_color(c, "yellow") and game.card_level(c) == 3
end
card:when_attacking(function(me)
  local c = game.choose(me, fx.cards(game.hand(me), yellow3), 1, 1, "cards")[1]
  if c then game.play(c) end
end, {inherited = true, optional = true, condition = function(me) return game.security(me) <= 3 end})
