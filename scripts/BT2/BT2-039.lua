-- Magnadramon: [On Play] if you have 3 or fewer security cards, <Recovery +2 (Deck)>. [When Attacking]
-- you may (Q1011) play 1 yellow level 3 Digimon card from your hand without paying (its [On Play]
-- triggers, Q1012).
local function low(me) return game.security(me) <= 3 end
local function yellow3(c)
  return game.card_kind(c) == "Digimon" and game.card_level(c) == 3 and game.card_has_color(c, "yellow")
end
card:on_play(function(me) game.recovery(me, 2) end, {condition = low})
card:when_attacking(function(me)
  local c = game.choose(me, fx.cards(game.hand(me), yellow3), 1, 1, "cards")[1]
  if c then game.play(c) end
end, {optional = true})
