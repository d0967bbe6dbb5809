-- All Delete: [Main] you may return 1 of your Digimon with [Omnimon] in its name to its owner's hand
-- (its digivolution cards to the trash); if you do, delete all Digimon and Tamers, yours too (Q1384),
-- at the same time. [Security] add this card to the hand.
card:main(function(me)
  fx.by(me, function()
    local d = fx.choose_one(me, me, function(x) return game.name_has(x, "Omnimon") end)
    if not d then return false end
    game.bounce(d)
    return not game.on_field(d)
  end, function()
    local all = {}
    for _, p in ipairs(fx.players()) do
      for _, d in ipairs(game.digimon(p)) do all[#all + 1] = d end
      for _, t in ipairs(game.tamers(p)) do all[#all + 1] = t end
    end
    game.delete(all)
  end)
end)
card:security(function(me, self, c) game.to_hand(c) end)
