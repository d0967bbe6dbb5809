-- MetalTyrannomon: [When Digivolving] you may reveal the top 3 cards of your deck, add 1 level 6
-- Digimon card with [Machine] in its traits among them to your hand, trash the rest (may decline,
-- Q3234). Inherited: [Opponent's Turn] while this Digimon has [Machine] in its traits, <Reboot>.
card:when_digivolving(function(me) classic.reveal_machine(me) end, {optional = true})
local machine = fx.trait_has("Machine")
card:static{inherited = true, turn = "opponents", keywords = {"reboot"}, condition = function(me, self) return machine(self) end}
