-- Okuwamon (X Antibody): digivolves from [Okuwamon] for 0 (card data). [When Digivolving] if a card
-- named [Okuwamon] or [X Antibody] is among this Digimon's digivolution cards (not the trait), suspend 1
-- of your opponent's Digimon. Then (whatever that "if" gave, 15-6-2), if this Digimon is attacking, you
-- may switch the target of the attack to 1 of your opponent's suspended Digimon (11-2-7-2). [Your Turn]
-- when this Digimon would digivolve into a card with [Insectoid] in its traits, that digivolution
-- costs 1 less.
card:when_digivolving(function(me, self)
  if xab.under(self, "Okuwamon") then
    local d = fx.choose_one(me, game.opponent(me))
    if d then game.suspend(d) end
  end
  xab.switch_to_suspended(me, self)
end)
card:when_would("digivolve", nil, {turn = "yours", reduce = 1,
  condition = function(me, self, c, x) return fx.card_trait_has("Insectoid")(x) end})
