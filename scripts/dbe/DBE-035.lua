-- Swift Strike. Support: Fast, every attack gains 300 Power; otherwise 100.
return { support = function(me)
  if dbe.fast() then dbe.boost(me, 300) else dbe.boost(me, 100) end
end }
