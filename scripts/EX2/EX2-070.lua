-- Digivolution Plug-In S: its colour requirements may be ignored while its player has a Tamer in play.
-- [Main] <Draw 1>. Then the player may digivolve one of their Digimon into a Digimon card of their hand
-- that can digivolve onto it for a digivolution cost of 3 or less, without paying. That cost is the one
-- of the way it digivolves, before any reduction: a printed requirement or an effect's "may digivolve
-- into this card for N" (Q3354, Q3358); reductions such as <Digisorption> or EX1-071's come only once
-- the digivolution is under way, too late (Q3359); a card whose requirement of 3 the Digimon does not
-- meet is not offered though it meets one of 4 (Q3360). A plain digivolution: its requirements are
-- met (Q3357), no DNA digivolution (Q3355), onto one of the player's Digimon, not a Tamer (Q3356).
-- [Security] reveal the top 3 cards of the deck; add 1 Digimon card among them to the hand (one when
-- there is one: no "up to"); the rest go to the bottom in the order the player picks; then this card
-- goes to the hand.
local bound = {cost_at_most = 3}
card:use_requirement(function(me, d) return game.kind(d) == "Tamer" end)
card:main(function(me)
  game.draw(me, 1)
  local function onto(x) return game.digimon(me, function(d) return game.can_digivolve(x, d, bound) end) end
  local fits = fx.cards(game.hand(me), function(x) return game.card_kind(x) == "Digimon" and #onto(x) > 0 end)
  local x = game.choose(me, fits, 0, 1, "cards")[1]
  if x then game.digivolve(x, game.choose(me, onto(x), 1, 1)[1], 0, bound) end
end)
card:security(function(me, self, c)
  fx.reveal(me, 3, {filter = fx.card_kind("Digimon"), must = true})
  game.to_hand(c)
end)
