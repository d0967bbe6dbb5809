-- Omnimon X (Anti-body): your Digimon with [Omnimon] in its name in the battle area (not the breeding
-- area, Q1385) can digivolve into this card from the hand for 3, ignoring its requirements (by an
-- effect's digivolution too, Q1386). [When Attacking] delete 1 of your opponent's Digimon with DP
-- less than or equal to this Digimon's. [Opponent's Turn] when an opponent's Digimon attacks, you may
-- trash 2 of this Digimon's digivolution cards (both or none, Q1387) to end the attack (Q1388-Q1390:
-- the core's game.end_attack).
card:digivolve_from(function(me, self, c, d) return game.name_has(d, "Omnimon") end, 3)
card:when_attacking(function(me, self)
  local dp = game.dp(self)
  fx.delete(me, {filter = function(d) return game.dp(d) <= dp end})
end)
card:when("digimon_attacking", function(me, self)
  fx.by(me, function()
    local cards = game.choose(me, game.source_cards(self), 2, 2, "cards")
    if #cards < 2 then return false end
    game.move_source(cards, "trash")
    return true
  end, function() game.end_attack() end)
end, {whose = "opponents", turn = "opponents", condition = function(me, self) return game.sources(self) >= 2 end})
