-- X Digivolution!: its colour requirement is ignored while you have a Digimon with [X Antibody] in
-- its traits. [Main] reveal the top 3 cards of your deck; you may digivolve 1 of your Digimon into a
-- Digimon card with [X Antibody] in its traits among them (its requirements met), without paying its
-- cost (the bonus draw comes from the unrevealed deck, Q1911); trash the rest (before the new card's
-- [When Digivolving] effects activate, Q5976: the core's). Then place 1 card with [X Antibody] in its
-- traits from your trash under 1 of your Digimon with [X Antibody] in its traits as its bottom
-- digivolution card. [Security] you may reveal the top 3 cards of your deck, add 1 card with [X
-- Antibody] in its traits among them to your hand, and trash the rest.
card:use_requirement(function(me, d) return game.kind(d) == "Digimon" and awaken.xab(d) end)
card:main(function(me)
  local shown = game.reveal(me, 3)
  local function fits(d)
    return fx.cards(shown, function(c) return game.card_kind(c) == "Digimon" and awaken.xab_card(c) and game.can_digivolve(c, d) end)
  end
  local d = game.choose(me, game.digimon(me, function(x) return #fits(x) > 0 end), 0, 1)[1]
  local used
  if d then
    local c = game.choose(me, fits(d), 1, 1, "cards")[1]
    if game.digivolve(c, d, 0) then used = c end
  end
  game.trash(fx.cards(shown, function(c) return c ~= used end))
  local x = game.choose(me, fx.cards(game.trash_cards(me), awaken.xab_card), 1, 1, "cards")[1]
  local host = x and game.choose(me, game.digimon(me, awaken.xab), 1, 1)[1]
  if host then game.put_under(x, host, "bottom") end
end)
card:security(function(me)
  if game.yes_no(me) then fx.reveal(me, 3, {filter = awaken.xab_card, count = 1, must = true, rest = "trash"}) end
end)
