-- Thornbeast. Support: every attack of its owner gains 150 Power if the active is a Jungle Digimon.
return { support = function(me)
  if dbe.has_type(me, "Jungle") then dbe.boost(me, 150) end
end }
