-- Radiation Blade: [Main] up to 2 of your Digimon gain <Security Attack +1> for the turn.
card:main(function(me)
  for _, d in ipairs(fx.choose(me, me, 2, nil, true)) do game.change(me, d, {security_attack = 1}, "turn") end
end)
