-- ShootingStarmon: [On Deletion] 1 of your opponent's Digimon gets -3000 DP for the turn.
card:on_deletion(function(me) fx.change_one(me, game.opponent(me), {dp = -3000}) end)
