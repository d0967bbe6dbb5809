-- MetalMamemon: [When Digivolving] you may reveal the top 3 cards of your deck, add 1 level 6 Digimon
-- card with [Machine] in its traits among them to your hand, trash the rest (may decline, Q3235).
-- Inherited: [When Attacking] if this Digimon has [Machine] in its traits (read as it activates),
-- delete 1 of your opponent's Digimon with a play cost of 5 or less.
card:when_digivolving(function(me) classic.reveal_machine(me) end, {optional = true})
local machine = fx.trait_has("Machine")
card:when_attacking(function(me, self)
  if not machine(self) then return end
  fx.delete(me, {filter = function(d) local cost = game.cost(d) return cost ~= nil and cost <= 5 end})
end, {inherited = true})
