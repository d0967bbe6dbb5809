-- Nuclear Laser: [Main] <Draw 2>, then 1 of your Digimon gets +2000 DP for the turn.
card:main(function(me)
  game.draw(me, 2)
  fx.change_one(me, me, {dp = 2000})
end)
