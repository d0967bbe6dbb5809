-- Sproutkin. Support: if its owner is behind on KO points, they draw 1.
return { support = function(me)
  if dbe.ko_points(me) < dbe.ko_points(dbe.opponent(me)) then dbe.draw(me, 1) end
end }
