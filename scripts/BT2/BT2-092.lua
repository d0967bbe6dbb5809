-- Radiation Blade: [Main] up to 2 of your Digimon gain <Security Attack +1> for the turn.
card:main(function(me)
  game.change(me, fx.choose(me, me, 2, nil, true), {security_attack = 1}, "turn")
end)
