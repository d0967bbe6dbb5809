-- Hisyaryumon: [Your Turn] when one of its player's effects places a digivolution card under this
-- Digimon, the player may digivolve this Digimon into a Digimon card of their hand with [X-Antibody]
-- in its traits, paying its digivolution cost; as this Digimon would digivolve by this effect, that
-- cost is reduced by 1 (a reduction of that one digivolution: none when the player can't reduce
-- digivolution costs, Q1285). Its requirements are met as usual, never ignored (Q1748).
-- Inherited: [Opponent's Turn] while this Digimon has [X-Antibody] in its traits, it has <Reboot>.
-- (The card data spells the trait "X Antibody": `warriors.x_antibody`, `fx.trait_has`.)
local xab = fx.trait_has("X Antibody")
card:when("digivolution_cards_added", function(me, self)
  if not game.on_field(self) then return end
  local fits = fx.cards(game.hand(me), function(x)
    return game.card_kind(x) == "Digimon" and warriors.x_antibody(x) and game.can_digivolve(x, self)
  end)
  local x = game.choose(me, fits, 0, 1, "cards")[1]
  if x then game.digivolve(x, self, nil, {reduce = 1}) end
end, {whose = "self", turn = "yours", condition = warriors.placed_by_yours})
card:static{inherited = true, turn = "opponents", keywords = {"reboot"}, condition = function(me, self) return xab(self) end}
