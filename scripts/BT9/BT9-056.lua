-- Dinotigermon: it may digivolve from [SaberLeomon] for 1 (card data). [When Attacking] if a card named
-- with [Leomon] or named [X Antibody] is among this Digimon's digivolution cards (a name, not the trait,
-- Q1852), suspend 1 of your opponent's Digimon or Tamers. [Your Turn] [Once Per Turn] when an opponent's
-- Digimon or Tamer becomes suspended, you may unsuspend this Digimon: one effect watching two events,
-- with one use a turn between them (15-14-1).
local function named(c) return game.card_name_has(c, "Leomon") or game.card_name(c) == "X Antibody" end
card:when_attacking(function(me, self)
  if #fx.cards(game.source_cards(self), named) == 0 then return end
  local opp = game.opponent(me)
  local list = game.digimon(opp)
  for _, t in ipairs(game.tamers(opp)) do list[#list + 1] = t end
  local x = game.choose(me, list, 1, 1)[1]
  if x then game.suspend(x) end
end)
local function unsuspend_self(me, self) game.unsuspend(self) end
local once = card:when("digimon_suspended", unsuspend_self, {whose = "opponents", turn = "yours", once_per_turn = true, optional = true})
card:when("tamer_suspended", unsuspend_self, {whose = "opponents", turn = "yours", once_per_turn = once, optional = true})
