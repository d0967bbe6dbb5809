-- X Antibody (Option): while you have a Digimon in play, you may use this card without meeting its
-- colour requirements.
-- [Main] place this card under 1 of your Digimon that has no [X Antibody] (a card so named) among
-- its digivolution cards, as its bottom digivolution card.
-- [Security] gain 1 memory, and add this card to its owner's hand.
-- Inherited (an Option placed under a Digimon has them, Q1917):
-- [All Turns] effects can't trash [X Antibody] (a card so named) in this Digimon's digivolution cards:
-- whoever's effect, "trash the bottom 2" trashes only the other one (Q1922), <Digi-Burst> can't
-- choose it (Q1920); the rules still trash it: its Digimon placed under another (Q1606, Q2167, Q2238,
-- Q2251) or it left as the top card by <De-Digivolve> (Q1921); a move elsewhere is no trashing
-- (Q1927). The protection is the core's (card:sources_cannot_be_trashed).
-- [When Attacking] this Digimon may digivolve into a Digimon card with [X Antibody] in its traits in
-- your hand, paying its digivolution cost: its requirements must be met (Q1918), reductions apply
-- (Q1919).
local function x_antibody(c) return game.card_name(c) == "X Antibody" end

card:use_requirement(function(me, d)
  for _, x in ipairs(game.digimon(me)) do if x == d then return true end end
  return false
end)

card:main(function(me, self, c)
  local d = game.choose(me, fx.digimon(me, function(x) return not fx.cards(game.source_cards(x), x_antibody)[1] end), 1, 1)[1]
  if d then game.put_under(c, d, "bottom") end
end)

card:security(function(me, self, c)
  game.gain_memory(me, 1)
  game.to_hand(c)
end)

card:sources_cannot_be_trashed(function(me, self, c, x) return x_antibody(x) end, {inherited = true})

card:when_attacking(function(me, self)
  local x = game.choose(me, fx.cards(game.hand(me), function(h)
    return game.card_kind(h) == "Digimon" and fx.card_trait_has("X Antibody")(h) and game.can_digivolve(h, self)
  end), 0, 1, "cards")[1]
  if x then game.digivolve(x, self) end
end, {inherited = true})
