-- Death Claw: you may delete 1 of your Digimon to delete 1 of the opponent's level 4 or lower
-- Digimon (the first deletion's [On Deletion] effects wait until this effect is done, Q676).
-- Security: delete 1 of the opponent's level 4 or lower Digimon.
card:main(function(me)
  if #game.digimon(me) == 0 then return end
  fx.by(me, function()
    local mine = fx.choose_one(me, me)
    game.delete(mine)
    return not game.on_field(mine) -- a deletion prevented pays nothing
  end, function() fx.delete(me, {filter = fx.level_at_most(4)}) end)
end)
card:security(function(me) fx.delete(me, {filter = fx.level_at_most(4)}) end)
