-- Manticoremon: [When Attacking] you may trash the top card of your security stack to have 1 of the
-- opponent's Digimon get -5000 DP for the turn: with no security card it cannot be paid, so it
-- does nothing (Q1427).
card:when_attacking(function(me)
  if game.security(me) == 0 then return end
  fx.by(me, function() return game.trash_security(me, 1) == 1 end,
    function() fx.change_one(me, game.opponent(me), {dp = -5000}) end)
end)
