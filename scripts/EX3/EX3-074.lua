-- Examon: DNA digivolution from a green level 6 and a blue level 6 for 0 (card data).
-- [When Digivolving] you may place 1 green or blue Digimon card with [Dramon] in its name from your
-- hand under this Digimon as its bottom digivolution card (also when DNA digivolving, Q3436). When DNA
-- digivolving, you may also play 1 green or blue Digimon card with [Dramon] in its name and 12000 DP
-- or less from your hand without paying the cost (only then, Q3436).
-- [All Turns] [Once Per Turn] when this Digimon becomes suspended, unsuspend it and suspend 1 of your
-- opponent's Digimon (Q3399, Q3401: the order against other effects and attack declarations is the
-- core's).
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
