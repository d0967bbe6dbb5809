-- Angewomon (X Antibody): digivolves from [Angewomon] for 0 (card data). [When Digivolving] 1 of your
-- opponent's Digimon gains <Security Attack -1> until the end of your opponent's turn. Then, if
-- [Angewomon] or [X Antibody] (the names, Q1834) is among this Digimon's digivolution cards and you
-- have 5 or fewer security cards, <Recovery +1 (Deck)>.
card:when_digivolving(function(me, self)
  fx.change_one(me, game.opponent(me), {security_attack = -1}, "opponents_turn")
  if xab.under(self, "Angewomon") and game.security(me) <= 5 then game.recovery(me, 1) end
end)
