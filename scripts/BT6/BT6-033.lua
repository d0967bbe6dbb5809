-- Pulsemon: [On Play] you may trash cards from the top of your security stack, any number from 0 up
-- to what leaves 3 (none with 3 or fewer, Q1423; not forced down to 3, Q1422; 1 of 5, Q1424), and
-- gain 1 memory for each card trashed. Asked one card at a time ("one more?"), then trashed together
-- (one removal from the security stack, 4-27-5: game.trash of the list, not game.trash_security,
-- which moves them one by one).
-- Inherited: [Your Turn] while you have 3 security cards, this Digimon gains <Jamming>.
card:on_play(function(me)
  local n = 0
  while n < game.security(me) - 3 and game.yes_no(me) do n = n + 1 end
  if n == 0 then return end
  local top = {table.unpack(game.security_cards(me), 1, n)}
  game.trash(top)
  game.gain_memory(me, #top)
end)
card:static{inherited = true, turn = "yours", keywords = {"jamming"},
  condition = function(me) return game.security(me) == 3 end}
