-- Gatomon (X Antibody): digivolves from [Gatomon] for 0 (card data). Inherited: [When Attacking] if
-- you have 3 or more security cards, 1 of your opponent's Digimon gets -2000 DP for the turn (read as
-- it activates, 15-8-3-9).
card:when_attacking(function(me)
  if game.security(me) >= 3 then fx.change_one(me, game.opponent(me), {dp = -2000}) end
end, {inherited = true})
