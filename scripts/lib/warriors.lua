-- warriors: conditions printed alike on many cards of BT7 (Next Adventure), the Legendary Warriors'.
warriors = {}

-- "a card with [Hybrid] in its traits" (2-3-2-4: any of its traits holds the word; Hybrid is a form).
warriors.hybrid = fx.card_trait_has("Hybrid")
-- "[X-Antibody] in its traits": the card data spells the trait "X Antibody" (Q1601).
warriors.x_antibody = fx.card_trait_has("X Antibody")
-- "[Hybrid] or [Ten Warriors] in its traits", of a card.
function warriors.hybrid_or_ten(c) return warriors.hybrid(c) or fx.card_trait_has("Ten Warriors")(c) end

-- Whether one of Digimon d's digivolution cards passes filter(c).
function warriors.in_sources(d, filter) return #fx.cards(game.source_cards(d), filter) > 0 end

-- "If a card with [Hybrid] in its traits or [NAME] is in this Digimon's digivolution cards".
function warriors.hybrid_or_named(d, name)
  return warriors.in_sources(d, function(c) return warriors.hybrid(c) or game.card_name(c) == name end)
end

-- "one of your Digimon with a Tamer card in its digivolution cards".
function warriors.tamer_under(d) return warriors.in_sources(d, fx.card_kind("Tamer")) end

-- "When one of your Digimon with a Tamer card in its digivolution cards digivolves into this card in
-- your hand, reduce the memory cost of the digivolution by 2" (BT7-014, 025, 038, 051, 075).
function warriors.tamer_discount(card)
  card:digivolution_cost(2, function(me, self, c, d) return warriors.tamer_under(d) end)
end

-- "[On Deletion] You may play 1 COLOUR level 4 or lower card with [Hybrid] in its traits from your hand
-- without paying its memory cost" (the Ancient Digimon, BT7-030, 042, 054, 066, 078).
function warriors.ancient_on_deletion(card, colour)
  card:on_deletion(function(me)
    local fit = fx.cards(game.hand(me), function(c)
      return game.card_has_color(c, colour) and (game.card_level(c) or 99) <= 4 and warriors.hybrid(c)
    end)
    local c = game.choose(me, fit, 0, 1, "cards")[1]
    if c then game.play(c) end
  end)
end

-- "[On Play] Reveal the top 4 cards of your deck. Add 1 card with [Hybrid] in its traits, [Susanoomon],
-- or [TAMER] among them to your hand; the rest at the bottom in any order" and inherited "[On Deletion]
-- you may play 1 [TAMER] from your hand without paying" (BT7-008 Flamemon, BT7-019 Strabimon).
function warriors.spirit_rookie(card, tamer)
  card:on_play(function(me)
    fx.reveal(me, 4, {must = true, filter = function(c)
      return warriors.hybrid(c) or game.card_name(c) == "Susanoomon" or game.card_name(c) == tamer
    end})
  end)
  card:on_deletion(function(me)
    local c = game.choose(me, fx.cards(game.hand(me), function(x) return game.card_name(x) == tamer end), 0, 1, "cards")[1]
    if c then game.play(c) end
  end, {inherited = true})
end

-- "When one of your effects places a digivolution card under ..." (BT7-005, BT7-056, BT8-069): the
-- condition of a "digivolution_cards_added" watcher, the placement by an effect of a card of this
-- player's (a digivolution places none, Q1504, Q1602).
function warriors.placed_by_yours(me, self, c, d, f) return f.cause == "effect" and game.card_owner(f.by) == me end

-- "[Main] [Once Per Turn] You may place 5 cards with [Hybrid] in their traits from your ZONE under this
-- Tamer in any order to digivolve it into a [NAME] in your hand for its digivolution cost as if this
-- Tamer is a level 5 COLOUR Digimon" (BT7-085 from the trash, BT7-087 from the hand): pool(me) lists
-- the zone's cards. With 4 or fewer it can't be activated (Q1653, Q1660); the 5 placed, in the order
-- chosen, the digivolution is a "may" (Q1652, Q1659), into [NAME] only (Q1654, Q1662), by
-- game.digivolve's `as` (the Tamer treated as that Digimon, Q1690).
function warriors.hybrid_tamer_digivolve(card, pool, name, colour)
  local as_five = {as = {level = 5, colors = {colour}}}
  local function hybrids(me) return fx.cards(pool(me), warriors.hybrid) end
  card:activated(function(me, self)
    local order = {}
    fx.in_order(me, game.choose(me, hybrids(me), 5, 5, "cards"), function(c) order[#order + 1] = c end)
    if not game.put_under(order, self, "bottom") then return end
    local into = fx.cards(game.hand(me), function(c)
      return game.card_name(c) == name and game.can_digivolve(c, self, as_five)
    end)
    local x = game.choose(me, into, 0, 1, "cards")[1]
    if x then game.digivolve(x, self, nil, as_five) end
  end, {once_per_turn = true, condition = function(me) return #hybrids(me) >= 5 end})
end
