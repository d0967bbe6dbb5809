-- Omnimon Zwart Defeat: [Security] play this card without paying, with no battle (Q1395; the
-- attack's remaining checks go on after it, Q1396). [When Digivolving] delete 1 of your opponent's
-- Tamers (a Digimon digivolved from a Tamer is none, Q1397). [On Deletion] delete 1 of your
-- opponent's Digimon.
card:security(function(me, self, c) game.play(c) end)
card:when_digivolving(function(me)
  local t = game.choose(me, game.tamers(game.opponent(me)), 1, 1)[1]
  if t then game.delete(t) end
end)
card:on_deletion(function(me) fx.delete(me) end)
