-- DeathXDigivolution!: its colour requirement is ignored while you have a Digimon with [X Antibody] in
-- its traits (<Use Req.>-like). [Main] digivolve 1 of your Digimon into a Digimon card with [Dex] or
-- [DeathX] in its name from your trash, paying its digivolution cost (requirements met, Q1913;
-- reductions apply, Q1914). [Security] add this card to its owner's hand.
card:use_requirement(function(me, d) return game.kind(d) == "Digimon" and fx.trait_has("X Antibody")(d) end)
card:main(function(me)
  local cards = fx.cards(game.trash_cards(me), function(c)
    return game.card_kind(c) == "Digimon" and (game.card_name_has(c, "Dex") or game.card_name_has(c, "DeathX"))
  end)
  local function can(d) return #fx.cards(cards, function(c) return game.can_digivolve(c, d) end) > 0 end
  local d = game.choose(me, game.digimon(me, can), 1, 1)[1]
  if not d then return end
  local c = game.choose(me, fx.cards(cards, function(x) return game.can_digivolve(x, d) end), 1, 1, "cards")[1]
  game.digivolve(c, d)
end)
card:security(function(me, self, c) game.to_hand(c) end)
