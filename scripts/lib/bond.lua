-- bond: Tai Kamiya (BT6-087) and Matt Ishida (BT6-088), the same text on two partners.
bond = {}

-- Declares on `card_` (player's partner names `a`, `b`; the Bond card's name `into`, digivolved from
-- a Digimon named exactly `rookie`, Q1473):
-- [Your Turn] when one of your Digimon with `a` or `b` in its name moves from the breeding area to
-- the battle area, gain 1 memory and <Draw 1>.
-- [Main] [Once Per Turn] your `rookie` digivolves into a hand card named `into`, paying its
-- digivolution cost with the level disregarded; when it does, the 2 top cards of your security stack
-- go to the trash (as many as there are, Q1472); if any security card is left then (read once, as the
-- effect ends, Q1474, Q1475), that Digimon is deleted at the end of the turn (that same turn, Q5524;
-- ordered with the other end-of-turn effects by the turn player, Q5525: the core's pending processing).
-- [Security] this Tamer is played for free.
function bond.partner(card_, a, b, rookie, into)
  local ignore = {ignore = "level"}
  card_:when("digimon_moved_out", function(me)
    game.gain_memory(me, 1)
    game.draw(me, 1)
  end, {whose = "own", turn = "yours", condition = function(me, self, c, d) return game.name_has(d, a) or game.name_has(d, b) end})
  local doom = card_:delayed(function(me, self, c, d) if game.on_field(d) then game.delete(d) end end)
  local function bonds(me, d)
    return fx.cards(game.hand(me), function(x) return game.card_name(x) == into and game.can_digivolve(x, d, ignore) end)
  end
  local function rookies(me)
    return game.digimon(me, function(d) return game.name(d) == rookie and #bonds(me, d) > 0 end)
  end
  card_:activated(function(me)
    local d = game.choose(me, rookies(me), 1, 1)[1]
    if not d then return end
    local x = game.choose(me, bonds(me, d), 1, 1, "cards")[1]
    if not game.digivolve(x, d, nil, ignore) then return end
    game.trash_security(me, 2)
    if game.security(me) >= 1 then game.at_end_of("turn", doom, d) end
  end, {once_per_turn = true, condition = function(me) return #rookies(me) > 0 end})
  card_:security(function(me, self, c) game.play(c) end)
end
