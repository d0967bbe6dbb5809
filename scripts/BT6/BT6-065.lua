-- Gundramon: <Blocker> (card data). [When Digivolving] reveal the top 5 cards of your deck (as many as
-- there are, Q1459); you may use 1 Option card with a memory cost of 7 among them without paying its
-- memory cost (Q1458: a choice; its colour requirements still apply, 9-1-1, so only the cards its player
-- can use are offered); trash the rest; if no Option card was used by this effect, delete 1 of your
-- opponent's Digimon with a play cost of 4 or less.
local function usable(c) return game.card_kind(c) == "Option" and game.card_cost(c) == 7 and game.can_use(c) end
local function cost_4(d) local cost = game.cost(d) return cost ~= nil and cost <= 4 end
card:when_digivolving(function(me)
  local shown = game.reveal(me, 5)
  local pick = game.choose(me, fx.cards(shown, usable), 0, 1, "cards")[1]
  local used = pick ~= nil and game.use(pick)
  game.trash(fx.cards(shown, function(c) return game.card_zone(c) == "processing" end))
  if not used then
    local d = fx.choose_one(me, game.opponent(me), cost_4)
    if d then game.delete(d) end
  end
end)
