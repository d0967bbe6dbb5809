-- Cherubimon: [When Attacking] if you have 3 or fewer security cards, place 1 yellow Digimon card
-- from your trash face down on top of your security stack (it is shown leaving the trash, Q1078).
local function yellow(c) return game.card_kind(c) == "Digimon" and game.card_has_color(c, "yellow") end
card:when_attacking(function(me)
  local c = game.choose(me, fx.cards(game.trash_cards(me), yellow), 1, 1, "cards")[1]
  if c then game.to_security(c, "top") end
end, {condition = function(me) return game.security(me) <= 3 end})
