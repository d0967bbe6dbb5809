-- Tide Lens. Support: Recode 3 (look at your top 3, put each on top or at the bottom).
return { support = function(me) dbe.recode(me, 3) end }
