-- Examon: DNA digivolution from a green level 6 and a blue level 6 for 0 (card data).
-- [When Digivolving] optionally, a green or blue Digimon card named with [Dramon] goes from the hand to
-- the bottom of this Digimon's stack (whether or not by DNA, Q3436); and only after a DNA digivolution
-- (Q3436), optionally, a green or blue Digimon card named with [Dramon] of 12000 DP at most is played
-- from the hand free.
-- [All Turns] [Once Per Turn] once this Digimon is suspended, it unsuspends and one opponent's Digimon
-- is suspended (Q3399, Q3401: the order against other effects and attack declarations is the core's).
local function dramon_card(c)
  return game.card_kind(c) == "Digimon" and game.card_name_has(c, "dramon")
    and (game.card_has_color(c, "green") or game.card_has_color(c, "blue"))
end
card:when_digivolving(function(me, self)
  local c = game.choose(me, fx.cards(game.hand(me), dramon_card), 0, 1, "cards")[1]
  if c then game.put_under(c, self, "bottom") end
  if not game.dna_digivolved(self) then return end
  local p = game.choose(me, fx.cards(game.hand(me), function(x) return dramon_card(x) and game.card_dp(x) <= 12000 end), 0, 1, "cards")[1]
  if p then game.play(p) end
end)
card:when("digimon_suspended", function(me, self)
  game.unsuspend(self)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
end, {whose = "self", once_per_turn = true})
