-- Crabmon: [On Play] 1 of your blue Digimon (this one too) gains <Jamming> for the turn. If this card
-- was played from digivolution cards (from under a Digimon), you may place 1 blue level 5 or lower
-- Digimon card from your hand under that chosen Digimon (Q3378) as its bottom digivolution card.
local function fits(c)
  return game.card_kind(c) == "Digimon" and game.card_has_color(c, "blue") and (game.card_level(c) or 0) <= 5
end
card:on_play(function(me, self, c, s, f)
  local d = fx.change_one(me, me, {keywords = {"jamming"}}, "turn", fx.colored("blue"))
  if not d or f.from ~= "battle area" then return end
  local x = game.choose(me, fx.cards(game.hand(me), fits), 0, 1, "cards")[1]
  if x then game.put_under(x, d, "bottom") end
end)
