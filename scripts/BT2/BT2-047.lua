-- Argomon: <Digisorption -3> (card data). Inherited: [When Attacking] you may play 1 green level 3
-- Digimon card from your hand suspended, without paying (its [On Play] activates, Q1018).
local function green3(c)
  return game.card_kind(c) == "Digimon" and game.card_level(c) == 3 and game.card_has_color(c, "green")
end
card:when_attacking(function(me)
  local c = game.choose(me, fx.cards(game.hand(me), green3), 1, 1, "cards")[1]
  if c then game.play(c, 0, {suspended = true}) end
end, {inherited = true, optional = true})
