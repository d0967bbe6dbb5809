-- Shadow Wing: one of your Digimon gets +3000 DP for the turn.
-- Security: all your Digimon get Security Attack +1 until the end of your next turn.
card:main(function(me) fx.change_one(me, me, {dp = 3000}) end)
card:security(function(me) game.change_all(me, me, "digimon", {security_attack = 1}, "your_turn") end)
