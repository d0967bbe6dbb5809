-- Paildramon: [When Digivolving] if a Digimon card with [Free] in its traits is among this Digimon's
-- digivolution cards, unsuspend this Digimon. Inherited: [Your Turn] while this Digimon has
-- [Imperialdramon] in its name, it can't be blocked (no Digimon may block it, Q3204, Q3206; it may
-- still attack suspended Digimon, Q3205).
card:when_digivolving(function(me, self) if classic.free_card_under(self) then game.unsuspend(self) end end)
card:cannot_be_blocked_by(function() return true end,
  {inherited = true, turn = "yours", condition = function(me, self) return game.name_has(self, "Imperialdramon") end})
