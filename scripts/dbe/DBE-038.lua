-- Dragon Call. Support: a Dragon active gains 400 Power on every attack; any other, 100.
return { support = function(me)
  if dbe.has_type(me, "Dragon") then dbe.boost(me, 400) else dbe.boost(me, 100) end
end }
