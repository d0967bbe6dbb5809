-- X Digivolution!: no colour requirement while one of your Digimon has the [X Antibody] trait. [Main]
-- 3 cards from the top of your deck are revealed; one of your Digimon may digivolve, free, into an
-- [X Antibody]-trait Digimon card among them (its requirements met; the bonus draw is from the deck
-- under them, Q1911); the other revealed cards go to the trash (before the new card's [When
-- Digivolving] effects activate, Q5976: the core's). Then an [X Antibody]-trait card of your trash
-- goes under one of your [X Antibody]-trait Digimon, below its other digivolution cards. [Security]
-- optionally reveal 3 from the top of your deck: 1 [X Antibody]-trait card among them to the hand,
-- the others to the trash.
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
