-- Omnimon Zwart: [When Digivolving] trash the top 3 cards of your deck; then you may play up to 2
-- black and/or purple Digimon cards with a play cost of 8 or less from your trash (any there, not
-- only those just trashed, Q1358, Q1359) without paying, at the same time. [When Attacking] you may
-- return 1 level 6 Digimon card among this Digimon's digivolution cards to its owner's hand; if you
-- do, delete 1 of your opponent's unsuspended Digimon with a play cost of 12 or less.
local function playable(c)
  local cost = game.card_cost(c)
  return game.card_kind(c) == "Digimon" and cost ~= nil and cost <= 8
    and (game.card_has_color(c, "black") or game.card_has_color(c, "purple"))
end
card:when_digivolving(function(me)
  game.trash(game.deck_top(me, 3))
  game.play_all(game.choose(me, fx.cards(game.trash_cards(me), playable), 0, 2, "cards"))
end)
local function level6(c) return game.card_kind(c) == "Digimon" and game.card_level(c) == 6 end
local function target(d)
  local cost = game.cost(d)
  return not game.suspended(d) and cost ~= nil and cost <= 12
end
card:when_attacking(function(me, self)
  fx.by(me, function()
    local c = game.choose(me, fx.cards(game.source_cards(self), level6), 1, 1, "cards")[1]
    if not c then return false end
    game.move_source(c, "hand")
    return game.card_zone(c) == "hand"
  end, function() fx.delete(me, {filter = target}) end)
end)
