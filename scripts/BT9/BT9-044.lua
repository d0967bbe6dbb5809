-- Magnamon (X Antibody): can digivolve from [Magnamon] for 4 (card data).
-- [Opponent's Turn] when one of your opponent's Digimon attacks, if among this Digimon's digivolution
-- cards there is a card with [Armor Form] in its traits (the form as awaken.lua spells it) or the
-- card named [X Antibody] (its name, not the trait: Q1837), you may switch the attack's target to
-- this Digimon: suspended or not (Q1838: an unsuspended one battles the attacker), also for an
-- attacker that can't be blocked, this being no block (Q1839); the "if" is read as it activates
-- (15-8-3-9).
-- [All Turns] when this Digimon would be deleted, you may place its top card face down on top of your
-- security stack to prevent the deletion; with no digivolution cards it has no top card to place, so
-- the effect can't activate (Q1840), and nothing placed prevents nothing.
local function shielded(me, self)
  for _, c in ipairs(game.source_cards(self)) do
    if awaken.armor_card(c) or game.card_name(c) == "X Antibody" then return true end
  end
  return false
end
card:when("digimon_attacking", function(me, self) game.switch_attack_target(self) end,
  {whose = "opponents", turn = "opponents", optional = true, activate_if = shielded})
card:when_would("be_deleted", function(me, self) return game.move_top(self, "security_top") > 0 end,
  {optional = true, condition = function(me, self) return game.has_sources(self) end})
