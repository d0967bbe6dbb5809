-- Code Cracking: [Main] the opponent may trash the top card of their security stack; if they don't, you
-- <Recovery +1 (Deck)>.
card:main(function(me)
  local opp = game.opponent(me)
  if game.security(opp) > 0 and game.yes_no(opp) then
    game.trash_security(opp, 1)
  else
    game.recovery(me, 1)
  end
end)
