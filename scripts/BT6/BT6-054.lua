-- AncientTroymon: [Opponent's Turn] when one of the opponent's Digimon attacks, suspend up to 2 of
-- their Digimon without <Blocker> (at the same time). [On Deletion] you may play 1 green level 4 or
-- lower Digimon card with [Hybrid] in its form from your hand without paying.
card:when("digimon_attacking", function(me)
  game.suspend(fx.choose(me, game.opponent(me), 2, function(d) return not game.has_keyword(d, "blocker") end, true))
end, {whose = "opponents", turn = "opponents"})
local function hybrid(c)
  if game.card_kind(c) ~= "Digimon" or not game.card_has_color(c, "green") or game.card_level(c) > 4 then return false end
  for _, f in ipairs(game.card_form(c)) do if string.find(f, "Hybrid", 1, true) then return true end end
  return false
end
card:on_deletion(function(me) diamond.may_play(me, fx.cards(game.hand(me), hybrid)) end)
