-- Golden Ripper: [Main] for the turn, all of your Digimon gain "[When Attacking] 1 of your
-- opponent's Digimon gets -2000 DP for the turn" (also those that arrive later, Q967, Q970).
local ripper = card:when_attacking(function(me) fx.change_one(me, game.opponent(me), {dp = -2000}) end, {granted = true})
card:main(function(me) game.change_all(me, me, "digimon", {effect = ripper}, "turn") end)
