-- Rapidmon (<Armor Purge>: card data). [When Digivolving] suspend 1 of
-- the opponent's Digimon for each Tamer you have (chosen and suspended together); then up to 3 of the
-- opponent's suspended Digimon get -5000 DP for the turn (3 however many Tamers, Q1727).
card:when_digivolving(function(me)
  local opp = game.opponent(me)
  local n = #game.tamers(me)
  if n > 0 then game.suspend(fx.choose(me, opp, n)) end
  local hit = fx.choose(me, opp, 3, game.suspended, true)
  if #hit > 0 then game.change(me, hit, {dp = -5000}) end
end)
