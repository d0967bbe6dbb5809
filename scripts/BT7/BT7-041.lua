-- Kazuchimon: [When Digivolving] if you have 3 or more security cards, gain 2 memory; if you have 2 or
-- fewer, you may <Recovery +1 (Deck)> until you have 3 (and then no memory, Q1571).
-- [Your Turn] while you have 3 or more security cards, it gains <Security Attack +1>.
card:when_digivolving(function(me)
  local n = game.security(me)
  if n >= 3 then
    game.gain_memory(me, 2)
  elseif game.yes_no(me) then
    game.recovery(me, 3 - n)
  end
end)
card:static{turn = "yours", security_attack = 1, condition = function(me) return game.security(me) >= 3 end}
