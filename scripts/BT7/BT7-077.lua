-- Nidhoggmon: when one of your effects trashes this card from your hand, gain 1 memory.
-- [When Digivolving] you may trash 1 card from your hand to delete 1 of your opponent's level 4 or
-- lower Digimon.
card:when("card_trashed", function(me) game.gain_memory(me, 1) end, {whose = "self", from = "hand",
  condition = function(me, self, c, s, f) return f.from == "hand" and f.by ~= nil and game.card_owner(f.by) == me end})
card:when_digivolving(function(me)
  if #game.hand(me) == 0 then return end
  fx.by(me, function()
    game.trash(game.choose(me, game.hand(me), 1, 1, "cards")[1])
    return true
  end, function() fx.delete(me, {filter = fx.level_at_most(4)}) end)
end)
