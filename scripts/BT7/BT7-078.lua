-- AncientSphinxmon: [When Digivolving] you may delete 1 of your Digimon with [Ten Warriors] or [Hybrid] in
-- its traits (itself too, Q1642) to delete 1 of your opponent's Digimon whose level is at most the
-- deleted Digimon's. [On Deletion] you may play 1 purple level 4 or lower card with [Hybrid] in its
-- traits from your hand without paying.
card:when_digivolving(function(me)
  local mine = fx.digimon(me, function(d) return fx.trait_has("Ten Warriors")(d) or fx.trait_has("Hybrid")(d) end)
  if #mine == 0 then return end
  local level
  fx.by(me, function()
    local d = game.choose(me, mine, 1, 1)[1]
    level = game.level(d)
    game.delete(d)
    return not game.on_field(d)
  end, function() fx.delete(me, {filter = fx.level_at_most(level)}) end)
end)
warriors.ancient_on_deletion(card, "purple")
