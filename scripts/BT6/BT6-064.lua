-- Mamemon: <Decoy (Black)> (card data). [On Deletion] delete 1 of the opponent's Digimon with a play
-- cost of 7 or less.
card:on_deletion(function(me)
  fx.delete(me, {filter = function(d) local cost = game.cost(d) return cost ~= nil and cost <= 7 end})
end)
