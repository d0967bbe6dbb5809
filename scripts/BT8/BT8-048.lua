-- Shurimon (<Armor Purge>: card data). [When Digivolving] 1 of the
-- opponent's Digimon with <Blocker> can't attack or block until the end of the opponent's next turn
-- (even if it then loses <Blocker>, Q1733).
card:when_digivolving(function(me)
  fx.change_one(me, game.opponent(me), {forbid = {"attack", "block"}}, "opponents_turn",
    function(d) return game.has_keyword(d, "blocker") end)
end)
