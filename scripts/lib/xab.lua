-- xab: what several BT9 (X Record) texts print alike.
xab = {}

-- "[NAME] or [X Antibody] is in this Digimon's digivolution cards": a digivolution card of Digimon d
-- whose name is exactly NAME or [X Antibody] (BT9-109); a card with the [X Antibody] trait does not
-- count (Q1806, Q1807, Q1808 ...: the brackets name a card).
function xab.under(d, name)
  for _, c in ipairs(game.source_cards(d)) do
    local n = game.card_name(c)
    if n == name or n == "X Antibody" then return true end
  end
  return false
end

-- "Trash 1 card (passing filter) in your hand": `me` picks it; the trashed card, or nil when the hand
-- holds none.
function xab.trash_hand(me, filter)
  local c = game.choose(me, fx.cards(game.hand(me), filter), 1, 1, "cards")[1]
  if c then game.trash(c) end
  return c
end

-- "You may trash 1 card (passing filter) in your hand to X": asked first (15-7), effect(c) with the
-- trashed card only when one was trashed.
function xab.by_trashing(me, filter, effect)
  local trashed
  fx.by(me, function() trashed = xab.trash_hand(me, filter) return trashed ~= nil end,
    function() effect(trashed) end)
end

-- A card with [Machine] or [Cyborg] in one of its traits (2-3-2-4).
function xab.machine_or_cyborg(c) return fx.card_trait_has("Machine")(c) or fx.card_trait_has("Cyborg")(c) end

-- "[Hand] [Main] If you have a Digimon with [Justimon] or [Raidenmon] in its name, you may pay 1
-- memory to place this card under that Digimon as its bottom digivolution card" (Suijinmon,
-- Raijinmon, Fujinmon): declared on the card script's `card`; activating it from the hand is the
-- choice (15-14-2); with several such Digimon, its player chooses one.
function xab.hand_slot(card_)
  local function hosts(me)
    return game.digimon(me, function(d) return game.name_has(d, "Justimon") or game.name_has(d, "Raidenmon") end)
  end
  card_:activated(function(me, self, c)
    local d = game.choose(me, hosts(me), 1, 1)[1]
    if not d then return end
    game.lose_memory(me, 1)
    game.put_under(c, d, "bottom")
  end, {from = "hand", condition = function(me) return #hosts(me) > 0 end})
end

-- A Digimon card with [Machine] or [Cyborg] in one of its traits (the trash cost of those three).
function xab.machine_digimon_card(c) return game.card_kind(c) == "Digimon" and xab.machine_or_cyborg(c) end

-- "[All Turns] When this Digimon would be deleted in battle, you may play 1 [Leomon] from this
-- Digimon's digivolution cards without paying" (Leomon (X Antibody), Panjyamon (X Antibody)): the
-- card named exactly [Leomon] (Q1847); the deletion goes on.
function xab.leomon_rescue(card_)
  card_:when_would("be_deleted_in_battle", function(me, self)
    local c = game.choose(me, fx.cards(game.source_cards(self), function(x) return game.card_name(x) == "Leomon" end), 0, 1, "cards")[1]
    if c then game.play(c) end
    return false
  end)
end

-- A card with [Undead] or [Dark Animal] in one of its traits.
function xab.undead(c) return fx.card_trait_has("Undead")(c) or fx.card_trait_has("Dark Animal")(c) end

-- Inherited "[When Attacking] This Digimon may digivolve into a Digimon card with [Undead] or [Dark
-- Animal] in its traits from your trash for its digivolution cost" (Dracmon, Sangloupmon): only a
-- card whose requirements it meets (Q1864, Q1866); the new card's [When Attacking] does not activate
-- for this attack (Q1865, Q1867: the core's triggers).
function xab.undead_from_trash(card_)
  card_:when_attacking(function(me, self)
    local fits = fx.cards(game.trash_cards(me), function(c)
      return game.card_kind(c) == "Digimon" and xab.undead(c) and game.can_digivolve(c, self)
    end)
    local c = game.choose(me, fits, 0, 1, "cards")[1]
    if c then game.digivolve(c, self) end
  end, {inherited = true})
end

-- Inherited "[On Deletion] If this Digimon has 2 or more colours, gain 2 memory" (Meicoomon,
-- Maycrackmon: Vicious Mode): the Digimon as it was when deleted.
function xab.two_colour_memory(card_)
  card_:on_deletion(function(me, self)
    if #game.colors(self) >= 2 then game.gain_memory(me, 2) end
  end, {inherited = true})
end

-- A card with [Dex] or [DeathX] in its name.
function xab.dex(c) return game.card_name_has(c, "Dex") or game.card_name_has(c, "DeathX") end

-- "[When Digivolving] You may trash 1 card with [Dex] or [DeathX] in its name or [X Antibody] in its
-- traits in your hand to gain 1 memory" (DexDorugamon, DexDoruGreymon).
function xab.dex_memory(card_)
  local function fit(c) return xab.dex(c) or game.card_has_trait(c, "X Antibody") end
  card_:when_digivolving(function(me) xab.by_trashing(me, fit, function() game.gain_memory(me, 1) end) end)
end

-- "[When Digivolving] If this Digimon has [NAME] in its digivolution cards or is digivolving from the
-- trash, ..." (DexDorugamon, DexDoruGreymon, DexDorugoramon): a processing condition read as the
-- effect would activate (15-6); a card named exactly NAME; f.from, where the card it digivolved into
-- came from.
function xab.dex_rise(card_, name, effect)
  card_:when_digivolving(effect, {activate_if = function(me, self, c, d, f)
    if f.from == "trash" then return true end
    return #fx.cards(game.source_cards(self), function(x) return game.card_name(x) == name end) > 0
  end})
end

-- "Then, if this Digimon is attacking, you may switch the target of attack to 1 of your opponent's
-- suspended Digimon" (BT9-052, BT9-055): only while Digimon `self` is the attacker of the attack in
-- progress; `me` picks one of the opponent's suspended Digimon other than the current target, or none
-- (the "you may"); one that can't be attacked may be chosen (a switch is no declaration, Q1851).
function xab.switch_to_suspended(me, self)
  local attacker, target = game.attack()
  if attacker ~= self then return end
  local opp = game.opponent(me)
  local fit = fx.digimon(opp, function(d) return game.suspended(d) and d ~= target end)
  local d = game.choose(me, fit, 0, 1)[1]
  if d then game.switch_attack_target(d) end
end
