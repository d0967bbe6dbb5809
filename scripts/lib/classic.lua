-- classic: what several EX1 (Classic Collection) texts print alike.
classic = {}

-- "When this Digimon attacks a player": the attack in progress was declared on the player (0); a
-- block later does not undo it (its [When Attacking] effects come before the block, Q3189).
function classic.attacks_player() local _, target = game.attack() return target == 0 end

-- "[Imperialdramon] in its name or [Free] in its traits", of a Digimon (2-3-2-4).
-- (fx is published after this library loads: its helpers are read in the calls, not at load time.)
function classic.imperial_or_free(d) return game.name_has(d, "Imperialdramon") or fx.trait_has("Free")(d) end

-- "A Digimon card with [Free] in its traits is in this Digimon's digivolution cards".
function classic.free_card_under(d)
  local free = fx.card_trait_has("Free")
  return #fx.cards(game.source_cards(d), function(c) return game.card_kind(c) == "Digimon" and free(c) end) > 0
end

-- "[When Attacking] Reveal the top 3 cards of your deck. Add 1 Tamer card or 1 Digimon card with
-- [part] in its name among them to your hand. Place the rest at the bottom in any order" (one card
-- of either kind, Q3187; any colour, Q3188).
function classic.reveal_partner(me, part)
  fx.reveal(me, 3, {must = true, filter = function(c)
    local kind = game.card_kind(c)
    return kind == "Tamer" or (kind == "Digimon" and game.card_name_has(c, part))
  end})
end

-- "You may play 1 [name] with a play cost of 3 or less from your hand without paying" (the name
-- exactly, Q3191): `me` picks one or none.
function classic.play_partner(me, name)
  local c = game.choose(me, fx.cards(game.hand(me), function(x)
    local cost = game.card_cost(x)
    return game.card_name(x) == name and cost ~= nil and cost <= 3
  end), 1, 1, "cards")[1]
  if c then game.play(c) end
end

-- "You may trash 1 Digimon card with [Machine] or [Cyborg] in its traits in your hand to <Draw 2>"
-- (declared optional: asked first).
function classic.trash_machine_to_draw(me)
  local machine, cyborg = fx.card_trait_has("Machine"), fx.card_trait_has("Cyborg")
  local c = game.choose(me, fx.cards(game.hand(me), function(x)
    return game.card_kind(x) == "Digimon" and (machine(x) or cyborg(x))
  end), 1, 1, "cards")[1]
  if not c then return end
  game.trash(c)
  game.draw(me, 2)
end

-- "[When Digivolving] You may reveal the top 3 cards of your deck. Add 1 level 6 Digimon card with
-- [Machine] in its traits among them to your hand. Trash the rest" (declared optional; once
-- revealed, the rest is done as far as it can be, Q3233).
function classic.reveal_machine(me)
  local machine = fx.card_trait_has("Machine")
  fx.reveal(me, 3, {must = true, rest = "trash", filter = function(c)
    return game.card_kind(c) == "Digimon" and game.card_level(c) == 6 and machine(c)
  end})
end

-- "[When Attacking] This Digimon can digivolve into a Digimon card with one of `parts` in its
-- traits in your hand for its digivolution cost" (its requirements still apply, Q3229; may decline,
-- Q3228): `me` picks one of the cards the rules let it digivolve into, or none.
function classic.digivolve_insect(me, self, parts)
  local fits = fx.cards(game.hand(me), function(c)
    if game.card_kind(c) ~= "Digimon" or not game.can_digivolve(c, self) then return false end
    for _, part in ipairs(parts) do
      if fx.card_trait_has(part)(c) then return true end
    end
    return false
  end)
  local c = game.choose(me, fits, 0, 1, "cards")[1]
  if c then game.digivolve(c, self) end
end
