-- Imperialdramon: Dragon Mode: a digivolution from your hand into this card from one of your
-- [Paildramon] or [Dinobeemon] costs 2 less (not in the breeding area: Q1067). <Jamming> (card
-- data). [When Digivolving] unsuspend all your Digimon with <Jamming>.
card:digivolution_cost(2, function(me, self, c, d)
  local n = game.name(d)
  return n == "Paildramon" or n == "Dinobeemon"
end)
card:when_digivolving(function(me)
  game.unsuspend(fx.digimon(me, function(d) return game.has_keyword(d, "jamming") end))
end)
