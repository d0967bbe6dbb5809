-- Slayerdramon: [When Digivolving] this Digimon gains <Security Attack +1> for the turn. [Your Turn]
-- this Digimon can't be blocked (no <Blocker> may switch its attack to itself, Q703).
card:when_digivolving(function(me, self) game.change(me, self, {security_attack = 1}, "turn") end)
card:cannot_be_blocked_by(function() return true end, {turn = "yours"})
