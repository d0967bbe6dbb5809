-- WarGreymon: [When Digivolving] this Digimon gains <Security Attack +1> for the turn. On your turn,
-- it activates no [Security] effect of the Option cards it checks.
card:when_digivolving(function(me, self) game.change(me, self, {security_attack = 1}) end)
card:no_security_effects({"Option"}, {turn = "yours"})
