-- OmniShoutmon (X Antibody): digivolves from [OmniShoutmon] for 0 (card data). [When Digivolving]
-- <Blitz>. [Your Turn] while [OmniShoutmon] or [X Antibody] (the card names, not the trait: Q1806)
-- is among its digivolution cards, this Digimon may also attack the opponent's unsuspended Digimon.
card:when_digivolving(function(me, self) game.blitz(self) end, {has = {"blitz"}})
card:static{turn = "yours", allow = {"attack_unsuspended"}, condition = function(me, self) return xab.under(self, "OmniShoutmon") end}
