-- Alphamon: [Security] at the end of the battle (whatever its outcome, Q1495), add this card to your
-- hand; then, if a Digimon with [Royal Knight] or [X-Antibody] in its type is in play (either
-- player's; the type is spelt X Antibody in the card data), up to 12 of the opponent's Digimon, those
-- in play now (Q1498), can't attack players for the turn (the attack going on continues, Q1496,
-- <Piercing> checks too, Q1497). [When Attacking] you may pay up to 5 memory: +1000 DP for the turn for
-- each memory paid. [End of Attack] gain 2 memory (not after it was deleted in the battle, Q1499).
local function knight(d) return fx.trait_has("Royal Knight")(d) or fx.trait_has("X Antibody")(d) end
local later = card:delayed(function(me, self, c)
  if game.card_zone(c) == "trash" then game.to_hand(c) end
  if #fx.digimon(me, knight) + #fx.digimon(game.opponent(me), knight) == 0 then return end
  game.change(me, fx.choose(me, game.opponent(me), 12, nil, true), {forbid = {"attack_players"}})
end)
card:security(function() game.at_end_of("battle", later) end)
card:when_attacking(function(me, self)
  local n = tonumber(game.choose_mode(me, {"0", "1", "2", "3", "4", "5"}))
  if n == 0 then return end
  game.lose_memory(me, n)
  fx.self_dp(me, self, 1000 * n)
end)
card:end_of_attack(function(me) game.gain_memory(me, 2) end)
