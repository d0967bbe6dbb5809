-- Gaiomon: digivolves from [BlackWarGreymon] for 2; its name also counts as having [Greymon] (Q1856,
-- card data); <Security Attack +1>, <Reboot> (card data). [When Digivolving] if it has a black
-- digivolution card, <De-Digivolve 1> on 1 of your opponent's Digimon; if it has a red one, <Blitz>
-- (both when it has both, Q1857).
local function has(self, col)
  return #fx.cards(game.source_cards(self), function(c) return game.card_has_color(c, col) end) > 0
end
card:when_digivolving(function(me, self)
  if has(self, "black") then fx.de_digivolve_one(me, 1) end
  if has(self, "red") then game.blitz(self) end
end, {has = {"blitz"}})
